import GestureEngine

/// The first divergence told in one sentence: when, after which input, and what each side did
/// from there to the next input (at most `phrasesPerSide` notable events each: state changes,
/// waits, suppressions, actions, responder calls, control events, logged lines).
/// E.g. "At 0.35 s, after touch 1 moved to (326,218): A — tap failed (excluded by pan); B — pan
/// waits for tap." `check` names the sides "golden" and "now".
public enum DivergenceSentence {
    public static let phrasesPerSide = 4

    private static let touchVerbs: [TouchPhase: String] = [.began: "down at", .moved: "moved to", .ended: "up at", .cancelled: "cancelled at"]

    /// The whole sentence, each side introduced by its name (`a`, `b`: "A" and "B" unless
    /// given); times in seconds after `origin` (engine seconds; 0: the engine's own clock, as
    /// `compare` and `check` tell it; a story's start in the window).
    public static func text(_ divergence: TraceDivergence, a: String = "A", b: String = "B", origin: Double = 0) -> String {
        "\(when(divergence, origin: origin)): \(a) — \(side(divergence.restOfA)); \(b) — \(side(divergence.restOfB))."
    }

    /// When the sides part and after which input: "At 0.35 s, after touch 1 moved to (326,218)".
    public static func when(_ divergence: TraceDivergence, origin: Double = 0) -> String {
        let after = divergence.input.map { ", after \(phrase($0) ?? $0.typeName)" } ?? ", at load time"
        return "At \(formatNumber(divergence.time - origin, decimals: 3)) s\(after)"
    }

    /// What one side did from the divergence to the next input (`restOfA` or `restOfB`), in at
    /// most `phrasesPerSide` phrases: "pan began, tap failed (excluded by pan)".
    public static func side(_ events: [TraceEvent]) -> String {
        var phrases: [String] = []
        for event in events {
            guard let phrase = phrase(event), !phrases.contains(phrase) else { continue }
            phrases.append(phrase)
        }
        guard !phrases.isEmpty else { return events.isEmpty ? "nothing more before the next input" : "no recognizer or view is told anything more" }
        let shown = phrases.prefix(phrasesPerSide).joined(separator: ", ")
        return phrases.count > phrasesPerSide ? shown + " …" : shown
    }

    /// A few words for an event a reader of the sentence cares about; nil for the others
    /// (hit tests, questions, timers, animations, resets to possible).
    static func phrase(_ event: TraceEvent) -> String? {
        switch event.kind {
        case let .touch(touch, phase, location, _, _, _):
            "touch \(touch) \(touchVerbs[phase] ?? "\(phase)") \(location)"
        case let .participants(touch, recognizers, _):
            "touch \(touch) goes to " + (recognizers.isEmpty ? "no recognizer" : recognizers.joined(separator: " and "))
        case let .state(recognizer, _, to, reason) where to != .possible:
            "\(recognizer) \(to)" + (reason.map { " (\($0))" } ?? "")
        case let .action(recognizer, state, _):
            "\(recognizer) acts (\(state))"
        case let .wait(recognizer, on):
            "\(recognizer) waits for \(on)"
        case let .suppressed(recognizer, by):
            "\(recognizer) suppressed by \(by)"
        case let .deliver(view, _, phase):
            "\(view) gets touches\(phase.description.prefix(1).uppercased() + phase.description.dropFirst())"
        case let .withheld(view, _, phase):
            "\(view)'s touches\(phase.description.prefix(1).uppercased() + phase.description.dropFirst()) withheld"
        case let .undelivered(view, touch, reason):
            "\(view) does not hear touch \(touch) (\(reason.rawValue))"
        case let .controlEvent(view, event, _, _, _, _):
            "\(view) sends \(event.rawValue)"
        // What a scene's `log` behaviour wrote: a changed message is a changed behaviour.
        case let .log(recognizer, message):
            "\(recognizer) logs \"\(message.escapingControlCharacters)\""
        default:
            nil
        }
    }
}
