import GestureEngine
import SceneFormat

/// The UIKit Swift an iOS engineer would write to build a scene: one file holding a
/// `UIViewController` subclass whose `viewDidLoad` makes the scene's views and recognizers, its
/// action methods doing what the scene's behaviours do, the delegate extensions answering as its
/// rules say, and the subclasses its overrides need — with the line map that ties each part of
/// the scene to its lines.
///
/// Deterministic: the same scene and name give the same text, byte for byte. Pure: no files, no
/// clock. What UIKit cannot express is written as a comment where it would go (docs/CODE.md).
public struct UIKitSource: Sendable {
    /// The file's text: lines ended by newlines.
    public let text: String
    /// Where each part of the scene is in `text`.
    public let lineMap: SwiftLineMap

    /// The source of `scene`; `name` is the scene's file name without `.yaml`, which names the
    /// view controller (`widget-4-pan-requires-tap` → `Widget4PanRequiresTapViewController`).
    public init(scene: SceneDescription, name: String) {
        let context = ExportContext(inventory: SceneInventory(scene: scene), sceneName: name)
        // Code outside viewDidLoad first: what it refers to becomes a stored property.
        var actions = SwiftWriter()
        for entry in context.inventory.recognizers where !entry.description.actions.isEmpty {
            actions.separate()
            ActionMethodCode(context: context).write(entry, into: &actions)
        }
        for entry in context.inventory.views {
            if let control = entry.description.control { ControlCode(context: context).writeMethods(control, of: entry, into: &actions) }
        }
        var extensions = SwiftWriter()
        DelegateCode(context: context).write(into: &extensions)
        ScrollCode(context: context).writeDelegate(into: &extensions)
        InteractionCode(context: context).writeDelegates(into: &extensions)
        var animators = SwiftWriter()
        for (viewID, spec) in context.inventory.animators {
            animators.separate()
            AnimatorCode(context: context).writeProperty(spec, viewID: viewID, into: &animators)
        }
        var appearance = SwiftWriter()
        Self.writeViewDidAppear(context, into: &appearance)

        var body = SwiftWriter()
        Self.writeProperties(context, animators: animators, into: &body)
        body.separate()
        ViewDidLoadCode(context: context).write(into: &body)
        if !appearance.lines.isEmpty {
            body.line()
            body.append(appearance)
        }
        if !actions.lines.isEmpty {
            body.line()
            body.line("// MARK: - Actions")
            body.line()
            body.append(actions)
        }
        HelperCode.writeMethods(usedIn: body.text + extensions.text, into: &body)

        var file = SwiftWriter()
        Self.writeHeader(context, name: name, into: &file)
        file.block("final class \(context.controllerName): UIViewController") { file in file.append(body) }
        if !extensions.lines.isEmpty {
            file.line()
            file.append(extensions)
        }
        var types = SwiftWriter()
        ViewSubclassCode(context: context).write(into: &types)
        RecognizerSubclassCode(context: context).write(into: &types)
        if !types.lines.isEmpty {
            file.separate()
            file.line("// MARK: - Views and recognizers")
            file.line()
            file.append(types)
        }
        HelperCode.writeExtensions(usedIn: file.text, into: &file)
        text = file.text
        lineMap = SwiftLineMap(ranges: file.anchors)
    }

    private static func writeHeader(_ context: ExportContext, name: String, into writer: inout SwiftWriter) {
        let scene = context.inventory.scene
        writer.line("// \(Self.oneLine(scene.name))")
        writer.line("//")
        for line in Self.wrapped("The UIKit code that builds the Gesturescope scene \(name).yaml, written by `gesturescope swift` (docs/CODE.md). "
                                 + "The scene's demo input is not code: play it in Gesturescope, or perform it on a device.", width: 96) {
            writer.line("// " + line)
        }
        writer.line()
        writer.line("import UIKit")
        let declaresRecognizers = context.inventory.recognizers.contains { entry in
            !entry.description.overrides.isEmpty || [.touchDelay, .custom].contains(RecognizerClass(of: entry.built).family)
        }
        if declaresRecognizers { writer.line("import UIKit.UIGestureRecognizerSubclass") }
        writer.line()
        var doc = [Self.oneLine(scene.name) + "."]
        if let summary = scene.summary { doc += [""] + Self.wrapped(summary, width: 96) }
        let captions = scene.script.captions.filter { !$0.text.isEmpty }
        if !captions.isEmpty {
            doc += ["", "Its demo's captions:"]
            for caption in captions { doc += Self.wrapped("- \(formatNumber(caption.time, decimals: 3)) s: \(caption.text)", width: 96, indent: "  ") }
        }
        if scene.sizeClass == .compact {
            doc += [""] + Self.wrapped("It plays in a compact size class (an iPhone): a long press competing with a drag waits for the touch to end.", width: 96)
        }
        if !scene.systemEdges.isEmpty {
            let edges = SystemEdge.allCases.filter(scene.systemEdges.contains).map { "\($0.rawValue) (\($0.systemUIName))" }
            doc += [""] + Self.wrapped("The system's own gestures at the \(edges.joined(separator: ", ")) edge take part, as on a device.", width: 96)
        }
        for line in doc { writer.line(line.isEmpty ? "///" : "/// " + line) }
    }

    private static func writeProperties(_ context: ExportContext, animators: SwiftWriter, into writer: inout SwiftWriter) {
        let views = ViewCode(context: context)
        for entry in context.inventory.views where context.storedViews.contains(entry.description.id) { writer.line(views.property(entry)) }
        for entry in context.inventory.views where context.storedLabels.contains(entry.description.id) {
            writer.line("private let \(context.labelName(entry.description.id)) = UILabel()")
        }
        let recognizers = RecognizerCode(context: context)
        for entry in context.inventory.recognizers where context.storedRecognizers.contains(entry.description.id) {
            writer.line(recognizers.property(entry))
        }
        if !animators.lines.isEmpty {
            writer.separate()
            writer.append(animators)
        }
        if !context.stateProperties.isEmpty {
            writer.separate()
            for line in context.stateProperties { writer.line(line) }
        }
        let scene = context.inventory.scene
        let defersLater = context.inventory.recognizers.contains { entry in
            entry.description.actions.contains { if case .deferSystemGestures = $0.behavior { true } else { false } }
        }
        if !scene.deferredSystemEdges.isEmpty || defersLater {
            writer.separate()
            SystemEdgeCode.writeDeferral(scene.deferredSystemEdges, into: &writer)
        }
    }

    /// Load-time block animations and the property animators the scene starts, as the view appears.
    private static func writeViewDidAppear(_ context: ExportContext, into writer: inout SwiftWriter) {
        let animated = context.inventory.views.filter { $0.description.animation != nil }
        let starting = context.inventory.animators.filter(\.spec.starts)
        guard !animated.isEmpty || !starting.isEmpty else { return }
        writer.block("override func viewDidAppear(_ animated: Bool)") { writer in
            writer.line("super.viewDidAppear(animated)")
            for entry in animated {
                guard let spec = entry.description.animation else { continue }
                let body = AnimationCode.assignments(spec.changes, to: context.view(entry.description.id, inClosure: true), declared: entry.built.transform)
                writer.anchored(.view(entry.description.id)) { writer in AnimationCode.writeBlock(spec, into: &writer, body: body) }
            }
            for (_, spec) in starting { AnimatorCode(context: context).writeStart(spec, into: &writer) }
        }
    }

    /// `text` on one line (a name with a line break would end a `//` comment early).
    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// `text` in lines of at most `width` characters where words allow, later lines indented.
    static func wrapped(_ text: String, width: Int, indent: String = "") -> [String] {
        var lines: [String] = []
        var current = ""
        for word in oneLine(text).split(separator: " ") {
            if !current.isEmpty, current.count + 1 + word.count > width {
                lines.append(current)
                current = indent + word
            } else {
                current += (current.isEmpty ? "" : " ") + word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
