/// Checks a scene's property animators across views: names are unique, and every action that
/// drives an animator names one the scene declares.
struct AnimatorValidation {
    let log: DiagnosticLog

    func validate(_ views: [ViewDescription]) {
        var declared: [String: Int] = [:]
        var references: [Reference] = []
        func visit(_ views: [ViewDescription]) {
            for view in views {
                if let name = view.animatorName {
                    if let first = declared[name.id] {
                        log.error("duplicate animator name '\(name.id)'", line: name.line, column: name.column,
                                  hint: "actions find animators by name; '\(name.id)' is first declared on line \(first)")
                    } else {
                        declared[name.id] = name.line
                    }
                }
                references += view.gestures.flatMap(\.animatorReferences)
                visit(view.subviews)
            }
        }
        visit(views)
        for reference in references where declared[reference.id] == nil {
            let hint = closestMatch(to: reference.id, in: Array(declared.keys)).map { "did you mean '\($0)'?" }
                ?? (declared.isEmpty ? "declare one with animator: on the view it animates" : "name an animator declared in this scene")
            log.error("unknown animator '\(reference.id)'", line: reference.line, column: reference.column, hint: hint)
        }
    }
}
