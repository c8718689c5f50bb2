/// `UIDragInteraction` (§9) on one view, its delegate's answers given as values.
///
/// Adding it to a view (`View.addInteraction(_:)`) installs its engine-owned recognizers after
/// the view's own, as named participants whose ids start with the interaction's id: the lift
/// (`<id>.lift`, §9.3), the competing-long-press gate (`<id>.gate`, §9.5) and, only when
/// `itemsForAdding` is implemented (non-nil), the add-items tap (`<id>.add`, §9.6).
///
/// Invariants: the three recognizers never prevent one another; `isEnabled` is theirs.
public final class DragInteraction {
    /// What `previewForLiftingItem` answers.
    public enum LiftPreview: String, Sendable, CaseIterable {
        /// Not implemented: the view itself is the preview, lifted with a shadow.
        case view
        /// Nil: no lift animation, and the session drags no picture of the view.
        case none
    }

    /// What `sessionForAddingItems` answers, among the sessions still dragging.
    public enum SessionChoice: String, Sendable, CaseIterable {
        /// The one that began last.
        case newest
        /// The one that began first.
        case oldest
        /// The one whose finger is nearest the tap (the older one on a tie).
        case nearest
        /// None (nil): nothing is added and the tap is the app's.
        case noSession = "none"
    }

    /// Names the interaction's recognizers (`<id>.lift` …) and its lifts in the trace.
    public let id: String
    /// `itemsForBeginning`: how many items a lift offers; 0 refuses the lift.
    public var itemsForBeginning: Int
    public var liftPreview: LiftPreview
    /// `itemsForAddingTo(_:withTouchAt:)`: items another finger's tap adds to a session; nil:
    /// not implemented (no add-items recognizer is installed, nothing is delayed).
    public let itemsForAdding: Int?
    /// `sessionForAddingItems(_:withTouchAt:)` (§9.6): which dragging session a tap on the view
    /// adds to; nil: not implemented (the newest one, nothing asked).
    public var sessionForAddingItems: SessionChoice?
    /// §9.3 (default false): competitors keep running during the lift; any of them recognizing
    /// cancels the interaction.
    public var allowsSimultaneousRecognitionDuringLift: Bool
    /// §9.2 project choice (default true): the interaction's recognizers are enabled.
    public var isEnabled = true {
        didSet { for recognizer in recognizers { recognizer.isEnabled = isEnabled } }
    }

    public let lift: DragLiftGestureRecognizer
    public let gate: DragLongPressGateRecognizer
    public let addItems: DragAddItemsGestureRecognizer?

    /// The view it is attached to; set by `View.addInteraction(_:)`.
    public internal(set) unowned(unsafe) var view: View?

    public init(id: String, itemsForBeginning: Int = 1, liftPreview: LiftPreview = .view, itemsForAdding: Int? = nil,
                allowsSimultaneousRecognitionDuringLift: Bool = false) {
        self.id = id
        self.itemsForBeginning = itemsForBeginning
        self.liftPreview = liftPreview
        self.itemsForAdding = itemsForAdding
        self.allowsSimultaneousRecognitionDuringLift = allowsSimultaneousRecognitionDuringLift
        lift = DragLiftGestureRecognizer(id: id + ".lift")
        gate = DragLongPressGateRecognizer(id: id + ".gate")
        addItems = itemsForAdding == nil ? nil : DragAddItemsGestureRecognizer(id: id + ".add")
        for recognizer in recognizers { recognizer.interaction = self }
    }

    /// The installed recognizers in attachment order.
    public var recognizers: [DragInteractionRecognizer] {
        [lift, gate] + (addItems.map { [$0] } ?? [])
    }

    /// Whether `recognizer` is one of this interaction's.
    func owns(_ recognizer: GestureRecognizer) -> Bool {
        (recognizer as? DragInteractionRecognizer)?.interaction === self
    }
}
