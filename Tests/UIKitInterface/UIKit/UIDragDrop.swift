// UIKit's drag and drop (iOS 11, WWDC 2017 session 219 part 3): interactions, items, sessions,
// previews, proposals and the two delegates, declarations only, with Apple's documented Swift
// signatures.

@MainActor open class UIDragItem: NSObject {
    public init(itemProvider: NSItemProvider) { super.init() }
    open var itemProvider: NSItemProvider { fatalError() }
    open var localObject: Any?
}

@MainActor @objc public protocol UIDragDropSession: NSObjectProtocol {
    var items: [UIDragItem] { get }
    func location(in view: UIView) -> CGPoint
    var allowsMoveOperation: Bool { get }
    var isRestrictedToDraggingApplication: Bool { get }
}

@MainActor @objc public protocol UIDragSession: UIDragDropSession {
    var localContext: Any? { get set }
}

@objc public enum UIDropOperation: UInt, @unchecked Sendable {
    case cancel, forbidden, copy, move
}

@MainActor @objc public protocol UIDropSession: UIDragDropSession {
    var localDragSession: (any UIDragSession)? { get }
}

@MainActor open class UITargetedDragPreview: NSObject {
    public convenience init(view: UIView) { self.init() }
}

@MainActor open class UIDropProposal: NSObject {
    public init(operation: UIDropOperation) { super.init() }
    open var operation: UIDropOperation { fatalError() }
}

@MainActor open class UIDragInteraction: NSObject, UIInteraction {
    public init(delegate: any UIDragInteractionDelegate) { super.init() }
    open var delegate: (any UIDragInteractionDelegate)? { fatalError() }
    open var allowsSimultaneousRecognitionDuringLift: Bool = false
    open var isEnabled: Bool = false
    open class var isEnabledByDefault: Bool { fatalError() }
    open var view: UIView? { fatalError() }
    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) {}
}

@MainActor @objc public protocol UIDragInteractionDelegate: NSObjectProtocol {
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem]
    @objc optional func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                                        session: any UIDragSession) -> UITargetedDragPreview?
    @objc optional func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession)
    @objc optional func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession,
                                        withTouchAt point: CGPoint) -> [UIDragItem]
    @objc optional func dragInteraction(_ interaction: UIDragInteraction, sessionForAddingItems sessions: [any UIDragSession],
                                        withTouchAt point: CGPoint) -> (any UIDragSession)?
}

@MainActor open class UIDropInteraction: NSObject, UIInteraction {
    public init(delegate: any UIDropInteractionDelegate) { super.init() }
    open var delegate: (any UIDropInteractionDelegate)? { fatalError() }
    open var view: UIView? { fatalError() }
    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) {}
}

@MainActor @objc public protocol UIDropInteractionDelegate: NSObjectProtocol {
    @objc optional func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool
    @objc optional func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal
    @objc optional func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession)
}
