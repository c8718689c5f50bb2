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
    /// (the outlines of equal views share one texture; the labels, all alike, are cached text).
    public static func draw(window: View, isAnimating: (View) -> Bool, into list: inout DrawList) {
        var labels: [Point] = []
        window.forEachInSubtree { view in
            guard view !== window, isAnimating(view) else { return }
            let placement = view.transformToRoot
            list.append(.dashedOutline(DashedOutline(RoundedRect(rect: view.bounds, cornerRadius: 0, transform: placement)), color))
            // Past the limit none is labelled: one more position only says so.
            guard labels.count <= labelledGhosts else { return }
            labels.append(placement.apply(to: Point(view.bounds.minX, view.bounds.minY)) + Point(2, -7))
        }
        guard labels.count <= labelledGhosts else { return }
        for position in labels {
            list.append(.text(TextRun(text: "model", fontSize: 9, color: color, position: position, alignment: .left)))
        }
    }
}
