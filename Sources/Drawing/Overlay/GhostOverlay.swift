import Foundation
import GestureEngine

/// Model ghosts: while a view animates, its model frame (where it will be, and where UIKit's
/// default hit testing looks) is drawn as a dashed outline beside the presentation (§8.1, §2.6).
public enum GhostOverlay {
    static let dash = 7.0
    static let gap = 5.0
    public static let color = Color(red8: 0xCC, green8: 0x79, blue8: 0xA7)

    /// Every animating view's dashes, then their labels: runs of one colour that renderers
    /// batch (the labels, all alike, are cached textures).
    public static func draw(window: View, isAnimating: (View) -> Bool, into list: inout DrawList) {
        var labels: [Point] = []
        window.forEachInSubtree { view in
            guard view !== window, isAnimating(view) else { return }
            let toWindow = view.transformToRoot
            let corners = view.bounds.corners.map { toWindow.apply(to: $0) }
            for index in corners.indices {
                dashes(from: corners[index], to: corners[(index + 1) % corners.count], into: &list)
            }
            labels.append(corners[0] + Point(2, -7))
        }
        for position in labels {
            list.append(.text(TextRun(text: "model", fontSize: 9, color: color, position: position, alignment: .left)))
        }
    }

    /// Dashes along one edge, each a 2 pt band centred on it. Along an axis (most ghosts) they
    /// are plain rectangles, which renderers fill at memory speed; otherwise rotated bands.
    private static func dashes(from start: Point, to end: Point, into list: inout DrawList) {
        let length = start.distance(to: end)
        guard length > 0 else { return }
        let direction = (end - start) * (1 / length)
        let isAxisAligned = abs(direction.x) < 1e-9 || abs(direction.y) < 1e-9
        let angle = atan2(end.y - start.y, end.x - start.x)
        let placement = Transform2D(rotationAngle: angle).concatenating(Transform2D(translationX: start.x, y: start.y))
        var offset = 0.0
        while offset < length {
            let piece = min(dash, length - offset)
            if isAxisAligned {
                let from = start + direction * offset, to = start + direction * (offset + piece)
                let band = Rect(min(from.x, to.x) - abs(direction.y), min(from.y, to.y) - abs(direction.x),
                                abs(to.x - from.x) + 2 * abs(direction.y), abs(to.y - from.y) + 2 * abs(direction.x))
                list.append(.fill(RoundedRect(rect: band, cornerRadius: 0), color))
            } else {
                list.append(.fill(RoundedRect(rect: Rect(offset, -1, piece, 2), cornerRadius: 0, transform: placement), color))
            }
            offset += dash + gap
        }
    }
}
