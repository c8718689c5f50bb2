import Drawing
import GestureEngine
@testable import Raster
import XCTest

/// Coverage written straight into XRGB pixels: opaque spans stored, partial ones blended with
/// rounded 8-bit arithmetic, nothing outside the clip touched.
final class PixelCompositorTests: XCTestCase {
    private func canvas(_ width: Int, _ height: Int, fill: UInt32) -> [UInt32] {
        [UInt32](repeating: fill, count: width * height)
    }

    func testOpaqueSpansAreStoredAndPartialOnesBlendedWithRounding() {
        var pixels = canvas(4, 2, fill: 0x0010_2030)
        let spans = [CoverageCache.Span(y: 0, x: 0, width: 2, level: 16), CoverageCache.Span(y: 1, x: 1, width: 3, level: 8)]
        pixels.withUnsafeMutableBufferPointer { buffer in
            PixelCompositor(pixels: buffer.baseAddress!, pitch: 4, clip: PixelArea(width: 4, height: 2))
                .fill(spans, x: 0, y: 0, red: 200, green: 100, blue: 0, alpha: 255)
        }
        XCTAssertEqual(Array(pixels[0..<4]), [0x00C8_6400, 0x00C8_6400, 0x0010_2030, 0x0010_2030])
        // Level 8 of 16: weight 128 of 255; each channel round((src × 128 + dst × 127) / 255).
        func blend(_ source: UInt32, _ under: UInt32) -> UInt32 { UInt32((Double(source * 128 + under * 127) / 255).rounded()) }
        let expected = blend(200, 0x10) << 16 | blend(100, 0x20) << 8 | blend(0, 0x30)
        XCTAssertEqual(Array(pixels[4..<8]), [0x0010_2030, expected, expected, expected])
    }

    func testNothingOutsideTheClipIsWritten() {
        var pixels = canvas(4, 4, fill: 0)
        let spans = (0..<4).map { CoverageCache.Span(y: Int32($0), x: 0, width: 4, level: 16) }
        pixels.withUnsafeMutableBufferPointer { buffer in
            PixelCompositor(pixels: buffer.baseAddress!, pitch: 4, clip: PixelArea(columns: 1..<3, rows: 1..<3))
                .fill(spans, x: -1, y: 0, red: 255, green: 255, blue: 255, alpha: 255)
        }
        XCTAssertEqual(pixels, [0, 0, 0, 0,
                                0, 0xFF_FFFF, 0xFF_FFFF, 0,
                                0, 0xFF_FFFF, 0xFF_FFFF, 0,
                                0, 0, 0, 0])
    }

    func testTheCacheReusesAShapeAtAnotherPlaceAndKeepsRowOrder() {
        let cache = CoverageCache()
        let rasterizer = CoverageRasterizer(pixelScale: 1)
        let first = cache.coverage(of: RoundedRect(rect: Rect(10.25, 20, 40, 30), cornerRadius: 8), border: nil, rasterizer: rasterizer)
        let moved = cache.coverage(of: RoundedRect(rect: Rect(110.25, 70, 40, 30), cornerRadius: 8), border: nil, rasterizer: rasterizer)
        XCTAssertEqual(cache.rasterised, 1, "the same shape a whole number of pixels away is the same entry")
        XCTAssertEqual(first?.x, 10)
        XCTAssertEqual(moved?.x, 110)
        XCTAssertEqual(moved?.y, 70)
        let spans = try? XCTUnwrap(first?.spans)
        XCTAssertEqual(spans?.map(\.y), spans?.map(\.y).sorted(), "row by row")
        XCTAssertNil(cache.coverage(of: RoundedRect(rect: Rect(0, 0, 40, 30), cornerRadius: 0), border: nil, rasterizer: rasterizer),
                     "square corners are rasterised in place")
    }
}
