/// Records which views' animatable model values an animation block's `changes` modify, with
/// their values from before the first change: as UIKit's property setters register with the
/// current animation block, so that starting an animation costs what it changes, not what the
/// window holds.
///
/// The recorder is held by the window's root (`View.modelChangeRecorder`), not by the process:
/// each engine is single-threaded, but two engines may run on two threads, and a block of one
/// must not record the views of the other.
///
/// Invariants: at most one recorder per window is current (the innermost block running its
/// changes); each view is recorded once, with its model and presentation values from just
/// before its first change inside the block.
final class ModelChangeRecorder {
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

    /// Runs `body` with a new recorder current for `window`'s tree (held by its root) and returns the views of
    /// `window` it changed, in the window's back-to-front order (the order a walk of the tree
    /// would find them). A view that leaves the window during `body` is not returned.
    static func changes(in window: View, presentation: @escaping (View) -> LayerValues, during body: () -> Void) -> [Change] {
        let recorder = ModelChangeRecorder(presentation: presentation)
        let holder = window.root
        let outer = holder.modelChangeRecorder
        holder.modelChangeRecorder = recorder
        body()
        holder.modelChangeRecorder = outer
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
