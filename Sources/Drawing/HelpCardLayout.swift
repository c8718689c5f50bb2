import GestureEngine

/// Where the help card's words go: a table of keys and what they do, laid out in `area` (the
/// window above the control strip and the status bar, which it never covers), in type sized
/// from the window's `TypeScale` and never smaller than `minimumFontSize`.
///
/// The card takes the largest type that lets every entry fit: entries whole (keys in their own
/// column, the text wrapped beside them), in one column or more. When no size down to the
/// minimum fits, the entries give their short text (the command's button title) instead; when
/// even that does not fit (a window near its smallest), the entries past the card's end are
/// left out and the last line says so.
///
/// Invariants: `frame` lies inside `area` whenever `area` is at least 120 × 60 points; every
/// line's box lies inside `frame`; no text is smaller than `minimumFontSize`.
public struct HelpCardLayout: Equatable, Sendable {
    /// One row of the card: the keys (or mouse gesture), what it does, and a short form of that.
    public struct Entry: Equatable, Sendable {
        public let keys: String
        public let text: String
        public let short: String

        public init(keys: String, text: String, short: String) {
            self.keys = keys
            self.text = text
            self.short = short
        }
    }

    /// The card's rounded rectangle, in window points.
    public let frame: Rect
    /// The card's title, centred at its top.
    public let title: TextRun
    /// The keys (in the title's colour) and the wrapped text, left-aligned, in drawing order.
    public let lines: [TextRun]
    /// Points: the body text's size (the keys' and the text's).
    public let fontSize: Double
    /// Whether the entries show their short text (the full text did not fit).
    public let isShort: Bool
    /// Entries left out at the end (the window is too small for them all even in short form).
    public let omitted: Int

    /// Points: the smallest body text, whatever the window (12 pt: readable on a 640-px screen).
    public static let minimumFontSize = 12.0
    /// Base points of the body text and the title, before the `TypeScale`.
    public static let baseFontSize = 14.0, baseTitleSize = 18.0
    /// Points between the card and the edges of its area.
    public static let margin = 10.0

    public init(title: String, entries: [Entry], in area: Rect, typeScale: TypeScale, measurer: some TextMeasuring = EstimatedTextMeasure()) {
        let preferred = max(Self.minimumFontSize, typeScale.scaled(Self.baseFontSize))
        var sizes: [Double] = []
        var size = preferred
        while size > Self.minimumFontSize {
            sizes.append(size)
            size = (size * 0.95).rounded(.down)
        }
        sizes.append(Self.minimumFontSize)
        let planner = Planner(title: title, entries: entries, area: area, measurer: measurer)
        for short in [false, true] {
            for size in sizes {
                for columns in 1...planner.mostColumns(fontSize: size) {
                    if let plan = planner.plan(fontSize: size, columns: columns, short: short, dropping: false) {
                        self = plan
                        return
                    }
                }
            }
        }
        // Never nil: dropping entries always gives a card (with no entry at all in a window of a few points).
        self = planner.plan(fontSize: Self.minimumFontSize, columns: planner.mostColumns(fontSize: Self.minimumFontSize), short: true,
                            dropping: true)!
    }

    init(frame: Rect, title: TextRun, lines: [TextRun], fontSize: Double, isShort: Bool, omitted: Int) {
        self.frame = frame
        self.title = title
        self.lines = lines
        self.fontSize = fontSize
        self.isShort = isShort
        self.omitted = omitted
    }
}

/// Lays the card out for one choice of type size, column count and form.
private struct Planner<Measurer: TextMeasuring> {
    let title: String
    let entries: [HelpCardLayout.Entry]
    let area: Rect
    let measurer: Measurer

    /// Points of `fontSize`: the card's padding, the gap between columns, a line's height.
    private func padding(_ fontSize: Double) -> Double { fontSize }
    private func columnGap(_ fontSize: Double) -> Double { fontSize * 1.5 }
    private func lineHeight(_ fontSize: Double) -> Double { fontSize * 1.25 }
    private func titleSize(_ fontSize: Double) -> Double { fontSize * HelpCardLayout.baseTitleSize / HelpCardLayout.baseFontSize }
    /// The narrowest column (in ems) worth laying out.
    private static var narrowestColumnEms: Double { 18 }

    private var inner: Rect {
        let margin = min(HelpCardLayout.margin, max(0, area.width / 4), max(0, area.height / 4))
        return Rect(area.minX + margin, area.minY + margin, max(0, area.width - 2 * margin), max(0, area.height - 2 * margin))
    }

    func mostColumns(fontSize: Double) -> Int {
        let width = inner.width - 2 * padding(fontSize)
        return max(1, Int(((width + columnGap(fontSize)) / (Self.narrowestColumnEms * fontSize + columnGap(fontSize))).rounded(.down)))
    }

    /// The card at `fontSize` in `columns` columns; nil when the entries do not all fit (unless
    /// `dropping`: the entries past the end are then left out, the last line saying how many).
    func plan(fontSize: Double, columns: Int, short: Bool, dropping: Bool) -> HelpCardLayout? {
        let pad = padding(fontSize), gap = columnGap(fontSize), line = lineHeight(fontSize), heading = titleSize(fontSize) * 1.2 + fontSize * 0.6
        let columnWidth = max(0, (inner.width - 2 * pad - Double(columns - 1) * gap) / Double(columns))
        let keysWidth = min(columnWidth * 0.4, entries.map { measurer.width(of: $0.keys, fontSize: fontSize) }.max() ?? 0)
        let textWidth = max(fontSize, columnWidth - keysWidth - fontSize)
        let rows = max(0, Int(((inner.height - 2 * pad - heading) / line).rounded(.down)))
        guard dropping || (columnWidth > 0 && rows >= 1) else { return nil }
        // Each entry's lines, kept together in one column, down the columns in turn.
        var placed: [(column: Int, row: Int, entry: HelpCardLayout.Entry, text: [String])] = []
        var column = 0, row = 0
        for entry in entries {
            let wrapped = measurer.wrapped(short ? entry.short : entry.text, width: textWidth, fontSize: fontSize)
            let text = wrapped.isEmpty ? [""] : wrapped
            if row + text.count > rows {
                column += 1
                row = 0
            }
            guard column < columns, text.count <= rows else { break }
            placed.append((column, row, entry, text))
            row += text.count
        }
        var omitted = entries.count - placed.count
        guard dropping || omitted == 0 else { return nil }
        // The last row says what was left out: the last entry shown makes room for it if need be.
        if omitted > 0, let last = placed.last, last.row + last.text.count >= rows {
            placed.removeLast()
            omitted += 1
        }
        let usedRows = placed.map { $0.row + $0.text.count }.max() ?? 0
        let usedColumns = (placed.map(\.column).max() ?? 0) + 1
        let widest = placed.flatMap { item in item.text.map { measurer.width(of: $0, fontSize: fontSize) } }.max() ?? 0
        let titleWidth = measurer.width(of: title, fontSize: titleSize(fontSize))
        let contentWidth = usedColumns > 1 ? Double(usedColumns) * columnWidth + Double(usedColumns - 1) * gap : keysWidth + fontSize + widest
        let width = min(inner.width, max(contentWidth, titleWidth) + 2 * pad)
        let noteRow = placed.last.map { $0.row + $0.text.count } ?? 0
        let height = min(inner.height, heading + Double(max(usedRows, omitted > 0 ? noteRow + 1 : 0)) * line + 2 * pad)
        let frame = Rect(inner.minX + ((inner.width - width) / 2).rounded(.down), inner.minY + ((inner.height - height) / 2).rounded(.down),
                         width, height)
        let titleRun = TextRun(text: measurer.fitting(title, fontSize: titleSize(fontSize), maxWidth: width - 2 * pad).text,
                               fontSize: titleSize(fontSize), color: Palette.panelTitle,
                               position: Point(frame.midX, frame.minY + pad + titleSize(fontSize) * 0.6))
        var lines: [TextRun] = []
        func y(_ row: Int) -> Double { frame.minY + pad + heading + (Double(row) + 0.5) * line }
        for item in placed {
            let left = frame.minX + pad + Double(item.column) * (columnWidth + gap)
            let keys = measurer.fitting(item.entry.keys, fontSize: fontSize, maxWidth: keysWidth).text
            lines.append(TextRun(text: keys, fontSize: fontSize, color: Palette.panelTitle, position: Point(left, y(item.row)), alignment: .left))
            for (offset, text) in item.text.enumerated() {
                lines.append(TextRun(text: text, fontSize: fontSize, color: Palette.panelText,
                                     position: Point(left + keysWidth + fontSize, y(item.row + offset)), alignment: .left))
            }
        }
        if omitted > 0 {
            let noteLeft = frame.minX + pad + Double(placed.last?.column ?? 0) * (columnWidth + gap)
            let note = measurer.fitting("… \(omitted) more: make the window larger", fontSize: fontSize, maxWidth: width - 2 * pad).text
            lines.append(TextRun(text: note, fontSize: fontSize, color: Palette.secondaryText,
                                 position: Point(noteLeft, y(noteRow)), alignment: .left))
        }
        return HelpCardLayout(frame: frame, title: titleRun, lines: lines, fontSize: fontSize, isShort: short, omitted: omitted)
    }
}
