import Foundation
import GestureEngine

/// A dashed outline: bands `thickness` points wide centred on the edges of a rectangle placed by
/// a transform, `dash` points drawn then `gap` points skipped along each edge from its start
/// corner (clockwise from the top-left), in window points whatever the transform's scale.
/// The renderer draws an axis-aligned one from one cached coverage, others dash by dash.
public struct DashedOutline: Equatable, Sendable {
    /// The outlined rectangle (its corner radius is ignored) and its placement in the window.
    public var shape: RoundedRect
    /// Points drawn along an edge, then `gap` points skipped.
    public static let dash = 7.0
    /// Points.
    public static let gap = 5.0
    /// Points across a dash, centred on the edge.
    public static let thickness = 2.0

    public init(_ shape: RoundedRect) {
        self.shape = shape
    }

    /// The corners in window points, clockwise from the top-left of the local rectangle.
    public var corners: [Point] {
        shape.rect.corners.map { shape.transform.apply(to: $0) }
    }

    /// Every dash as a filled band: along an axis, a plain rectangle; otherwise a rotated one.
    public var dashes: [RoundedRect] {
        let corners = corners
        var result: [RoundedRect] = []
        for index in corners.indices {
            Self.dashes(from: corners[index], to: corners[(index + 1) % corners.count], into: &result)
        }
        return result
    }

    private static func dashes(from start: Point, to end: Point, into result: inout [RoundedRect]) {
        let length = start.distance(to: end)
        guard length > 0, length.isFinite else { return }
        let direction = (end - start) * (1 / length)
        let isAxisAligned = abs(direction.x) < 1e-9 || abs(direction.y) < 1e-9
        let half = thickness / 2
        let placement = Transform2D(rotationAngle: atan2(direction.y, direction.x)).concatenating(Transform2D(translationX: start.x, y: start.y))
        var offset = 0.0
        while offset < length {
            let piece = min(dash, length - offset)
            if isAxisAligned {
                let from = start + direction * offset, to = start + direction * (offset + piece)
                result.append(RoundedRect(rect: Rect(min(from.x, to.x) - half * abs(direction.y), min(from.y, to.y) - half * abs(direction.x),
                                                     abs(to.x - from.x) + thickness * abs(direction.y),
                                                     abs(to.y - from.y) + thickness * abs(direction.x)),
                                          cornerRadius: 0))
            } else {
                result.append(RoundedRect(rect: Rect(offset, -half, piece, thickness), cornerRadius: 0, transform: placement))
            }
            offset += dash + gap
        }
    }
}
