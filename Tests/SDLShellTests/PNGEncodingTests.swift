import CSDL
import GoldenSupport
@testable import SDLShell
import XCTest

/// `SoftwareCanvas.pngBytes` (`PNGEncoder`, `FastDeflate`) gives back every pixel exactly, read
/// by libpng: flat colour (long repeats), noise (none), shapes of every size (matches of every
/// length at both distances), a canvas too wide for the row-above distance, and a stream
/// compressed in pieces at the same time.
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

    /// A row of 11 000 pixels is more than 32 768 bytes: only the pixel to the left repeats.
    func testACanvasWiderThanTheDeflateWindowRoundTrips() throws {
        let canvas = try SoftwareCanvas(width: 11_000, height: 6)
        fill(canvas) { x, y, _ in (x / 50 + y) % 3 == 0 ? 0x102030 : 0xFFEEDD }
        try assertRoundTrips(canvas, canvas.pngBytes())
    }

    /// Pieces compressed at the same time make one stream: each piece's repeats reach back into
    /// the piece before, and the checksum of the whole is put together from the pieces'.
    func testPiecesCompressedAtOnceRoundTrip() throws {
        let canvas = try SoftwareCanvas(width: 900, height: 700)
        fill(canvas) { x, y, random in
            let band = (x * 7 + y / 3) % 301
            return band < y % 97 ? 0x3B82F6 : (y % 5 == 0 ? random & 0x0F0F0F : 0xF4F5F8)
        }
        let surface = canvas.surface.pointee
        let pixels = surface.pixels.assumingMemoryBound(to: UInt32.self)
        var sizes: [Int] = []
        // 1.9 MB of rows: in 1, 2, 4 (7 fit, rounded down to a power of two) and 16 (the most) pieces.
        for pieceBytes in [4_000_000, 900_000, 270_000, 1_000] {
            let bytes = PNGEncoder.encode(pixels: pixels, width: 900, height: 700, pitch: Int(surface.pitch) / 4, pieceBytes: pieceBytes)
            try assertRoundTrips(canvas, bytes)
            sizes.append(bytes.count)
        }
        XCTAssertEqual(Set(sizes).count, 4, "each count of pieces cuts the stream differently: \(sizes)")
    }

    func testChecksumsOfPiecesCombineIntoTheChecksumOfTheWhole() {
        var state: UInt32 = 99
        let bytes = (0..<200_000).map { _ in
            state = state &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: state >> 16)
        }
        bytes.withUnsafeBufferPointer { all in
            for split in [0, 1, 5_552, 65_521, 131_042, 199_999, 200_000] {
                let first = FastDeflate.adler32(UnsafeBufferPointer(rebasing: all[..<split]))
                let second = FastDeflate.adler32(UnsafeBufferPointer(rebasing: all[split...]))
                XCTAssertEqual(FastDeflate.combine(first, second, secondLength: all.count - split), FastDeflate.adler32(all), "split at \(split)")
            }
        }
    }

    /// Sets every pixel to `color(x, y, a pseudo-random word)`.
    private func fill(_ canvas: SoftwareCanvas, color: (Int, Int, UInt32) -> UInt32) {
        let surface = canvas.surface.pointee
        var state: UInt32 = 12345
        for y in 0..<Int(canvas.height) {
            let row = surface.pixels.advanced(by: y * Int(surface.pitch)).assumingMemoryBound(to: UInt32.self)
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
