/// A node of the view hierarchy, modelled on `UIView`.
///
/// Geometry follows UIKit: a view is placed by `center` (in its superview's coordinates), sized
/// by `bounds.size`, and `transform` applies about the centre (anchor point 0.5, 0.5).
/// `bounds.origin` shifts the coordinate system of the view's own content and subviews.
/// `frame` is derived: the bounding box of the transformed bounds in the superview.
///
/// Invariants: a view has at most one superview; `subviews` is back-to-front order; `id` is
/// unique within a window (the scene loader enforces it). Setting an animatable property inside
/// an animation block's changes registers the view with that block (`ModelChangeRecorder`),
/// which its window's root holds while the block runs: blocks of engines on other threads
/// never see this view.
public final class View {
    /// The id used in traces (a scene's id, or one given in code).
    public let id: String

    public var center: Point {
        willSet { willChangeAnimatableValue() }
    }
    public var bounds: Rect {
        willSet { willChangeAnimatableValue() }
    }
    public var transform: Transform2D = .identity {
        willSet { willChangeAnimatableValue() }
    }

    public var alpha: Double = 1 {
        willSet { willChangeAnimatableValue() }
    }
    public var isHidden = false
    public var isUserInteractionEnabled = true
    /// §3.5: false (the default) lets only the first touch of a sequence that lands in this view
    /// reach its responder methods.
    public var isMultipleTouchEnabled = false
    /// §3.6: while this view holds a touch, no other view in the window receives new touches,
    /// and it receives none while another view holds one.
    public var isExclusiveTouch = false
    /// Drawing only: hit testing ignores it (§2.2).
    public var clipsToBounds = false

    public var backgroundColor: Color = .clear {
        willSet { willChangeAnimatableValue() }
    }
    public var borderColor: Color = .black {
        willSet { willChangeAnimatableValue() }
    }
    /// Points; 0 draws no border.
    public var borderWidth: Double = 0 {
        willSet { willChangeAnimatableValue() }
    }
    /// Points; also feeds the enlarged-hit-area rule of `HitTestOptions`.
    public var cornerRadius: Double = 0 {
        willSet { willChangeAnimatableValue() }
    }
    public var label: ViewLabel?

    public var hitTestOptions: HitTestOptions = .standard

    /// Attached recognizers in attachment order (use `addGestureRecognizer`).
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []
    /// The drag interaction attached with `addInteraction(_:)` (§9), if any.
    public internal(set) var dragInteraction: DragInteraction?
    /// The drop interaction attached with `addInteraction(_:)`: the view is a drop target.
    public internal(set) var dropInteraction: DropInteraction?
    /// The control behaviour set with `setControl(_:)` (§3.7), if the view is a control.
    public internal(set) var control: Control?
    /// `UIScrollView` behaviour (`setScrollView`), nil for a plain view.
    public internal(set) var scrollView: ScrollView?
    /// The view's `gestureRecognizerShouldBegin(_:)` (§4.6), asked after the delegate; nil: true.
    public var shouldBeginHook: ((GestureRecognizer) -> Bool)?

    /// Not `weak`: a weakly referenced object gets a side table that slows every retain and
    /// release of it (hit testing walks thousands of views). Safe because a view clears its
    /// children's and recognizers' back-references before it goes away (`deinit`).
    public private(set) unowned(unsafe) var superview: View?
    public private(set) var subviews: [View] = []

    /// Read on a root (a window) only: the recorder of the innermost animation block of its
    /// engine running its changes; nil outside any block.
    var modelChangeRecorder: ModelChangeRecorder?

    /// An animatable property is about to be set: registers the view with the running block of
    /// its own window, if any (a root walk: a few superviews).
    private func willChangeAnimatableValue() {
        root.modelChangeRecorder?.viewWillChange(self)
    }

    /// Creates a view whose frame is `frame` (identity transform, bounds origin zero).
    public init(id: String, frame: Rect = .zero) {
        self.id = id
        self.center = frame.center
        self.bounds = Rect(origin: .zero, size: frame.size)
    }

    deinit {
        for child in subviews { child.superview = nil }
        for recognizer in gestureRecognizers where recognizer.view === self { recognizer.view = nil }
        dragInteraction?.view = nil
        dropInteraction?.view = nil
        control?.view = nil
    }

    /// With an identity transform, the rectangle in superview coordinates. Setting it keeps the
    /// transform and sets `center` and `bounds.size` (as UIKit does when the transform is identity).
    public var frame: Rect {
        get { transformToSuperview.apply(to: bounds) }
        set {
            center = newValue.center
            bounds.size = newValue.size
        }
    }

    // MARK: Hierarchy

    /// Appends `view` at the front; removes it from any previous superview first.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` (clamped to the valid range) in back-to-front order.
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self, !view.isAncestor(of: self) else { return }
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
    }

    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// True when `self` is `view` or one of its superviews.
    public func isAncestor(of view: View) -> Bool {
        var current: View? = view
        while let node = current {
            if node === self { return true }
            current = node.superview
        }
        return false
    }

    /// The chain from the root to this view, both included.
    public var pathFromRoot: [View] {
        var chain: [View] = []
        var current: View? = self
        while let node = current {
            chain.append(node)
            current = node.superview
        }
        return chain.reversed()
    }

    /// The root of this view's hierarchy (the window).
    public var root: View {
        var node = self
        while let parent = node.superview { node = parent }
        return node
    }

    /// Depth-first, back-to-front walk of this view and its subtree.
    public func forEachInSubtree(_ body: (View) -> Void) {
        body(self)
        for child in subviews { child.forEachInSubtree(body) }
    }

    /// The first view in this subtree (self included) with `id`.
    public func descendant(withID id: String) -> View? {
        if self.id == id { return self }
        for child in subviews {
            if let found = child.descendant(withID: id) { return found }
        }
        return nil
    }
}
