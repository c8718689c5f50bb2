import Foundation
import GestureEngine

/// Turns rounded-rectangle fills and borders into triangles with anti-aliased edges: every edge
/// gets a 1-pixel fringe whose outer vertices have alpha 0 (SDL_RenderGeometry does no
/// anti-aliasing of its own). Works in output pixels: `pixelScale` maps points to pixels.
public struct Tessellator {
    /// Output pixels per point (2 on a HiDPI output).
    public var pixelScale: Double
    /// Width of the alpha fringe in pixels.
    static let fringe = 1.0

    public init(pixelScale: Double) {
        self.pixelScale = pixelScale
    }

    /// The interior is a small fan per corner around the corner's arc centre plus five quads
    /// (a cross), never a fan over the whole shape: SDL's software renderer rasterises every
    /// blended triangle through a buffer the size of its bounding box, so long thin fan
    /// triangles would cost the shape's area many times over.
    public func fill(_ shape: RoundedRect, _ color: Color, into mesh: inout Mesh) {
        let segments = segments(for: shape)
        let outline = self.outline(shape.rect, radius: clampedRadius(shape), transform: shape.transform, segments: segments)
        guard outline.count >= 3, abs(signedArea(outline)) > 1e-6 else { return }
        let normals = outwardNormals(outline)
        let half = Self.fringe / 2
        let inner = zip(outline, normals).map { $0 - $1 * half }
        let outer = zip(outline, normals).map { $0 + $1 * half }
        let transparent = color.withAlphaMultiplied(by: 0)
        let innerIndices = inner.map { mesh.addVertex($0, color) }
        let outerIndices = outer.map { mesh.addVertex($0, transparent) }
        let perCorner = segments + 1
        // An opaque interior overwrites pixels; only its fringe blends.
        mesh.setBlending(color.alpha < 1)
        // Corner centres: the arc centres, or (sharp corners) the inner corner points.
        let centres: [Int32] = (0..<4).map { corner in
            guard segments > 0 else { return innerIndices[corner] }
            let centre = cornerCentre(shape, corner)
            return mesh.addVertex(centre, color)
        }
        for corner in 0..<4 where segments > 0 {
            let first = corner * perCorner
            for step in 0..<segments {
                mesh.addTriangle(centres[corner], innerIndices[first + step], innerIndices[first + step + 1])
            }
        }
        // The cross: each straight edge's band from the arc ends to the centres, and the centre quad.
        for corner in 0..<4 {
            let next = (corner + 1) % 4
            let edgeStart = innerIndices[corner * perCorner + perCorner - 1], edgeEnd = innerIndices[next * perCorner]
            mesh.addQuad(edgeStart, edgeEnd, centres[next], centres[corner])
        }
        mesh.addQuad(centres[0], centres[1], centres[2], centres[3])
        mesh.setBlending(true)
        addBand(inner: innerIndices, outer: outerIndices, into: &mesh)
    }

    /// The centre of a corner's arc, in pixels (corners clockwise from the top-right).
    private func cornerCentre(_ shape: RoundedRect, _ corner: Int) -> Point {
        let rect = shape.rect, radius = clampedRadius(shape)
        let local = [Point(rect.maxX - radius, rect.minY + radius), Point(rect.maxX - radius, rect.maxY - radius),
                     Point(rect.minX + radius, rect.maxY - radius), Point(rect.minX + radius, rect.minY + radius)][corner]
        return shape.transform.concatenating(Transform2D(scaleX: pixelScale, y: pixelScale)).apply(to: local)
    }

    /// A border `width` local points wide, inside the shape's edge.
    public func stroke(_ shape: RoundedRect, width: Double, _ color: Color, into mesh: inout Mesh) {
        let radius = clampedRadius(shape)
        let inset = min(width, min(shape.rect.width, shape.rect.height) / 2)
        let segments = segments(for: shape)
        let outerEdge = outline(shape.rect, radius: radius, transform: shape.transform, segments: segments)
        let innerEdge = outline(shape.rect.outset(dx: -inset, dy: -inset), radius: max(0, radius - inset),
                                transform: shape.transform, segments: segments)
        guard outerEdge.count >= 3, abs(signedArea(outerEdge)) > 1e-6 else { return }
        let half = Self.fringe / 2
        let outerNormals = outwardNormals(outerEdge)
        let innerNormals = outwardNormals(innerEdge)
        let transparent = color.withAlphaMultiplied(by: 0)
        // A band thinner than a pixel keeps its coverage by fading instead of shrinking below the fringe.
        let bandPixels = inset * pixelScale * SceneRenderer.uniformScale(of: shape.transform)
        let solid = bandPixels >= Self.fringe ? color : color.withAlphaMultiplied(by: max(bandPixels, 0) / Self.fringe)
        let a = zip(outerEdge, outerNormals).map { mesh.addVertex($0 + $1 * half, transparent) }
        let b = zip(outerEdge, outerNormals).map { mesh.addVertex($0 - $1 * (bandPixels >= Self.fringe ? half : 0), solid) }
        let c = zip(innerEdge, innerNormals).map { mesh.addVertex($0 + $1 * (bandPixels >= Self.fringe ? half : 0), solid) }
        let d = zip(innerEdge, innerNormals).map { mesh.addVertex($0 - $1 * half, transparent) }
        addBand(inner: b, outer: a, into: &mesh)
        addBand(inner: c, outer: b, into: &mesh)
        addBand(inner: d, outer: c, into: &mesh)
    }

    // MARK: Geometry

    private func clampedRadius(_ shape: RoundedRect) -> Double {
        max(0, min(shape.cornerRadius, min(shape.rect.width, shape.rect.height) / 2))
    }

    /// Arc segments per corner: enough that no chord strays more than ~0.25 px from the arc.
    private func segments(for shape: RoundedRect) -> Int {
        let radiusPixels = clampedRadius(shape) * pixelScale * SceneRenderer.uniformScale(of: shape.transform)
        guard radiusPixels > 0.5 else { return 0 }
        let step = 2 * acos(max(-1, min(1, 1 - 0.25 / radiusPixels)))
        // Clamped before the conversion: a radius of 1e300 px makes `step` 0 and the ratio infinite.
        return Int(max(2, min(32, (Double.pi / 2 / step).rounded(.up))))
    }

    /// The outline clockwise on screen, in pixels: four corner arcs of `segments` steps each
    /// (one point per corner when `segments` is 0).
    private func outline(_ rect: Rect, radius: Double, transform: Transform2D, segments: Int) -> [Point] {
        let centers = [Point(rect.maxX - radius, rect.minY + radius), Point(rect.maxX - radius, rect.maxY - radius),
                       Point(rect.minX + radius, rect.maxY - radius), Point(rect.minX + radius, rect.minY + radius)]
        let toPixels = transform.concatenating(Transform2D(scaleX: pixelScale, y: pixelScale))
        var points: [Point] = []
        points.reserveCapacity(4 * (segments + 1))
        for (corner, center) in centers.enumerated() {
            let start = -Double.pi / 2 + Double(corner) * Double.pi / 2
            for step in 0...segments {
                let angle = segments == 0 ? start + Double.pi / 4 : start + Double(step) / Double(segments) * Double.pi / 2
                let offset = segments == 0 ? Point(0, 0) : Point(cos(angle) * radius, sin(angle) * radius)
                let local = segments == 0 ? cornerPoint(rect, corner) : center + offset
                points.append(toPixels.apply(to: local))
            }
        }
        return points
    }

    private func cornerPoint(_ rect: Rect, _ corner: Int) -> Point {
        [Point(rect.maxX, rect.minY), Point(rect.maxX, rect.maxY), Point(rect.minX, rect.maxY), Point(rect.minX, rect.minY)][corner]
    }

    private func signedArea(_ polygon: [Point]) -> Double {
        var area = 0.0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
        }
        return area / 2
    }

    /// Per-vertex outward miter normals (length up to 2), skipping coincident neighbours.
    private func outwardNormals(_ polygon: [Point]) -> [Point] {
        let count = polygon.count
        let orientation: Double = signedArea(polygon) >= 0 ? 1 : -1
        func edgeNormal(_ from: Point, _ to: Point) -> Point? {
            let edge = to - from
            let length = edge.length
            guard length > 1e-9 else { return nil }
            return Point(edge.y / length, -edge.x / length) * orientation
        }
        return polygon.indices.map { i in
            let point = polygon[i]
            var previous: Point?
            var next: Point?
            for step in 1..<count where previous == nil {
                previous = edgeNormal(polygon[(i - step + count) % count], point)
            }
            for step in 1..<count where next == nil {
                next = edgeNormal(point, polygon[(i + step) % count])
            }
            guard let before = previous, let after = next else { return .zero }
            let sum = before + after
            let length = sum.length
            guard length > 1e-9 else { return before }
            let direction = sum * (1 / length)
            let cosine = max(0.5, direction.x * before.x + direction.y * before.y)
            return direction * (1 / cosine)
        }
    }

    private func addBand(inner: [Int32], outer: [Int32], into mesh: inout Mesh) {
        for i in inner.indices {
            let j = (i + 1) % inner.count
            mesh.addQuad(inner[i], outer[i], outer[j], inner[j])
        }
    }
}
