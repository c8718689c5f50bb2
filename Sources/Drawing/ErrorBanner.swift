import GestureEngine

/// A failed reload, shown in the window until the file is fixed: a red-edged band across the
/// top of the scene's viewport listing the problems as `file:line:col: message`, each with its
/// hint, so a person editing a scene sees what is wrong where they are looking.
public enum ErrorBanner {
    /// One problem to show.
    public struct Problem: Equatable, Sendable {
        /// `file:line:col`.
        public var location: String
        public var message: String
        public var hint: String?

        public init(location: String, message: String, hint: String?) {
            self.location = location
            self.message = message
            self.hint = hint
        }
    }

    /// Problems listed before "… and N more".
    public static let listedProblems = 4

    /// Draws `problems` (nothing when empty) in a band at the top of `area` (window points),
    /// never past it.
    public static func draw(_ problems: [Problem], title: String, in area: Rect, into list: inout DrawList) {
        guard !problems.isEmpty else { return }
        let listed = problems.prefix(listedProblems)
        let rows = listed.reduce(0) { $0 + ($1.hint == nil ? 1 : 2) } + (problems.count > listed.count ? 1 : 0)
        let lineHeight = 17.0
        // Never past `area` (a small viewport shows what fits).
        let frame = Rect(area.minX + 8, area.minY + 8, max(0, area.width - 16), min(34 + Double(rows) * lineHeight, max(0, area.height - 16)))
        list.append(.fill(RoundedRect(rect: frame, cornerRadius: 10), Palette.errorBackground))
        list.append(.stroke(RoundedRect(rect: frame, cornerRadius: 10), width: 2, Palette.errorEdge))
        list.append(.clip(frame))
        list.append(.text(TextRun(text: title, fontSize: 13, color: Palette.errorEdge, position: Point(frame.minX + 12, frame.minY + 15),
                                  alignment: .left)))
        var y = frame.minY + 15 + lineHeight + 2
        func line(_ text: String, _ color: Color) {
            list.append(.text(TextRun(text: text, fontSize: 12, color: color, position: Point(frame.minX + 12, y), alignment: .left)))
            y += lineHeight
        }
        for problem in listed {
            line("\(problem.location): \(problem.message)", Palette.panelText)
            if let hint = problem.hint { line("    hint: \(hint)", Palette.secondaryText) }
        }
        if problems.count > listed.count { line("… and \(problems.count - listed.count) more (all on standard error)", Palette.secondaryText) }
        list.append(.clip(nil))
    }
}
