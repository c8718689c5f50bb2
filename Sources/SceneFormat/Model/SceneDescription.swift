import GestureEngine
import SceneRuntime

/// A parsed, validated scene file: the window, the view tree and the demo input script.
/// Values only; `makeEngine()` builds a fresh engine (and `makeWindow()` a fresh view tree) each
/// time it is called.
public struct SceneDescription: Sendable {
    /// The scene's title (window title, gallery name).
    public var name: String
    public var summary: String?
    /// Window size in points.
    public var windowSize: Size
    public var background: Color
    /// §9.5: the size class the scene plays in (`window.sizeClass`, default regular).
    public var sizeClass: SizeClass = .regular
    /// §10: edges with a simulated system gesture (`window.systemEdges`, default none).
    public var systemEdges: Set<SystemEdge> = []
    /// §10.3: the edges the root view controller defers at load (`window.deferSystemGestures`).
    public var deferredSystemEdges: Set<SystemEdge> = []
    /// Subviews of the window, back to front.
    public var views: [ViewDescription]
    /// The demo input; empty when the scene has none.
    public var script: InputScript
    /// Engine seconds at which `run` without a display, and the README picture, take the
    /// snapshot; defaults to the end of the script.
    public var posterTime: Double?
    /// Script seconds at which `gesturescope check` renders the scene and compares it with its
    /// goldens (`checkpoints`): 1…32 times, each 0…3600, strictly increasing; nil when the file
    /// names none (`effectiveCheckpoints` is then the poster time).
    public var checkpoints: [Double]?
    /// The file it came from.
    public var file: String
    /// Where the scene comes from (`source`): its gallery chapter and section; nil when the file
    /// names none.
    public var source: SceneSource?

    /// The id of the root view (the window) in traces.
    public static let windowID = "window"
}

/// One view of a scene, with everything a scene may set.
public struct ViewDescription: Sendable {
    public var id: String
    public var frame: Rect
    /// The settings of the engine's view the file makes (`ViewProperty`), applied in file order.
    var viewSettings: [@Sendable (View) -> Void] = []
    /// Whether the window's panel lists this view's responder calls (`logTouches`): drawing
    /// only, so kept here rather than on the engine's view.
    public var logsTouches = true
    public var subviews: [ViewDescription] = []
    /// Recognizers attached to the view, in attachment order.
    public var gestures: [GestureDescription] = []
    /// Its drag interaction and drop target, if any (installed after `gestures`).
    public var interactions: InteractionsDescription?
    /// Its control behaviour, if the view is a control (§3.7).
    public var control: ControlDescription?
    /// Its scroll view behaviour, if the view scrolls (§3.8).
    public var scroll: ScrollDescription?
    /// The view ids the control's `show`/`hide` actions name, kept for validation.
    var controlReferences: [Reference] = []
    /// An animation started when the scene starts.
    public var animation: AnimationSpec?
    /// A property animator made when the scene starts (§8.5).
    public var animator: AnimatorSpec?
    /// Where the animator's name is written, kept for validation.
    var animatorName: Reference?
    /// 1-based line of the view's entry in the file.
    public var line: Int

    public init(id: String, frame: Rect, line: Int) {
        self.id = id
        self.frame = frame
        self.line = line
    }

    /// The view alone, with its properties set: no subviews and no recognizers.
    func makeBareView() -> View {
        let view = View(id: id, frame: frame)
        for setting in viewSettings { setting(view) }
        return view
    }
}

extension SceneDescription {
    /// A new engine running this scene as it is played: a fresh window (`makeWindow()`), each
    /// recognizer's behaviours bound to the engine, every view's load-time `animation` started and
    /// its `animator` made (and started, paused or reversed as declared).
    public func makeEngine(startTime: Double = 0) -> Engine {
        let (window, recognizers) = buildWindow()
        let engine = Engine(window: window, startTime: startTime)
        engine.sizeClass = sizeClass
        engine.systemEdges.edges = systemEdges
        if !deferredSystemEdges.isEmpty {
            engine.systemEdges.preferredDeferredEdges = deferredSystemEdges
            engine.systemEdges.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        }
        let animators = AnimatorTable()
        for (description, recognizer, declaringView) in recognizers {
            // A moved recognizer's actions keep acting on the view that declares it.
            recognizer.bind(description.actions, in: engine, target: description.attachTo == nil ? nil : declaringView, animators: animators)
        }
        startAnimations(in: engine, animators: animators)
        return engine
    }

    /// A new engine view tree: the window (id `window`) with the scene's views, their
    /// recognizers, relationships and rule delegates; no behaviours (they act through an engine:
    /// `makeEngine`).
    public func makeWindow() -> View {
        buildWindow().window
    }

    private func buildWindow() -> (window: View, recognizers: [(GestureDescription, GestureRecognizer, View)]) {
        let window = View(id: Self.windowID, frame: Rect(origin: .zero, size: windowSize))
        window.backgroundColor = background
        var built: [(GestureDescription, GestureRecognizer)] = []
        for description in views { window.addSubview(description.makeView(recognizers: &built)) }
        let declaring = built.map { $0.1.view ?? window }
        resolveScrollViews(of: views, in: window)
        // §4.12: attaching a recognizer to another view moves it there.
        for (description, recognizer) in built {
            if let target = description.attachTo, let view = window.descendant(withID: target.id) { view.addGestureRecognizer(recognizer) }
        }
        let byID = Dictionary(built.map { ($0.1.id, $0.1) }, uniquingKeysWith: { first, _ in first })
        for (description, recognizer) in built {
            for reference in description.requireToFail {
                // A scroll view's own recognizers are named too (`VIEW.scroll.pan` …).
                if let other = byID[reference.id] ?? window.recognizer(withID: reference.id) { recognizer.require(toFail: other) }
            }
            if let answers = description.delegate { recognizer.setOwnedDelegate(RuleDelegate(answers: answers)) }
        }
        return (window, zip(built, declaring).map { ($0.0, $0.1, $1) })
    }

    /// Sets each scroll view's zoom view and moves its pan where the scene asks (by id, so
    /// once every view exists).
    private func resolveScrollViews(of descriptions: [ViewDescription], in window: View) {
        for description in descriptions {
            if let scroll = description.scroll, let scrollView = window.descendant(withID: description.id)?.scrollView {
                scroll.resolve(scrollView, in: window)
            }
            resolveScrollViews(of: description.subviews, in: window)
        }
    }

    /// Starts every view's load-time `animation` in `engine` (whose window this scene built),
    /// then makes every view's `animator` into `animators`.
    private func startAnimations(in engine: Engine, animators: AnimatorTable) {
        var animated: [String: (animation: AnimationSpec?, animator: AnimatorSpec?)] = [:]
        func visit(_ descriptions: [ViewDescription]) {
            for description in descriptions {
                if description.animation != nil || description.animator != nil {
                    animated[description.id] = (description.animation, description.animator)
                }
                visit(description.subviews)
            }
        }
        visit(views)
        guard !animated.isEmpty else { return }
        // One walk of the window, in its back-to-front order (ids are unique in a window).
        var made: [(AnimatorSpec, View)] = []
        engine.window.forEachInSubtree { view in
            guard let entry = animated[view.id] else { return }
            entry.animation?.start(on: view, in: engine)
            if let animator = entry.animator { made.append((animator, view)) }
        }
        for (spec, view) in made { animators.add(spec.make(on: view, in: engine)) }
    }

    /// Ids of the views whose responder calls the window's panel does not list (`logTouches:
    /// false`).
    public var quietViewIDs: Set<String> {
        var ids: Set<String> = []
        func visit(_ descriptions: [ViewDescription]) {
            for description in descriptions {
                if !description.logsTouches { ids.insert(description.id) }
                visit(description.subviews)
            }
        }
        visit(views)
        return ids
    }

    /// The time the default snapshot is taken at, in engine seconds.
    public var effectivePosterTime: Double { posterTime ?? script.endTime }

    /// The script seconds `gesturescope check` renders at: `checkpoints`, else the poster time.
    /// Never empty, strictly increasing.
    public var effectiveCheckpoints: [Double] { checkpoints ?? [effectivePosterTime] }
}

extension ViewDescription {
    func makeView(recognizers: inout [(GestureDescription, GestureRecognizer)]) -> View {
        let view = makeBareView()
        for gesture in gestures {
            let recognizer = gesture.makeRecognizer()
            view.addGestureRecognizer(recognizer)
            recognizers.append((gesture, recognizer))
        }
        interactions?.install(on: view)
        control?.install(on: view)
        scroll?.install(on: view)
        for child in subviews { view.addSubview(child.makeView(recognizers: &recognizers)) }
        return view
    }
}
