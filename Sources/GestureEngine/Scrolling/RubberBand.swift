/// The rubber band past a scroll view's edge along one axis of `dimension` points: a finger
/// `overshoot` points beyond the edge shows the content d·c·x / (d + c·x) points beyond it
/// (c = `Defaults.scrollRubberBand`), never as far as the dimension.
struct RubberBand {
    let dimension: Double
    private var c: Double { Defaults.scrollRubberBand }

    /// How far beyond the edge the content shows for a finger `overshoot` beyond it (points).
    func shown(forFinger overshoot: Double) -> Double {
        dimension * c * overshoot / (dimension + c * overshoot)
    }

    /// The finger's overshoot that shows the content `shown` points beyond the edge: the
    /// inverse, d·s / (c·(d − s)); nil where nothing shows that far (at or past the dimension).
    func finger(forShown shown: Double) -> Double? {
        guard shown < dimension, dimension > 0 else { return nil }
        return dimension * shown / (c * (dimension - shown))
    }

    /// Points of content per point of finger at a finger `overshoot` beyond the edge: d²c / (d + c·x)².
    func slope(atFinger overshoot: Double) -> Double {
        dimension * dimension * c / ((dimension + c * overshoot) * (dimension + c * overshoot))
    }

    /// `value` brought within `range`: the edge it lies beyond, or itself.
    static func edge(of value: Double, in range: ClosedRange<Double>) -> Double {
        min(max(value, range.lowerBound), range.upperBound)
    }
}
