import GestureEngine

/// Draws the code panel: a Swift listing with syntax colours and line numbers, its lit lines
/// banded with their notes at the line's end, scrolled to keep the highlight's anchor in view.
/// Sizes are base points × the timeline's type scale (`FrameLayout.timelineScale`), so the code
/// grows with the window and the `+`/`-` keys as the timeline does. Everything stays inside the
/// panel's frame (clipped to it).
public enum CodePanel {
    /// The code's size in base points, the timeline's labels' size: a 1920 × 1080 window draws
    /// it at 24.9 points, 1280 × 720 at 16.6.
    public static let baseFontSize = 9.0
    /// Rows are this many times the font size apart.
    public static let rowHeightFactor = 1.3
    /// Base points between the panel's edges and its text.
    static let inset = 8.0

    /// The colour of a token's kind: Xcode's dark theme's hues, on the timeline's background.
    public static func color(of kind: SwiftToken.Kind) -> Color {
        switch kind {
        case .keyword: Color(red8: 0xFC, green8: 0x5F, blue8: 0xA3)
        case .type: Color(red8: 0x5D, green8: 0xD8, blue8: 0xFF)
        case .string: Color(red8: 0xFC, green8: 0x6A, blue8: 0x5D)
        case .comment: Color(red8: 0x8A, green8: 0x99, blue8: 0xA6)
        case .number: Color(red8: 0xD0, green8: 0xBF, blue8: 0x69)
        case .plain: Palette.panelText
        }
    }

    /// A lit line's band (× its strength) and the bar and note beside it.
    static let litBand = Color(red8: 0xF0, green8: 0xE4, blue8: 0x42, alpha8: 0x3A)
    static let litMark = Palette.actionMarker

    /// Where the parts of the panel go in `frame` at `typeScale`.
    public struct Metrics: Equatable, Sendable {
        public let fontSize: Double
        public let rowHeight: Double
        /// The title's band across the top.
        public let title: Rect
        /// The line numbers' column and the code's, below the title.
        public let gutter: Rect
        public let text: Rect
        /// Whole rows that fit in `text`.
        public let visibleRows: Int

        public init(frame: Rect, typeScale: TypeScale, measurer: some TextMeasuring, lineCount: Int) {
            fontSize = typeScale.scaled(CodePanel.baseFontSize)
            rowHeight = (fontSize * CodePanel.rowHeightFactor).rounded()
            let inset = typeScale.scaled(CodePanel.inset)
            title = Rect(frame.minX + inset, frame.minY + inset / 2, max(0, frame.width - 2 * inset), rowHeight * 1.3)
            let digits = String(repeating: "8", count: max(2, String(max(1, lineCount)).count))
            let gutterWidth = measurer.width(of: digits, fontSize: fontSize) + inset
            let top = title.maxY + inset / 2, height = max(0, frame.maxY - inset / 2 - top)
            gutter = Rect(frame.minX + inset / 2, top, gutterWidth, height)
            text = Rect(gutter.maxX + inset, top, max(0, frame.maxX - inset - gutter.maxX - inset), height)
            visibleRows = max(1, Int((height / rowHeight).rounded(.down)))
        }
    }

    /// The first row shown: the anchor's first row a third of the way down (its rows all in view
    /// when they fit), within the listing (no space past its end), and the first row of its line
    /// (a line's number and start always show); 0 without an anchor.
    public static func firstRow(of rows: [CodeListing.Row], anchor: ClosedRange<Int>?, visibleRows: Int) -> Int {
        guard let anchor, let first = rows.firstIndex(where: { $0.line >= anchor.lowerBound }) else { return 0 }
        let last = rows.lastIndex { $0.line <= anchor.upperBound } ?? first
        let span = max(1, last - first + 1)
        let lead = max(0, min(visibleRows / 3, (visibleRows - span) / 2))
        var row = max(0, min(first - lead, rows.count - visibleRows))
        while row > 0, rows[row].continues { row -= 1 }
        return row
    }

    /// The line (1-based) drawn under `point` (window points) when `draw` draws `listing` lit by
    /// `highlight` in `frame`; nil off the code's rows.
    public static func line(at point: Point, of listing: CodeListing, highlight: CodeHighlight, in frame: Rect, typeScale: TypeScale,
                            measurer: some TextMeasuring) -> Int? {
        guard frame.contains(point) else { return nil }
        let metrics = Metrics(frame: frame, typeScale: typeScale, measurer: measurer, lineCount: listing.lines.count)
        guard point.y >= metrics.text.minY, point.x >= metrics.gutter.minX else { return nil }
        let rows = listing.rows(width: metrics.text.width, fontSize: metrics.fontSize, measurer: measurer)
        let first = firstRow(of: rows, anchor: highlight.anchor, visibleRows: metrics.visibleRows)
        let offset = Int(((point.y - metrics.text.minY) / metrics.rowHeight).rounded(.down))
        guard offset < metrics.visibleRows, first + offset < rows.count else { return nil }
        return rows[first + offset].line
    }

    /// Draws `listing` lit by `highlight` in `frame` (window points); `marked` lines (1-based:
    /// those a comparison's other side does not have, or the one chosen for the timeline) get a
    /// vermillion bar in the gutter.
    public static func draw(_ listing: CodeListing, highlight: CodeHighlight, marked: Set<Int> = [], in frame: Rect, typeScale: TypeScale,
                            measurer: some TextMeasuring, into list: inout DrawList) {
        guard frame.width > 0, frame.height > 0 else { return }
        let metrics = Metrics(frame: frame, typeScale: typeScale, measurer: measurer, lineCount: listing.lines.count)
        let fontSize = metrics.fontSize
        list.append(.clip(frame))
        list.append(.fill(RoundedRect(rect: frame, cornerRadius: typeScale.scaled(10)), Palette.timelineBackground))
        list.append(.text(TextRun(text: listing.title, fontSize: fontSize, color: Palette.panelTitle,
                                  position: Point(metrics.title.minX, metrics.title.midY), alignment: .left)))
        let rows = listing.rows(width: metrics.text.width, fontSize: fontSize, measurer: measurer)
        let first = firstRow(of: rows, anchor: highlight.anchor, visibleRows: metrics.visibleRows)
        let shown = rows[min(first, rows.count)..<min(rows.count, first + metrics.visibleRows)]
        for (offset, row) in shown.enumerated() {
            let top = metrics.text.minY + Double(offset) * metrics.rowHeight, middle = top + metrics.rowHeight / 2
            let lit = highlight.lines[row.line]
            if marked.contains(row.line) {
                let bar = Rect(metrics.gutter.minX - typeScale.scaled(3), top, max(2, typeScale.scaled(2)), metrics.rowHeight)
                list.append(.fill(RoundedRect(rect: bar, cornerRadius: 0), Palette.exclusionMarker))
            }
            if let lit {
                let band = Rect(metrics.gutter.minX, top, frame.maxX - metrics.gutter.minX, metrics.rowHeight)
                list.append(.fill(RoundedRect(rect: band, cornerRadius: 0), litBand.withAlphaMultiplied(by: lit.strength)))
                let bar = Rect(metrics.gutter.minX, top, max(2, typeScale.scaled(2)), metrics.rowHeight)
                list.append(.fill(RoundedRect(rect: bar, cornerRadius: 0), litMark.withAlphaMultiplied(by: lit.strength)))
            }
            if !row.continues {
                // Unlit numbers dimmed, still readable in a compressed video (about 4.6:1).
                list.append(.text(TextRun(text: String(row.line), fontSize: fontSize,
                                          color: lit == nil ? Palette.secondaryText.withAlphaMultiplied(by: 0.7) : Palette.panelText,
                                          position: Point(metrics.gutter.maxX, middle), alignment: .right)))
            }
            for piece in row.pieces where !piece.token.text.allSatisfy({ $0 == " " }) {
                list.append(.text(TextRun(text: piece.token.text, fontSize: fontSize, color: color(of: piece.token.kind),
                                          position: Point(metrics.text.minX + piece.x, middle), alignment: .left)))
            }
            let next = first + offset + 1
            let endsLine = next >= rows.count || rows[next].line != row.line
            if let note = lit?.note, let strength = lit?.strength, endsLine {
                drawNote(note, strength: strength, after: metrics.text.minX + row.width, middle: middle, frame: frame, metrics: metrics,
                         measurer: measurer, into: &list)
            }
        }
        list.append(.clip(nil))
    }

    /// A note after a row's end, or at the panel's right edge over a dark pill when it would
    /// not fit there.
    private static func drawNote(_ note: String, strength: Double, after end: Double, middle: Double, frame: Rect, metrics: Metrics,
                                 measurer: some TextMeasuring, into list: inout DrawList) {
        let gap = metrics.fontSize, width = measurer.width(of: note, fontSize: metrics.fontSize)
        let right = metrics.text.maxX
        let left = min(end + gap, right - width)
        if left < end + gap {
            let pill = Rect(left - gap / 2, middle - metrics.rowHeight / 2, width + gap, metrics.rowHeight)
            list.append(.fill(RoundedRect(rect: pill, cornerRadius: metrics.rowHeight / 2), Palette.timelineBackground))
        }
        list.append(.text(TextRun(text: note, fontSize: metrics.fontSize, color: litMark.withAlphaMultiplied(by: max(0.35, strength)),
                                  position: Point(left, middle), alignment: .left)))
    }
}
