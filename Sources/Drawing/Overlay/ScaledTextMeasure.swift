/// Widths for text laid out in base points and drawn `scale` times larger (the timeline, drawn
/// through its placement): measured at the size it is drawn, in base points. A font's glyphs
/// are hinted to whole pixels at each size, so widths do not scale in proportion; measuring at
/// the base size would place labels by widths they do not have on screen.
struct ScaledTextMeasure<Base: TextMeasuring>: TextMeasuring {
    let base: Base
    /// Window points per base point (> 0).
    let scale: Double

    func width(of text: String, fontSize: Double) -> Double {
        base.width(of: text, fontSize: fontSize * scale) / scale
    }
}
