import GestureEngine
import SceneFormat

/// A scene's view as `viewDidLoad` makes it: its class, every property the scene sets that
/// differs from UIKit's default, its label, its control or scroll view settings, then its place
/// in the hierarchy.
struct ViewCode {
    let context: ExportContext

    /// The expression that makes the view (`TouchLoggingView()`, `UIButton(type: .system)` …).
    func initializer(_ entry: SceneInventory.ViewEntry) -> String {
        let viewClass = ViewClass(of: entry.description, built: entry.built)
        switch entry.description.control?.kind {
        case .button: return "\(viewClass.name)(type: .system)"
        case let .segmented(count, _):
            let titles = entry.description.control?.segmentTitles ?? []
            let items = titles.isEmpty ? (1...max(count, 1)).map { String($0) } : titles
            return "\(viewClass.name)(items: [\(items.map(SwiftLiteral.string).joined(separator: ", "))])"
        default: return "\(viewClass.name)()"
        }
    }

    /// The lines making `entry` (declaring it unless it is stored) and adding it to its superview.
    func write(_ entry: SceneInventory.ViewEntry, into writer: inout SwiftWriter) {
        let id = entry.description.id
        let name = context.viewName(id)
        let view = entry.built
        let viewClass = ViewClass(of: entry.description, built: view)
        let defaults = View(id: id)
        writer.anchored(.view(id)) { writer in
            if !context.storedViews.contains(id) { writer.line("let \(name) = \(initializer(entry))") }
            writer.line("\(name).frame = \(SwiftLiteral.rect(entry.description.frame))")
            if viewClass.logsTouches { writer.line("\(name).accessibilityIdentifier = \(SwiftLiteral.string(id))") }
            if entry.description.scroll == nil, view.bounds.origin != .zero {
                writer.line("\(name).bounds.origin = \(SwiftLiteral.point(view.bounds.origin))")
            }
            if !view.transform.isIdentity { writer.line("\(name).transform = \(SwiftLiteral.transform(view.transform))") }
            if view.alpha != defaults.alpha { writer.line("\(name).alpha = \(SwiftLiteral.number(view.alpha))") }
            if view.isHidden { writer.line("\(name).isHidden = true") }
            if !view.isUserInteractionEnabled { writer.line("\(name).isUserInteractionEnabled = false") }
            if view.isMultipleTouchEnabled { writer.line("\(name).isMultipleTouchEnabled = true") }
            if view.isExclusiveTouch { writer.line("\(name).isExclusiveTouch = true") }
            if view.clipsToBounds != viewClass.clipsByDefault { writer.line("\(name).clipsToBounds = \(view.clipsToBounds)") }
            if view.backgroundColor != defaults.backgroundColor { writer.line("\(name).backgroundColor = \(SwiftLiteral.color(view.backgroundColor))") }
            if view.cornerRadius != 0 { writer.line("\(name).layer.cornerRadius = \(SwiftLiteral.number(view.cornerRadius))") }
            if view.borderWidth != 0 { writer.line("\(name).layer.borderWidth = \(SwiftLiteral.number(view.borderWidth))") }
            if view.borderColor != defaults.borderColor { writer.line("\(name).layer.borderColor = \(SwiftLiteral.typedColor(view.borderColor)).cgColor") }
            if let size = view.hitTestOptions.minimumTouchSize, size != ViewSubclassCode.standardTouchSize {
                writer.line("\(name).minimumTouchSize = \(SwiftLiteral.number(size))")
            }
            if let control = entry.description.control { ControlCode(context: context).writeConfiguration(control, of: id, into: &writer) }
            if let scroll = entry.description.scroll { ScrollCode(context: context).writeConfiguration(scroll, of: id, into: &writer) }
            writer.line("\(context.localView(entry.superviewID)).addSubview(\(name))")
            writeLabel(entry, into: &writer)
        }
    }

    /// The view's `label`: a button's title, or a centred `UILabel` on top of its background
    /// and below its subviews (an empty one when only a behaviour sets its text).
    private func writeLabel(_ entry: SceneInventory.ViewEntry, into writer: inout SwiftWriter) {
        let id = entry.description.id
        let name = context.viewName(id)
        let stored = context.storedLabels.contains(id)
        guard let label = entry.built.label ?? (stored ? ViewLabel(text: "") : nil) else { return }
        if case .button = entry.description.control?.kind {
            writer.line("\(name).setTitle(\(SwiftLiteral.string(label.text)), for: .normal)")
            writer.line("\(name).setTitleColor(\(SwiftLiteral.color(label.color)), for: .normal)")
            writer.line("\(name).titleLabel?.font = .systemFont(ofSize: \(SwiftLiteral.number(label.fontSize)))")
            return
        }
        var arguments = [(stored ? context.labelName(id) + ", " : "") + "text: " + SwiftLiteral.string(label.text)]
        if label.color != .black { arguments.append("color: " + SwiftLiteral.color(label.color)) }
        if label.fontSize != 17 { arguments.append("size: " + SwiftLiteral.number(label.fontSize)) }
        writer.line("\(name).addCenteredLabel(\(arguments.joined(separator: ", ")))")
    }

    /// The stored property declaring the view, when code outside `viewDidLoad` uses it.
    func property(_ entry: SceneInventory.ViewEntry) -> String {
        "private let \(context.viewName(entry.description.id)) = \(initializer(entry))"
    }

    /// The line that sets the text of `viewID`'s label: a button's title, or its label's text.
    /// `button` names the button where the code has it at hand (a control action's `sender`).
    static func setLabel(_ text: String, of viewID: String, context: ExportContext, button: String? = nil) -> String {
        if case .button = context.inventory.view(viewID)?.description.control?.kind {
            return "\(button ?? context.view(viewID)).setTitle(\(SwiftLiteral.string(text)), for: .normal)"
        }
        return "\(context.label(of: viewID)).text = \(SwiftLiteral.string(text))"
    }
}
