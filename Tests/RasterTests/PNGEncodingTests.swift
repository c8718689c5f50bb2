import GoldenSupport
import Raster
import XCTest

/// `SoftwareCanvas.pngBytes` (`PNGEncoder`, libdeflate) gives back every pixel exactly, read by
/// libpng: flat colour (long repeats), noise (none), shapes of every size (repeats of every
/// length), a row longer than deflate's 32 KB window, and the same bytes for the same pixels.
final class PNGEncodingTests: XCTestCase {
    func testAFlatCanvasRoundTripsAndCompresses() throws {
        let canvas = try SoftwareCanvas(width: 96, height: 40)
        fill(canvas) { _, _, _ in 0x123456 }
        let bytes = canvas.pngBytes()
        XCTAssertLessThan(bytes.count, 96 * 40 * 3 / 10)
        try assertRoundTrips(canvas, bytes)
    }

    func testNoiseRoundTrips() throws {
        let canvas = try SoftwareCanvas(width: 1000, height: 500)
        fill(canvas) { _, _, random in random }
        try assertRoundTrips(canvas, canvas.pngBytes())
    }

    /// Rectangles of every width from 1 to 300 pixels, rows repeating some of the time.
    func testShapesOfEverySizeRoundTrip() throws {
        let canvas = try SoftwareCanvas(width: 700, height: 300)
        fill(canvas) { x, y, random in
            let band = (x * 7 + y / 3) % 301
            return band < y % 97 ? 0x3B82F6 : (y % 5 == 0 ? random & 0x0F0F0F : 0xF4F5F8)
        }
        let bytes = canvas.pngBytes()
        XCTAssertLessThan(bytes.count, 700 * 300 * 3)
        try assertRoundTrips(canvas, bytes)
    }

    /// A row of 11 000 pixels is more than 32 768 bytes: the row above is out of reach.
    func testACanvasWiderThanTheDeflateWindowRoundTrips() throws {
        let canvas = try SoftwareCanvas(width: 11_000, height: 6)
        fill(canvas) { x, y, _ in (x / 50 + y) % 3 == 0 ? 0x102030 : 0xFFEEDD }
        try assertRoundTrips(canvas, canvas.pngBytes())
    }

    /// The bytes depend on the pixels alone: two canvases of the same pixels encode alike.
    func testTheSamePixelsGiveTheSameBytes() throws {
        let first = try SoftwareCanvas(width: 300, height: 200), second = try SoftwareCanvas(width: 300, height: 200)
        for canvas in [first, second] { fill(canvas) { x, y, _ in (x / 13 + y / 7) % 4 == 0 ? 0x3B82F6 : 0xF4F5F8 } }
        XCTAssertEqual(first.pngBytes(), second.pngBytes())
    }

    /// Sets every pixel to `color(x, y, a pseudo-random word)`.
    private func fill(_ canvas: SoftwareCanvas, color: (Int, Int, UInt32) -> UInt32) {
        var state: UInt32 = 12345
        for y in 0..<Int(canvas.height) {
            let row = canvas.buffer.pixels + y * canvas.buffer.pitch
            for x in 0..<Int(canvas.width) {
                state = state &* 1_103_515_245 &+ 12345
                row[x] = color(x, y, state >> 8)
            }
        }
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
