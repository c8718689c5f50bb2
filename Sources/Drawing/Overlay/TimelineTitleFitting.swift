import GestureEngine

/// Lane titles shortened to their column so that two rows never read the same: a title that
/// does not fit loses its end ("drag lift pho…"), unless another row's shortened title would
/// then read the same, when both keep their distinguishing end instead ("…scroll.pan",
/// "…scroll.delay") — the ends of ids made of dotted parts tell them apart — and, when even
/// those meet, as much of their start as tells them apart with the rest of their end
/// ("p…scroll.pan", "l…scroll.pan").
///
/// Invariant: every title returned is at most `maxWidth` points wide at its font size, and two
/// titles that differ come back different whenever the column can hold a distinguishing end.
enum TimelineTitleFitting {
    /// `titles` (each with its font size) fitted to `maxWidth` points, in order.
    static func fitted(_ titles: [(text: String, fontSize: Double)], maxWidth: Double, measurer: some TextMeasuring) -> [String] {
        var fitted = titles.map { measurer.fitting($0.text, fontSize: $0.fontSize, maxWidth: maxWidth).text }
        let counts = Dictionary(fitted.map { ($0, 1) }, uniquingKeysWith: +)
        for index in fitted.indices where counts[fitted[index], default: 0] > 1 && fitted[index] != titles[index].text {
            fitted[index] = keepingEnd(titles[index].text, fontSize: titles[index].fontSize, maxWidth: maxWidth, measurer: measurer)
        }
        // Ends that still meet: one more character of the start at a time, for all of them.
        let ends = Dictionary(fitted.map { ($0, 1) }, uniquingKeysWith: +)
        let meeting = fitted.indices.filter { ends[fitted[$0], default: 0] > 1 && fitted[$0] != titles[$0].text }
        let longest = meeting.map { titles[$0].text.count }.max() ?? 0
        for start in stride(from: 1, to: longest, by: 1) where !meeting.isEmpty {
            let tried = meeting.map {
                keepingEnd(titles[$0].text, after: start, fontSize: titles[$0].fontSize, maxWidth: maxWidth, measurer: measurer)
            }
            if Set(tried).count == tried.count {
                for (index, text) in zip(meeting, tried) { fitted[index] = text }
                break
            }
        }
        return fitted
    }

    /// The first `start` characters of `text`, "…", and its longest suffix that fits `maxWidth`
    /// points with them; `keepingEnd` when not even one character of the suffix fits.
    static func keepingEnd(_ text: String, after start: Int, fontSize: Double, maxWidth: Double, measurer: some TextMeasuring) -> String {
        let prefix = String(text.prefix(start))
        let room = maxWidth - measurer.width(of: prefix, fontSize: fontSize)
        let end = keepingEnd(String(text.dropFirst(start)), fontSize: fontSize, maxWidth: room, measurer: measurer)
        guard end.count > 1 else { return keepingEnd(text, fontSize: fontSize, maxWidth: maxWidth, measurer: measurer) }
        return prefix + (end.hasPrefix("…") ? end : "…" + end)
    }

    /// `text` shortened with a leading "…" to at most `maxWidth` points (its longest suffix that
    /// fits); empty when not even "…" fits.
    static func keepingEnd(_ text: String, fontSize: Double, maxWidth: Double, measurer: some TextMeasuring) -> String {
        guard measurer.width(of: text, fontSize: fontSize) > maxWidth else { return text }
        let characters = Array(text)
        func shortened(_ count: Int) -> String { "…" + String(characters.suffix(count)).drop { $0 == " " } }
        // The longest suffix that fits, by bisection: widths grow with the suffix.
        var fits = -1, tooLong = characters.count
        while tooLong - fits > 1 {
            let middle = (fits + tooLong) / 2
            if measurer.width(of: shortened(middle), fontSize: fontSize) <= maxWidth { fits = middle } else { tooLong = middle }
        }
        return fits >= 0 ? shortened(fits) : ""
    }
}
