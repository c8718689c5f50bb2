import GestureEngine
import SceneFormat
import SceneRuntime

/// A scene's drag and drop (§9): `UIDragInteraction(delegate:)` and `UIDropInteraction(delegate:)`
/// on their views, and the delegate extensions answering as the scene's `drag` and `drop` say.
struct InteractionCode {
    let context: ExportContext

    private var dragViews: [(id: String, drag: DragDescription)] {
        context.inventory.views.compactMap { entry in entry.description.interactions?.drag.map { (entry.description.id, $0) } }
    }

    private var dropViews: [(id: String, drop: DropDescription)] {
        context.inventory.views.compactMap { entry in entry.description.interactions?.drop.map { (entry.description.id, $0) } }
    }

    /// The interactions of `viewID`, added after its recognizers.
    func writeInteractions(_ interactions: InteractionsDescription, of viewID: String, into writer: inout SwiftWriter) {
        let view = context.viewName(viewID)
        if let drag = interactions.drag {
            let name = context.memberName("drag " + viewID, view + "Drag")
            writer.line("let \(name) = UIDragInteraction(delegate: self)")
            writer.line("\(name).isEnabled = \(drag.enabled)" + (drag.enabled ? "  // false by default on iPhone" : ""))
            if drag.allowsSimultaneousRecognitionDuringLift { writer.line("\(name).allowsSimultaneousRecognitionDuringLift = true") }
            writer.line("\(view).addInteraction(\(name))")
        }
        if interactions.drop != nil { writer.line("\(view).addInteraction(UIDropInteraction(delegate: self))") }
    }

    /// The drag and drop delegate extensions the scene needs.
    func writeDelegates(into writer: inout SwiftWriter) {
        let drags = dragViews
        if !drags.isEmpty { writeDragDelegate(drags, into: &writer) }
        let drops = dropViews
        if !drops.isEmpty { writeDropDelegate(drops, into: &writer) }
    }

    private func writeDragDelegate(_ drags: [(id: String, drag: DragDescription)], into writer: inout SwiftWriter) {
        writer.separate()
        writer.line("// MARK: - UIDragInteractionDelegate")
        writer.line()
        writer.block("extension \(context.controllerName): UIDragInteractionDelegate") { writer in
            writer.block("func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem]") { writer in
                for (id, drag) in drags {
                    writer.anchored(.dragDelegate(view: id, call: .itemsForBeginning)) { writer in
                        writer.line("if interaction.view === \(context.view(id)) { return dragItems(\(drag.items), of: \(context.view(id))) }")
                    }
                }
                writer.line("return []")
            }
            let unlifted = drags.filter { $0.drag.preview == .none }
            if !unlifted.isEmpty {
                writer.line()
                writer.line("func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,")
                writer.block("                     session: any UIDragSession) -> UITargetedDragPreview?") { writer in
                    writer.line("guard let view = interaction.view else { return nil }")
                    for (id, _) in unlifted {
                        writer.anchored(.dragDelegate(view: id, call: .previewForLifting)) { writer in
                            writer.line("if view === \(context.view(id)) { return nil }  // no lift, no picture")
                        }
                    }
                    writer.line("return UITargetedDragPreview(view: view)")
                }
            }
            let adding = drags.filter { $0.drag.itemsForAdding != nil }
            if !adding.isEmpty {
                writer.line()
                writer.line("func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession,")
                writer.block("                     withTouchAt point: CGPoint) -> [UIDragItem]") { writer in
                    for (id, drag) in adding {
                        writer.anchored(.dragDelegate(view: id, call: .itemsForAdding)) { writer in
                            writer.line("if interaction.view === \(context.view(id)) { return dragItems(\(drag.itemsForAdding ?? 0), of: \(context.view(id))) }")
                        }
                    }
                    writer.line("return []")
                }
            }
            let choosing = drags.filter { $0.drag.sessionForAddingItems != nil }
            if !choosing.isEmpty { writeSessionChoice(choosing, into: &writer) }
        }
    }

    /// `sessionForAddingItems`: which of the sessions still dragging a tap adds to.
    private func writeSessionChoice(_ choosing: [(id: String, drag: DragDescription)], into writer: inout SwiftWriter) {
        writer.line()
        writer.line("func dragInteraction(_ interaction: UIDragInteraction, sessionForAddingItems sessions: [any UIDragSession],")
        writer.block("                     withTouchAt point: CGPoint) -> (any UIDragSession)?") { writer in
            writer.line("guard let view = interaction.view else { return sessions.last }")
            for (id, drag) in choosing {
                writer.anchored(.dragDelegate(view: id, call: .sessionForAddingItems)) { writer in
                    let test = "if view === \(context.view(id))"
                    switch drag.sessionForAddingItems {
                    case .oldest: writer.line(test + " { return sessions.first }")
                    case .noSession: writer.line(test + " { return nil }  // the tap stays the app's")
                    case .nearest:
                        writer.block(test) { writer in
                            writer.line("// The session whose finger is nearest the tap (the older on a tie).")
                            writer.line("return sessions.min { $0.location(in: view).distance(to: point) < $1.location(in: view).distance(to: point) }")
                        }
                    default: writer.line(test + " { return sessions.last }")
                    }
                }
            }
            writer.line("return sessions.last")
        }
    }

    private func writeDropDelegate(_ drops: [(id: String, drop: DropDescription)], into writer: inout SwiftWriter) {
        writer.separate()
        writer.line("// MARK: - UIDropInteractionDelegate")
        writer.line()
        writer.block("extension \(context.controllerName): UIDropInteractionDelegate") { writer in
            writer.block("func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal") { writer in
                let proposals = Set(drops.map(\.drop.proposal))
                if proposals.count == 1, let proposal = proposals.first {
                    writer.line("UIDropProposal(operation: .\(proposal.rawValue))")
                } else {
                    for (id, drop) in drops {
                        writer.line("if interaction.view === \(context.view(id)) { return UIDropProposal(operation: .\(drop.proposal.rawValue)) }")
                    }
                    writer.line("return UIDropProposal(operation: .cancel)")
                }
            }
            let performing = drops.filter { !$0.drop.perform.isEmpty }
            guard !performing.isEmpty else { return }
            writer.line()
            writer.block("func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession)") { writer in
                for (id, drop) in performing {
                    writer.anchored(.drop(view: id)) { writer in
                        writer.block("if interaction.view === \(context.view(id))") { writer in
                            for behavior in drop.perform { write(behavior, target: id, into: &writer) }
                        }
                    }
                }
            }
        }
    }

    private func write(_ behavior: DropBehavior, target: String, into writer: inout SwiftWriter) {
        switch behavior {
        case .moveItemsIn: writer.line("moveDraggedViews(of: session, into: \(context.view(target)))")
        case let .effect(.setBackground(color)): writer.line("\(context.view(target)).backgroundColor = \(SwiftLiteral.color(color))")
        case let .effect(.setLabel(text)): writer.line(ViewCode.setLabel(text, of: target, context: context))
        case let .effect(.setHidden(id, hidden)): writer.line("\(context.view(id)).isHidden = \(hidden)")
        }
    }
}
