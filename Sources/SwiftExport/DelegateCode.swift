import GestureEngine
import SceneFormat
import SceneRuntime

/// The `UIGestureRecognizerDelegate` extension: the methods some recognizer's `delegate` rules
/// answer, each asking which recognizer it is asked for and answering exactly as the scene
/// says, with UIKit's default for every other one.
struct DelegateCode {
    let context: ExportContext

    private var delegated: [SceneInventory.RecognizerEntry] {
        context.inventory.recognizers.filter { $0.description.delegate != nil }
    }

    /// The extension, when some recognizer has a delegate.
    func write(into writer: inout SwiftWriter) {
        let entries = delegated
        guard !entries.isEmpty else { return }
        writer.separate()
        writer.line("// MARK: - UIGestureRecognizerDelegate")
        writer.line()
        writer.block("extension \(context.controllerName): UIGestureRecognizerDelegate") { writer in
            writeShouldBegin(entries, into: &writer)
            writeMethod("shouldReceive", signature: ["gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool"],
                        fallback: true, entries: entries, into: &writer) { answers in
                answers.receiveTouchTypes.map { types in
                    let names = TouchType.allCases.filter(types.contains).map(\.rawValue)
                    return names.count == 1 ? "touch.type == .\(names[0])" : names.isEmpty ? "false" : "\(SwiftLiteral.optionSet(names)).contains(touch.type)"
                }
            }
            writeMethod("shouldRecognizeSimultaneously", signature: Self.pairSignature("shouldRecognizeSimultaneouslyWith"),
                        fallback: false, entries: entries, into: &writer) { answers in answers.simultaneousWith.map(others) }
            writeMethod("shouldRequireFailureOf", signature: Self.pairSignature("shouldRequireFailureOf"),
                        fallback: false, entries: entries, into: &writer) { answers in answers.requireFailureOf.map(others) }
            writeMethod("shouldBeRequiredToFailBy", signature: Self.pairSignature("shouldBeRequiredToFailBy"),
                        fallback: false, entries: entries, into: &writer) { answers in answers.requiredToFailBy.map(others) }
        }
    }

    private static func pairSignature(_ label: String) -> [String] {
        ["gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,",
         String(repeating: " ", count: "gestureRecognizer(".count) + "\(label) otherGestureRecognizer: UIGestureRecognizer) -> Bool"]
    }

    /// `otherGestureRecognizer` is one of `ids` (`*`: any).
    private func others(_ ids: [String]) -> String {
        if ids.contains("*") { return "true" }
        let names = ids.compactMap { context.recognizer($0) }
        let test = names.map { "otherGestureRecognizer === \($0)" }.joined(separator: " || ")
        return test.isEmpty ? "false" : test
    }

    /// One delegate method: for each recognizer whose rule `answer` gives (an expression), a line
    /// returning it; `fallback` for the others.
    private func writeMethod(_ question: String, signature: [String], fallback: Bool, entries: [SceneInventory.RecognizerEntry],
                             into writer: inout SwiftWriter, answer: (RuleDelegate.Answers) -> String?) {
        let answered = entries.compactMap { entry in entry.description.delegate.flatMap(answer).map { (entry, $0) } }
        guard !answered.isEmpty else { return }
        writer.separate()
        for line in signature.dropLast() { writer.line("func " + line) }
        writer.block((signature.count == 1 ? "func " : "     ") + signature[signature.count - 1]) { writer in
            for (entry, expression) in answered {
                let id = entry.description.id
                let name = context.recognizer(id) ?? id
                writer.anchored(.question(question, recognizer: id)) { writer in
                    let alternatives = expression.components(separatedBy: " || ")
                    guard alternatives.count > 2 else { return writer.line("if gestureRecognizer === \(name) { return \(expression) }") }
                    writer.block("if gestureRecognizer === \(name)") { writer in
                        writer.line("return " + alternatives[0])
                        writer.indented { writer in for alternative in alternatives.dropFirst() { writer.line("|| " + alternative) } }
                    }
                }
            }
            writer.line("return \(fallback)")
        }
    }

    /// `gestureRecognizerShouldBegin(_:)`: a fixed answer, "only while another is possible", and
    /// a direction-limited pan's test of its velocity.
    private func writeShouldBegin(_ entries: [SceneInventory.RecognizerEntry], into writer: inout SwiftWriter) {
        let answering = entries.filter { entry in
            guard let answers = entry.description.delegate else { return false }
            return answers.shouldBegin != nil || answers.beginOnlyWhilePossible != nil || answers.beginWhenMoving != nil
        }
        guard !answering.isEmpty else { return }
        writer.separate()
        writer.block("func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool") { writer in
            for entry in answering {
                guard let answers = entry.description.delegate else { continue }
                let id = entry.description.id
                let name = context.recognizer(id) ?? id
                writer.anchored(.question("shouldBegin", recognizer: id)) { writer in
                    let condition = beginCondition(answers)
                    guard let axis = answers.beginWhenMoving, RecognizerClass(of: entry.built).isPan else {
                        return writer.line("if gestureRecognizer === \(name) { return \(condition ?? "true") }")
                    }
                    let (along, across) = axis == .horizontal ? ("x", "y") : ("y", "x")
                    writer.block("if gestureRecognizer === \(name)") { writer in
                        writer.line("// A direction-limited pan: it begins only moving mostly \(axis == .horizontal ? "sideways" : "up or down").")
                        writer.line("let velocity = \(name).velocity(in: \(name).view)")
                        let moving = "abs(velocity.\(along)) > abs(velocity.\(across))"
                        writer.line("return " + (condition.map { moving + " && " + ($0.contains(" ") ? "(\($0))" : $0) } ?? moving))
                    }
                }
            }
            writer.line("return true")
        }
    }

    /// `shouldBegin` and `beginOnlyWhilePossible` together (nil: neither says anything).
    private func beginCondition(_ answers: RuleDelegate.Answers) -> String? {
        guard let otherID = answers.beginOnlyWhilePossible else { return answers.shouldBegin.map(String.init) }
        // A recognizer the scene names but UIKit keeps private cannot be asked; the engine's
        // answer for a missing one is true.
        guard let other = context.recognizer(otherID) else { return "true" }
        if answers.shouldBegin == false { return "false" }
        return "\(other).state == .possible"
    }
}
