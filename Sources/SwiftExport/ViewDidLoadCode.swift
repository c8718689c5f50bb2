import GestureEngine
import SceneFormat

/// `viewDidLoad`: the window's size and colour, every view (with its label, control or scroll
/// settings) followed by its recognizers and interactions, depth first as the scene builds
/// them; then what needs every view and recognizer to exist — later `require(toFail:)` calls,
/// recognizers moved to other views, the weak references of overriding subclasses — and the
/// property animators' settings.
struct ViewDidLoadCode {
    let context: ExportContext

    func write(into writer: inout SwiftWriter) {
        let scene = context.inventory.scene
        writer.anchored(.viewDidLoad) { writer in
            writer.block("override func viewDidLoad()") { writer in
                writer.line("super.viewDidLoad()")
                let size = "\(SwiftLiteral.number(scene.windowSize.width)) × \(SwiftLiteral.number(scene.windowSize.height))"
                writer.line("// The scene's window is \(size) pt; every frame below is in its points.")
                writer.line("preferredContentSize = \(SwiftLiteral.size(scene.windowSize))")
                writer.line("view.backgroundColor = \(SwiftLiteral.color(scene.background))")
                writeViews(of: nil, into: &writer)
                writeRelationships(into: &writer)
                let animators = AnimatorCode(context: context)
                for (_, spec) in context.inventory.animators {
                    var configuration = SwiftWriter()
                    animators.writeConfiguration(spec, into: &configuration)
                    guard !configuration.lines.isEmpty else { continue }
                    writer.separate()
                    writer.append(configuration)
                }
            }
        }
    }

    private func writeViews(of superviewID: String?, into writer: inout SwiftWriter) {
        let views = ViewCode(context: context)
        let recognizers = RecognizerCode(context: context)
        for entry in context.inventory.subviews(of: superviewID) {
            writer.separate()
            views.write(entry, into: &writer)
            for recognizer in context.inventory.recognizers(declaredBy: entry.description.id) {
                writer.separate()
                recognizers.write(recognizer, into: &writer)
            }
            if let interactions = entry.description.interactions {
                writer.anchored(.view(entry.description.id)) { writer in
                    InteractionCode(context: context).writeInteractions(interactions, of: entry.description.id, into: &writer)
                }
            }
            writeViews(of: entry.description.id, into: &writer)
        }
    }

    private func writeRelationships(into writer: inout SwiftWriter) {
        var section = SwiftWriter()
        let recognizers = RecognizerCode(context: context)
        for entry in context.inventory.recognizers { recognizers.writeLateRequirements(entry, into: &section) }
        for entry in context.inventory.recognizers { recognizers.writeMove(entry, into: &section) }
        for entry in context.inventory.views {
            if let scroll = entry.description.scroll { ScrollCode(context: context).writePanMove(scroll, of: entry.description.id, into: &section) }
        }
        let subclasses = RecognizerSubclassCode(context: context)
        for entry in context.inventory.recognizers where !entry.description.overrides.isEmpty {
            let name = context.recognizerName(entry.description.id)
            section.anchored(.recognizer(entry.description.id)) { section in
                for (id, property) in subclasses.references(entry) {
                    if let other = context.localRecognizer(id) { section.line("\(name).\(property) = \(other)") }
                }
            }
        }
        guard !section.lines.isEmpty else { return }
        writer.separate()
        writer.append(section)
    }
}
