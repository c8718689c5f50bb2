import Drawing
import GestureEngine
@testable import Raster
import Synchronization
import XCTest

/// A frame drawn in bands is the frame one renderer draws, every band of it drawn — not a
/// blank or half-drawn canvas that happens to equal another — and the frame's text is
/// rasterised on the calling thread only: band threads never call the text source (in the
/// application that is SDL_ttf, which must stay on the main thread).
final class BandedRendererDrawingTests: XCTestCase {
    /// Text as boxes of full coverage, 6 pixels a character and 10 high, counting the calls made
    /// off the main thread.
    private final class BoxGlyphs: TextRasterizing, Sendable {
        let calls = Atomic<Int>(0), callsOffMainThread = Atomic<Int>(0)

        func coverage(of text: String, pixelSize: Int) -> TextCoverage? {
            calls.add(1, ordering: .relaxed)
            if !Thread.isMainThread { callsOffMainThread.add(1, ordering: .relaxed) }
            return TextCoverage(width: 6 * text.count, height: 10, alpha: [UInt8](repeating: 255, count: 60 * text.count))
        }
    }

    private static let size = Size(240, 400)
    private static let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
    /// What a canvas holds before it is drawn: never a colour of the frame.
    private static let sentinel: UInt32 = 0xABCDEF

    /// A blue bar down the whole frame at x 10…30, a rounded card across every row, and a label
    /// every 40 points, `shift` points to the right (a frame of an animation).
    private func frame(shift: Double = 0) -> DrawList {
        var list = DrawList(size: Self.size, background: .white)
        list.append(.fill(RoundedRect(rect: Rect(10, 0, 20, Self.size.height), cornerRadius: 0), Self.blue))
        list.append(.fill(RoundedRect(rect: Rect(60 + shift, 5, 120, 390), cornerRadius: 12), Color(red: 0.9, green: 0.3, blue: 0.2, alpha: 0.8)))
        for row in 0..<10 {
            list.append(.text(TextRun(text: "label \(row)", fontSize: 10, color: .black, position: Point(120 + shift, 20 + Double(row) * 40))))
        }
        return list
    }

    private func sentinelCanvas() throws -> SoftwareCanvas {
        let canvas = try SoftwareCanvas(width: Int32(Self.size.width), height: Int32(Self.size.height))
        canvas.buffer.pixels.update(repeating: Self.sentinel, count: canvas.buffer.width * canvas.buffer.height)
        return canvas
    }

    func testAFrameInFourBandsIsTheFrameInOneAndEveryBandIsDrawn() throws {
        let banded = try sentinelCanvas(), single = try sentinelCanvas()
        let renderer = BandedRenderer(canvas: banded, text: TextAtlas(BoxGlyphs()), count: 4)
        renderer.render(frame(), pixelScale: 1)
        DrawListRenderer(canvas: single, text: TextAtlas(BoxGlyphs())).render(frame(), pixelScale: 1)
        XCTAssertTrue(banded.pixelWords() == single.pixelWords(), "the same pixels as one renderer")
        let words = banded.pixelWords(), width = banded.buffer.width
        XCTAssertFalse(words.contains(Self.sentinel), "every row drawn, by whichever thread")
        // The bar in every row, whatever band the row is in; the white background beside it.
        for row in 0..<banded.buffer.height {
            XCTAssertEqual(words[row * width + 20] & 0xFFFFFF, 0x0000FF, "the bar in row \(row)")
            XCTAssertEqual(words[row * width + 45] & 0xFFFFFF, 0xFFFFFF, "the background in row \(row)")
        }
        // Each label's box: black in its middle (it is 42 pixels wide, centred on x 120).
        for row in 0..<10 {
            XCTAssertEqual(words[(20 + row * 40) * width + 120] & 0xFFFFFF, 0, "label \(row)")
        }
    }

    func testBandThreadsNeverCallTheTextSource() throws {
        XCTAssertTrue(Thread.isMainThread, "XCTest runs tests on the main thread")
        let glyphs = BoxGlyphs()
        let canvas = try sentinelCanvas()
        let text = TextAtlas(glyphs)
        var tracker = DamageTracker()
        // Whole frames, damaged frames, and frames drawn in the background.
        let inBands = BandedRenderer(canvas: canvas, text: text, count: 4)
        for step in 0..<20 {
            let list = frame(shift: Double(step))
            inBands.render(list, pixelScale: 1, damage: tracker.damage(to: list))
        }
        let inBackground = BandedRenderer(canvas: canvas, text: text, count: 4, drawsInBackground: true)
        for step in 0..<20 {
            let list = frame(shift: Double(step) * 1.5)
            inBackground.startRendering(list, pixelScale: 1, damage: nil, readsBack: true)
        }
        inBackground.finishRendering()
        XCTAssertGreaterThan(glyphs.calls.load(ordering: .relaxed), 0, "the labels were rasterised")
        XCTAssertEqual(glyphs.callsOffMainThread.load(ordering: .relaxed), 0, "no band thread asked for text")
        XCTAssertEqual(text.rasterisedCount, 10, "each label once, whatever the frames")
    }
}
