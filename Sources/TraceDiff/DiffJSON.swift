import GestureEngine

/// `SemanticDiff` as one JSON object for tools; its shape is documented in docs/COMPARE.md.
/// Events appear in their trace form (docs/TRACE.md); a side without an event is `null`.
extension SemanticDiff {
    public func json(a: String, b: String, input: String) -> String {
        var fields = [
            "\"same\":\(same)", "\"a\":\(jsonString(a))", "\"b\":\(jsonString(b))", "\"input\":\(jsonString(input))",
            "\"tolerance\":{\"seconds\":\(formatNumber(tolerance.seconds, decimals: 9)),\"points\":\(formatNumber(tolerance.points, decimals: 9))}",
        ]
        fields.append("\"divergence\":" + (divergence.map(Self.object) ?? "null"))
        fields.append("\"recognizers\":[" + recognizers.map { paths in
            "{\"recognizer\":\(jsonString(paths.recognizer)),\"a\":\(Self.states(paths.a)),\"b\":\(Self.states(paths.b))}"
        }.joined(separator: ",") + "]")
        fields.append("\"views\":[" + views.map { view in
            "{\"view\":\(jsonString(view.view)),\"a\":\(Self.counts(view.a)),\"b\":\(Self.counts(view.b))}"
        }.joined(separator: ",") + "]")
        fields.append("\"actions\":[" + actions.map { actions in
            "{\"recognizer\":\(jsonString(actions.recognizer)),\"a\":\(Self.runs(actions.a)),\"b\":\(Self.runs(actions.b))}"
        }.joined(separator: ",") + "]")
        return "{" + fields.joined(separator: ",") + "}\n"
    }

    private static func object(_ divergence: TraceDivergence) -> String {
        "{\"t\":\(formatNumber(divergence.time, decimals: 6)),\"sentence\":\(jsonString(DivergenceSentence.text(divergence))),"
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
}
