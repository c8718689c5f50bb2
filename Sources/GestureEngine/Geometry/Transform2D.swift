import Foundation

/// A 2-D affine transform (CGAffineTransform's conventions; named apart from Foundation's
/// `AffineTransform`): a point maps to
/// `(a·x + c·y + tx, b·x + d·y + ty)`. Angles are radians; with y down, positive angles turn
/// clockwise on screen.
public struct Transform2D: Hashable, Sendable, CustomStringConvertible {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians about the origin.
    public init(rotationAngle angle: Double) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// `self` applied first, then `next` (CoreGraphics `concatenating`).
    public func concatenating(_ next: Transform2D) -> Transform2D {
        Transform2D(
            a: a * next.a + b * next.c,
            b: a * next.b + b * next.d,
            c: c * next.a + d * next.c,
            d: c * next.b + d * next.d,
            tx: tx * next.a + ty * next.c + next.tx,
            ty: tx * next.b + ty * next.d + next.ty
        )
    }

    public func translatedBy(x: Double, y: Double) -> Transform2D {
        Transform2D(translationX: x, y: y).concatenating(self)
    }

    public func scaledBy(x: Double, y: Double) -> Transform2D {
        Transform2D(scaleX: x, y: y).concatenating(self)
    }

    public func rotated(by angle: Double) -> Transform2D {
        Transform2D(rotationAngle: angle).concatenating(self)
    }

    /// Determinant; zero means the transform collapses the plane and has no inverse.
    public var determinant: Double { a * d - b * c }

    /// The inverse, or nil when the transform is singular (a zero scale).
    public var inverted: Transform2D? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return Transform2D(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det,
            ty: (b * tx - a * ty) / det
        )
    }

    public func apply(to point: Point) -> Point {
        Point(a * point.x + c * point.y + tx, b * point.x + d * point.y + ty)
    }

    /// The bounding box of the transformed rectangle. Without arrays: renderers and the damage
    /// tracker ask it of every command in every frame.
    public func apply(to rect: Rect) -> Rect {
        let first = apply(to: Point(rect.minX, rect.minY))
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        func include(_ x: Double, _ y: Double) {
            let point = apply(to: Point(x, y))
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        include(rect.maxX, rect.minY)
        include(rect.maxX, rect.maxY)
        include(rect.minX, rect.maxY)
        return Rect(minX, minY, maxX - minX, maxY - minY)
    }

    /// Rotation angle in radians implied by the first column.
    public var rotationAngle: Double { atan2(b, a) }

    public var description: String {
        "[\([a, b, c, d, tx, ty].map { formatNumber($0) }.joined(separator: ", "))]"
    }
}
