import GestureEngine

/// One type-specific key of a recognizer kind, declared once: its documentation, its JSON Schema,
/// how a scene file's value is read (with positioned errors), and how it is applied to a
/// recognizer. docs/SCENES.md's table and docs/scene.schema.json's keys are generated from these
/// declarations (`RecognizerDocumentation`), so adding a parameter is a one-place change.
public struct RecognizerParameter: Sendable {
    public let key: String
    /// What it sets, with its UIKit default and unit, for docs/SCENES.md.
    public let summary: String
    /// The value's JSON Schema, as JSON text.
    public let schema: String
    let read: @Sendable (YAMLNode, ValueDecoder) -> ParameterSetting?
}

/// A parameter's value as read from a file: applied when the scene is built.
struct ParameterSetting: Sendable {
    /// The value as a number, for checks across parameters (minimum ≤ maximum); nil for options.
    let number: Double?
    let apply: @Sendable (GestureRecognizer) -> Void
}

extension RecognizerParameter {
    /// A whole number within `range`, applied by `apply` to recognizers of type `R`.
    public static func integer<R: GestureRecognizer>(_ key: String, in range: ClosedRange<Int>, _ summary: String,
                                                     apply: @escaping @Sendable (R, Int) -> Void) -> RecognizerParameter {
        RecognizerParameter(key: key, summary: summary,
                            schema: #"{"type": "integer", "minimum": \#(range.lowerBound), "maximum": \#(range.upperBound)}"#) { node, decode in
            decode.integer(node, key, in: range).map { value in
                ParameterSetting(number: Double(value)) { ($0 as? R).map { apply($0, value) } }
            }
        }
    }

    /// A number within `range`, applied by `apply` to recognizers of type `R`.
    public static func number<R: GestureRecognizer>(_ key: String, in range: ClosedRange<Double>, _ summary: String,
                                                    apply: @escaping @Sendable (R, Double) -> Void) -> RecognizerParameter {
        let schema = #"{"type": "number", "minimum": \#(formatNumber(range.lowerBound)), "maximum": \#(formatNumber(range.upperBound))}"#
        return RecognizerParameter(key: key, summary: summary, schema: schema) { node, decode in
            decode.number(node, key, in: range).map { value in
                ParameterSetting(number: value) { ($0 as? R).map { apply($0, value) } }
            }
        }
    }

    /// A name, or a list of names combined, from `names` (in documentation order, which the
    /// summary lists).
    public static func options<R: GestureRecognizer, Value: OptionSet & Sendable>(
        _ key: String, names: [(String, Value)], _ summary: String, apply: @escaping @Sendable (R, Value) -> Void
    ) -> RecognizerParameter where Value.Element == Value {
        let list = names.map { "\"\($0.0)\"" }.joined(separator: ", ")
        let schema = #"{"oneOf": [{"enum": [\#(list)]}, {"type": "array", "items": {"enum": [\#(list)]}}]}"#
        let lookup = Dictionary(names, uniquingKeysWith: { first, _ in first })
        let listed = summary + ": " + names.map { "`\($0.0)`" }.joined(separator: ", ") + " or a list"
        return RecognizerParameter(key: key, summary: listed, schema: schema) { node, decode in
            decode.names(node, key, from: lookup).map { values in
                let combined = values.reduce(into: Value()) { $0.formUnion($1) }
                return ParameterSetting(number: nil) { ($0 as? R).map { apply($0, combined) } }
            }
        }
    }
}
