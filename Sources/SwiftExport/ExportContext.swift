import SceneFormat

/// What the emitters of one file share: the scene's inventory, the Swift name of every id, and
/// which views, labels and recognizers code outside `viewDidLoad` refers to — those become the
/// view controller's stored properties; the rest stay local to `viewDidLoad`.
final class ExportContext {
    let inventory: SceneInventory
    /// The view controller's type name.
    let controllerName: String
    private var names = SwiftNames()
    private var claimed: [String: String] = [:]
    private(set) var storedViews: Set<String> = []
    private(set) var storedLabels: Set<String> = []
    private(set) var storedRecognizers: Set<String> = []
    /// Stored properties that keep an action's state between calls (`private var …` lines), in
    /// the order first asked for.
    private(set) var stateProperties: [String] = []

    init(inventory: SceneInventory, sceneName: String) {
        self.inventory = inventory
        controllerName = names.claim(SwiftNames.upperCamel(sceneName) + "ViewController", suffix: "")
        // The file's fixed type names, then ids in build order, so the names a scene's ids get
        // do not depend on the code.
        for entry in inventory.recognizers { _ = typeName(RecognizerClass(of: entry.built).name) }
        _ = typeName("TouchLoggingView")
        for entry in inventory.views { _ = viewName(entry.description.id) }
        for entry in inventory.recognizers { _ = recognizerName(entry.description.id) }
    }

    private func claim(_ key: String, _ preferred: String, suffix: String) -> String {
        if let name = claimed[key] { return name }
        let name = names.claim(preferred, suffix: suffix)
        claimed[key] = name
        return name
    }

    // MARK: Names

    /// A view's name: its id's (`card`), a one- or two-letter one followed by its class's noun
    /// (`L` → `lSlider`).
    func viewName(_ id: String) -> String {
        claim("view " + id, Self.readable(SwiftNames.lowerCamel(id)) {
            inventory.view(id).map { ViewClass(of: $0.description, built: $0.built).noun } ?? "View"
        }, suffix: "View")
    }

    /// A recognizer's name: its id's (`pan`), a one- or two-letter one followed by its kind
    /// (`TK` → `tkTap`).
    func recognizerName(_ id: String) -> String {
        claim("recognizer " + id, Self.readable(SwiftNames.lowerCamel(id)) {
            inventory.recognizer(id).map { RecognizerClass(of: $0.built).noun } ?? "Recognizer"
        }, suffix: "Recognizer")
    }

    /// `name`, or followed by `noun()` when it is too short to read as a word.
    private static func readable(_ name: String, noun: () -> String) -> String {
        name.count <= 2 ? name + noun() : name
    }

    func labelName(_ viewID: String) -> String { claim("label " + viewID, viewName(viewID) + "Label", suffix: "") }

    func actionName(_ recognizerID: String) -> String {
        claim("action " + recognizerID, "handle" + SwiftNames.upperCamel(recognizerName(recognizerID)), suffix: "")
    }

    func animatorName(_ name: String) -> String { claim("animator " + name, SwiftNames.lowerCamel(name), suffix: "Animator") }

    /// A type name of the file (a view or recognizer subclass).
    func typeName(_ preferred: String) -> String { claim("type " + preferred, preferred, suffix: "") }

    /// A method or property name of the view controller, unique in the file.
    func memberName(_ key: String, _ preferred: String) -> String { claim("member " + key, preferred, suffix: "") }

    // MARK: References from outside viewDidLoad

    /// The view `id` as code outside `viewDidLoad` names it (nil or the window's id: the root
    /// view); `inClosure` spells out `self.`. Makes it a stored property.
    func view(_ id: String?, inClosure: Bool = false) -> String {
        guard let id, id != SceneDescription.windowID else { return inClosure ? "self.view" : "view" }
        storedViews.insert(id)
        return (inClosure ? "self." : "") + viewName(id)
    }

    /// The label showing the view's `label` (one is added if the view has none), as code outside
    /// `viewDidLoad` names it. Makes it a stored property.
    func label(of viewID: String, inClosure: Bool = false) -> String {
        storedLabels.insert(viewID)
        return (inClosure ? "self." : "") + labelName(viewID)
    }

    /// The recognizer `id` as code outside `viewDidLoad` names it: one the scene declares, or a
    /// scroll view's own pan or pinch (`list.panGestureRecognizer`); nil for recognizers UIKit
    /// keeps private (a scroll view's touch delay, a drag interaction's). Makes what it names a
    /// stored property.
    func recognizer(_ id: String) -> String? {
        if inventory.recognizer(id) != nil {
            storedRecognizers.insert(id)
            return recognizerName(id)
        }
        return Self.scrollRecognizer(id, in: inventory).map { "\(view($0.viewID)).\($0.property)" }
    }

    /// A stored property holding an action's state: `declaration` is `name: Type = value`.
    func stateProperty(_ declaration: String) {
        let line = "private var " + declaration
        if !stateProperties.contains(line) { stateProperties.append(line) }
    }

    // MARK: viewDidLoad

    /// The view as `viewDidLoad` names it (stored or local); in a closure, stored ones need `self.`.
    func localView(_ id: String?, inClosure: Bool = false) -> String {
        guard let id else { return inClosure ? "self.view" : "view" }
        return (inClosure && storedViews.contains(id) ? "self." : "") + viewName(id)
    }

    /// The recognizer `id` as `viewDidLoad` names it (see `recognizer(_:)`), nil when private to UIKit.
    func localRecognizer(_ id: String) -> String? {
        if inventory.recognizer(id) != nil { return recognizerName(id) }
        return Self.scrollRecognizer(id, in: inventory).map { "\(viewName($0.viewID)).\($0.property)" }
    }

    /// A scroll view's recognizer UIKit makes public: `VIEW.scroll.pan` and, zoomable, `VIEW.scroll.pinch`.
    static func scrollRecognizer(_ id: String, in inventory: SceneInventory) -> (viewID: String, property: String)? {
        for (suffix, property) in [(".scroll.pan", "panGestureRecognizer"), (".scroll.pinch", "pinchGestureRecognizer!")] where id.hasSuffix(suffix) {
            let viewID = String(id.dropLast(suffix.count))
            guard let scroll = inventory.view(viewID)?.description.scroll else { continue }
            // The pinch exists only while the scroll view zooms.
            if suffix == ".scroll.pan" || scroll.minimumZoomScale < scroll.maximumZoomScale { return (viewID, property) }
        }
        return nil
    }
}
