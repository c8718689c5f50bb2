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
    /// never past it, its words at `typeScale` (13-pt title, 12-pt lines at 1).
    public static func draw(_ problems: [Problem], title: String, in area: Rect, typeScale: TypeScale = .unit, into list: inout DrawList) {
        guard !problems.isEmpty else { return }
        let listed = problems.prefix(listedProblems)
        let rows = listed.reduce(0) { $0 + ($1.hint == nil ? 1 : 2) } + (problems.count > listed.count ? 1 : 0)
        let scale = typeScale.factor, lineHeight = 17 * scale
        // Never past `area` (a small viewport shows what fits).
        let frame = Rect(area.minX + 8, area.minY + 8, max(0, area.width - 16),
                         min(34 * scale + Double(rows) * lineHeight, max(0, area.height - 16)))
        list.append(.fill(RoundedRect(rect: frame, cornerRadius: 10), Palette.errorBackground))
        list.append(.stroke(RoundedRect(rect: frame, cornerRadius: 10), width: 2, Palette.errorEdge))
        list.append(.clip(frame))
        list.append(.text(TextRun(text: title, fontSize: 13 * scale, color: Palette.errorEdge,
                                  position: Point(frame.minX + 12 * scale, frame.minY + 15 * scale), alignment: .left)))
        var y = frame.minY + 15 * scale + lineHeight + 2 * scale
        func line(_ text: String, _ color: Color) {
            list.append(.text(TextRun(text: text, fontSize: 12 * scale, color: color, position: Point(frame.minX + 12 * scale, y), alignment: .left)))
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
