import Drawing
import GestureEngine

/// The coverage of a rounded rectangle under any invertible transform — skewed, scaled
/// unevenly, mirrored, or turned and too large for the shape caches — found by sampling: each
/// pixel is covered by the share of its 4 × 4 sample points (a sixteenth each, one coverage
/// level) that the shape, mapped back into its own space, holds. The rarely drawn remainder of
/// what `CoverageRasterizer` (axis-aligned) and `RotatedCoverage` (turned, cached) draw.
///
/// Cost: 16 samples per pixel of the shape's box within `visible`, whatever the shape's size.
struct AffineCoverage {
    /// Output pixels per point.
    let pixelScale: Double
    /// The pixels evaluated (the canvas within the current clip).
    let visible: PixelArea

    /// Samples per pixel along each axis.
    private static let samples = 4

    /// The fill (`border` nil) or border (local points wide, inside the edge) of `shape`, as
    /// runs of one row and one level; empty when the transform is singular or not finite.
    func coverage(of shape: RoundedRect, border: Double?) -> [CoverageRect] {
        let toPixels = shape.transform.concatenating(Transform2D(scaleX: pixelScale, y: pixelScale))
        let determinant = toPixels.a * toPixels.d - toPixels.b * toPixels.c
        guard determinant != 0, determinant.isFinite else { return [] }
        let rect = shape.rect
        let corners = [Point(rect.minX, rect.minY), Point(rect.maxX, rect.minY), Point(rect.minX, rect.maxY), Point(rect.maxX, rect.maxY)]
            .map { toPixels.apply(to: $0) }
        guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return [] }
        let box = PixelArea(columns: PixelArea.pixel(corners.map(\.x).min()!.rounded(.down))..<PixelArea.pixel(corners.map(\.x).max()!.rounded(.up)),
                            rows: PixelArea.pixel(corners.map(\.y).min()!.rounded(.down))..<PixelArea.pixel(corners.map(\.y).max()!.rounded(.up)))
            .intersection(visible)
        guard !box.isEmpty else { return [] }
        // From output pixels back into the shape's own points.
        let inverseA = toPixels.d / determinant, inverseB = -toPixels.b / determinant
        let inverseC = -toPixels.c / determinant, inverseD = toPixels.a / determinant
        let inverseTX = -(inverseA * toPixels.tx + inverseC * toPixels.ty), inverseTY = -(inverseB * toPixels.tx + inverseD * toPixels.ty)
        let ring = Ring(box: rect, radius: max(0, min(shape.cornerRadius, min(rect.width, rect.height) / 2)), border: border)
        let step = 1 / Double(Self.samples)
        var rects: [CoverageRect] = []
        for row in box.rows {
            var runStart = box.columns.lowerBound, runLevel = 0
            for column in box.columns.lowerBound...box.columns.upperBound {
                var level = 0
                if column < box.columns.upperBound {
                    for sampleY in 0..<Self.samples {
                        for sampleX in 0..<Self.samples {
                            let x = Double(column) + (Double(sampleX) + 0.5) * step, y = Double(row) + (Double(sampleY) + 0.5) * step
                            let localX = inverseA * x + inverseC * y + inverseTX, localY = inverseB * x + inverseD * y + inverseTY
                            if ring.outer.distance(x: localX, y: localY) <= 0, ring.inner.map({ $0.distance(x: localX, y: localY) > 0 }) ?? true {
                                level += 1
                            }
                        }
                    }
                }
                guard column == box.columns.upperBound || level != runLevel else { continue }
                if runLevel > 0 {
                    rects.append(CoverageRect(x: Int32(clamping: runStart), y: Int32(clamping: row), width: Int32(clamping: column - runStart),
                                              height: 1, level: runLevel))
                }
                runStart = column
                runLevel = level
            }
        }
        return rects
    }
}
