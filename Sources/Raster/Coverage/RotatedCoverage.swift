import Drawing
import Foundation
import GestureEngine

/// The coverage of a rotated rounded rectangle (a fill, or a border inside its edge), pixel by
/// pixel from its signed distance: the same model as the axis-aligned `CoverageRasterizer` and
/// the tessellator's fringe (a pixel whose centre lies `d` pixels outside the edge is covered
/// `0.5 − d`, clamped, in `CoverageRasterizer.levels` steps). The timeline's diamond markers and
/// a rotated view are kept in the `CoverageCache` this way instead of becoming triangles every
/// frame.
struct RotatedCoverage {
    /// Pixels across the unrotated rectangle, its corner radius and border (nil: a fill).
    let width: Double, height: Double, radius: Double, border: Double?
    /// Radians, clockwise on screen (y down).
    let angle: Double

    /// Whole pixels from the centre a raster of it must reach, past the anti-aliased fringe.
    var reach: Int {
        let cosine = abs(cos(angle)), sine = abs(sin(angle))
        let across = max(width / 2 * cosine + height / 2 * sine, width / 2 * sine + height / 2 * cosine)
        return Int(across.rounded(.up)) + 1
    }

    /// Rows of equal-level runs in a square raster of `size` pixels whose centre (`centerX`,
    /// `centerY`, in raster pixels) is the rectangle's.
    func coverage(size: Int, centerX: Double, centerY: Double) -> [CoverageRect] {
        let cosine = cos(angle), sine = sin(angle)
        // The rectangle in its own axes, centred on the origin: the axis-aligned rasteriser's ring.
        let ring = Ring(box: Rect(-width / 2, -height / 2, width, height), radius: radius, border: border)
        func level(_ column: Int, _ row: Int) -> Int {
            // The pixel centre in the rectangle's own axes.
            let x = Double(column) + 0.5 - centerX, y = Double(row) + 0.5 - centerY
            return ring.level(x: x * cosine + y * sine, y: -x * sine + y * cosine).level
        }
        let full = CoverageRasterizer.levels
        var rects: [CoverageRect] = []
        var levels = [Int](repeating: 0, count: size)
        for row in 0..<size {
            // A fill is convex: along a row its coverage rises to full, stays, and falls, so
            // only the pixels from each end to the first full one need evaluating.
            var left = 0
            while left < size {
                levels[left] = level(left, row)
                if levels[left] == full, ring.inner == nil { break }
                left += 1
            }
            var right = size - 1
            while right > left {
                levels[right] = level(right, row)
                if levels[right] == full, ring.inner == nil { break }
                right -= 1
            }
            if left < right { for column in (left + 1)..<right { levels[column] = full } }
            var runStart = 0
            for column in 1...size where column == size || levels[column] != levels[runStart] {
                if levels[runStart] > 0 {
                    rects.append(CoverageRect(x: Int32(runStart), y: Int32(row), width: Int32(column - runStart), height: 1,
                                              level: levels[runStart]))
                }
                runStart = column
            }
        }
        return rects
    }
}
