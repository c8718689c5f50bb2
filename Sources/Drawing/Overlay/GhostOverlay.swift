import Foundation
import GestureEngine

/// Model ghosts: while a view animates, its model frame (where it will be, and where UIKit's
/// default hit testing looks) is drawn as a dashed outline beside the presentation (§8.1, §2.6).
public enum GhostOverlay {
    public static let color = Color(red8: 0xCC, green8: 0x79, blue8: 0xA7)

    /// Ghosts beyond this many go unlabelled: a crowd of "model" labels reads as noise, and each
    /// is a text copy every frame.
    public static let labelledGhosts = 64

    /// Every animating view's outline, then their labels: runs of one kind that renderers batch
    /// (the outlines of equal views share one cached coverage; the labels, all alike, are cached text).
    /// Each is cut as its view is by its clipping ancestors (their model frames, as the ghosts
    /// are): the ghosts under one clip share one `.clip` … `.clip(nil)`, so a scrolled list's
    /// ghosts stay one run.
    public static func draw(window: View, isAnimating: (View) -> Bool, into list: inout DrawList) {
        var ghosts: [(outline: DashedOutline, clip: SceneRenderer.AncestorClip)] = []
        var labels: [(position: Point, clip: SceneRenderer.AncestorClip)] = []
        let rootClip: SceneRenderer.AncestorClip = window.clipsToBounds ? .rect(window.bounds) : .none
        drawSubviews(of: window, toRoot: .identity, clip: rootClip, isAnimating: isAnimating, ghosts: &ghosts, labels: &labels)
        appendGrouped(ghosts, into: &list) { .dashedOutline($0, color) }
        guard labels.count <= labelledGhosts else { return }
        appendGrouped(labels, into: &list) { .text(TextRun(text: "model", fontSize: 9, color: color, position: $0, alignment: .left)) }
    }

    /// `items` as commands, each run of items under one clip inside one clip pair.
    private static func appendGrouped<Item>(_ items: [(Item, clip: SceneRenderer.AncestorClip)], into list: inout DrawList,
                                            command: (Item) -> DrawCommand) {
        var start = 0
        while start < items.count {
            let clip = items[start].clip
            var end = start + 1
            while end < items.count, items[end].clip == clip { end += 1 }
            list.append(within: clip) { list in
                for item in items[start..<end] { list.append(command(item.0)) }
            }
            start = end
        }
    }

    /// The outlines of `view`'s animating descendants, depth first in drawing order; each
    /// view's model transform to the window is its superview's (`toRoot`) after its own; `clip`
    /// is how `view`'s clipping ancestors and itself cut its subviews.
    private static func drawSubviews(of view: View, toRoot: Transform2D, clip: SceneRenderer.AncestorClip, isAnimating: (View) -> Bool,
                                     ghosts: inout [(outline: DashedOutline, clip: SceneRenderer.AncestorClip)],
                                     labels: inout [(position: Point, clip: SceneRenderer.AncestorClip)]) {
        // Nothing under a clip that leaves no room shows.
        guard clip != .hidden else { return }
        for subview in view.subviews {
            let placement = subview.transformToSuperview.concatenating(toRoot)
            if isAnimating(subview) {
                ghosts.append((DashedOutline(RoundedRect(rect: subview.bounds, cornerRadius: 0, transform: placement)), clip))
                // Past the limit none is labelled: one more position only says so.
                if labels.count <= labelledGhosts {
                    labels.append((placement.apply(to: Point(subview.bounds.minX, subview.bounds.minY)) + Point(2, -7), clip))
                }
            }
            guard !subview.subviews.isEmpty else { continue }
            var inner = clip
            if subview.clipsToBounds {
                let own = placement.apply(to: subview.bounds)
                switch clip {
                case .none: inner = .rect(own)
                case let .rect(outer): inner = own.intersection(outer).map { .rect($0) } ?? .hidden
                case .hidden: inner = .hidden
                }
            }
            drawSubviews(of: subview, toRoot: placement, clip: inner, isAnimating: isAnimating, ghosts: &ghosts, labels: &labels)
        }
    }
}
