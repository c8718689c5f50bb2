import Foundation
import GestureEngine

/// Rules every engine trace keeps, whatever the input, checked incrementally (each call reads
/// only the events appended since the last one):
///
/// - Trace times never decrease, and every `jsonLine` is a JSON object whose numbers are finite.
/// - Every `state` event starts from the state last traced for that recognizer (possible at
///   first) and is a transition §4.2 allows for its kind (discrete: possible → ended | failed;
///   continuous: possible → began | failed, began | changed → changed | ended | cancelled), or a
///   §4.10 reset: terminal → possible with reason "reset".
/// - Actions carry began, changed, ended or cancelled; a discrete recognizer acts only `.ended`;
///   a continuous one acts `.began`, then `.changed`s, then at most one `.ended` or `.cancelled`
///   (§4.3, §6.4), and never again until it resets.
/// - A touch is traced began first and nothing after its ended or cancelled; a view hears
///   `began` first for a touch and nothing after its ended or cancelled (§3).
struct TraceInvariants {
    private var checked = 0
    private var lastTime = -Double.infinity
    private var states: [String: GestureRecognizerState] = [:]
    /// The last action since the recognizer's last reset.
    private var lastActions: [String: GestureRecognizerState] = [:]
    private let isDiscrete: [String: Bool]
    private var liveTouches: Set<Int> = []
    private var endedTouches: Set<Int> = []
    private var openViewTouches: Set<ViewTouch> = []
    private var closedViewTouches: Set<ViewTouch> = []

    private struct ViewTouch: Hashable {
        let view: String
        let touch: Int
    }

    /// For the engine whose window is `window`: its recognizers say which ones are discrete.
    init(window: View) {
        var kinds: [String: Bool] = [:]
        var views = [window]
        while let view = views.popLast() {
            for recognizer in view.gestureRecognizers { kinds[recognizer.id] = recognizer.isDiscrete }
            views += view.subviews
        }
        isDiscrete = kinds
    }

    /// The first rule broken by the events appended to `trace` since the last call, or nil.
    mutating func check(_ trace: Trace) -> String? {
        let events = trace.events(from: checked)
        checked += events.count
        for event in events {
            if let problem = check(event) { return "\(problem)\n  in: \(event.textLine)" }
        }
        return nil
    }

    private mutating func check(_ event: TraceEvent) -> String? {
        guard event.time >= lastTime else { return "time went back from \(lastTime) to \(event.time)" }
        lastTime = event.time
        if let problem = Self.checkJSON(event.jsonLine) { return problem }
        switch event.kind {
        case let .state(recognizer, from, to, reason):
            return checkState(recognizer, from: from, to: to, reason: reason)
        case let .action(recognizer, state, _):
            return checkAction(recognizer, state: state)
        case let .touch(touch, phase, _, _, _, _):
            return checkTouch(touch, phase: phase)
        case let .deliver(view, touch, phase):
            return checkDelivery(ViewTouch(view: view, touch: touch), phase: phase)
        default:
            return nil
        }
    }

    private mutating func checkState(_ recognizer: String, from: GestureRecognizerState, to: GestureRecognizerState,
                                     reason: String?) -> String? {
        let shown = states[recognizer, default: .possible]
        guard from == shown else { return "\(recognizer) changes from \(from) but was last traced \(shown)" }
        states[recognizer] = to
        if to == .possible {
            lastActions[recognizer] = nil
            return from.isTerminal && reason == "reset" ? nil : "\(recognizer) goes back to possible from \(from) (\(reason ?? "no reason"))"
        }
        let discrete = isDiscrete[recognizer]
        let legal = discrete.map { from.allowsTransition(to: to, discrete: $0) }
            ?? (from.allowsTransition(to: to, discrete: true) || from.allowsTransition(to: to, discrete: false))
        return legal ? nil : "\(recognizer) makes a transition §4.2 does not have: \(from) → \(to)"
    }

    private mutating func checkAction(_ recognizer: String, state: GestureRecognizerState) -> String? {
        let previous = lastActions[recognizer]
        lastActions[recognizer] = state
        if isDiscrete[recognizer] == true {
            return state == .ended && previous == nil ? nil : "discrete \(recognizer) acts .\(state) after \(previous.map { ".\($0)" } ?? "nothing")"
        }
        let follows: Bool = switch state {
        case .began: previous == nil
        case .changed, .ended, .cancelled: previous == .began || previous == .changed
        case .possible, .failed: false
        }
        return follows ? nil : "\(recognizer) acts .\(state) after \(previous.map { ".\($0)" } ?? "nothing")"
    }

    private mutating func checkTouch(_ touch: Int, phase: TouchPhase) -> String? {
        if phase == .began {
            guard !liveTouches.contains(touch), !endedTouches.contains(touch) else { return "T\(touch) begins twice" }
            liveTouches.insert(touch)
            return nil
        }
        guard liveTouches.contains(touch) else { return "T\(touch) is \(phase) but is not down" }
        if phase.isTerminal {
            liveTouches.remove(touch)
            endedTouches.insert(touch)
        }
        return nil
    }

    private mutating func checkDelivery(_ pair: ViewTouch, phase: TouchPhase) -> String? {
        guard !closedViewTouches.contains(pair) else { return "\(pair.view) hears \(phase) for T\(pair.touch) after it ended" }
        if phase == .began {
            return openViewTouches.insert(pair).inserted ? nil : "\(pair.view) hears began twice for T\(pair.touch)"
        }
        guard openViewTouches.contains(pair) else { return "\(pair.view) hears \(phase) for T\(pair.touch) before began" }
        if phase.isTerminal {
            openViewTouches.remove(pair)
            closedViewTouches.insert(pair)
        }
        return nil
    }

    /// Nil when `line` is one JSON object whose numbers are all finite.
    private static func checkJSON(_ line: String) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
            return "not a JSON object: \(line)"
        }
        func finite(_ value: Any) -> Bool {
            switch value {
            case let number as NSNumber: number.doubleValue.isFinite
            case let array as [Any]: array.allSatisfy(finite)
            default: true
            }
        }
        return object.values.allSatisfy(finite) ? nil : "a number that is not finite: \(line)"
    }
}
