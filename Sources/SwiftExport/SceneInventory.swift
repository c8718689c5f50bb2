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

    init(scene: SceneDescription) {
        self.scene = scene
        let window = scene.makeWindow()
        walk(scene.views, superviewID: nil, in: window)
    }

    private mutating func walk(_ descriptions: [ViewDescription], superviewID: String?, in window: View) {
        for description in descriptions {
            guard let built = window.descendant(withID: description.id) else { continue }
            viewIndex[description.id] = views.count
            children[superviewID, default: []].append(views.count)
            views.append(ViewEntry(description: description, superviewID: superviewID, built: built))
            for gesture in description.gestures {
                guard let recognizer = window.recognizer(withID: gesture.id) else { continue }
                recognizerIndex[gesture.id] = recognizers.count
                recognizers.append(RecognizerEntry(description: gesture, viewID: description.id, built: recognizer))
            }
            walk(description.subviews, superviewID: description.id, in: window)
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

    /// The subviews of `id` (nil: the window), back to front.
    func subviews(of id: String?) -> [ViewEntry] {
        (children[id] ?? []).map { views[$0] }
    }

    /// The views with a property animator, and its spec, in build order.
    var animators: [(viewID: String, spec: AnimatorSpec)] {
        views.compactMap { entry in entry.description.animator.map { (entry.description.id, $0) } }
    }
}
