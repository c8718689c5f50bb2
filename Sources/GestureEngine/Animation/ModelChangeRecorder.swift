/// Records which views' animatable model values an animation block's `changes` modify, with
/// their values from before the first change: as UIKit's property setters register with the
/// current animation block, so that starting an animation costs what it changes, not what the
/// window holds.
///
/// Invariants: at most one recorder is current (the innermost block running its changes); each
/// view is recorded once, with its model and presentation values from just before its first
/// change inside the block.
final class ModelChangeRecorder {
    /// The recorder of the innermost block running its changes; nil outside any block. The
    /// engine is single-threaded (see `Engine`).
    nonisolated(unsafe) static var current: ModelChangeRecorder?

    /// A view the block changed, with its values from before.
    struct Change {
        let view: View
        let model: LayerValues
        let presentation: LayerValues
    }

    private(set) var changes: [Change] = []
    private var recorded: Set<ObjectIdentifier> = []
    private let presentation: (View) -> LayerValues

    private init(presentation: @escaping (View) -> LayerValues) {
        self.presentation = presentation
    }

    /// Called by a view's animatable property before it is set.
    func viewWillChange(_ view: View) {
        guard recorded.insert(ObjectIdentifier(view)).inserted else { return }
        changes.append(Change(view: view, model: view.modelValues, presentation: presentation(view)))
    }

    /// Runs `body` with a new recorder current and returns the views of `window` it changed,
    /// in the window's back-to-front order (the order a walk of the tree would find them).
    static func changes(in window: View, presentation: @escaping (View) -> LayerValues, during body: () -> Void) -> [Change] {
        let recorder = ModelChangeRecorder(presentation: presentation)
        let outer = current
        current = recorder
        body()
        current = outer
        let inWindow = recorder.changes.filter { $0.view.root === window }
        guard inWindow.count > 1 else { return inWindow }
        return inWindow.map { ($0, $0.view.treeOrderKey) }
            .sorted { $0.1.lexicographicallyPrecedes($1.1) }
            .map(\.0)
    }
}

extension View {
    /// The child indices from the root down to this view: compared lexicographically, the
    /// order of a depth-first, back-to-front walk (a view before its subviews).
    var treeOrderKey: [Int] {
        var key: [Int] = []
        var node = self
        while let parent = node.superview {
            key.append(parent.subviews.firstIndex { $0 === node } ?? 0)
            node = parent
        }
        return key.reversed()
    }
}
