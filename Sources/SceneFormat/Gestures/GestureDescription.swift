import GestureEngine
import SceneRuntime

/// One recognizer declared on a view, with every parameter a scene may set. Unset optionals
/// keep the recognizer's UIKit default.
public struct GestureDescription: Sendable {
    public var id: String
    /// The kind's name (`tap`, `longPress`, `pan`, … or one added to the registry).
    public var type: String
    public var line: Int
    public var column: Int
    /// How to make the recognizer.
    let kind: RecognizerKind
    /// The type-specific parameters set in the file, by key, applied in file order.
    var parameters: [(key: String, setting: ParameterSetting)] = []

    /// The keys of the type-specific parameters the file sets (`taps`, `minimumDuration`, …), in
    /// file order; their values are on the recognizer the scene builds.
    public var parameterKeys: [String] { parameters.map(\.key) }

    /// The debug `name` (§4.9): shown on its timeline row and in `participants`, never read by
    /// behaviour.
    public var name: String?
    public var isEnabled = true
    public var cancelsTouchesInView: Bool?
    public var delaysTouchesBegan: Bool?
    public var delaysTouchesEnded: Bool?
    public var allowedTouchTypes: Set<TouchType>?
    public var requiresExclusiveTouchType: Bool?

    /// The view the recognizer is attached to instead of the one declaring it (§4.12: adding it
    /// there moves it, as TouchDemo moves a scroll view's pan onto the main view); its actions
    /// still act on the declaring view, the target it keeps. Nil: the declaring view.
    public var attachTo: Reference?
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
    /// The `show`/`hide` targets of `actions` (view ids), kept for validation.
    public var viewReferences: [Reference] = []
    /// The animators `actions` drive (animator names), kept for validation.
    public var animatorReferences: [Reference] = []

    init(id: String, kind: RecognizerKind, line: Int, column: Int) {
        self.id = id
        self.type = kind.name
        self.kind = kind
        self.line = line
        self.column = column
    }

    /// The recognizer this description declares, configured.
    func makeRecognizer() -> GestureRecognizer {
        let recognizer = kind.make(id)
        recognizer.name = name
        for (_, setting) in parameters { setting.apply(recognizer) }
        recognizer.isEnabled = isEnabled
        if let cancelsTouchesInView { recognizer.cancelsTouchesInView = cancelsTouchesInView }
        if let delaysTouchesBegan { recognizer.delaysTouchesBegan = delaysTouchesBegan }
        if let delaysTouchesEnded { recognizer.delaysTouchesEnded = delaysTouchesEnded }
        if let allowedTouchTypes { recognizer.allowedTouchTypes = allowedTouchTypes }
        if let requiresExclusiveTouchType { recognizer.requiresExclusiveTouchType = requiresExclusiveTouchType }
        if !overrides.isEmpty { recognizer.relationshipHooks = overrides }
        return recognizer
    }
}

/// An id written somewhere in a file, with its position for diagnostics.
public struct Reference: Sendable, Equatable {
    public var id: String
    public var line: Int
    public var column: Int
}

extension Reference {
    /// `id`, written where `node` starts.
    init(id: String, at node: YAMLNode) {
        self.init(id: id, line: node.mark.line, column: node.mark.column)
    }
}
