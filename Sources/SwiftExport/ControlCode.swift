import GestureEngine
import SceneFormat
import SceneRuntime

/// A scene's control as UIKit builds it: its value and range, `isEnabled`, and for each set of
/// events its actions answer, `addTarget(_:action:for:)` and an action method.
struct ControlCode {
    let context: ExportContext

    /// The value and settings lines, then one `addTarget` per set of events.
    func writeConfiguration(_ control: ControlDescription, of viewID: String, into writer: inout SwiftWriter) {
        let name = context.viewName(viewID)
        switch control.kind {
        case .button: break
        case let .toggle(isOn): if isOn { writer.line("\(name).isOn = true") }
        case let .slider(value): writer.line("\(name).value = \(SwiftLiteral.number(value))")
        case let .stepper(value, minimum, maximum, step):
            if minimum != 0 { writer.line("\(name).minimumValue = \(SwiftLiteral.number(minimum))") }
            if maximum != 100 { writer.line("\(name).maximumValue = \(SwiftLiteral.number(maximum))") }
            if step != 1 { writer.line("\(name).stepValue = \(SwiftLiteral.number(step))") }
            if value != 0 { writer.line("\(name).value = \(SwiftLiteral.number(value))") }
        case let .segmented(_, selected): writer.line("\(name).selectedSegmentIndex = \(selected)")
        case let .pageControl(count, current):
            writer.line("\(name).numberOfPages = \(count)")
            if current != 0 { writer.line("\(name).currentPage = \(current)") }
        }
        if !control.enabled { writer.line("\(name).isEnabled = false") }
        for (events, _) in Self.methods(control) {
            writer.line("\(name).addTarget(self, action: #selector(\(methodName(viewID, events))(_:)), for: \(Self.eventsExpression(events)))")
        }
    }

    /// The action methods of `entry`'s control, one per set of events, in the order they first appear.
    func writeMethods(_ control: ControlDescription, of entry: SceneInventory.ViewEntry, into writer: inout SwiftWriter) {
        let viewID = entry.description.id
        let type = ViewClass(of: entry.description, built: entry.built).name
        for (events, behaviors) in Self.methods(control) {
            writer.separate()
            let anchors = (events.isEmpty ? ControlEvent.allCases : events).map { CodeAnchor.controlAction(view: viewID, event: $0) }
            let first = writer.nextLine
            writer.block("@objc private func \(methodName(viewID, events))(_ sender: \(type))") { writer in
                for behavior in behaviors { write(behavior, control: control, viewID: viewID, into: &writer) }
            }
            for anchor in anchors { writer.mark(anchor, first...(writer.nextLine - 1)) }
        }
    }

    /// Behaviours grouped by their events (empty: every event), in first-appearance order.
    private static func methods(_ control: ControlDescription) -> [(events: [ControlEvent], behaviors: [ControlBehavior])] {
        var result: [(events: [ControlEvent], behaviors: [ControlBehavior])] = []
        for action in control.actions {
            let events = ControlEvent.allCases.filter(action.events.contains)
            if let index = result.firstIndex(where: { $0.events == events }) {
                result[index].behaviors.append(action.behavior)
            } else {
                result.append((events, [action.behavior]))
            }
        }
        return result
    }

    private func methodName(_ viewID: String, _ events: [ControlEvent]) -> String {
        let suffix = events.count == 1 ? SwiftNames.upperCamel(events[0].rawValue) : "Events"
        return context.memberName("control \(viewID) \(events.map(\.rawValue))", "handle" + SwiftNames.upperCamel(context.viewName(viewID)) + suffix)
    }

    private static func eventsExpression(_ events: [ControlEvent]) -> String {
        events.isEmpty ? ".allEvents" : SwiftLiteral.optionSet(events.map(\.rawValue))
    }

    private func write(_ behavior: ControlBehavior, control: ControlDescription, viewID: String, into writer: inout SwiftWriter) {
        switch behavior {
        case let .effect(.setBackground(color)): writer.line("sender.backgroundColor = \(SwiftLiteral.color(color))")
        case let .effect(.setLabel(text)): writer.line(ViewCode.setLabel(text, of: viewID, context: context, button: "sender"))
        case let .effect(.setHidden(id, hidden)): writer.line("\(context.view(id)).isHidden = \(hidden)")
        case let .showWhenOn(id):
            writer.line("\(context.view(id)).isHidden = \(Self.isOff(control.kind))")
        }
    }

    /// The condition under which a control's value counts as off (`showWhenOn` hides its view).
    private static func isOff(_ kind: Control.Kind) -> String {
        switch kind {
        case .button: "true"
        case .toggle: "!sender.isOn"
        case .slider, .stepper: "sender.value <= 0"
        case .segmented: "sender.selectedSegmentIndex <= 0"
        case .pageControl: "sender.currentPage <= 0"
        }
    }
}
