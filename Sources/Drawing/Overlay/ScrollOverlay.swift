import GestureEngine

/// Scroll view guides (§3.8), while a scroll view is dragged, moves or its indicators still
/// show: the content's bounds (a thin line), the visible rect (the view's bounds, outlined), the
/// offset a glide will rest at (dashed, "target"), and past an edge the rubber-band distance
/// (the gap shaded, labelled in points).
public enum ScrollOverlay {
    public static let color = Color(red8: 0x2D, green8: 0xD4, blue8: 0xBF)
    public static let targetColor = Color(red8: 0xFA, green8: 0xCC, blue8: 0x15)

    /// The guides of `view` when it is a scroll view in motion or still showing its indicators
    /// at `now`; `window` is the window's bounds (outlines are cut to it).
    static func draw(_ view: View, now: Double, window: Rect, into list: inout DrawList) {
        guard let scroll = view.scrollView, scroll.isDragging || scroll.isDecelerating || scroll.indicatorOpacity(at: now) > 0
        else { return }
        // Cut as the scroll view is by its clipping ancestors (a list inside a pager).
        list.append(within: SceneRenderer.ancestorClip(of: view)) { draw(scroll, of: view, window: window, into: &$0) }
    }

    private static func draw(_ scroll: ScrollView, of view: View, window: Rect, into list: inout DrawList) {
        // The view's own coordinates (content coordinates: its bounds origin is the offset) to the window's.
        let placement = view.transformToRoot
        let bounds = view.bounds
        func shape(_ rect: Rect) -> RoundedRect { RoundedRect(rect: rect, cornerRadius: 0, transform: placement) }
        let content = outlined(Rect(origin: .zero, size: scroll.contentSize), placement: placement, window: window)
        list.append(.stroke(shape(content), width: 1, color.withAlphaMultiplied(by: 0.6)))
        list.append(.stroke(shape(bounds), width: 1.5, color))
        list.append(.text(TextRun(text: "visible \(formatNumber(bounds.minX, decimals: 0)), \(formatNumber(bounds.minY, decimals: 0))", fontSize: 10, color: color,
                                  position: placement.apply(to: Point(bounds.minX + 4, bounds.minY + 9)), alignment: .left)))
        if let target = scroll.restingOffset, target != bounds.origin {
            let resting = Rect(origin: target, size: bounds.size)
            list.append(.dashedOutline(DashedOutline(shape(resting)), targetColor))
            list.append(.text(TextRun(text: "target \(formatNumber(target.x, decimals: 0)), \(formatNumber(target.y, decimals: 0))", fontSize: 10, color: targetColor,
                                      position: placement.apply(to: Point(resting.minX + 4, resting.maxY - 8)), alignment: .left)))
        }
        for gap in rubberBandGaps(scroll, bounds: bounds) {
            list.append(.fill(shape(gap.rect), targetColor.withAlphaMultiplied(by: 0.25)))
            list.append(.text(TextRun(text: "rubber band \(formatNumber(gap.distance, decimals: 0)) pt", fontSize: 11, color: targetColor,
                                      position: placement.apply(to: gap.rect.center), alignment: .center)))
        }
    }

    /// Points beyond the window that a cut content outline keeps, so its cut edges never show.
    static let outlineMargin = 8.0

    /// The part of `content` (the scroll view's coordinates) worth outlining: a long list's
    /// content is hundreds of thousands of points tall, and only its stretch near the window can
    /// show. Cut to the window and `outlineMargin` beyond it; rotated or skewed placements keep
    /// the whole content.
    static func outlined(_ content: Rect, placement: Transform2D, window: Rect) -> Rect {
        guard placement.b == 0, placement.c == 0, let toView = placement.inverted,
              let near = content.intersection(toView.apply(to: window).outset(dx: outlineMargin, dy: outlineMargin))
        else { return content }
        return near
    }

    /// The visible stretches beyond the content's limits (content coordinates), with their depth.
    static func rubberBandGaps(_ scroll: ScrollView, bounds: Rect) -> [(rect: Rect, distance: Double)] {
        let limits = scroll.limits
        var gaps: [(Rect, Double)] = []
        let offset = bounds.origin
        if offset.y < limits.y.lowerBound {
            gaps.append((Rect(bounds.minX, offset.y, bounds.width, limits.y.lowerBound - offset.y), limits.y.lowerBound - offset.y))
        } else if offset.y > limits.y.upperBound {
            let depth = offset.y - limits.y.upperBound
            gaps.append((Rect(bounds.minX, bounds.maxY - depth, bounds.width, depth), depth))
        }
        if offset.x < limits.x.lowerBound {
            gaps.append((Rect(offset.x, bounds.minY, limits.x.lowerBound - offset.x, bounds.height), limits.x.lowerBound - offset.x))
        } else if offset.x > limits.x.upperBound {
            let depth = offset.x - limits.x.upperBound
            gaps.append((Rect(bounds.maxX - depth, bounds.minY, depth, bounds.height), depth))
        }
        return gaps
    }
}
