import GestureEngine

/// Measures text for layout. Drawing has no font, so the overlay lays text out with whatever
/// measurer it is given: the estimate by default, the real font where a shell has one.
public protocol TextMeasuring {
    /// The advance width, in points, of `text` set on one line at `fontSize` points (before any
    /// `TextRun.scale`). Never negative; 0 for empty text.
    func width(of text: String, fontSize: Double) -> Double
}

/// Widths estimated from the character count (`TextRun.estimatedWidth`): what Drawing uses when
/// no font is at hand. Wide glyphs (capitals, `W`) can run past the estimate, narrow ones fall short.
public struct EstimatedTextMeasure: TextMeasuring {
    public init() {}

    public func width(of text: String, fontSize: Double) -> Double {
        TextRun.estimatedWidth(of: text, fontSize: fontSize)
    }
}

extension TextRun {
    /// A line's height as a multiple of its font size: the bundled DejaVu Sans reaches 0.928 em
    /// above the baseline and 0.236 em below (1.164 em); 1.2 em keeps a hair between lines.
    public static let lineHeightFactor = 1.2

    /// The box the run covers when drawn unrotated, in window points: `measurer`'s width and
    /// `lineHeightFactor` × `fontSize` tall, both × `scale`, placed around `position` as
    /// `alignment` says.
    public func box(measuredBy measurer: some TextMeasuring) -> Rect {
        let width = measurer.width(of: text, fontSize: fontSize) * scale
        let height = fontSize * Self.lineHeightFactor * scale
        let left = switch alignment {
        case .left: position.x
        case .center: position.x - width / 2
        case .right: position.x - width
        }
        return Rect(left, position.y - height / 2, width, height)
    }
}

extension TextMeasuring {
    /// `text` shortened with a trailing "…" until it is at most `maxWidth` points wide at
    /// `fontSize` (unchanged when it already fits; empty when not even "…" fits), and its width.
    func fitting(_ text: String, fontSize: Double, maxWidth: Double) -> (text: String, width: Double) {
        let whole = width(of: text, fontSize: fontSize)
        guard whole > maxWidth else { return (text, whole) }
        let characters = Array(text)
        func shortened(_ count: Int) -> String {
            var prefix = String(characters.prefix(count))
            while prefix.last == " " { prefix.removeLast() }
            return prefix + "…"
        }
        // The longest prefix that fits, by bisection: widths grow with the prefix.
        var fits = -1, tooLong = characters.count
        while tooLong - fits > 1 {
            let middle = (fits + tooLong) / 2
            if width(of: shortened(middle), fontSize: fontSize) <= maxWidth { fits = middle } else { tooLong = middle }
        }
        guard fits >= 0 else { return ("", 0) }
        let text = shortened(fits)
        return (text, width(of: text, fontSize: fontSize))
    }
}
