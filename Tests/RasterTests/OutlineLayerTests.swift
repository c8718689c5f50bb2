import Drawing
import GestureEngine
@testable import Raster
import XCTest

/// A crowd of dashed outlines composited from one backing store: the pixels of the outlines
/// drawn one by one (where they overlap, within the rounding of composing them first), updates
/// that rebuild only what moved equal to a fresh build, and nothing outside the clip touched.
final class OutlineLayerTests: XCTestCase {
    private let width = 240, height = 160
    private let background: UInt32 = 0x0010_1830
    private let rasterizer = CoverageRasterizer(pixelScale: 1, visible: PixelArea(width: 240, height: 160))

    /// Twenty outlines of 40×30 points on a grid 23 × 17 points apart: neighbours overlap.
    private func crowd(offset: Point = Point(0, 0)) -> [DashedOutline] {
        (0..<20).map { index in
            let origin = Point(10.25 + Double(index % 5) * 23, 12.5 + Double(index / 5) * 17) + offset
            return DashedOutline(RoundedRect(rect: Rect(origin.x, origin.y, 40, 30), cornerRadius: 0))
        }
    }

    private func draw(_ body: (PixelCompositor) -> Void, clip: PixelArea? = nil) -> [UInt32] {
        var pixels = [UInt32](repeating: background, count: width * height)
        pixels.withUnsafeMutableBufferPointer { buffer in
            body(PixelCompositor(pixels: buffer.baseAddress!, pitch: width, clip: clip ?? PixelArea(width: width, height: height)))
        }
        return pixels
    }

    private func layered(_ layer: OutlineLayer, _ outlines: [DashedOutline], cache: CoverageCache, clip: PixelArea? = nil) -> [UInt32] {
        XCTAssertTrue(layer.update(outlines, alpha: 255, rasterizer: rasterizer, cache: cache))
        return draw({ layer.composite(into: $0, red: 0xCC, green: 0x79, blue: 0xA7) }, clip: clip)
    }

    private func largestChannelDifference(_ first: [UInt32], _ second: [UInt32]) -> Int {
        zip(first, second).map { pair in
            [16, 8, 0].map { shift in abs(Int(pair.0 >> UInt32(shift) & 0xFF) - Int(pair.1 >> UInt32(shift) & 0xFF)) }.max()!
        }.max() ?? 0
    }

    func testTheLayerDrawsWhatTheOutlinesDrawOneByOne() {
        let cache = CoverageCache()
        let outlines = crowd()
        var spansOver = [Int](repeating: 0, count: width * height)
        let oneByOne = draw { compositor in
            for outline in outlines {
                let placed = cache.coverage(of: outline, rasterizer: rasterizer)!
                compositor.fill(placed.spans, x: placed.x, y: placed.y, red: 0xCC, green: 0x79, blue: 0xA7, alpha: 255)
                for span in placed.spans {
                    for column in 0..<Int(span.width) { spansOver[(placed.y + Int(span.y)) * width + placed.x + Int(span.x) + column] += 1 }
                }
            }
        }
        let layer = layered(OutlineLayer(), outlines, cache: cache)
        let changed = layer.filter { $0 != background }.count
        XCTAssertGreaterThan(changed, 2_000, "the outlines are drawn")
        XCTAssertEqual(changed, oneByOne.filter { $0 != background }.count, "the same pixels are touched")
        // Under one span the pixel is blended once either way: the same bytes.
        let alone = spansOver.indices.filter { spansOver[$0] == 1 }
        XCTAssertGreaterThan(alone.count, 1_000)
        XCTAssertEqual(alone.map { layer[$0] }, alone.map { oneByOne[$0] })
        // Where dashes overlap, composing their coverage first rounds once instead of twice.
        XCTAssertLessThanOrEqual(largestChannelDifference(layer, oneByOne), 2)
    }

    func testMovingAFewOutlinesGivesTheStoreAFreshBuildGives() {
        let cache = CoverageCache()
        // A nudge: only the pixels around the outline are rebuilt.
        let nudging = OutlineLayer()
        _ = layered(nudging, crowd(), cache: cache)
        var nudged = crowd()
        nudged[8].shape.rect.origin = nudged[8].shape.rect.origin + Point(1.25, -0.5)
        XCTAssertEqual(layered(nudging, nudged, cache: cache), layered(OutlineLayer(), nudged, cache: cache))
        XCTAssertEqual(nudging.wholeBuilds, 1, "the nudge rebuilt a part of the store, not all of it")

        var moved = crowd()
        moved[7].shape.rect.origin = moved[7].shape.rect.origin + Point(6.5, -3.25)
        moved[12].shape.rect.origin = moved[12].shape.rect.origin + Point(-2, 4)
        let updated = OutlineLayer()
        _ = layered(updated, crowd(), cache: cache)
        let afterMove = layered(updated, moved, cache: cache)
        let fresh = layered(OutlineLayer(), moved, cache: cache)
        XCTAssertEqual(afterMove, fresh)
        XCTAssertNotEqual(afterMove, layered(OutlineLayer(), crowd(), cache: cache), "the move shows")
        // One moved beyond the pixels the others reach: the store grows (a whole rebuild).
        var beyond = moved
        beyond[3].shape.rect.origin = Point(190.5, 120.25)
        XCTAssertEqual(layered(updated, beyond, cache: cache), layered(OutlineLayer(), beyond, cache: cache))
        // And back, and then every outline moved (a whole rebuild).
        XCTAssertEqual(layered(updated, crowd(), cache: cache), layered(OutlineLayer(), crowd(), cache: cache))
        let shifted = crowd(offset: Point(30, 20))
        XCTAssertEqual(layered(updated, shifted, cache: cache), layered(OutlineLayer(), shifted, cache: cache))
    }

    func testAnotherOpacityOrCountBuildsTheStoreAgain() {
        let cache = CoverageCache()
        let layer = OutlineLayer()
        _ = layered(layer, crowd(), cache: cache)
        XCTAssertTrue(layer.update(crowd(), alpha: 128, rasterizer: rasterizer, cache: cache))
        let faded = draw { layer.composite(into: $0, red: 0xCC, green: 0x79, blue: 0xA7) }
        let fresh = OutlineLayer()
        XCTAssertTrue(fresh.update(crowd(), alpha: 128, rasterizer: rasterizer, cache: cache))
        XCTAssertEqual(faded, draw { fresh.composite(into: $0, red: 0xCC, green: 0x79, blue: 0xA7) })
        let fewer = Array(crowd().prefix(19))
        XCTAssertEqual(layered(layer, fewer, cache: cache), layered(OutlineLayer(), fewer, cache: cache))
    }

    func testNothingOutsideTheClipIsWritten() {
        let cache = CoverageCache()
        let clip = PixelArea(columns: 50..<130, rows: 30..<90)
        let clipped = layered(OutlineLayer(), crowd(), cache: cache, clip: clip)
        let whole = layered(OutlineLayer(), crowd(), cache: cache)
        for row in 0..<height {
            for column in 0..<width {
                let index = row * width + column
                let inside = clip.rows.contains(row) && clip.columns.contains(column)
                XCTAssertEqual(clipped[index], inside ? whole[index] : background, "(\(column), \(row))")
            }
        }
    }

    func testRotatedOutlinesAreLeftToBeDrawnOneByOne() {
        var outlines = crowd()
        outlines[3] = DashedOutline(RoundedRect(rect: Rect(0, 0, 40, 30), cornerRadius: 0, transform: Transform2D(rotationAngle: 0.3)))
        XCTAssertFalse(OutlineLayer().update(outlines, alpha: 255, rasterizer: rasterizer, cache: CoverageCache()))
    }

    func testComposingWeightsIsExactAtTheEnds() {
        XCTAssertEqual(OutlineLayer.composed(0, 77), 77, "over nothing: the outline's own weight")
        XCTAssertEqual(OutlineLayer.composed(77, 0), 77)
        XCTAssertEqual(OutlineLayer.composed(200, 255), 255)
        XCTAssertEqual(OutlineLayer.composed(128, 128), 192, "1 − ½ × ½, in 255ths: 191.6 rounds up")
    }

    func testEightPixelBlendsEqualOnePixelBlends() {
        let unders = SIMD8<UInt32>(0x0000_0000, 0x00FF_FFFF, 0x0012_3456, 0x0080_8080, 0x00FF_0000, 0x0000_FF00, 0x0000_00FF, 0x0010_1830)
        // Every weight in every lane.
        for first in stride(from: 0, through: 255, by: 1) {
            let weights = SIMD8<UInt32>((0..<8).map { UInt32((first + 37 * $0) % 256) })
            let together = PixelCompositor.blended(unders, red: SIMD8(repeating: 0xCC), green: SIMD8(repeating: 0x79), blue: SIMD8(repeating: 0xA7),
                                                   weight: SIMD8<UInt16>(truncatingIfNeeded: weights))
            for lane in 0..<8 {
                XCTAssertEqual(together[lane], PixelCompositor.blended(unders[lane], sourceRedBlue: 0xCC << 16 | 0xA7, green: 0x79, weight: weights[lane]))
            }
        }
        XCTAssertEqual(PixelCompositor.blended(0x0012_3456, sourceRedBlue: 0xCC << 16 | 0xA7, green: 0x79, weight: 0), 0x0012_3456, "0 leaves the pixel")
        XCTAssertEqual(PixelCompositor.blended(0x0012_3456, sourceRedBlue: 0xCC << 16 | 0xA7, green: 0x79, weight: 255), 0x00CC_79A7, "255 stores the colour")
    }
}
