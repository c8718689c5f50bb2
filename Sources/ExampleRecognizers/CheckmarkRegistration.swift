import SceneFormat

extension RecognizerKind {
    /// `type: checkmark` in scene files, once a registry has it (`RecognizerRegistry.withExamples`).
    public static let checkmark = RecognizerKind(name: "checkmark", summary: "a custom recognizer written in Swift (`Sources/ExampleRecognizers`)") {
        CheckmarkGestureRecognizer(id: $0)
    }
}

extension RecognizerRegistry {
    /// UIKit's recognizers and this target's examples: what the command line and the shipped
    /// scenes use.
    public static let withExamples = RecognizerRegistry.builtIn.adding(.checkmark)
}
