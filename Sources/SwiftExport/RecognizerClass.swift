import GestureEngine

/// How a scene's recognizer is written in UIKit: the class it is made of (UIKit's, TouchDemo's
/// touch delay, or a stand-in for a kind registered with Gesturescope), what its action
/// methods may read (a pan's translation, a pinch's scale), and the lines setting the
/// type-specific parameters the scene sets.
struct RecognizerClass {
    enum Family { case tap, longPress, pan, screenEdgePan, swipe, pinch, rotation, touchDelay, custom }

    let family: Family
    /// The class name: UIKit's, `TouchDelayGestureRecognizer`, or the custom kind's own name.
    let name: String
    /// The noun a short name takes from the class (`Tap`, `ScreenEdgePan`, `TouchDelay`).
    var noun: String {
        let trimmed = (name.hasPrefix("UI") ? String(name.dropFirst(2)) : name)
        return trimmed.hasSuffix("GestureRecognizer") ? String(trimmed.dropLast("GestureRecognizer".count)) : trimmed
    }

    /// Discrete recognizers act once, at `ended`.
    let isDiscrete: Bool

    init(of recognizer: GestureRecognizer) {
        isDiscrete = recognizer.isDiscrete
        switch recognizer {
        case is ScreenEdgePanGestureRecognizer: (family, name) = (.screenEdgePan, "UIScreenEdgePanGestureRecognizer")
        case is PanGestureRecognizer: (family, name) = (.pan, "UIPanGestureRecognizer")
        case is TapGestureRecognizer: (family, name) = (.tap, "UITapGestureRecognizer")
        case is LongPressGestureRecognizer: (family, name) = (.longPress, "UILongPressGestureRecognizer")
        case is SwipeGestureRecognizer: (family, name) = (.swipe, "UISwipeGestureRecognizer")
        case is PinchGestureRecognizer: (family, name) = (.pinch, "UIPinchGestureRecognizer")
        case is RotationGestureRecognizer: (family, name) = (.rotation, "UIRotationGestureRecognizer")
        case is TouchDelayGestureRecognizer: (family, name) = (.touchDelay, "TouchDelayGestureRecognizer")
        default: (family, name) = (.custom, String(describing: type(of: recognizer)))
        }
    }

    /// Has `translation(in:)`, `setTranslation(_:in:)` and `velocity(in:)`.
    var isPan: Bool { family == .pan || family == .screenEdgePan }

    /// Assignments (or, for a key UIKit has no property for, comments) setting `keys` of
    /// `recognizer`, named `name` in code, to the values the scene gave them.
    func parameterLines(_ keys: [String], of recognizer: GestureRecognizer, name: String) -> [String] {
        keys.map { key in
            guard let (property, value) = parameter(key, of: recognizer) else {
                return "// \(key): a parameter of the \(self.name) kind, set in the scene"
            }
            guard let property else {
                return "// \(key) \(value): UITapGestureRecognizer has no such property (Gesturescope's tap allows 15 pt of movement)"
            }
            return "\(name).\(property) = \(value)"
        }
    }

    /// The UIKit property `key` sets (nil: none in UIKit) and its value; nil for a key unknown here.
    private func parameter(_ key: String, of recognizer: GestureRecognizer) -> (String?, String)? {
        let number = SwiftLiteral.number
        switch (recognizer, key) {
        case let (tap as TapGestureRecognizer, "taps"): return ("numberOfTapsRequired", String(tap.numberOfTapsRequired))
        case let (tap as TapGestureRecognizer, "touches"): return ("numberOfTouchesRequired", String(tap.numberOfTouchesRequired))
        case let (tap as TapGestureRecognizer, "allowableMovement"): return (nil, number(tap.allowableMovement) + " pt")
        case let (press as LongPressGestureRecognizer, "taps"): return ("numberOfTapsRequired", String(press.numberOfTapsRequired))
        case let (press as LongPressGestureRecognizer, "touches"): return ("numberOfTouchesRequired", String(press.numberOfTouchesRequired))
        case let (press as LongPressGestureRecognizer, "minimumDuration"): return ("minimumPressDuration", number(press.minimumPressDuration))
        case let (press as LongPressGestureRecognizer, "allowableMovement"): return ("allowableMovement", number(press.allowableMovement))
        case let (pan as PanGestureRecognizer, "minimumTouches"): return ("minimumNumberOfTouches", String(pan.minimumNumberOfTouches))
        case let (pan as PanGestureRecognizer, "maximumTouches"): return ("maximumNumberOfTouches", String(pan.maximumNumberOfTouches))
        case let (pan as ScreenEdgePanGestureRecognizer, "edges"): return ("edges", Self.edges(pan.edges))
        case let (swipe as SwipeGestureRecognizer, "direction"): return ("direction", Self.directions(swipe.direction))
        case let (swipe as SwipeGestureRecognizer, "touches"): return ("numberOfTouchesRequired", String(swipe.numberOfTouchesRequired))
        case let (delay as TouchDelayGestureRecognizer, "delay"): return ("delay", number(delay.delay))
        default: return nil
        }
    }

    private static func edges(_ edges: ScreenEdgePanGestureRecognizer.Edges) -> String {
        if edges == .all { return ".all" }
        let names: [(ScreenEdgePanGestureRecognizer.Edges, String)] = [(.top, "top"), (.left, "left"), (.bottom, "bottom"), (.right, "right")]
        return SwiftLiteral.optionSet(names.filter { edges.contains($0.0) }.map(\.1))
    }

    private static func directions(_ direction: SwipeGestureRecognizer.Direction) -> String {
        let names: [(SwipeGestureRecognizer.Direction, String)] = [(.right, "right"), (.left, "left"), (.up, "up"), (.down, "down")]
        return SwiftLiteral.optionSet(names.filter { direction.contains($0.0) }.map(\.1))
    }
}
