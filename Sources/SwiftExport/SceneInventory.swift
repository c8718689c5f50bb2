import GestureEngine
import SceneFormat
import SceneRuntime

/// A scene as the generator walks it: its views in build order (depth first, back to front)
/// with their superviews, its recognizers in declaration order with the views declaring them,
/// and the engine objects the scene builds, which hold the values a scene sets through its view
/// keys and recognizer parameters.
struct SceneInventory {
    struct ViewEntry {
        let description: ViewDescription
        /// Nil: the window (the view controller's root view).
        let superviewID: String?
        let built: View
    }

    struct RecognizerEntry {
        let description: GestureDescription
        /// The view that declares it (its actions' target).
        let viewID: String
        let built: GestureRecognizer
    }

    let scene: SceneDescription
    private(set) var views: [ViewEntry] = []
    private(set) var recognizers: [RecognizerEntry] = []
    private var viewIndex: [String: Int] = [:]
    private var recognizerIndex: [String: Int] = [:]
    /// Indices into `views` by superview id (nil: the window), back to front.
    private var children: [String?: [Int]] = [:]
    /// Indices into `recognizers` by the id of the view declaring them, in declaration order.
    private var declared: [String: [Int]] = [:]

    init(scene: SceneDescription) {
        self.scene = scene
        // The built window, indexed once: a walk per id would be quadratic in a long list.
        var builtViews: [String: View] = [:]
        var builtRecognizers: [String: GestureRecognizer] = [:]
        scene.makeWindow().forEachInSubtree { view in
            builtViews[view.id] = view
            for recognizer in view.gestureRecognizers { builtRecognizers[recognizer.id] = recognizer }
        }
        walk(scene.views, superviewID: nil, views: builtViews, recognizers: builtRecognizers)
    }

    private mutating func walk(_ descriptions: [ViewDescription], superviewID: String?, views builtViews: [String: View],
                               recognizers builtRecognizers: [String: GestureRecognizer]) {
        for description in descriptions {
            guard let built = builtViews[description.id] else { continue }
            viewIndex[description.id] = views.count
            children[superviewID, default: []].append(views.count)
            views.append(ViewEntry(description: description, superviewID: superviewID, built: built))
            for gesture in description.gestures {
                guard let recognizer = builtRecognizers[gesture.id] else { continue }
                recognizerIndex[gesture.id] = recognizers.count
                declared[description.id, default: []].append(recognizers.count)
                recognizers.append(RecognizerEntry(description: gesture, viewID: description.id, built: recognizer))
            }
            walk(description.subviews, superviewID: description.id, views: builtViews, recognizers: builtRecognizers)
        }
    }

    func view(_ id: String) -> ViewEntry? {
        viewIndex[id].map { views[$0] }
    }

    func recognizer(_ id: String) -> RecognizerEntry? {
        recognizerIndex[id].map { recognizers[$0] }
    }

    /// The position of the recognizer `id` in declaration order (nil: not declared by the scene).
    func order(ofRecognizer id: String) -> Int? {
        recognizerIndex[id]
    }

    /// The recognizers the view `id` declares, in declaration order.
    func recognizers(declaredBy id: String) -> [RecognizerEntry] {
        (declared[id] ?? []).map { recognizers[$0] }
    }

    /// The subviews of `id` (nil: the window), back to front.
    func subviews(of id: String?) -> [ViewEntry] {
        (children[id] ?? []).map { views[$0] }
    }

    /// The views with a property animator, and its spec, in build order.
    var animators: [(viewID: String, spec: AnimatorSpec)] {
        views.compactMap { entry in entry.description.animator.map { (entry.description.id, $0) } }
    }
}
