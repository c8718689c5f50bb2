import GestureEngine

/// Builds a whole frame: the scene's views, then the HUD on top.
public enum FrameComposer {
    public static func compose(window: View, background: Color, hud: DeliveryHUD?) -> DrawList {
        var list = DrawList(size: window.bounds.size, background: background)
        SceneRenderer.draw(window: window, into: &list)
        hud?.draw(window: window, into: &list)
        return list
    }
}
