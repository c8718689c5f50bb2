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
        drawSubviews(of: window, toRoot: .identity, isAnimating: isAnimating, labels: &labels, into: &list)
        guard labels.count <= labelledGhosts else { return }
        for position in labels {
            list.append(.text(TextRun(text: "model", fontSize: 9, color: color, position: position, alignment: .left)))
        }
    }

    /// The outlines of `view`'s animating descendants, depth first in drawing order; each
    /// view's model transform to the window is its superview's (`toRoot`) after its own.
    private static func drawSubviews(of view: View, toRoot: Transform2D, isAnimating: (View) -> Bool, labels: inout [Point],
                                     into list: inout DrawList) {
        for subview in view.subviews {
            let placement = subview.transformToSuperview.concatenating(toRoot)
            if isAnimating(subview) {
                list.append(.dashedOutline(DashedOutline(RoundedRect(rect: subview.bounds, cornerRadius: 0, transform: placement)), color))
                // Past the limit none is labelled: one more position only says so.
                if labels.count <= labelledGhosts {
                    labels.append(placement.apply(to: Point(subview.bounds.minX, subview.bounds.minY)) + Point(2, -7))
                }
            }
            drawSubviews(of: subview, toRoot: placement, isAnimating: isAnimating, labels: &labels, into: &list)
        }
    }
}
