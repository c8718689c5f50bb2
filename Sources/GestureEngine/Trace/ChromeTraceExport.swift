/// The trace as Chrome Trace Event JSON, openable in ui.perfetto.dev or chrome://tracing.
///
/// Layout: one process "Gesturescope"; a track per touch (a slice from down to lift, an instant
/// per phase, its participants); one track per recognizer, in order of first appearance, whose slices
/// are its states out of `possible` (named after the state, with the reason) and whose instants
/// are actions, questions and waits; one track per view with its responder calls as instants.
/// Timestamps are engine microseconds, non-decreasing through the file; every `B` has its `E` on
/// the same track (slices still open at the end close at the last timestamp).
public enum ChromeTraceExport {
    public static func json(_ events: [TraceEvent]) -> String {
        var builder = Builder()
        for event in events { builder.add(event) }
        return builder.finish()
    }

    private struct Builder {
        var lines: [String] = []
        var tracks: [String: Int] = [:]
        var trackNames: [(Int, String)] = []
        /// Open slices per track: name.
        var open: [Int: String] = [:]
        var lastTimestamp: Int64 = 0

        mutating func track(_ name: String) -> Int {
            if let id = tracks[name] { return id }
            let id = tracks.count + 1
            tracks[name] = id
            trackNames.append((id, name))
            return id
        }

        mutating func add(_ event: TraceEvent) {
            let ts = max(lastTimestamp, Int64((event.time * 1_000_000).rounded()))
            lastTimestamp = ts
            switch event.kind {
            case let .touch(touch, phase, location, type, _, _):
                let tid = track("touch T\(touch)")
                if phase == .began { begin(tid, "T\(touch)", ts, args: ["type": type.rawValue]) }
                instant(tid, "T\(touch) \(phase) \(location)", ts)
                if phase.isTerminal { end(tid, ts) }
            case let .state(recognizer, _, to, reason):
                let tid = track("recognizer " + recognizer)
                if open[tid] != nil { end(tid, ts) }
                if to != .possible { begin(tid, to.description, ts, args: reason.map { ["reason": $0] } ?? [:]) }
            case let .action(recognizer, state, values):
                instant(track("recognizer " + recognizer), "action .\(state)", ts, args: values.chromeArgs)
            case let .ask(question, recognizer, other, answer):
                instant(track("recognizer " + recognizer), "ask \(question)\(other.map { " " + $0 } ?? "") → \(answer)", ts)
            case let .wait(recognizer, on):
                instant(track("recognizer " + recognizer), "waits for \(on) to fail", ts)
            case let .suppressed(recognizer, by):
                instant(track("recognizer " + recognizer), "suppressed by \(by)", ts)
            case let .deliver(view, touch, phase):
                instant(track("view " + view), "\(view).\(phase)(T\(touch))", ts)
            case let .undelivered(view, touch, reason):
                instant(track("view " + view), "does not hear T\(touch): \(reason.rawValue)", ts)
            case let .participants(touch, recognizers, _):
                for recognizer in recognizers { _ = track("recognizer " + recognizer) }
                instant(track("touch T\(touch)"), "participants: \(recognizers.joined(separator: ", "))", ts)
            case let .timer(timerEvent, owner, label, due):
                // On its owner's track when the owner is a recognizer already shown, else on a
                // track of its own (created at the first timer, after every earlier track).
                let name = owner.map { tracks["recognizer " + $0] != nil ? "recognizer " + $0 : "timer " + $0 } ?? "timers"
                instant(track(name), "timer \(label) \(timerEvent.rawValue) (due \(formatNumber(due, decimals: 6)))", ts)
            case let .dragLift(interaction, view, touch, liftEvent, _):
                let tid = track("drag " + interaction)
                if liftEvent == .lifted { begin(tid, "\(view) lifted (T\(touch))", ts) }
                instant(tid, "lift \(liftEvent.rawValue)", ts)
                if liftEvent == .reversed || liftEvent == .dragged { end(tid, ts) }
            case let .dragSession(session, sessionEvent, view, items, location, proposal):
                let tid = track("drag session S\(session)")
                if sessionEvent == .began { begin(tid, "S\(session) from \(view ?? "?")", ts) }
                guard sessionEvent != .moved else { break }
                var args = ["items": String(items), "location": location.description]
                if let view { args["view"] = view }
                if let proposal { args["proposal"] = proposal.rawValue }
                instant(tid, "\(sessionEvent.rawValue)", ts, args: args)
                if sessionEvent == .landed { end(tid, ts) }
            case let .dragDelegate(interaction, call, session, answer):
                let about = session.map { " S\($0)" } ?? ""
                instant(track("drag " + interaction), "\(answer == nil ? "tell" : "ask") \(call.rawValue)\(about)"
                    + (answer.map { " → \($0.textValue)" } ?? ""), ts)
            case let .dropPerformed(session, view, step, values):
                instant(track("drag session S\(session)"), "perform \(step)", ts, args: ["view": view, "values": values.joined(separator: ", ")])
            case let .controlEvent(view, controlEvent, touch, value, control, title):
                var args = ["touch": "T\(touch)", "control": control.rawValue]
                if let value { args["value"] = formatNumber(value) }
                if let title { args["title"] = title }
                instant(track("view " + view), ".\(controlEvent.rawValue)", ts, args: args)
            case let .scroll(view, scrollEvent, offset, velocity, zoom):
                // The drag's offsets, one per move, would bury the view's calls, as a session's moves would.
                guard scrollEvent != .dragged else { break }
                var args = ["offset": offset.description]
                if let velocity { args["velocity"] = velocity.description }
                if let zoom { args["zoom"] = formatNumber(zoom) }
                instant(track("view " + view), "scroll \(scrollEvent.rawValue)", ts, args: args)
            case let .scrollMotion(view, x, y):
                instant(track("view " + view), "scroll motion", ts,
                        args: ["to": Point(x.final, y.final).description, "duration": formatNumber(max(x.duration, y.duration), decimals: 6)])
            case let .controlTracking(view, trackingEvent, touch, inside):
                instant(track("view " + view), "tracking \(trackingEvent.rawValue)", ts,
                        args: ["touch": "T\(touch)", "inside": "\(inside.origin) \(formatNumber(inside.width))×\(formatNumber(inside.height))"])
            case let .animator(animator, animatorEvent, state, fraction, reversed, _):
                instant(track("animator " + animator), animatorEvent.rawValue, ts,
                        args: ["state": state.rawValue, "fraction": formatNumber(fraction), "reversed": String(reversed)])
            case let .systemGesture(edge, systemEvent, touch, recognizers):
                let tid = track("recognizer " + edge.recognizerID)
                var args: [String: String] = [:]
                if let touch { args["touch"] = "T\(touch)" }
                if !recognizers.isEmpty { args["recognizers"] = recognizers.joined(separator: ", ") }
                instant(tid, "system \(systemEvent.rawValue)", ts, args: args)
            default:
                break
            }
        }

        mutating func begin(_ tid: Int, _ name: String, _ ts: Int64, args: [String: String] = [:]) {
            open[tid] = name
            lines.append(record(ph: "B", tid: tid, name: name, ts: ts, args: args))
        }

        mutating func end(_ tid: Int, _ ts: Int64) {
            guard let name = open.removeValue(forKey: tid) else { return }
            lines.append(record(ph: "E", tid: tid, name: name, ts: ts))
        }

        mutating func instant(_ tid: Int, _ name: String, _ ts: Int64, args: [String: String] = [:]) {
            lines.append(record(ph: "i", tid: tid, name: name, ts: ts, args: args, extra: #","s":"t""#))
        }

        func record(ph: String, tid: Int, name: String, ts: Int64, args: [String: String] = [:], extra: String = "") -> String {
            let argText = args.isEmpty ? "" : #","args":{"# + args.sorted { $0.key < $1.key }
                .map { "\(jsonString($0.key)):\(jsonString($0.value))" }.joined(separator: ",") + "}"
            return #"{"ph":"\#(ph)","pid":1,"tid":\#(tid),"ts":\#(ts),"name":\#(jsonString(name))\#(extra)\#(argText)}"#
        }

        mutating func finish() -> String {
            for tid in open.keys.sorted() { end(tid, lastTimestamp) }
            var all = [#"{"ph":"M","pid":1,"tid":0,"name":"process_name","args":{"name":"Gesturescope"}}"#]
            for (tid, name) in trackNames {
                all.append(#"{"ph":"M","pid":1,"tid":\#(tid),"name":"thread_name","args":{"name":\#(jsonString(name))}}"#)
                all.append(#"{"ph":"M","pid":1,"tid":\#(tid),"name":"thread_sort_index","args":{"sort_index":\#(tid)}}"#)
            }
            return #"{"displayTimeUnit":"ms","traceEvents":["# + "\n" + (all + lines).joined(separator: ",\n") + "\n]}\n"
        }
    }
}

extension ActionValues {
    /// An action instant's args (text values, as every arg in this export): the JSON Lines
    /// fields in the text form's notation (the value since began, like them, only where it
    /// differs from the measure).
    var chromeArgs: [String: String] {
        var args = ["location": location.description, "touches": String(touches)]
        func sinceBegan(_ name: String, _ value: String, _ measure: String) {
            if value != measure { args[name] = value }
        }
        switch measure {
        case let .pan(translation, velocity, since)?:
            args["translation"] = translation.description
            args["velocity"] = velocity.description
            sinceBegan("translationSinceBegan", since.description, translation.description)
        case let .pinch(scale, velocity, since)?:
            args["scale"] = formatNumber(scale)
            args["velocity"] = formatNumber(velocity)
            sinceBegan("scaleSinceBegan", formatNumber(since), formatNumber(scale))
        case let .rotation(rotation, velocity, since)?:
            args["rotation"] = formatNumber(rotation)
            args["velocity"] = formatNumber(velocity)
            sinceBegan("rotationSinceBegan", formatNumber(since), formatNumber(rotation))
        case nil:
            break
        }
        return args
    }
}
