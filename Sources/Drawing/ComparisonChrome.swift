import GestureEngine

/// What a side-by-side comparison draws around its two panes (`ComparedLayout`): each pane's
/// header (`A · widget-2-tap-pan`), the seam between the panes, and the divergence band — the
/// first line saying when the two sides part (or that they have not), the second what each did
/// there, under its own pane, each side in its own colour.
public enum ComparisonChrome {
    /// The two sides' colours: A's and B's headers and words (sky blue and orange, told apart by
    /// readers with any colour vision, as the timeline's markers are).
    public static let sideColors = [Color(red8: 0x56, green8: 0xB4, blue8: 0xE9), Color(red8: 0xE6, green8: 0x9F, blue8: 0x00)]
    /// The side letters, A then B.
    public static let sideNames = ["A", "B"]

    /// What the band says once the sides part (nil in its place: they agree so far).
    public struct Divergence: Equatable, Sendable {
        /// The first line: when, after which input (`At 0.15 s, after touch 1 moved to (326,218)`).
        public var when: String
        /// What each side did there, A's then B's (`pan waits for tap`).
        public var sides: [String]

        public init(when: String, sides: [String]) {
            self.when = when
            self.sides = sides
        }
    }

    /// Draws the headers naming `scenes` (A's, B's), the seam and the band saying `divergence`
    /// into `list` (window points), laying words out with `measurer`.
    public static func draw(_ layout: ComparedLayout, scenes: [String], divergence: Divergence?, measurer: some TextMeasuring,
                            into list: inout DrawList) {
        let type = layout.window.typeScale
        for (index, header) in layout.headers.enumerated() {
            list.append(.fill(RoundedRect(rect: header, cornerRadius: 0), Palette.statusBackground))
            let size = min(type.scaled(12), header.height * 0.6)
            let name = sideNames[index] + " · " + (index < scenes.count ? scenes[index] : "")
            let text = measurer.fitting(name, fontSize: size, maxWidth: header.width - 2 * type.scaled(10)).text
            list.append(.text(TextRun(text: text, fontSize: size, color: sideColors[index], position: Point(header.minX + type.scaled(10), header.midY),
                                      alignment: .left)))
        }
        if let right = layout.headers.last {
            list.append(.fill(RoundedRect(rect: Rect(right.minX - 1, 0, 2, layout.divergenceBand.minY), cornerRadius: 0), Palette.timelineGrid))
        }
        drawBand(layout, divergence: divergence, measurer: measurer, into: &list)
    }

    /// The band: the first line says when, and below it each side's doing under its own pane in
    /// at most `sideLines` lines (the last cut with "…" when more is left).
    private static func drawBand(_ layout: ComparedLayout, divergence: Divergence?, measurer: some TextMeasuring, into list: inout DrawList) {
        let band = layout.divergenceBand, type = layout.window.typeScale
        guard band.height > 0 else { return }
        list.append(.fill(RoundedRect(rect: band, cornerRadius: 0), Palette.timelineBackground))
        let lineCount = Double(1 + sideLines)
        let size = min(type.scaled(12), band.height / lineCount / TextRun.lineHeightFactor), inset = type.scaled(10)
        let lineHeight = (band.height - size * 0.4) / lineCount
        func lineY(_ index: Int) -> Double { band.minY + size * 0.2 + lineHeight * (Double(index) + 0.5) }
        list.append(.clip(band))
        defer { list.append(.clip(nil)) }
        guard let divergence else {
            let text = measurer.fitting("A and B behave the same so far.", fontSize: size, maxWidth: band.width - 2 * inset).text
            list.append(.text(TextRun(text: text, fontSize: size, color: Palette.secondaryText, position: Point(band.minX + inset, lineY(0)),
                                      alignment: .left)))
            return
        }
        let heading = "A ≠ B  "
        let headingWidth = measurer.width(of: heading, fontSize: size)
        list.append(.text(TextRun(text: heading, fontSize: size, color: Palette.exclusionMarker, position: Point(band.minX + inset, lineY(0)),
                                  alignment: .left)))
        let when = measurer.fitting(divergence.when, fontSize: size, maxWidth: band.width - 2 * inset - headingWidth).text
        list.append(.text(TextRun(text: when, fontSize: size, color: Palette.panelText, position: Point(band.minX + inset + headingWidth, lineY(0)),
                                  alignment: .left)))
        for (index, header) in layout.headers.enumerated() where index < divergence.sides.count {
            let width = header.width - 2 * inset
            var lines = measurer.wrapped(sideNames[index] + " — " + divergence.sides[index], width: width, fontSize: size)
            if lines.count > sideLines {
                lines = Array(lines.prefix(sideLines - 1)) + [measurer.fitting(lines[(sideLines - 1)...].joined(separator: " "), fontSize: size,
                                                                               maxWidth: width).text]
            }
            for (row, line) in lines.enumerated() {
                list.append(.text(TextRun(text: line, fontSize: size, color: sideColors[index], position: Point(header.minX + inset, lineY(1 + row)),
                                          alignment: .left)))
            }
        }
    }

    /// Lines each side's doing takes at most in the band.
    public static let sideLines = 2
}
