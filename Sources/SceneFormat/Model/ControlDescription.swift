import GestureEngine
import SceneRuntime

/// A view's `control` as a scene file gives it (§3.7): its kind and value, whether it is
/// enabled, and what it does on its events.
public struct ControlDescription: Sendable {
    public var kind: Control.Kind
    public var enabled = true
    /// A segmented control's segment titles (`segments: [Photos, Albums]`); empty: numbered.
    public var segmentTitles: [String] = []
    /// Behaviours with the events that trigger them (empty: every event).
    public var actions: [(events: Set<ControlEvent>, behavior: ControlBehavior)] = []

    /// Makes `view` a control with these settings.
    func install(on view: View) {
        let control = Control(kind: kind)
        control.isEnabled = enabled
        control.segmentTitles = segmentTitles
        let actions = actions
        if !actions.isEmpty {
            control.onEvent = { event, control in
                for action in actions where action.events.isEmpty || action.events.contains(event) { action.behavior.apply(for: control) }
            }
        }
        view.setControl(control)
    }
}
