import Foundation
import GestureEngine

/// Draws a view tree into a DrawList: background, border and label of every visible view,
/// back to front, with alpha multiplied down the tree and `clipsToBounds` honoured. Geometry and
/// style come from `values` — the presentation values while animations run (§8.1).
public enum SceneRenderer {
    /// Views below this alpha are invisible and skipped. Unitless.
    static let invisibleAlpha = 0.001

    /// Scroll indicators are drawn as they are at engine time `now` (nil: none).
    public static func draw(window: View, values: (View) -> LayerValues = { $0.modelValues }, now: Double? = nil, into list: inout DrawList) {
        drawSubtree(of: window, values: values, toWindow: .identity, alpha: 1, now: now, into: &list, isRoot: true)
    }

    private static func drawSubtree(of view: View, values valuesOf: (View) -> LayerValues, toWindow parentTransform: Transform2D,
                                    alpha inherited: Double, now: Double? = nil, into list: inout DrawList, isRoot: Bool) {
        guard !view.isHidden else { return }
        let values = valuesOf(view)
        let alpha = inherited * values.alpha
        guard alpha >= invisibleAlpha else { return }
        // The root's coordinate space is the window's.
        let transform = isRoot ? Transform2D.identity : values.transformToSuperview.concatenating(parentTransform)
        let shape = RoundedRect(rect: values.bounds, cornerRadius: values.cornerRadius, transform: transform)
        if !isRoot, values.backgroundColor.alpha > 0 {
            list.append(.fill(shape, values.backgroundColor.withAlphaMultiplied(by: alpha)))
        }
        if let control = view.control { ControlRenderer.draw(control, shape: shape, alpha: alpha, into: &list) }
        if let label = view.label, !label.text.isEmpty {
            list.append(.text(TextRun(text: label.text, fontSize: label.fontSize, color: label.color.withAlphaMultiplied(by: alpha),
                                      position: transform.apply(to: values.bounds.center),
                                      angle: transform.rotationAngle, scale: uniformScale(of: transform))))
        }
        let clips = view.clipsToBounds && !view.subviews.isEmpty
        let clip = clips ? transform.apply(to: values.bounds) : nil
        if let clip { list.append(.clip(clip)) }
        for child in view.subviews {
            // Large content stays cheap: what lies wholly outside the clip is not drawn.
            if let clip, isOutside(child, values: valuesOf, toWindow: transform, clip: clip) { continue }
            drawSubtree(of: child, values: valuesOf, toWindow: transform, alpha: alpha, now: now, into: &list, isRoot: false)
        }
        if clips { list.append(.clip(nil)) }
        if let now, let scroll = view.scrollView {
            ScrollIndicatorRenderer.draw(scroll, values: values, transform: transform, opacity: alpha * scroll.indicatorOpacity(at: now),
                                         into: &list)
        }
        // The border is drawn above the content, as a layer's border is.
        if values.borderWidth > 0, values.borderColor.alpha > 0 {
            list.append(.stroke(shape, width: values.borderWidth, values.borderColor.withAlphaMultiplied(by: alpha)))
        }
    }

    /// Whether `child` and everything it draws lie outside `clip` (window points): only a
    /// leaf or a clipping view that is not a control can tell, by its bounds widened for its
    /// anti-aliased edge, border and label.
    private static func isOutside(_ child: View, values valuesOf: (View) -> LayerValues, toWindow parentTransform: Transform2D,
                                  clip: Rect) -> Bool {
        // A control may draw beyond its bounds (a page control's dots): never culled.
        guard child.subviews.isEmpty || child.clipsToBounds, child.control == nil else { return false }
        let values = valuesOf(child)
        let edge = 2 + values.borderWidth
        // A label is centred on the bounds and may overflow them: about an em per character
        // across, an em and a half high (as `DrawCommand.conservativeBounds` measures text).
        let text = child.label.map { (width: Double($0.text.unicodeScalars.count + 1) * $0.fontSize, height: 1.5 * $0.fontSize + 2) }
        let local = values.bounds.outset(dx: edge + max(0, ((text?.width ?? 0) - values.bounds.width) / 2),
                                         dy: edge + max(0, ((text?.height ?? 0) - values.bounds.height) / 2))
        return !values.transformToSuperview.concatenating(parentTransform).apply(to: local).intersects(clip)
    }

    /// Draws `view` with its subtree as `values` place it, then moved by `placement` (window
    /// points to window points) and faded by `alpha` (its ancestors' alpha is not applied): a
    /// drag's lifted view and preview.
    public static func drawCopy(of view: View, values: (View) -> LayerValues = { $0.modelValues }, placement: Transform2D,
                                alpha: Double, into list: inout DrawList) {
        drawSubtree(of: view, values: values, toWindow: superviewToWindow(of: view, values: values).concatenating(placement),
                    alpha: alpha, into: &list, isRoot: view.superview == nil)
    }

    /// The transform from `view`'s superview's coordinates to the window's (identity for the root).
    private static func superviewToWindow(of view: View, values: (View) -> LayerValues) -> Transform2D {
        var transform = Transform2D.identity
        var current = view.superview
        while let node = current, let parent = node.superview {
            transform = transform.concatenating(values(node).transformToSuperview)
            current = parent
        }
        return transform
    }

    /// A view's shape where `values` place it (the presentation while animating, §8.1): what
    /// the overlay outlines must follow to sit on the view as drawn.
    public static func drawnShape(of view: View, values: (View) -> LayerValues = { $0.modelValues }) -> RoundedRect {
        var transform = Transform2D.identity
        var current = view
        // The root's coordinate space is the window's.
        while let parent = current.superview {
            transform = transform.concatenating(values(current).transformToSuperview)
            current = parent
        }
        let own = values(view)
        return RoundedRect(rect: own.bounds, cornerRadius: own.cornerRadius, transform: transform)
    }

    /// How a view's clipping ancestors (`clipsToBounds`) cut what is drawn of it and for it.
    public enum AncestorClip: Equatable, Sendable {
        /// No ancestor clips it.
        case none
        /// Drawn only within this rectangle (window points): where the scene's own drawing of
        /// the view is cut, the intersection of its clipping ancestors' clips.
        case rect(Rect)
        /// Its clipping ancestors leave it no room: nothing of it shows.
        case hidden
    }

    /// How `view`'s clipping ancestors cut it where `values` place them, as `draw` clips its
    /// content: each clipping ancestor's bounds in window points (their bounding box when
    /// turned), intersected. An outline, ghost or guide of the view is cut the same way
    /// (`DrawList.append(within:_:)`): a row scrolled under a fixed header is not outlined over it.
    public static func ancestorClip(of view: View, values: (View) -> LayerValues = { $0.modelValues }) -> AncestorClip {
        var ancestors: [View] = []
        var current = view.superview
        while let node = current {
            ancestors.append(node)
            current = node.superview
        }
        guard ancestors.contains(where: \.clipsToBounds) else { return .none }
        var clip: Rect?
        var transform = Transform2D.identity
        // From the root (whose space is the window's) down to the view's superview.
        for (index, ancestor) in ancestors.reversed().enumerated() {
            let own = values(ancestor)
            if index > 0 { transform = own.transformToSuperview.concatenating(transform) }
            guard ancestor.clipsToBounds else { continue }
            let rect = transform.apply(to: own.bounds)
            if let outer = clip {
                guard let inner = rect.intersection(outer) else { return .hidden }
                clip = inner
            } else {
                clip = rect
            }
        }
        return clip.map { .rect($0) } ?? .none
    }

    /// The geometric-mean scale of a transform (√|det|), used for text size.
    static func uniformScale(of transform: Transform2D) -> Double {
        abs(transform.determinant).squareRoot()
    }
}
