import GestureEngine

/// One recognizer declared on a view, with every parameter a scene may set. Unset optionals
/// keep the recognizer's UIKit default.
public struct GestureDescription: Sendable {
    public var id: String
    /// A built-in type (`tap`, `longPress`, `pan`, …) or a name registered in `RecognizerRegistry`.
    public var type: String
    public var line: Int
    public var column: Int

    public var taps: Int?
    public var touches: Int?
    public var minimumDuration: Double?
    public var allowableMovement: Double?
    public var minimumTouches: Int?
    public var maximumTouches: Int?
    public var edges: ScreenEdgePanGestureRecognizer.Edges?
    public var direction: SwipeGestureRecognizer.Direction?
    public var delay: Double?

    public var isEnabled = true
    public var cancelsTouchesInView: Bool?
    public var delaysTouchesBegan: Bool?
    public var delaysTouchesEnded: Bool?
    public var allowedTouchTypes: Set<TouchType>?
    public var requiresExclusiveTouchType: Bool?

    /// Static `require(toFail:)` (§6.1).
    public var requireToFail: [Reference] = []
    /// Delegate answers (nil: no delegate).
    public var delegate: RuleDelegate.Answers?
    /// References inside `delegate`, kept for validation.
    public var delegateReferences: [Reference] = []
    /// Subclass-style answers.
    public var overrides = RelationshipOverrides()
    /// References inside `overrides`, kept for validation.
    public var overrideReferences: [Reference] = []
    public var actions: [BehaviorBinding] = []
    /// The `toggleEnabled` targets of `actions`, kept for validation.
    public var actionReferences: [Reference] = []

    public init(id: String, type: String, line: Int, column: Int) {
        self.id = id
        self.type = type
        self.line = line
        self.column = column
    }
}

/// An id written somewhere in a file, with its position for diagnostics.
public struct Reference: Sendable, Equatable {
    public var id: String
    public var line: Int
    public var column: Int
}
