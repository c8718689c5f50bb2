import GestureEngine

/// The recognizer types a scene may name: UIKit's built-in kinds, plus any an app adds. A value,
/// passed to the loader: the command line adds the example custom recognizer
/// (`Sources/ExampleRecognizers`), as an app would register its own.
public struct RecognizerRegistry: Sendable {
    /// By name.
    public private(set) var kinds: [String: RecognizerKind]
    /// Names in documentation order: built-in first, then added ones.
    public private(set) var names: [String]

    private init(_ kinds: [RecognizerKind]) {
        self.kinds = Dictionary(kinds.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
        self.names = kinds.map(\.name)
    }

    /// UIKit's recognizers (docs/SCENES.md).
    public static let builtIn = RecognizerRegistry(RecognizerKind.builtIn)

    /// This registry with `kind` added (replacing a kind of the same name).
    public func adding(_ kind: RecognizerKind) -> RecognizerRegistry {
        var copy = self
        if copy.kinds[kind.name] == nil { copy.names.append(kind.name) }
        copy.kinds[kind.name] = kind
        return copy
    }

    /// Every type-specific key any kind takes, in documentation order.
    public var parameterKeys: [String] {
        var keys: [String] = []
        for name in names {
            for parameter in kinds[name]?.parameters ?? [] where !keys.contains(parameter.key) { keys.append(parameter.key) }
        }
        return keys
    }
}
