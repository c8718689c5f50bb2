// UIViewController, the part the generated code uses: its view, its life cycle, its preferred
// size and the system-gesture deferral of WWDC 2017 session 219; and, so that a stored property
// clashing with one of them fails to typecheck, the members a scene's id could most easily take
// (the generator reserves every public one: SwiftNames.viewControllerMembers).

public enum UIModalTransitionStyle: Int, @unchecked Sendable {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
}

public enum UIModalPresentationStyle: Int, @unchecked Sendable {
    case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, none = -1,
         automatic = -2
}

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

    open var nibName: String? { fatalError() }
    open var isViewLoaded: Bool { fatalError() }
    open var viewIfLoaded: UIView? { fatalError() }
    open func loadViewIfNeeded() {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func updateViewConstraints() {}
    open func didReceiveMemoryWarning() {}
    open var restorationIdentifier: String?
    open var parent: UIViewController? { fatalError() }
    open var children: [UIViewController] { fatalError() }
    open func addChild(_ childController: UIViewController) {}
    open func removeFromParent() {}
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}
    open var presentedViewController: UIViewController? { fatalError() }
    open var presentingViewController: UIViewController? { fatalError() }
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
    open var definesPresentationContext: Bool = false
    open var providesPresentationContextTransitionStyle: Bool = false
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var isModalInPresentation: Bool = false
    open var isBeingPresented: Bool { fatalError() }
    open var isBeingDismissed: Bool { fatalError() }
    open var isMovingToParent: Bool { fatalError() }
    open var isMovingFromParent: Bool { fatalError() }
    open var edgesForExtendedLayout: UIRectEdge = .all
    open var extendedLayoutIncludesOpaqueBars: Bool = false
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero
    open var viewRespectsSystemMinimumLayoutMargins: Bool = true
    open var prefersStatusBarHidden: Bool { fatalError() }
    open func setNeedsStatusBarAppearanceUpdate() {}
    open var shouldAutorotate: Bool { fatalError() }
    open var isEditing: Bool = false
    open func setEditing(_ editing: Bool, animated: Bool) {}
}
