import GestureEngine
@testable import Raster
import XCTest

/// Text coverage blends as SDL 2.26's blitter blended SDL_ttf's text onto these canvases (the
/// values below are what SDL wrote, measured), and a quarter turn of text is a transposition.
final class TextBlendingTests: XCTestCase {
    /// One row of 256 pixels of `under`, blended with coverage 0…255 in `color`.
    private func blendedRow(_ color: Color, over under: UInt32) throws -> [UInt32] {
        let canvas = try SoftwareCanvas(width: 256, height: 1)
        canvas.buffer.pixels.update(repeating: under, count: 256)
        let coverage = TextCoverage(width: 256, height: 1, alpha: (0...255).map { UInt8($0) })
        PixelCompositor(pixels: canvas.buffer.pixels, pitch: 256, clip: canvas.buffer.area)
            .blend(PlacedText(coverage: coverage, x: 0, y: 0, color: ColorBytes(color)))
        return canvas.pixelWords()
    }

    func testOpaqueTextOverBlackRoundsDownBy256ths() throws {
        let row = try blendedRow(.white, over: 0)
        XCTAssertEqual(row[0], 0, "no coverage: the pixel kept")
        XCTAssertEqual(row[17], 0x101010, "SDL wrote 16 for coverage 17")
        XCTAssertEqual(row[136], 0x878787, "SDL wrote 135 for coverage 136")
        XCTAssertEqual(row[254], 0xFDFDFD)
        XCTAssertEqual(row[255], 0xFFFFFF, "full coverage: the colour stored")
    }

    func testTranslucentTextScalesCoverageByItsOpacityFirst() throws {
        // Opacity 128 of 255: coverage 255 → 128, then 255 · 128 / 255 = 128 of the colour.
        let row = try blendedRow(Color(red: 1, green: 1, blue: 1, alpha: 128.0 / 255), over: 0)
        XCTAssertEqual(row[255], 0x808080)
        XCTAssertEqual(row[1], 0, "coverage 1 at half opacity is none")
        // Over white, black text: 255 − 128 = 127 of white left.
        let overWhite = try blendedRow(Color(red: 0, green: 0, blue: 0, alpha: 128.0 / 255), over: 0xFFFFFF)
        XCTAssertEqual(overWhite[255], 0x7F7F7F)
    }

    func testAQuarterTurnTransposes() {
        // 3 × 2: rows (1 2 3) (4 5 6) turned clockwise on screen: rows (4 1) (5 2) (6 3).
        let coverage = TextCoverage(width: 3, height: 2, alpha: [1, 2, 3, 4, 5, 6])
        let turned = TextTurning.turn(coverage, degrees: 90, pivotX: 1.5, pivotY: 1)
        XCTAssertEqual([turned.coverage.width, turned.coverage.height], [2, 3])
        XCTAssertEqual(turned.coverage.alpha, [4, 1, 5, 2, 6, 3])
        let half = TextTurning.turn(coverage, degrees: 180, pivotX: 1.5, pivotY: 1)
        XCTAssertEqual(half.coverage.alpha, [6, 5, 4, 3, 2, 1])
    }
}
