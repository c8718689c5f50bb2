import GestureEngine

/// Where each part of a scene lives in its generated Swift: 1-based line ranges by anchor, in
/// the order they were written. Every range lies within the file; an anchor may have several
/// ranges (a recognizer's creation and its `require(toFail:)` written later), and several
/// anchors may share lines (every logging view's `touchesBegan`).
public struct SwiftLineMap: Sendable, Equatable {
    public let ranges: [CodeAnchor: [ClosedRange<Int>]]

    public init(ranges: [CodeAnchor: [ClosedRange<Int>]]) {
        self.ranges = ranges
    }

    /// The lines of `anchor`; empty when the file has none (the scene has no such part, or UIKit
    /// runs it out of the app's sight).
    public subscript(anchor: CodeAnchor) -> [ClosedRange<Int>] {
        ranges[anchor] ?? []
    }

    /// The lines that run as `event` happens, for lighting them as a trace plays: an action's
    /// lines for its state (the whole method for a state it is not written for), the recognizer's
    /// creation for a state change (not UIKit's own reset to `.possible`), the delegate method or override answering an `ask`, the
    /// responder method for a `deliver`, a hit-test override for a `hit`, a control's action, a
    /// drag delegate's answer, a drop's work, an animator's lines. Empty for events the app's code
    /// takes no part in (touches, timers, the system's own steps).
    public func lines(for event: TraceEvent) -> [ClosedRange<Int>] {
        switch event.kind {
        case let .state(_, _, .possible, reason) where reason == TraceEvent.resetReason:
            return []
        case let .state(recognizer, _, _, _):
            return self[.recognizer(recognizer)]
        case let .action(recognizer, state, _):
            let specific = self[.action(recognizer: recognizer, state: state)]
            return specific.isEmpty ? self[.actionMethod(recognizer: recognizer)] : specific
        case let .ask(question, recognizer, _, _):
            return self[.question(question, recognizer: recognizer)]
        case let .deliver(view, _, phase):
            return self[.touches(view: view, phase: phase)]
        case let .hit(_, view?, _, _):
            return self[.hitTest(view: view)]
        case let .controlEvent(view, controlEvent, _, _, _, _):
            return self[.controlAction(view: view, event: controlEvent)]
        case let .dragDelegate(interaction, call, _, _):
            return self[.dragDelegate(view: Self.viewID(ofDragInteraction: interaction), call: call)]
        case let .dropPerformed(_, view, _, _):
            return self[.drop(view: view)]
        case let .animator(animator, _, _, _, _, _):
            return self[.animator(animator)]
        default:
            return []
        }
    }

    /// The view a drag interaction id names (`photo.drag` → `photo`).
    private static func viewID(ofDragInteraction id: String) -> String {
        id.hasSuffix(".drag") ? String(id.dropLast(".drag".count)) : id
    }
}
