import Drawing
import Raster
@testable import SDLShell
import XCTest

/// The overlay's text is laid out by the bundled font's own advances, the widths it is drawn at.
final class FontTextMeasureTests: XCTestCase {
    private let fontPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/fonts/DejaVuSans.ttf").path

    override func setUpWithError() throws {
        try SDLRuntime.startHeadless()
    }

    override func tearDown() {
        SDLRuntime.stop()
    }

    func testWidthsAreWhatTheFontRendersNotTheEstimate() throws {
        let measure = FontTextMeasure(fontPath: fontPath)
        let rasterizer = SDLTextRasterizer(fontPath: fontPath)
        for (text, size) in [("T3 began (110,35)", 10.0), ("WWW", 12.0), ("iii", 12.0), ("failed: lifted before 0.5 s", 10.0)] {
            let drawn = try XCTUnwrap(rasterizer.coverage(of: text, pixelSize: Int(size)))
            XCTAssertEqual(measure.width(of: text, fontSize: size), Double(drawn.width), accuracy: 1, text)
        }
        XCTAssertGreaterThan(measure.width(of: "WWW", fontSize: 12), 1.4 * TextRun.estimatedWidth(of: "WWW", fontSize: 12))
        XCTAssertLessThan(measure.width(of: "iii", fontSize: 12), TextRun.estimatedWidth(of: "iii", fontSize: 12))
        XCTAssertEqual(measure.width(of: "", fontSize: 12), 0)
        XCTAssertEqual(measure.width(of: "abc", fontSize: 24), 2 * measure.width(of: "abc", fontSize: 12), accuracy: 2, "scales with the size")
    }

    func testHostileSizesGiveAFiniteWidth() {
        let measure = FontTextMeasure(fontPath: fontPath)
        for size in [0, -3, .nan, .infinity, 1e300] {
            let width = measure.width(of: "abc", fontSize: size)
            XCTAssertTrue(width.isFinite && width >= 0, "\(size): \(width)")
        }
    }

    func testAMissingFontFallsBackToTheEstimate() {
        let measure = FontTextMeasure(fontPath: "/nonexistent/font.ttf")
        XCTAssertEqual(measure.width(of: "abc", fontSize: 12), TextRun.estimatedWidth(of: "abc", fontSize: 12))
    }
}
