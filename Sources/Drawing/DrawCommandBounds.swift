import GestureEngine

extension DrawCommand {
    /// A window rectangle (points) that contains every pixel the command can touch, including
    /// its anti-aliased edge; nil for `unclip`. Text is measured generously (1 em per
    /// character, 1.5 em high: wider and taller than any glyph of the bundled font), rotated text
    /// by the circle its box turns in.
    public var conservativeBounds: Rect? {
        switch self {
        case let .fill(shape, _), let .stroke(shape, _, _):
            return shape.transform.apply(to: shape.rect).outset(dx: Self.edgeMargin, dy: Self.edgeMargin)
        case let .dashedOutline(outline, _):
            let margin = Self.edgeMargin + DashedOutline.thickness / 2
            return outline.shape.transform.apply(to: outline.shape.rect).outset(dx: margin, dy: margin)
        case let .text(run):
            let size = run.fontSize * run.scale
            // Scalars, not characters: a character of several scalars the font lacks draws a
            // box for each.
            let width = Double(run.text.unicodeScalars.count) * size + size, height = 1.5 * size + 2
            if run.angle != 0 {
                let radius = (width * width + height * height).squareRoot()
                return Rect(run.position.x - radius, run.position.y - radius, 2 * radius, 2 * radius)
            }
            let minX = switch run.alignment {
            case .center: run.position.x - width / 2
            case .left: run.position.x - size / 2
            case .right: run.position.x - width
            }
            return Rect(minX, run.position.y - height / 2, width + size / 2, height)
        case let .clip(rect):
            return rect
        }
    }

    /// Points around a shape for its anti-aliased fringe and pixel rounding at any scale ≥ 1.
    static let edgeMargin = 2.0
}
