// UIKit's controls and their target-action: declarations only, with Apple's documented Swift
// signatures and defaults.

@MainActor open class UIControl: UIView {
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    open var isEnabled: Bool = true
    open var isSelected: Bool = false
    open var isHighlighted: Bool = false
    open var isTracking: Bool { fatalError() }
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {}
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {}
    open func sendActions(for controlEvents: UIControl.Event) {}
}

@MainActor open class UIButton: UIControl {
    public enum ButtonType: Int, @unchecked Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }
    open func setTitle(_ title: String?, for state: UIControl.State) {}
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
    open func title(for state: UIControl.State) -> String? { fatalError() }
    open var titleLabel: UILabel? { fatalError() }
}

@MainActor open class UISwitch: UIControl {
    open var isOn: Bool = false
    open func setOn(_ on: Bool, animated: Bool) {}
}

@MainActor open class UISlider: UIControl {
    open var value: Float = 0
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open func setValue(_ value: Float, animated: Bool) {}
}

@MainActor open class UIStepper: UIControl {
    open var value: Double = 0
    open var minimumValue: Double = 0
    open var maximumValue: Double = 100
    open var stepValue: Double = 1
    open var autorepeat: Bool = true
}

@MainActor open class UISegmentedControl: UIControl {
    public init(items: [Any]?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public static let noSegment: Int = -1
    open var selectedSegmentIndex: Int = -1
    open var numberOfSegments: Int { fatalError() }
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {}
}

@MainActor open class UIPageControl: UIControl {
    open var numberOfPages: Int = 0
    open var currentPage: Int = 0
}
