/// The JSON Lines form of the trace (docs/TRACE.md): one object per line, keys in a fixed order,
/// `"t"` and `"type"` first. Numbers are rounded (time to 1 µs, positions to 1e-4 pt) so that
/// golden traces are stable.
extension TraceEvent {
    /// `events` as a JSON Lines file holds them: each `jsonLine` and a newline (a golden trace's
    /// bytes, `gesturescope trace`'s output, the window's stream).
    public static func jsonLines(_ events: some Sequence<TraceEvent>) -> String {
        events.map { $0.jsonLine + "\n" }.joined()
    }

    public var jsonLine: String {
        var fields: [(String, String)] = [("t", formatNumber(time, decimals: 6)), ("type", jsonString(typeName))]
        switch kind {
        case let .touch(touch, phase, location, type, force, radius):
            fields += [("touch", String(touch)), ("phase", jsonString(phase.description)),
                       ("x", formatNumber(location.x)), ("y", formatNumber(location.y)),
                       ("touchType", jsonString(type.rawValue))]
            // Only where the input reports them: traces of devices without them stay as they were.
            if force != 1 { fields.append(("force", formatNumber(force))) }
            if radius != 0 { fields.append(("radius", formatNumber(radius))) }
        case let .hit(touch, view, path, geometry):
            fields += [("touch", String(touch)), ("view", view.map(jsonString) ?? "null"),
                       ("path", "[" + path.map(jsonString).joined(separator: ",") + "]"), ("geometry", jsonString(geometry.rawValue))]
        case let .deliver(view, touch, phase):
            fields += [("view", jsonString(view)), ("touch", String(touch)), ("phase", jsonString(phase.description))]
        case let .undelivered(view, touch, reason):
            fields += [("view", jsonString(view)), ("touch", String(touch)), ("reason", jsonString(reason.rawValue))]
        case let .participants(touch, recognizers, names):
            fields += [("touch", String(touch)), ("recognizers", "[" + recognizers.map(jsonString).joined(separator: ",") + "]")]
            // Only when a participant is named: traces of unnamed recognizers stay as they were.
            let named = recognizers.compactMap { id in names[id].map { jsonString(id) + ":" + jsonString($0) } }
            if !named.isEmpty { fields.append(("names", "{" + named.joined(separator: ",") + "}")) }
        case let .state(recognizer, from, to, reason):
            fields += [("recognizer", jsonString(recognizer)), ("from", jsonString(from.description)), ("to", jsonString(to.description)),
                       ("reason", reason.map(jsonString) ?? "null")]
        case let .action(recognizer, state, values):
            func pair(_ point: Point) -> String { "[\(formatNumber(point.x)),\(formatNumber(point.y))]" }
            fields += [("recognizer", jsonString(recognizer)), ("state", jsonString(state.description)),
                       ("location", pair(values.location)), ("touches", String(values.touches))]
            // The value since began only where the client set the measure since (it differs).
            func sinceBegan(_ name: String, _ value: String, _ measure: String) {
                if value != measure { fields.append((name, value)) }
            }
            switch values.measure {
            case let .pan(translation, velocity, since)?:
                fields += [("translation", pair(translation)), ("velocity", pair(velocity))]
                sinceBegan("translationSinceBegan", pair(since), pair(translation))
            case let .pinch(scale, velocity, since)?:
                fields += [("scale", formatNumber(scale)), ("velocity", formatNumber(velocity))]
                sinceBegan("scaleSinceBegan", formatNumber(since), formatNumber(scale))
            case let .rotation(rotation, velocity, since)?:
                fields += [("rotation", formatNumber(rotation)), ("velocity", formatNumber(velocity))]
                sinceBegan("rotationSinceBegan", formatNumber(since), formatNumber(rotation))
            case nil:
                break
            }
        case let .ask(question, recognizer, other, answer):
            fields += [("question", jsonString(question)), ("recognizer", jsonString(recognizer)),
                       ("other", other.map(jsonString) ?? "null"), ("answer", answer ? "true" : "false")]
        case let .wait(recognizer, on):
            fields += [("recognizer", jsonString(recognizer)), ("on", jsonString(on))]
        case let .refused(recognizer, from, to):
            fields += [("recognizer", jsonString(recognizer)), ("from", jsonString(from.description)), ("to", jsonString(to.description))]
        case let .suppressed(recognizer, by):
            fields += [("recognizer", jsonString(recognizer)), ("by", jsonString(by))]
        case let .cycle(recognizer, dropped):
            fields += [("recognizer", jsonString(recognizer)), ("dropped", jsonString(dropped))]
        case let .log(recognizer, message):
            fields += [("recognizer", jsonString(recognizer)), ("message", jsonString(message))]
        case let .animation(view, property, from, to, timing, duration, event):
            func array(_ values: [Double]) -> String { "[" + values.map { formatNumber($0) }.joined(separator: ",") + "]" }
            fields += [("view", jsonString(view)), ("property", jsonString(property)), ("from", array(from)), ("to", array(to)),
                       ("timing", jsonString(timing)), ("duration", formatNumber(duration, decimals: 6)), ("event", jsonString(event))]
        case let .animatorRefused(animator, call):
            fields += [("animator", jsonString(animator)), ("call", jsonString(call))]
        case let .animator(animator, event, state, fraction, reversed, remaining):
            fields += [("animator", jsonString(animator)), ("event", jsonString(event.rawValue)), ("state", jsonString(state.rawValue)),
                       ("fraction", formatNumber(fraction)), ("reversed", reversed ? "true" : "false"),
                       ("remaining", remaining.map { formatNumber($0, decimals: 6) } ?? "null")]
        case let .withheld(view, touch, phase):
            fields += [("view", jsonString(view)), ("touch", String(touch)), ("phase", jsonString(phase.description))]
        case let .timer(event, owner, label, due):
            fields += [("event", jsonString(event.rawValue)), ("owner", owner.map(jsonString) ?? "null"), ("label", jsonString(label)),
                       ("due", formatNumber(due, decimals: 6))]
        case let .dragLift(interaction, view, touch, event, items):
            fields += [("interaction", jsonString(interaction)), ("view", jsonString(view)), ("touch", String(touch)),
                       ("event", jsonString(event.rawValue)), ("items", String(items))]
        case let .dragSession(session, event, view, items, location, proposal):
            fields += [("session", String(session)), ("event", jsonString(event.rawValue)), ("view", view.map(jsonString) ?? "null"),
                       ("items", String(items)), ("x", formatNumber(location.x)), ("y", formatNumber(location.y)),
                       ("proposal", proposal.map { jsonString($0.rawValue) } ?? "null")]
        case let .dragDelegate(interaction, call, session, answer):
            fields += [("interaction", jsonString(interaction)), ("call", jsonString(call.rawValue)),
                       ("session", session.map(String.init) ?? "null"), ("answer", answer?.jsonValue ?? "null")]
        case let .dropPerformed(session, view, step, values):
            fields += [("session", String(session)), ("view", jsonString(view)), ("step", jsonString(step)),
                       ("values", "[" + values.map(jsonString).joined(separator: ",") + "]")]
        case let .controlEvent(view, event, touch, value, control, title):
            fields += [("view", jsonString(view)), ("event", jsonString(event.rawValue)), ("touch", String(touch)),
                       ("value", value.map { formatNumber($0) } ?? "null"), ("control", jsonString(control.rawValue))]
            // Only a titled segment's: untitled controls' lines stay as they were.
            if let title { fields.append(("title", jsonString(title))) }
        case let .scroll(view, event, offset, velocity, zoom):
            fields += [("view", jsonString(view)), ("event", jsonString(event.rawValue)), ("x", formatNumber(offset.x)),
                       ("y", formatNumber(offset.y)), ("vx", velocity.map { formatNumber($0.x) } ?? "null"),
                       ("vy", velocity.map { formatNumber($0.y) } ?? "null"), ("zoom", zoom.map { formatNumber($0) } ?? "null")]
        case let .scrollMotion(view, x, y):
            fields += [("view", jsonString(view)), ("x", x.jsonObject), ("y", y.jsonObject)]
        case let .controlTracking(view, event, touch, inside):
            fields += [("view", jsonString(view)), ("event", jsonString(event.rawValue)), ("touch", String(touch)),
                       ("inside", "[" + [inside.minX, inside.minY, inside.width, inside.height].map { formatNumber($0) }.joined(separator: ",") + "]")]
        case let .systemGesture(edge, event, touch, recognizers):
            fields += [("edge", jsonString(edge.rawValue)), ("event", jsonString(event.rawValue)), ("touch", touch.map(String.init) ?? "null"),
                       ("recognizers", "[" + recognizers.map(jsonString).joined(separator: ",") + "]")]
        }
        return "{" + fields.map { "\(jsonString($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }
}

extension ScrollAxisMotion {
    /// `{"kind":…,"from":…,"velocity":…,"decay":…,"coast":…,"frequency":…,"to":…,"duration":…}`
    /// (docs/TRACE.md, `scrollMotion`): seconds to 1 µs, the rest as positions are.
    var jsonObject: String {
        let fields = [("kind", jsonString(kind.rawValue)), ("from", formatNumber(origin)), ("velocity", formatNumber(velocity)),
                      ("decay", formatNumber(decay)), ("coast", formatNumber(coastDuration, decimals: 6)),
                      ("frequency", spring.map { formatNumber($0.frequency) } ?? "null"), ("to", formatNumber(final)),
                      ("duration", formatNumber(duration, decimals: 6))]
        return "{" + fields.map { "\(jsonString($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }
}

extension DragDelegateAnswer {
    /// A count as a number, a preview as a string, a session as its number (null: none).
    var jsonValue: String {
        switch self {
        case let .items(count): String(count)
        case let .preview(preview): jsonString(preview.rawValue)
        case let .session(id): id.map(String.init) ?? "null"
        }
    }

    /// `1`, `view`, `S1` (`none`: no session).
    var textValue: String {
        switch self {
        case let .items(count): String(count)
        case let .preview(preview): preview.rawValue
        case let .session(id): id.map { "S\($0)" } ?? "none"
        }
    }
}

/// A JSON string literal for `text`, escaping quotes, backslashes and control characters.
public func jsonString(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case _ where scalar.value < 0x20:
            let hex = String(scalar.value, radix: 16)
            result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}
