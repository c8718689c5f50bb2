import Foundation
import GestureEngine

/// A rectangle of output pixels that a shape covers with one coverage level.
public struct CoverageRect: Equatable, Sendable {
    /// Pixels.
    public var x: Int32, y: Int32, width: Int32, height: Int32
    /// 1…`CoverageRasterizer.levels`; `levels` is full coverage.
    public var level: Int
}

/// Anti-aliased coverage of axis-aligned rounded rectangles (fills and borders) as a few
/// rectangles of constant coverage: an interior rectangle, one column or row per straight edge
/// and small steps at the corners.
///
/// Why: SDL's software renderer fills a rectangle at memory speed but rasterises every blended
/// triangle through a temporary surface (about 1 µs each), and an anti-aliased rounded rectangle
/// is ~60 of them. Rotated or unevenly scaled shapes still go through `Tessellator`.
///
/// Coverage is the signed-distance model the tessellator's 1-pixel fringe also draws: a pixel
/// whose centre lies `d` pixels outside the edge is covered `0.5 − d` (clamped to 0…1),
/// quantised to `levels` steps. Pixel (i, j) spans i…i+1, j…j+1; its centre is (i+½, j+½).
public struct CoverageRasterizer {
    /// Coverage steps; 16 is finer than a 1-pixel fringe can show.
    public static let levels = 16

    /// Output pixels per point.
    public var pixelScale: Double

    public init(pixelScale: Double) {
        self.pixelScale = pixelScale
    }

    /// The shape's box and radius in output pixels, or nil when its transform rotates, skews or
    /// scales unevenly (then only triangles can draw it).
    func pixelBox(_ shape: RoundedRect) -> (box: Rect, radius: Double)? {
        let t = shape.transform
        guard t.b == 0, t.c == 0, abs(abs(t.a) - abs(t.d)) < 1e-9, t.a != 0 else { return nil }
        let toPixels = t.concatenating(Transform2D(scaleX: pixelScale, y: pixelScale))
        let corner1 = toPixels.apply(to: Point(shape.rect.minX, shape.rect.minY))
        let corner2 = toPixels.apply(to: Point(shape.rect.maxX, shape.rect.maxY))
        let box = Rect(min(corner1.x, corner2.x), min(corner1.y, corner2.y), abs(corner2.x - corner1.x), abs(corner2.y - corner1.y))
        let radius = max(0, min(shape.cornerRadius * abs(toPixels.a), min(box.width, box.height) / 2))
        return (box, radius)
    }

    /// The coverage of a fill, or nil when the shape needs triangles.
    public func fill(_ shape: RoundedRect) -> [CoverageRect]? {
        guard let (box, radius) = pixelBox(shape) else { return nil }
        return rasterize(Ring(outer: RoundedBox(box, radius: radius), inner: nil))
    }

    /// The coverage of a border `width` local points wide inside the shape's edge, or nil when
    /// the shape needs triangles.
    public func stroke(_ shape: RoundedRect, width: Double) -> [CoverageRect]? {
        guard let (box, radius) = pixelBox(shape) else { return nil }
        let inset = min(width * abs(shape.transform.a) * pixelScale, min(box.width, box.height) / 2)
        let outer = RoundedBox(box, radius: radius)
        let innerBox = box.outset(dx: -inset, dy: -inset)
        let inner = innerBox.width > 0 && innerBox.height > 0 ? RoundedBox(innerBox, radius: max(0, radius - inset)) : nil
        return rasterize(Ring(outer: outer, inner: inner))
    }

    /// Row by row: pixels near the sides are evaluated one by one, the middle of a row (where
    /// coverage cannot vary along x) once; equal neighbours merge into spans, and a span equal
    /// to one in the row above extends that rectangle downwards.
    private func rasterize(_ ring: Ring) -> [CoverageRect] {
        let box = ring.outer.box
        let firstRow = Int(box.minY.rounded(.down)), endRow = Int(box.maxY.rounded(.up))
        let firstColumn = Int(box.minX.rounded(.down)), endColumn = Int(box.maxX.rounded(.up))
        let middle = ring.constantColumns
        var rects: [CoverageRect] = []
        var above: [(start: Int, end: Int, level: Int, rect: Int)] = []
        var current: [(start: Int, end: Int, level: Int, rect: Int)] = []
        for row in firstRow..<endRow {
            let y = Double(row) + 0.5
            current.removeAll(keepingCapacity: true)
            var spanStart = firstColumn, spanLevel = 0
            func close(at column: Int) {
                guard spanLevel > 0, column > spanStart else { return }
                current.append((spanStart, column, spanLevel, -1))
            }
            func visit(_ column: Int, _ level: Int) {
                if level != spanLevel {
                    close(at: column)
                    spanStart = column
                    spanLevel = level
                }
            }
            var column = firstColumn
            while column < endColumn {
                if column == middle.lowerBound, middle.upperBound > middle.lowerBound {
                    visit(column, Self.level(ring.middleCoverage(y: y)))
                    column = middle.upperBound
                    continue
                }
                visit(column, Self.level(ring.coverage(x: Double(column) + 0.5, y: y)))
                column += 1
            }
            close(at: endColumn)
            var aboveIndex = 0
            for index in current.indices {
                let span = current[index]
                while aboveIndex < above.count, above[aboveIndex].start < span.start { aboveIndex += 1 }
                if aboveIndex < above.count, above[aboveIndex].start == span.start, above[aboveIndex].end == span.end,
                   above[aboveIndex].level == span.level {
                    rects[above[aboveIndex].rect].height += 1
                    current[index].rect = above[aboveIndex].rect
                } else {
                    current[index].rect = rects.count
                    rects.append(CoverageRect(x: Int32(span.start), y: Int32(row), width: Int32(span.end - span.start),
                                              height: 1, level: span.level))
                }
            }
            swap(&above, &current)
        }
        return rects
    }

    private static func level(_ coverage: Double) -> Int {
        Int((max(0, min(1, coverage)) * Double(levels)).rounded())
    }
}

/// A rounded box in pixels with its signed distance (negative inside).
private struct RoundedBox {
    let box: Rect
    let radius: Double
    let centerX: Double, centerY: Double, halfWidth: Double, halfHeight: Double

    init(_ box: Rect, radius: Double) {
        self.box = box
        self.radius = radius
        centerX = box.midX
        centerY = box.midY
        halfWidth = box.width / 2
        halfHeight = box.height / 2
    }

    func distance(x: Double, y: Double) -> Double {
        let qx = abs(x - centerX) - halfWidth + radius, qy = abs(y - centerY) - halfHeight + radius
        let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
        return outside + min(max(qx, qy), 0) - radius
    }

    /// Columns at least a pixel away from both corner arcs: there the distance to the nearest
    /// edge is either vertical or too deep inside to matter, so coverage depends on y alone.
    var straightColumns: (lower: Double, upper: Double) {
        (centerX - halfWidth + radius + 1, centerX + halfWidth - radius - 1)
    }

    /// Coverage in the straight columns.
    func verticalCoverage(y: Double) -> Double {
        max(0, min(1, 0.5 - (abs(y - centerY) - halfHeight)))
    }
}

/// An outer box minus an optional inner one (a border); a fill has no inner box.
private struct Ring {
    let outer: RoundedBox
    let inner: RoundedBox?

    func coverage(x: Double, y: Double) -> Double {
        let outerCoverage = max(0, min(1, 0.5 - outer.distance(x: x, y: y)))
        guard let inner else { return outerCoverage }
        return max(0, outerCoverage - max(0, min(1, 0.5 - inner.distance(x: x, y: y))))
    }

    func middleCoverage(y: Double) -> Double {
        max(0, outer.verticalCoverage(y: y) - (inner?.verticalCoverage(y: y) ?? 0))
    }

    /// The pixel columns whose centres lie in every box's straight columns.
    var constantColumns: Range<Int> {
        var (lower, upper) = outer.straightColumns
        if let inner {
            lower = max(lower, inner.straightColumns.lower)
            upper = min(upper, inner.straightColumns.upper)
        }
        let first = Int((lower - 0.5).rounded(.up)), last = Int((upper - 0.5).rounded(.down))
        return last >= first ? first..<(last + 1) : 0..<0
    }
}
