import CSDL
@testable import SDLShell
import XCTest

/// `SoftwareCanvas.pngBytes` compresses once into room for the raw pixels and again only when
/// that is too small: both paths must give back every pixel exactly.
final class PNGEncodingTests: XCTestCase {
    override func setUpWithError() throws {
        try SDLRuntime.startHeadless()
    }

    override func tearDown() {
        SDLRuntime.stop()
    }

    func testAFlatCanvasRoundTripsAndCompresses() throws {
        let canvas = try SoftwareCanvas(width: 96, height: 40)
        SDL_SetRenderDrawColor(canvas.renderer.pointer, 0x12, 0x34, 0x56, 255)
        SDL_RenderClear(canvas.renderer.pointer)
        let bytes = try canvas.pngBytes()
        XCTAssertLessThan(bytes.count, 96 * 40 * 3 / 10)
        try assertRoundTrips(canvas, bytes)
    }

    /// Noise does not compress: with PNG's per-chunk overhead it outgrows the raw pixels, so the
    /// first attempt runs out of room and the second is sized by libpng.
    func testNoiseThatGrowsPastTheRawSizeRoundTrips() throws {
        let canvas = try SoftwareCanvas(width: 1000, height: 500)
        let surface = canvas.surface.pointee
        var state: UInt32 = 12345
        for y in 0..<Int(canvas.height) {
            let row = surface.pixels.advanced(by: y * Int(surface.pitch)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<Int(canvas.width) {
                state = state &* 1_103_515_245 &+ 12345
                row[x] = state >> 8
            }
        }
        let bytes = try canvas.pngBytes()
        XCTAssertGreaterThan(bytes.count, 1000 * 500 * 3 + 500 + 1024, "noise should need the second attempt")
        try assertRoundTrips(canvas, bytes)
    }

    private func assertRoundTrips(_ canvas: SoftwareCanvas, _ bytes: [UInt8], line: UInt = #line) throws {
        let decoded = try XCTUnwrap(PNGImage(bytes: bytes), line: line)
        XCTAssertEqual([decoded.width, decoded.height], [Int(canvas.width), Int(canvas.height)], line: line)
        var differing = 0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let expected = canvas.pixel(x: x, y: y), actual = decoded.pixel(x: Int(x), y: Int(y))
                if [expected.r, expected.g, expected.b, 255] != [actual.r, actual.g, actual.b, actual.a] { differing += 1 }
            }
        }
        XCTAssertEqual(differing, 0, "pixels changed by encoding", line: line)
    }
}
