import GestureEngine

/// Scroll view guides (§3.8), while a scroll view is dragged, moves or its indicators still
/// show, as the trace says (`GeometryGuideState.Scroll`): the content's bounds (a thin line),
/// the visible rect (the view's bounds at the traced offset, outlined), the offset a glide will
/// rest at (dashed, "target"), and past an edge the rubber-band distance (the gap shaded,
/// labelled in points). The view gives where it is drawn and its content's size and limits.
public enum ScrollOverlay {
    public static let color = Color(red8: 0x2D, green8: 0xD4, blue8: 0xBF)
    public static let targetColor = Color(red8: 0xFA, green8: 0xCC, blue8: 0x15)

    /// The guides of `scroll` (a scroll view's, from the trace) on its `view` when shown at
    /// `now`; `window` is the window's bounds (outlines are cut to it).
    static func draw(_ scroll: GeometryGuideState.Scroll, of view: View, now: Double, window: Rect, into list: inout DrawList) {
        guard let scrollView = view.scrollView, scroll.isShown(at: now, showsIndicators: scrollView.showsScrollIndicators) else { return }
        // Cut as the scroll view is by its clipping ancestors (a list inside a pager).
        list.append(within: SceneRenderer.ancestorClip(of: view)) { list in
            draw(scroll, limits: scrollView.limits, contentSize: scrollView.contentSize, of: view, now: now, window: window, into: &list)
        }
    }

    private static func draw(_ scroll: GeometryGuideState.Scroll, limits: (x: ClosedRange<Double>, y: ClosedRange<Double>), contentSize: Size,
                             of view: View, now: Double, window: Rect, into list: inout DrawList) {
        // The view's own coordinates (content coordinates: its bounds origin is the offset) to the
        // window's. The content is where the view draws it less `drift`: zero but between a change
        // the trace does not carry (a pinch's zoom moving the content) and the next scroll event.
        let placement = view.transformToRoot
        let offset = scroll.offset(at: now)
        let drift = view.bounds.origin - offset
        let bounds = Rect(origin: offset + drift, size: view.bounds.size)
        func shape(_ rect: Rect) -> RoundedRect { RoundedRect(rect: rect, cornerRadius: 0, transform: placement) }
        let content = outlined(Rect(origin: drift, size: contentSize), placement: placement, window: window)
        list.append(.stroke(shape(content), width: 1, color.withAlphaMultiplied(by: 0.6)))
        list.append(.stroke(shape(bounds), width: 1.5, color))
        list.append(.text(TextRun(text: "visible \(formatNumber(offset.x, decimals: 0)), \(formatNumber(offset.y, decimals: 0))", fontSize: 10, color: color,
                                  position: placement.apply(to: Point(bounds.minX + 4, bounds.minY + 9)), alignment: .left)))
        if let target = scroll.restingOffset, target != offset {
            let resting = Rect(origin: target + drift, size: bounds.size)
            list.append(.dashedOutline(DashedOutline(shape(resting)), targetColor))
            list.append(.text(TextRun(text: "target \(formatNumber(target.x, decimals: 0)), \(formatNumber(target.y, decimals: 0))", fontSize: 10, color: targetColor,
                                      position: placement.apply(to: Point(resting.minX + 4, resting.maxY - 8)), alignment: .left)))
        }
        for gap in rubberBandGaps(limits: limits, visible: Rect(origin: offset, size: bounds.size)) {
            let rect = Rect(origin: gap.rect.origin + drift, size: gap.rect.size)
            list.append(.fill(shape(rect), targetColor.withAlphaMultiplied(by: 0.25)))
            list.append(.text(TextRun(text: "rubber band \(formatNumber(gap.distance, decimals: 0)) pt", fontSize: 11, color: targetColor,
                                      position: placement.apply(to: rect.center), alignment: .center)))
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

    /// The stretches of `visible` (content coordinates: the view's bounds at the traced offset)
    /// beyond the content's `limits` (of the offset), with their depth.
    static func rubberBandGaps(limits: (x: ClosedRange<Double>, y: ClosedRange<Double>), visible bounds: Rect) -> [(rect: Rect, distance: Double)] {
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
