extension Control {
    /// What kind of control, with its value.
    public enum Kind: Equatable, Sendable {
        /// `UIButton`: touch-up inside is its primary action.
        case button
        /// `UISwitch`: touch-up inside toggles `isOn` (valueChanged, then primaryActionTriggered);
        /// a touch that began on the knob drags it along the track, and at the lift the switch
        /// takes the side the knob is nearer.
        case toggle(isOn: Bool)
        /// `UISlider`, `value` 0…1: only a touch on the thumb tracks (a tap on the track does
        /// not jump); the thumb keeps its offset from the finger as it follows (valueChanged at
        /// each move that changes the value).
        case slider(value: Double)
        /// `UIStepper`: a touch-down on the − or + half steps the value (clamped to the range;
        /// valueChanged), and holding it repeats the step (`Defaults.stepperRepeatDelay`, then
        /// every `Defaults.stepperRepeatInterval`) while the finger stays inside.
        case stepper(value: Double, minimum: Double, maximum: Double, step: Double)
        /// `UISegmentedControl` of `count` equal segments: touch-up inside selects the segment
        /// under the finger (valueChanged when it is another one).
        case segmented(count: Int, selected: Int)
        /// `UIPageControl` of `count` pages: touch-up inside on the right of the current dot
        /// goes to the next page, on its left to the previous one (valueChanged).
        case pageControl(count: Int, current: Int)
    }
}

/// What kind of control a `controlEvent` came from, as a scene file names it (`type`), so a
/// reader of the trace can tell what its value means (a switch's 1 is `on`, a stepper's 1 a count).
public enum ControlType: String, Sendable, CaseIterable {
    case button
    case toggle = "switch"
    case slider, stepper, segmented, pageControl
}

extension Control.Kind {
    /// The kind without its value.
    public var type: ControlType {
        switch self {
        case .button: .button
        case .toggle: .toggle
        case .slider: .slider
        case .stepper: .stepper
        case .segmented: .segmented
        case .pageControl: .pageControl
        }
    }

    /// The value a `controlEvent` reports: a switch's 1 or 0, a slider's 0…1, a stepper's value,
    /// a segmented control's selected segment and a page control's page (from 0); nil for a button.
    public var value: Double? {
        switch self {
        case .button: nil
        case let .toggle(isOn): isOn ? 1 : 0
        case let .slider(value): value
        case let .stepper(value, _, _, _): value
        case let .segmented(_, selected): Double(selected)
        case let .pageControl(_, current): Double(current)
        }
    }

    /// The same kind with its value within its range: a slider's 0…1 (0 when not a number), a
    /// stepper's minimum…maximum (the two swapped if given the wrong way round), a segment or
    /// page that exists (at least one).
    var clamped: Control.Kind {
        switch self {
        case let .slider(value):
            return .slider(value: value.isFinite ? min(1, max(0, value)) : 0)
        case let .stepper(value, minimum, maximum, step):
            let low = min(minimum, maximum), high = max(minimum, maximum)
            return .stepper(value: value.isFinite ? min(high, max(low, value)) : low, minimum: low, maximum: high, step: step)
        case let .segmented(count, selected):
            return .segmented(count: max(1, count), selected: min(max(1, count) - 1, max(0, selected)))
        case let .pageControl(count, current):
            return .pageControl(count: max(1, count), current: min(max(1, count) - 1, max(0, current)))
        case .button, .toggle:
            return self
        }
    }
}
