/// docs/SCENES.md's table of recognizer types and docs/scene.schema.json's type-specific keys,
/// generated from the kinds' declarations (a test keeps both files equal to these).
extension RecognizerRegistry {
    /// The Markdown table: one row per kind, its class and its keys with their meaning.
    public var markdownTable: String {
        var rows = ["| type | UIKit class | type-specific keys (defaults) |", "| --- | --- | --- |"]
        for name in names {
            guard let kind = kinds[name] else { continue }
            let keys = kind.parameters.map { "`\($0.key)`: \($0.summary)" }.joined(separator: "; ")
            rows.append("| `\(name)` | \(kind.summary) | \(keys.isEmpty ? "—" : keys) |")
        }
        return rows.joined(separator: "\n") + "\n"
    }

    /// Each type-specific key's JSON Schema, by key (a key shared by kinds has one schema).
    public var parameterSchemas: [String: String] {
        var schemas: [String: String] = [:]
        for name in names {
            for parameter in kinds[name]?.parameters ?? [] where schemas[parameter.key] == nil {
                schemas[parameter.key] = parameter.schema
            }
        }
        return schemas
    }

    /// Each type-specific key's description in the schema: what it sets for each kind that
    /// takes it (`kind: summary`, joined by "; "), from the kinds' own declarations.
    public var parameterDescriptions: [String: String] {
        var descriptions: [String: [String]] = [:]
        for name in names {
            for parameter in kinds[name]?.parameters ?? [] {
                descriptions[parameter.key, default: []].append("\(name): " + parameter.summary.replacingOccurrences(of: "`", with: ""))
            }
        }
        return descriptions.mapValues { $0.joined(separator: "; ") }
    }

    /// The schema's description of the gesture object: which kind takes which keys.
    public var gestureSchemaDescription: String {
        let perKind = names.compactMap { name -> String? in
            guard let keys = kinds[name]?.parameters.map(\.key), !keys.isEmpty else { return nil }
            return "\(name) (\(keys.joined(separator: ", ")))"
        }
        return "a gesture recognizer; type-specific keys: " + perKind.joined(separator: ", ")
    }
}
