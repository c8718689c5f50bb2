import GestureEngine

/// Builds a whole frame: the window's background and views (at `values`: presentation while
/// animating), then the HUD on top.
public enum FrameComposer {
    public static func compose(window: View, values: (View) -> LayerValues = { $0.modelValues }, hud: DeliveryHUD?) -> DrawList {
        var list = DrawList(size: window.bounds.size, background: window.backgroundColor)
        SceneRenderer.draw(window: window, values: values, into: &list)
        hud?.draw(window: window, into: &list)
        return list
    }
}
