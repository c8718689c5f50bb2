import Drawing
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
/// Why: a rectangle fills at memory speed, row by row, where an anti-aliased rounded rectangle
/// made of triangles is ~60 of them to rasterise. Turned shapes go through `RotatedCoverage`,
/// skewed or unevenly scaled ones through `AffineCoverage`.
///
/// Coverage is the signed-distance model the tessellator's 1-pixel fringe also draws: a pixel
/// whose centre lies `d` pixels outside the edge is covered `0.5 − d` (clamped to 0…1),
/// quantised to `levels` steps. Pixel (i, j) spans i…i+1, j…j+1; its centre is (i+½, j+½).
public struct CoverageRasterizer {
    /// Coverage steps; 16 is finer than a 1-pixel fringe can show.
    public static let levels = 16

    /// The opacity (0…255) a coverage `level` (0…`levels`) gives a colour of opacity `alpha`
    /// (0…255): coverage × alpha, rounded. Every path that turns coverage into pixels uses it,
    /// so cached, batched and sprite-drawn shapes agree to the byte.
    @inline(__always)
    public static func weight(level: UInt32, alpha: UInt32) -> UInt32 {
        let coverage = (level &* 255 &+ UInt32(levels) / 2) / UInt32(levels)
        return (coverage &* alpha &+ 127) / 255
    }

    /// Output pixels per point.
    public var pixelScale: Double
    /// The pixels that can be seen (the canvas): only they are evaluated, so a shape a million
    /// points wide costs what its visible part costs, and any finite geometry is safe.
    public var visible: PixelArea

    public init(pixelScale: Double, visible: PixelArea = .unbounded) {
        self.pixelScale = pixelScale
        self.visible = visible
    }

    /// The shape's box and radius in output pixels, or nil when its transform rotates, skews or
    /// scales unevenly (then only triangles can draw it).
    public func pixelBox(_ shape: RoundedRect) -> (box: Rect, radius: Double)? {
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
        if radius == 0 { return rasterizePlainBox(RoundedBox(box, radius: 0)) }
        return rasterize(Ring(box: box, radius: radius, border: nil))
    }

    /// The coverage of a border `width` local points wide inside the shape's edge, or nil when
    /// the shape needs triangles.
    public func stroke(_ shape: RoundedRect, width: Double) -> [CoverageRect]? {
        guard let (box, radius) = pixelBox(shape) else { return nil }
        return rasterize(Ring(box: box, radius: radius, border: width * abs(shape.transform.a) * pixelScale))
    }

    /// A run of equally covered pixels in one row, and the rectangle it extends.
    private struct Span {
        var start: Int, end: Int, level: Int, rect: Int
    }

    /// Collects one row's spans from levels given left to right.
    private struct RowBuilder {
        var spans: [Span] = []
        private var start = 0, level = 0, position = 0

        mutating func reset(at column: Int) {
            spans.removeAll(keepingCapacity: true)
            start = column
            level = 0
            position = column
        }

        mutating func add(_ level: Int, count: Int) {
            guard count > 0 else { return }
            if level != self.level {
                finish()
                start = position
                self.level = level
            }
            position += count
        }

        mutating func finish() {
            if level > 0, position > start { spans.append(Span(start: start, end: position, level: level, rect: -1)) }
            start = position
        }
    }

    /// Row by row: the middle of a row (where coverage cannot vary along x) is evaluated once;
    /// each side pixel by pixel from the outside in, until the rest up to the middle is known
    /// (`Ring.level`). Equal neighbours merge into spans, and a span equal to one in the row
    /// above extends that rectangle downwards. Rows between the corner arcs are all alike, so
    /// the first of them stands for the rest.
    private func rasterize(_ ring: Ring) -> [CoverageRect] {
        let box = ring.outer.box
        let firstRow = max(PixelArea.pixel(box.minY.rounded(.down)), visible.rows.lowerBound)
        let endRow = min(PixelArea.pixel(box.maxY.rounded(.up)), visible.rows.upperBound)
        let firstColumn = max(PixelArea.pixel(box.minX.rounded(.down)), visible.columns.lowerBound)
        let endColumn = min(PixelArea.pixel(box.maxX.rounded(.up)), visible.columns.upperBound)
        guard firstRow < endRow, firstColumn < endColumn else { return [] }
        let columns = firstColumn..<endColumn
        var middle = ring.constantPixels(horizontal: true).clamped(to: columns)
        if middle.isEmpty {
            let split = min(max(PixelArea.pixel(ring.outer.centerX.rounded(.down)), columns.lowerBound), columns.upperBound)
            middle = split..<split
        }
        let middleRows = ring.constantPixels(horizontal: false).clamped(to: firstRow..<endRow)
        var rects: [CoverageRect] = []
        var above: [Span] = []
        var current = RowBuilder()
        var rightLevels: [Int] = []
        var row = firstRow
        while row < endRow {
            if middleRows.contains(row), row > middleRows.lowerBound {
                let repeats = Int32(middleRows.upperBound - row)
                for span in above { rects[span.rect].height += repeats }
                row = middleRows.upperBound
                continue
            }
            spans(of: ring, row: row, columns: columns, middle: middle, into: &current, rightLevels: &rightLevels)
            var aboveIndex = 0
            for index in current.spans.indices {
                let span = current.spans[index]
                while aboveIndex < above.count, above[aboveIndex].start < span.start { aboveIndex += 1 }
                if aboveIndex < above.count, above[aboveIndex].start == span.start, above[aboveIndex].end == span.end,
                   above[aboveIndex].level == span.level {
                    rects[above[aboveIndex].rect].height += 1
                    current.spans[index].rect = above[aboveIndex].rect
                } else {
                    current.spans[index].rect = rects.count
                    rects.append(CoverageRect(x: Int32(span.start), y: Int32(row), width: Int32(span.end - span.start),
                                              height: 1, level: span.level))
                }
            }
            swap(&above, &current.spans)
            row += 1
        }
        return rects
    }

    /// A box with square corners (dashes, bars, plain rectangles): along each axis its pixels
    /// form runs (each partly covered edge pixel alone, the fully covered ones together), and a
    /// pixel's coverage depends only on its column's and row's runs, so each pair of runs is one
    /// rectangle evaluated once, with no row walk. Runs live on the stack: overlays draw
    /// thousands of such boxes a frame.
    private func rasterizePlainBox(_ box: RoundedBox) -> [CoverageRect] {
        withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: Self.maximumRuns) { rows in
            withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: Self.maximumRuns) { columns in
                let rowCount = runs(from: box.box.minY, to: box.box.maxY, center: box.centerY, half: box.halfHeight,
                                    within: visible.rows, into: rows)
                let columnCount = runs(from: box.box.minX, to: box.box.maxX, center: box.centerX, half: box.halfWidth,
                                       within: visible.columns, into: columns)
                var rects: [CoverageRect] = []
                rects.reserveCapacity(rowCount * columnCount)
                for row in rows[0..<rowCount] {
                    for column in columns[0..<columnCount] {
                        let level = Self.level(0.5 - box.distance(x: Double(column.lowerBound) + 0.5, y: Double(row.lowerBound) + 0.5))
                        guard level > 0 else { continue }
                        rects.append(CoverageRect(x: Int32(column.lowerBound), y: Int32(row.lowerBound), width: Int32(column.count),
                                                  height: Int32(row.count), level: level))
                    }
                }
                return rects
            }
        }
    }

    /// Runs along one axis of a plain box: at most one partly covered pixel per edge, one pixel
    /// of zero coverage at each end, and the full middle; a box thinner than a pixel has fewer.
    private static let maximumRuns = 8

    /// Writes the pixels from `minimum` to `maximum` (one axis, within `visible`) into `runs` as
    /// runs: each pixel whose centre is less than half a pixel inside the edge alone, the others
    /// together. Returns the number of runs.
    private func runs(from minimum: Double, to maximum: Double, center: Double, half: Double, within visible: Range<Int>,
                      into runs: UnsafeMutableBufferPointer<Range<Int>>) -> Int {
        let first = max(PixelArea.pixel(minimum.rounded(.down)), visible.lowerBound)
        let end = min(PixelArea.pixel(maximum.rounded(.up)), visible.upperBound)
        var count = 0
        var pixel = first
        while pixel < end, count < runs.count {
            let isFull = abs(Double(pixel) + 0.5 - center) - half <= -0.5
            // Full pixels are contiguous: from here to the last one whose centre is deep enough.
            let last = isFull ? max(pixel, min(end - 1, PixelArea.pixel((center + half - 1).rounded(.down)))) : pixel
            runs[count] = pixel..<(last + 1)
            count += 1
            pixel = last + 1
        }
        return count
    }

    /// The covered spans of one pixel row, left to right.
    private func spans(of ring: Ring, row: Int, columns: Range<Int>, middle: Range<Int>,
                       into builder: inout RowBuilder, rightLevels: inout [Int]) {
        let y = Double(row) + 0.5
        builder.reset(at: columns.lowerBound)
        var column = columns.lowerBound
        while column < middle.lowerBound {
            let (level, settled) = ring.level(x: Double(column) + 0.5, y: y)
            builder.add(level, count: 1)
            column += 1
            if let settled {
                builder.add(settled, count: middle.lowerBound - column)
                column = middle.lowerBound
            }
        }
        builder.add(Self.level(ring.middleCoverage(y: y)), count: middle.count)
        rightLevels.removeAll(keepingCapacity: true)
        var settledLevel = 0, settledCount = 0
        column = columns.upperBound - 1
        while column >= middle.upperBound {
            let (level, settled) = ring.level(x: Double(column) + 0.5, y: y)
            rightLevels.append(level)
            if let settled {
                settledLevel = settled
                settledCount = column - middle.upperBound
                break
            }
            column -= 1
        }
        builder.add(settledLevel, count: settledCount)
        for level in rightLevels.reversed() { builder.add(level, count: 1) }
        builder.finish()
    }

    static func level(_ coverage: Double) -> Int {
        Int((max(0, min(1, coverage)) * Double(levels)).rounded())
    }
}

/// A rounded box in pixels with its signed distance (negative inside).
struct RoundedBox {
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

    /// Columns (`horizontal`) or rows at least a pixel away from the corner arcs: there the
    /// distance to the nearest edge is straight across or too deep inside to matter, so coverage
    /// depends on the other coordinate alone.
    func straightBand(horizontal: Bool) -> (lower: Double, upper: Double) {
        let center = horizontal ? centerX : centerY, half = horizontal ? halfWidth : halfHeight
        return (center - half + radius + 1, center + half - radius - 1)
    }

    /// Coverage in the straight columns, at row centre `y`.
    func verticalCoverage(y: Double) -> Double {
        max(0, min(1, 0.5 - (abs(y - centerY) - halfHeight)))
    }
}

/// An outer box minus an optional inner one (a border); a fill has no inner box. Drawn as it
/// lies by `CoverageRasterizer`, turned by `RotatedCoverage`.
struct Ring {
    let outer: RoundedBox
    let inner: RoundedBox?

    /// The fill (`border` nil) of a rounded `box` (pixels), or its border `border` pixels wide
    /// inside the edge: the inner box inset by it, its radius less by it.
    init(box: Rect, radius: Double, border: Double?) {
        outer = RoundedBox(box, radius: radius)
        guard let border else {
            inner = nil
            return
        }
        let inset = min(border, min(box.width, box.height) / 2)
        let innerBox = box.outset(dx: -inset, dy: -inset)
        inner = innerBox.width > 0 && innerBox.height > 0 ? RoundedBox(innerBox, radius: max(0, radius - inset)) : nil
    }

    /// The level of the pixel centred at (x, y), and the level of every pixel of the row nearer
    /// the centre (up to the constant columns) when that is already known. Both boxes are convex
    /// and centred alike, so along a row coverage of each only grows towards the centre: a fill
    /// fully covered here stays full, a border whose inner box covers this pixel stays empty.
    func level(x: Double, y: Double) -> (level: Int, settled: Int?) {
        let outerCoverage = max(0, min(1, 0.5 - outer.distance(x: x, y: y)))
        guard let inner else {
            let level = CoverageRasterizer.level(outerCoverage)
            return (level, level == CoverageRasterizer.levels ? level : nil)
        }
        let innerCoverage = max(0, min(1, 0.5 - inner.distance(x: x, y: y)))
        return (CoverageRasterizer.level(outerCoverage - innerCoverage), innerCoverage >= 1 ? 0 : nil)
    }

    /// Coverage in the constant columns, at row centre `y`.
    func middleCoverage(y: Double) -> Double {
        max(0, outer.verticalCoverage(y: y) - (inner?.verticalCoverage(y: y) ?? 0))
    }

    /// The pixel columns (`horizontal`) or rows whose centres lie in every box's straight band:
    /// along such a row coverage is constant; such rows are all alike.
    func constantPixels(horizontal: Bool) -> Range<Int> {
        var (lower, upper) = outer.straightBand(horizontal: horizontal)
        if let inner {
            let band = inner.straightBand(horizontal: horizontal)
            lower = max(lower, band.lower)
            upper = min(upper, band.upper)
        }
        let first = PixelArea.pixel((lower - 0.5).rounded(.up)), last = PixelArea.pixel((upper - 0.5).rounded(.down))
        return last >= first ? first..<(last + 1) : 0..<0
    }
}
