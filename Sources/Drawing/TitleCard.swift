import GestureEngine

/// A scene's title card: where it comes from (its gallery chapter and section), its name and its
/// description, wrapped, on a dark card over the middle
/// of the scene's viewport (the window's content area when the viewport is too small for it), in type for an audience: the description from the `TypeScale`
/// (`baseTextSize`, never below `minimumTextSize`), the name `titleRatio` times larger. The source
/// and the name wrap to two lines each. A card taller than the viewport takes smaller type, down
/// to the minimum; lines that still do not fit are cut, the last ending in "…".
///
/// Invariants: the card lies inside the viewport (for a viewport of at least 60 × 60 points);
/// the name is `titleRatio` × the description's size.
public struct TitleCard: Equatable, Sendable {
    /// The card's rounded rectangle, in window points.
    public let frame: Rect
    /// The source's lines (when there is one), the name's (one or two), the description's lines,
    /// then the hint, in drawing order.
    public let runs: [TextRun]
    /// Points: the description's type size.
    public let textSize: Double

    /// Base points of the description (before the `TypeScale`), and its least size.
    public static let baseTextSize = 15.0, minimumTextSize = 12.0
    /// The name's size over the description's.
    public static let titleRatio = 1.75
    /// The line under the description.
    public static let hint = "Touch the scene to start · Scene info (key A) shows this again"

    /// `source`: where the scene comes from ("Talk part 1 — Tap and pan"), drawn above the name.
    public init(name: String, description: String?, source: String? = nil, in viewport: Rect, typeScale: TypeScale,
                measurer: some TextMeasuring = EstimatedTextMeasure()) {
        var size = max(Self.minimumTextSize, typeScale.scaled(Self.baseTextSize))
        while true {
            let card = Self(name: name, description: description ?? "", source: source, in: viewport, textSize: size, measurer: measurer)
            if card.showsAll || size <= Self.minimumTextSize {
                self = card
                return
            }
            size = max(Self.minimumTextSize, (size * 0.9).rounded(.down))
        }
    }

    /// The card over `viewport`, or over the larger `area` (the window's content, a comparison's
    /// pane) when the viewport is too small for all its words.
    public init(name: String, description: String?, source: String? = nil, over viewport: Rect, orElse area: Rect, typeScale: TypeScale,
                measurer: some TextMeasuring = EstimatedTextMeasure()) {
        let onViewport = Self(name: name, description: description, source: source, in: viewport, typeScale: typeScale, measurer: measurer)
        self = onViewport.showsAll ? onViewport
            : Self(name: name, description: description, source: source, in: area, typeScale: typeScale, measurer: measurer)
    }

    /// Whether the whole description is shown (else its last line ends in "…").
    public let showsAll: Bool

    private init(name: String, description: String, source: String?, in viewport: Rect, textSize: Double, measurer: some TextMeasuring) {
        let titleSize = textSize * Self.titleRatio, hintSize = max(Self.minimumTextSize, textSize * 0.8)
        let margin = min(textSize * 1.5, viewport.width / 8, viewport.height / 8), padding = textSize * 1.2
        // At most about 34 ems wide: lines short enough to read at a glance.
        let width = max(0, min(viewport.width - 2 * margin, textSize * 34))
        let textWidth = max(textSize, width - 2 * padding)
        // The source and the name wrap to two lines each rather than lose their ends.
        let sourceLines = source.map { Self.lines($0, atMost: 2, width: textWidth, fontSize: hintSize, measurer: measurer) } ?? []
        let nameLines = Self.lines(name, atMost: 2, width: textWidth, fontSize: titleSize, measurer: measurer)
        let sourceLine = hintSize * 1.3, nameLine = titleSize * 1.2
        let sourceHeight = sourceLines.isEmpty ? 0 : Double(sourceLines.count) * sourceLine + hintSize * 0.3
        let nameHeight = Double(nameLines.count) * nameLine + titleSize * 0.2
        var lines = measurer.wrapped(description, width: textWidth, fontSize: textSize)
        let line = textSize * 1.3
        let fixed = sourceHeight + nameHeight + hintSize * 1.9 + 2 * padding
        let room = max(0, Int(((viewport.height - 2 * margin - fixed) / line).rounded(.down)))
        showsAll = lines.count <= room
        if lines.count > room {
            lines = Array(lines.prefix(room))
            if let last = lines.popLast() { lines.append(measurer.fitting(last + " …", fontSize: textSize, maxWidth: textWidth).text) }
        }
        let height = min(viewport.height - 2 * margin, fixed + Double(lines.count) * line)
        frame = Rect((viewport.midX - width / 2).rounded(.down), (viewport.midY - height / 2).rounded(.down), width, max(0, height))
        var runs: [TextRun] = []
        for (index, text) in sourceLines.enumerated() {
            runs.append(TextRun(text: text, fontSize: hintSize, color: Palette.secondaryText,
                                position: Point(frame.midX, frame.minY + padding + (Double(index) + 0.5) * sourceLine)))
        }
        for (index, text) in nameLines.enumerated() {
            runs.append(TextRun(text: text, fontSize: titleSize, color: Palette.panelTitle,
                                position: Point(frame.midX, frame.minY + padding + sourceHeight + (Double(index) + 0.5) * nameLine)))
        }
        let top = frame.minY + padding + sourceHeight + nameHeight
        for (index, text) in lines.enumerated() {
            runs.append(TextRun(text: text, fontSize: textSize, color: Palette.panelText,
                                position: Point(frame.minX + padding, top + (Double(index) + 0.5) * line), alignment: .left))
        }
        runs.append(TextRun(text: measurer.fitting(Self.hint, fontSize: hintSize, maxWidth: textWidth).text, fontSize: hintSize,
                            color: Palette.secondaryText, position: Point(frame.midX, frame.maxY - padding - hintSize * 0.5)))
        self.runs = runs
        self.textSize = textSize
    }

    /// `text` wrapped to `width`, at most `limit` lines, the last cut with "…" when more remain.
    private static func lines(_ text: String, atMost limit: Int, width: Double, fontSize: Double, measurer: some TextMeasuring) -> [String] {
        let wrapped = measurer.wrapped(text, width: width, fontSize: fontSize)
        guard wrapped.count > limit else { return wrapped }
        var kept = Array(wrapped.prefix(limit))
        let rest = wrapped[(limit - 1)...].joined(separator: " ")
        kept[limit - 1] = measurer.fitting(rest, fontSize: fontSize, maxWidth: width).text
        return kept
    }

    /// Draws the card at `opacity` (0: nothing), clipped to `area` (the window points it may cover).
    public func draw(opacity: Double, in area: Rect, into list: inout DrawList) {
        guard opacity > 0, frame.width > 0, frame.height > 0 else { return }
        list.append(.clip(area))
        list.append(.fill(RoundedRect(rect: frame, cornerRadius: textSize), InfoCard.cardBackground.withAlphaMultiplied(by: opacity)))
        list.append(.stroke(RoundedRect(rect: frame, cornerRadius: textSize), width: 1.5, Palette.panelTitle.withAlphaMultiplied(by: opacity)))
        for run in runs {
            var faded = run
            faded.color = run.color.withAlphaMultiplied(by: opacity)
            list.append(.text(faded))
        }
        list.append(.clip(nil))
    }
}
