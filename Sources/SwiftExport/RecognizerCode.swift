import GestureEngine
import SceneFormat

/// A scene's recognizer as `viewDidLoad` makes it: its class, target and action, every
/// parameter and flag the scene sets, its delegate, its `require(toFail:)` calls, and the view
/// it is added to.
struct RecognizerCode {
    let context: ExportContext

    /// The class the recognizer is made of: the file's subclass when the scene overrides its
    /// relationships, else `RecognizerClass`'s.
    func className(_ entry: SceneInventory.RecognizerEntry) -> String {
        let base = RecognizerClass(of: entry.built).name
        guard !entry.description.overrides.isEmpty else { return base }
        return context.typeName(SwiftNames.upperCamel(context.recognizerName(entry.description.id)) + "GestureRecognizer")
    }

    /// The stored property declaring it, when code outside `viewDidLoad` uses it.
    func property(_ entry: SceneInventory.RecognizerEntry) -> String {
        "private let \(context.recognizerName(entry.description.id)) = \(className(entry))()"
    }

    /// Its creation, configuration and attachment; `require(toFail:)` here for recognizers made
    /// before it (the rest: `writeLateRequirements`).
    func write(_ entry: SceneInventory.RecognizerEntry, into writer: inout SwiftWriter) {
        let description = entry.description
        let id = description.id
        let name = context.recognizerName(id)
        let order = context.inventory.order(ofRecognizer: id) ?? 0
        writer.anchored(.recognizer(id)) { writer in
            let action = description.actions.isEmpty ? nil : "#selector(\(context.actionName(id))(_:))"
            if context.storedRecognizers.contains(id) {
                if let action { writer.line("\(name).addTarget(self, action: \(action))") }
            } else {
                writer.line("let \(name) = \(className(entry))(" + (action.map { "target: self, action: \($0)" } ?? "") + ")")
            }
            if let debugName = description.name { writer.line("\(name).name = \(SwiftLiteral.string(debugName))") }
            for line in RecognizerClass(of: entry.built).parameterLines(description.parameterKeys, of: entry.built, name: name) { writer.line(line) }
            if !description.isEnabled { writer.line("\(name).isEnabled = false") }
            if let value = description.cancelsTouchesInView { writer.line("\(name).cancelsTouchesInView = \(value)") }
            if let value = description.delaysTouchesBegan { writer.line("\(name).delaysTouchesBegan = \(value)") }
            if let value = description.delaysTouchesEnded { writer.line("\(name).delaysTouchesEnded = \(value)") }
            if let types = description.allowedTouchTypes {
                let numbers = TouchType.allCases.filter(types.contains).map { "NSNumber(value: UITouch.TouchType.\($0.rawValue).rawValue)" }
                writer.line("\(name).allowedTouchTypes = [\(numbers.joined(separator: ", "))]")
            }
            if let value = description.requiresExclusiveTouchType { writer.line("\(name).requiresExclusiveTouchType = \(value)") }
            if description.delegate != nil { writer.line("\(name).delegate = self") }
            for reference in description.requireToFail {
                guard let other = context.inventory.order(ofRecognizer: reference.id), other < order else { continue }
                writer.line("\(name).require(toFail: \(context.recognizerName(reference.id)))")
            }
            if !isMoved(entry) { writer.line("\(context.localView(entry.viewID)).addGestureRecognizer(\(name))") }
        }
    }

    /// Whether the scene attaches the recognizer to another view than the one declaring it.
    private func isMoved(_ entry: SceneInventory.RecognizerEntry) -> Bool {
        entry.description.attachTo.map { context.inventory.view($0.id) != nil } ?? false
    }

    /// `require(toFail:)` on recognizers the scene declares later or UIKit makes (a scroll
    /// view's), once every recognizer exists; a recognizer UIKit keeps private gets a comment.
    func writeLateRequirements(_ entry: SceneInventory.RecognizerEntry, into writer: inout SwiftWriter) {
        let id = entry.description.id
        let order = context.inventory.order(ofRecognizer: id) ?? 0
        let name = context.recognizerName(id)
        for reference in entry.description.requireToFail {
            if let other = context.inventory.order(ofRecognizer: reference.id), other < order { continue }
            writer.anchored(.recognizer(id)) { writer in
                if let other = context.localRecognizer(reference.id) {
                    writer.line("\(name).require(toFail: \(other))")
                } else {
                    writer.line("// \(name) requires \(reference.id) to fail: UIKit keeps that recognizer private.")
                }
            }
        }
    }

    /// A recognizer the scene attaches to another view than the one declaring it (§4.12), added
    /// there once every view exists: it hears that view's touches, its actions still act on the
    /// declaring view.
    func writeMove(_ entry: SceneInventory.RecognizerEntry, into writer: inout SwiftWriter) {
        guard isMoved(entry), let target = entry.description.attachTo?.id else { return }
        let id = entry.description.id
        writer.anchored(.recognizer(id)) { writer in
            writer.line("// \(context.recognizerName(id)) hears \(target)'s touches; its actions act on \(entry.viewID).")
            writer.line("\(context.localView(target)).addGestureRecognizer(\(context.recognizerName(id)))")
        }
    }
}
