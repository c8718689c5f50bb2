import GestureEngine
import SceneRuntime

/// A view's interactions as a scene file gives them (`interactions: {drag: …, drop: …}`), each
/// delegate answer a value (docs/SCENES.md, Interactions).
public struct InteractionsDescription: Sendable, Equatable {
    public var drag: DragDescription?
    public var drop: DropDescription?

    /// Attaches the interactions to `view` (whose id names the drag interaction `<id>.drag`).
    func install(on view: View) {
        if let drag {
            let interaction = DragInteraction(id: view.id + ".drag", itemsForBeginning: drag.items, liftPreview: drag.preview,
                                              itemsForAdding: drag.itemsForAdding,
                                              allowsSimultaneousRecognitionDuringLift: drag.allowsSimultaneousRecognitionDuringLift)
            interaction.isEnabled = drag.enabled
            interaction.sessionForAddingItems = drag.sessionForAddingItems
            view.addInteraction(interaction)
        }
        if let drop {
            let behaviors = drop.perform
            view.addInteraction(DropInteraction(proposal: drop.proposal) { session, target in
                for behavior in behaviors { behavior.apply(to: target, session: session) }
            })
        }
    }
}

/// `UIDragInteraction` and its delegate's answers (§9.1–9.3, 9.6).
public struct DragDescription: Sendable, Equatable {
    /// `itemsForBeginning`: 0 refuses the lift.
    public var items = 1
    public var preview = DragInteraction.LiftPreview.view
    /// `itemsForAdding`; nil: not implemented.
    public var itemsForAdding: Int?
    /// `sessionForAddingItems`' choice among dragging sessions; nil: not implemented (the newest).
    public var sessionForAddingItems: DragInteraction.SessionChoice?
    public var allowsSimultaneousRecognitionDuringLift = false
    public var enabled = true

    /// The ids of the recognizers a drag interaction on `viewID` installs (§9.1), so scenes may
    /// name them: the lift, the gate and, when `itemsForAdding` is implemented, the add-items tap.
    static func recognizerIDs(of viewID: String, adds: Bool) -> [String] {
        let interaction = viewID + ".drag"
        return [interaction + ".lift", interaction + ".gate"] + (adds ? [interaction + ".add"] : [])
    }
}

/// `UIDropInteraction`: the proposal for every session over the view, and what a drop does.
public struct DropDescription: Sendable, Equatable {
    public var proposal: DropOperation
    public var perform: [DropBehavior] = []
}
