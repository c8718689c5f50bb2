import GestureEngine

/// A scroll view's indicators, as UIScrollView draws them: a thin dark bar along the trailing
/// edge (and the bottom) whose length is the visible share of the content and whose position
/// follows the offset; faded by `ScrollView.indicatorOpacity` (shown while scrolling, fading
/// once the content rests).
enum ScrollIndicatorRenderer {
    /// Bar thickness and its distance from the edges, in points.
    static let thickness = 3.0
    static let inset = 3.0
    /// A bar is never shorter than this (points), however long the content.
    static let minimumLength = 36.0
    /// A mid grey reads on the dark and the light scenes alike (iOS's default style adapts
    /// the same way).
    static let color = Color(red: 0.55, green: 0.58, blue: 0.62, alpha: 0.85)

    /// Appends the bars of `scroll` (whose view `values` and `transform` place) at `opacity`.
    static func draw(_ scroll: ScrollView, values: LayerValues, transform: Transform2D, opacity: Double, into list: inout DrawList) {
        guard opacity > 0 else { return }
        let bounds = values.bounds
        let limits = scroll.limits
        let tint = color.withAlphaMultiplied(by: opacity)
        if limits.y.upperBound > limits.y.lowerBound, let bar = bar(track: bounds.height, content: scroll.contentSize.height,
                                                                  offset: bounds.minY, limits: limits.y) {
            let rect = Rect(bounds.maxX - inset - thickness, bounds.minY + bar.start, thickness, bar.length)
            list.append(.fill(RoundedRect(rect: rect, cornerRadius: thickness / 2, transform: transform), tint))
        }
        if limits.x.upperBound > limits.x.lowerBound, let bar = bar(track: bounds.width, content: scroll.contentSize.width,
                                                                  offset: bounds.minX, limits: limits.x) {
            let rect = Rect(bounds.minX + bar.start, bounds.maxY - inset - thickness, bar.length, thickness)
            list.append(.fill(RoundedRect(rect: rect, cornerRadius: thickness / 2, transform: transform), tint))
        }
    }

    /// Where a bar starts along its track (points from the view's edge) and how long it is.
    private static func bar(track: Double, content: Double, offset: Double, limits: ClosedRange<Double>) -> (start: Double, length: Double)? {
        let available = track - 2 * inset
        guard available > minimumLength, content > 0 else { return nil }
        let length = min(available, max(minimumLength, available * track / content))
        let progress = (offset - limits.lowerBound) / (limits.upperBound - limits.lowerBound)
        guard progress.isFinite else { return nil }
        return (inset + min(max(progress, 0), 1) * (available - length), length)
    }
}
