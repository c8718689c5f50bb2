import GestureEngine

/// Builds a whole frame: the window's background and views, then the HUD on top.
public enum FrameComposer {
    public static func compose(window: View, hud: DeliveryHUD?) -> DrawList {
        var list = DrawList(size: window.bounds.size, background: window.backgroundColor)
        SceneRenderer.draw(window: window, into: &list)
        hud?.draw(window: window, into: &list)
        return list
    }
}
