// UIViewController, the part the generated code uses: its view, its life cycle, its preferred
// size and the system-gesture deferral of WWDC 2017 session 219.

@MainActor open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    open var view: UIView!
    open var title: String?
    open var preferredContentSize: CGSize = .zero

    open func loadView() {}
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { fatalError() }
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
    open var prefersHomeIndicatorAutoHidden: Bool { fatalError() }
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
}
