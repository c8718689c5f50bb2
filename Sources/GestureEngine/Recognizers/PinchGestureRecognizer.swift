/// `UIPinchGestureRecognizer` (§7.6): `scale` is the span between the two touches relative to
/// the span at began (1.0 there); `velocity` is in scale per second. Begins once the span has
/// changed `Defaults.pinchRecognitionSpan` points since the second touch landed.
open class PinchGestureRecognizer: TwoTouchGestureRecognizer {
    /// Setting it rebases and clears velocity.
    public var scale: Double {
        get { state == .possible ? 1 : value }
        set { setValue(newValue) }
    }

    /// The scale since began whatever the client set meanwhile (its `scale = 1` resets): what the
    /// fingers did, 1 before began.
    var scaleSinceBegan: Double { state == .possible ? 1 : valueSinceBegan }

    /// The scale and its velocity, as an action reads them, and the scale since began.
    override open var actionMeasure: ActionValues.Measure? { .pinch(scale: scale, velocity: velocity, sinceBegan: scaleSinceBegan) }

    override open func measure(_ a: Point, _ b: Point) -> Double { a.distance(to: b) }

    override open func combine(_ base: Double, from start: Double, to end: Double) -> Double {
        start > 0 ? base * end / start : base
    }

    override open var thresholdDescription: String { "\(formatNumber(recognitionThreshold)) pt of span" }
    override open var recognitionThreshold: Double { Defaults.pinchRecognitionSpan }
    override open var initialValue: Double { 1 }
}
