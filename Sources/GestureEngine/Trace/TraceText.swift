/// The human form of the trace: one line per event, in the notation of docs/SEMANTICS.md
/// (`down T1 (100,100)`, `card.began(T1)`), time first. Names come from scene files and reach a
/// terminal, so control characters are escaped.
extension TraceEvent {
    public var textLine: String {
        unescapedTextLine.escapingControlCharacters
    }

    private var unescapedTextLine: String {
        let stamp = "@" + fixedDecimals(time, 3)
        switch kind {
        case let .touch(touch, phase, location, type, force, radius):
            let verb: String = switch phase {
            case .began: "down"
            case .moved: "move"
            case .stationary: "stay"
            case .ended: "up"
            case .cancelled: "cancel"
            }
            let typeNote = type == .direct ? "" : " \(type)"
            let forceNote = force == 1 ? "" : " force \(formatNumber(force))"
            let radiusNote = radius == 0 ? "" : " radius \(formatNumber(radius))"
            return "\(stamp) \(verb) T\(touch) \(location)\(typeNote)\(forceNote)\(radiusNote)"
        case let .hit(touch, view, path, geometry):
            let note = geometry == .presentation ? " (presentation)" : ""
            return "\(stamp) hit T\(touch) → \(view ?? "nothing") [\(path.joined(separator: " › "))]\(note)"
        case let .deliver(view, touch, phase):
            return "\(stamp) \(view).\(phase)(T\(touch))"
        case let .undelivered(view, touch, reason):
            return "\(stamp) \(view) does not hear T\(touch): \(reason.rawValue)"
        case let .participants(touch, recognizers, names):
            let listed = recognizers.map { id in names[id].map { "\(id) \"\($0)\"" } ?? id }
            return "\(stamp) T\(touch) participants: \(recognizers.isEmpty ? "none" : listed.joined(separator: ", "))"
        case let .state(recognizer, from, to, reason):
            return "\(stamp) \(recognizer) \(from) → \(to)" + (reason.map { " (\($0))" } ?? "")
        case let .action(recognizer, state, values):
            return "\(stamp) act \(recognizer)(.\(state))\(values.textDescription)"
        case let .ask(question, recognizer, other, answer):
            return "\(stamp) ask \(recognizer) \(question)\(other.map { " " + $0 } ?? "") → \(answer)"
        case let .wait(recognizer, on):
            return "\(stamp) \(recognizer) waits for \(on) to fail"
        case let .refused(recognizer, from, to):
            return "\(stamp) \(recognizer) refused \(from) → \(to)"
        case let .suppressed(recognizer, by):
            return "\(stamp) \(recognizer) suppressed: \(by) recognized"
        case let .cycle(recognizer, dropped):
            return "\(stamp) \(recognizer) no longer requires \(dropped) to fail (cycle)"
        case let .log(recognizer, message):
            return "\(stamp) \(recognizer): \(message)"
        case let .animation(view, property, from, to, timing, _, event):
            func list(_ values: [Double]) -> String { "(" + values.map { formatNumber($0) }.joined(separator: ",") + ")" }
            let values = event == "start" ? " \(list(from)) → \(list(to)) \(timing)" : " at \(list(to))"
            return "\(stamp) animation \(event) \(view).\(property)\(values)"
        case let .animatorRefused(animator, call):
            return "\(stamp) animator \(animator) refused \(call)"
        case let .animator(animator, event, state, fraction, reversed, remaining):
            let direction = reversed ? " reversed" : ""
            let run = remaining.map { ", \(fixedDecimals($0, 3)) s to go" } ?? ""
            return "\(stamp) animator \(animator) \(event.rawValue) at \(fixedDecimals(fraction, 3)) (\(state.rawValue)\(direction)\(run))"
        case let .withheld(view, touch, phase):
            return "\(stamp) \(view).\(phase)(T\(touch)) withheld"
        case let .timer(event, owner, label, due):
            let name = (owner.map { $0 + ": " } ?? "") + label
            return "\(stamp) timer \(name) \(event.rawValue) (due \(fixedDecimals(due, 3)))"
        case let .dragLift(interaction, view, touch, event, items):
            let verb: String = switch event {
            case .lifted: "lifts \(view) for T\(touch) (\(itemCount(items)))"
            case .refused: "refuses to lift \(view) for T\(touch) (no items)"
            case .dragged: "drags \(view) for T\(touch)"
            case .reversed: "lowers \(view) for T\(touch) (lift reversed)"
            }
            return "\(stamp) \(interaction) \(verb)"
        case let .dragSession(session, event, view, items, location, proposal):
            return "\(stamp) drag S\(session) \(event.rawValue)" + dragSessionDetails(event, view, items, location, proposal)
        case let .dragDelegate(interaction, call, session, answer):
            // Questions read as `ask`, notifications as `tell`.
            let about = session.map { " S\($0)" } ?? ""
            return "\(stamp) \(answer == nil ? "tell" : "ask") \(interaction) \(call.rawValue)\(about)" + (answer.map { " → \($0.textValue)" } ?? "")
        case let .dropPerformed(session, view, step, values):
            return "\(stamp) drop S\(session) on \(view) performs \(step)" + (values.isEmpty ? "" : " " + values.joined(separator: ", "))
        case let .controlEvent(view, event, touch, value, _, title):
            return "\(stamp) \(view) sends .\(event.rawValue) (T\(touch))" + (value.map { " value \(formatNumber($0))" } ?? "")
                + (title.map { " (\($0))" } ?? "")
        case let .scroll(view, event, offset, velocity, zoom):
            return "\(stamp) scroll \(view) " + scrollDetails(event, offset, velocity, zoom)
        case let .scrollMotion(view, x, y):
            let axes = [("x", x), ("y", y)].filter { $0.1.duration > 0 }.map { "\($0.0) \($0.1.textDescription)" }
            return "\(stamp) scroll \(view) moves: " + axes.joined(separator: "; ")
        case let .controlTracking(view, event, touch, inside):
            return "\(stamp) \(view) \(event == .began ? "begins" : "ends") tracking T\(touch)"
                + (event == .began ? " (inside \(inside.origin) \(formatNumber(inside.width))×\(formatNumber(inside.height)))" : "")
        case let .systemGesture(edge, event, touch, recognizers):
            return "\(stamp) system \(edge.rawValue): " + systemGestureDetails(edge, event, touch.map { "T\($0)" } ?? "", recognizers)
        }
    }

    /// `began dragging at (0,120)`, `released at velocity (0,-900): decelerates to (0,40)` …
    private func scrollDetails(_ event: ScrollEvent, _ offset: Point, _ velocity: Point?, _ zoom: Double?) -> String {
        let released = velocity.map { "released at velocity \($0): " } ?? "released: "
        switch event {
        case .began: return "began dragging at \(offset)"
        case .dragged: return "dragged to \(offset)"
        case .resting: return released + "rests at \(offset)"
        case .decelerating: return released + "decelerates to \(offset)"
        case .bouncing: return released + "bounces back to \(offset)"
        case .paging: return released + "settles on the page at \(offset)"
        case .stopped: return "stopped by a touch at \(offset)"
        case .settled: return "settled at \(offset)"
        case .zoomed: return "zoomed to \(formatNumber(zoom ?? 1)) at \(offset)"
        }
    }

    /// `T1 entered the band`, `withholds T1 from pan and the view`, `opened Home` …
    private func systemGestureDetails(_ edge: SystemEdge, _ event: SystemGestureEvent, _ touch: String, _ recognizers: [String]) -> String {
        let names = (recognizers + ["the view"]).joined(separator: ", ")
        switch event {
        case .entered: return "\(touch) entered the band"
        case .withheld: return "withholds \(touch) from \(names)"
        case .released: return "releases \(touch) to \(names)"
        case .recognized: return "recognized \(touch)"
        case .failed: return "failed \(touch)"
        case .tongue: return "tongue shown for \(touch) (deferred)"
        case .armed: return "armed for \(formatNumber(Defaults.deferredEdgeArmedDuration)) s"
        case .disarmed: return "disarmed"
        case .opened: return "opened \(edge.systemUIName)"
        case .closed: return "closed \(edge.systemUIName)"
        case .deferring: return "deferred by the app"
        case .notDeferring: return "no longer deferred"
        }
    }

    private func itemCount(_ items: Int) -> String {
        items == 1 ? "1 item" : "\(items) items"
    }

    /// ` from photo1 (2 items) at (x,y)`, ` over bin (copy) at (x,y)`, …
    private func dragSessionDetails(_ event: DragSessionEvent, _ view: String?, _ items: Int, _ location: Point,
                                    _ proposal: DropOperation?) -> String {
        let target = view.map { " \($0)" + (proposal.map { " (\($0.rawValue))" } ?? "") } ?? ""
        switch event {
        case .began, .added: return " from \(view ?? "?") (\(itemCount(items))) at \(location)"
        case .declined: return " by \(view ?? "?") (\(itemCount(items))) at \(location)"
        case .moved, .cancelled: return " at \(location)" + (view == nil ? "" : " over" + target)
        case .entered, .exited: return target + " at \(location)"
        case .dropped: return " on" + target + " (\(itemCount(items))) at \(location)"
        case .landed: return ""
        }
    }
}

extension ActionValues {
    /// ` at (x,y)`, the touch count unless it is 1, and the measure: ` translation (x,y) velocity
    /// (vx,vy)` (velocity to 0.1 pt/s), ` scale s velocity v`, ` rotation r velocity v` (radians);
    /// then ` since began V` where the client set the measure since (the value differs).
    var textDescription: String {
        var text = " at \(location)"
        if touches != 1 { text += " \(touches) touches" }
        func sinceBegan(_ value: String, _ measure: String) -> String { value == measure ? "" : " since began \(value)" }
        switch measure {
        case let .pan(translation, velocity, since)?:
            text += " translation \(translation) velocity (\(formatNumber(velocity.x, decimals: 1)),\(formatNumber(velocity.y, decimals: 1)))"
                + sinceBegan(since.description, translation.description)
        case let .pinch(scale, velocity, since)?:
            text += " scale \(formatNumber(scale)) velocity \(formatNumber(velocity, decimals: 3))"
                + sinceBegan(formatNumber(since), formatNumber(scale))
        case let .rotation(rotation, velocity, since)?:
            text += " rotation \(formatNumber(rotation)) velocity \(formatNumber(velocity, decimals: 3))"
                + sinceBegan(formatNumber(since), formatNumber(rotation))
        case nil:
            break
        }
        return text
    }
}

extension ScrollAxisMotion {
    /// `decelerating from 100 at 1250 pt/s to 721.8773 in 2.758 s` (one axis of a `scrollMotion`).
    var textDescription: String {
        "\(kind.rawValue) from \(formatNumber(origin)) at \(formatNumber(velocity, decimals: 1)) pt/s to \(formatNumber(final))"
            + " in \(fixedDecimals(duration, 3)) s"
    }
}

/// `value` with exactly `decimals` digits after the point (no Foundation formatting). Values too
/// large for that precision in 64 bits (beyond 10¹⁵ at 3 decimals) print as `formatNumber` does;
/// non-finite ones as 0, like every number in a trace.
func fixedDecimals(_ value: Double, _ decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    guard value.isFinite else { return "0" }
    guard abs(value) * scale < 9e18 else { return formatNumber(value, decimals: decimals) }
    let scaled = Int64((abs(value) * scale).rounded())
    let whole = scaled / Int64(scale)
    var fraction = String(scaled % Int64(scale))
    fraction = String(repeating: "0", count: max(0, decimals - fraction.count)) + fraction
    let sign = value < 0 && scaled != 0 ? "-" : ""
    return decimals == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
}
