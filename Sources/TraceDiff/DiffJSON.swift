import GestureEngine

/// `SemanticDiff` as one JSON object for tools; its shape is documented in docs/COMPARE.md.
/// Events appear in their trace form (docs/TRACE.md); a side without an event is `null`.
extension SemanticDiff {
    public func json(a: String, b: String, input: String) -> String {
        var fields = [
            "\"same\":\(same)", "\"a\":\(Self.string(a))", "\"b\":\(Self.string(b))", "\"input\":\(Self.string(input))",
            "\"tolerance\":{\"seconds\":\(formatNumber(tolerance.seconds, decimals: 9)),\"points\":\(formatNumber(tolerance.points, decimals: 9))}",
        ]
        fields.append("\"divergence\":" + (divergence.map(Self.object) ?? "null"))
        fields.append("\"recognizers\":[" + recognizers.map { paths in
            "{\"recognizer\":\(Self.string(paths.recognizer)),\"a\":\(Self.states(paths.a)),\"b\":\(Self.states(paths.b))}"
        }.joined(separator: ",") + "]")
        fields.append("\"views\":[" + views.map { view in
            "{\"view\":\(Self.string(view.view)),\"a\":\(Self.counts(view.a)),\"b\":\(Self.counts(view.b))}"
        }.joined(separator: ",") + "]")
        fields.append("\"actions\":[" + actions.map { actions in
            "{\"recognizer\":\(Self.string(actions.recognizer)),\"a\":\(Self.runs(actions.a)),\"b\":\(Self.runs(actions.b))}"
        }.joined(separator: ",") + "]")
        return "{" + fields.joined(separator: ",") + "}\n"
    }

    private static func object(_ divergence: TraceDivergence) -> String {
        "{\"t\":\(formatNumber(divergence.time, decimals: 6)),\"sentence\":\(string(DivergenceSentence.text(divergence))),"
            + "\"input\":\(divergence.input?.jsonLine ?? "null"),\"a\":\(divergence.a?.jsonLine ?? "null"),"
            + "\"b\":\(divergence.b?.jsonLine ?? "null"),\"context\":[\(divergence.context.map(\.jsonLine).joined(separator: ","))]}"
    }

    private static func states(_ states: [GestureRecognizerState]?) -> String {
        states.map { "[" + $0.map { "\"\($0)\"" }.joined(separator: ",") + "]" } ?? "null"
    }

    private static func counts(_ counts: DeliveryCounts) -> String {
        "{\"began\":\(counts.began),\"moved\":\(counts.moved),\"ended\":\(counts.ended),\"cancelled\":\(counts.cancelled)}"
    }

    private static func runs(_ runs: [ActionRun]) -> String {
        "[" + runs.map { "{\"state\":\"\($0.state)\",\"count\":\($0.count)}" }.joined(separator: ",") + "]"
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case _ where scalar.value < 0x20: out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
