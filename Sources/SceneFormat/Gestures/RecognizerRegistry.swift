import ExampleRecognizers
import GestureEngine

/// The recognizer types scenes may name, with the type-specific keys each accepts.
/// Custom recognizers written in Swift are registered here by name.
public enum RecognizerRegistry {
    public struct Kind: Sendable {
        /// Keys beyond the common ones that this type accepts.
        public let parameters: [String]
        public let make: @Sendable (String) -> GestureRecognizer
    }

    public static let kinds: [String: Kind] = [
        "tap": Kind(parameters: ["taps", "touches", "allowableMovement"]) { TapGestureRecognizer(id: $0) },
        "longPress": Kind(parameters: ["taps", "touches", "minimumDuration", "allowableMovement"]) { LongPressGestureRecognizer(id: $0) },
        "pan": Kind(parameters: ["minimumTouches", "maximumTouches"]) { PanGestureRecognizer(id: $0) },
        "screenEdgePan": Kind(parameters: ["edges", "minimumTouches", "maximumTouches"]) { ScreenEdgePanGestureRecognizer(id: $0) },
        "swipe": Kind(parameters: ["direction", "touches"]) { SwipeGestureRecognizer(id: $0) },
        "pinch": Kind(parameters: []) { PinchGestureRecognizer(id: $0) },
        "rotation": Kind(parameters: []) { RotationGestureRecognizer(id: $0) },
        "touchDelay": Kind(parameters: ["delay"]) { TouchDelayGestureRecognizer(id: $0) },
        // Custom: begins late, fails fast (Sources/ExampleRecognizers).
        "checkmark": Kind(parameters: []) { CheckmarkGestureRecognizer(id: $0) },
    ]

    private static func set<Value>(_ value: Value?, _ apply: (Value) -> Void) {
        if let value { apply(value) }
    }

    /// Builds and configures the recognizer a description declares.
    static func make(_ description: GestureDescription) -> GestureRecognizer? {
        guard let kind = kinds[description.type] else { return nil }
        let recognizer = kind.make(description.id)
        switch recognizer {
        case let tap as TapGestureRecognizer:
            set(description.taps) { tap.numberOfTapsRequired = $0 }
            set(description.touches) { tap.numberOfTouchesRequired = $0 }
            set(description.allowableMovement) { tap.allowableMovement = $0 }
        case let press as LongPressGestureRecognizer:
            set(description.taps) { press.numberOfTapsRequired = $0 }
            set(description.touches) { press.numberOfTouchesRequired = $0 }
            set(description.minimumDuration) { press.minimumPressDuration = $0 }
            set(description.allowableMovement) { press.allowableMovement = $0 }
        case let pan as PanGestureRecognizer:
            set(description.minimumTouches) { pan.minimumNumberOfTouches = $0 }
            set(description.maximumTouches) { pan.maximumNumberOfTouches = $0 }
            if let edgePan = pan as? ScreenEdgePanGestureRecognizer { set(description.edges) { edgePan.edges = $0 } }
        case let swipe as SwipeGestureRecognizer:
            set(description.direction) { swipe.direction = $0 }
            set(description.touches) { swipe.numberOfTouchesRequired = $0 }
        case let delay as TouchDelayGestureRecognizer:
            set(description.delay) { delay.delay = $0 }
        default:
            break
        }
        recognizer.isEnabled = description.isEnabled
        set(description.cancelsTouchesInView) { recognizer.cancelsTouchesInView = $0 }
        set(description.delaysTouchesBegan) { recognizer.delaysTouchesBegan = $0 }
        set(description.delaysTouchesEnded) { recognizer.delaysTouchesEnded = $0 }
        set(description.allowedTouchTypes) { recognizer.allowedTouchTypes = $0 }
        set(description.requiresExclusiveTouchType) { recognizer.requiresExclusiveTouchType = $0 }
        recognizer.overrides = description.overrides
        return recognizer
    }
}
