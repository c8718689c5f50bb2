import Drawing
import Foundation
import GestureEngine
import Recording
import SceneFormat
import SDLShell
import XCTest

/// Recording is frame-exact on engine time: two runs give the same frames bit for bit, a frame
/// is what the scene looks like at its engine time, and a sink that fails abandons the output.
final class RecorderTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    override func setUpWithError() throws {
        try SDLRuntime.startHeadless()
    }

    override func tearDown() {
        SDLRuntime.stop()
    }

    private func recorder(_ name: String, to end: Double, framesPerSecond: Double = 30, caption: String? = nil) throws -> Recorder {
        let scene = try SceneLoader.loadScene(path: root.appendingPathComponent("Scenes/\(name).yaml").path).get()
        var script = scene.script
        if let caption { script.captions = [InputScript.Caption(time: 0, text: caption)] }
        return Recorder(scene: scene, script: script, clock: RecordingClock(framesPerSecond: framesPerSecond, from: 0, to: end),
                        canvas: Size(640, 360), fontPath: root.appendingPathComponent("Assets/fonts/DejaVuSans.ttf").path)
    }

    /// FNV-1a over a frame's words.
    private func hash(_ pixels: UnsafeBufferPointer<UInt32>) -> UInt64 {
        pixels.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    func testTwoRunsGiveTheSameFramesBitForBit() throws {
        let recorder = try recorder("widget-4-pan-requires-tap", to: 1.5)
        var first: [UInt64] = [], second: [UInt64] = []
        try recorder.renderFrames { first.append(hash($0)) }
        try recorder.renderFrames { second.append(hash($0)) }
        XCTAssertEqual(first.count, 45)
        XCTAssertEqual(first, second)
        XCTAssertGreaterThan(Set(first).count, 10, "the frames change as the demo plays")
    }

    func testAFrameIsTheSnapshotAtItsEngineTime() throws {
        let recorder = try recorder("widget-2-tap-pan", to: 1, framesPerSecond: 10)
        var frames: [[UInt32]] = []
        try recorder.renderFrames { frames.append(Array($0)) }
        let scene = recorder.scene
        for index in [0, 4, 9] {
            let snapshot = try Snapshot.render(scene: scene, script: scene.script, at: recorder.clock.engineTime(ofFrame: index), scale: 1,
                                               canvasSize: Size(640, 360), fontPath: recorder.fontPath)
            XCTAssertEqual(frames[index], snapshot.pixelWords(), "frame \(index)")
        }
    }

    func testACaptionIsDrawnOverTheScene() throws {
        var plain: [UInt32] = [], captioned: [UInt32] = []
        try recorder("widget-1-tap", to: 0.1).renderFrames { if plain.isEmpty { plain = Array($0) } }
        try recorder("widget-1-tap", to: 0.1, caption: "A tap").renderFrames { if captioned.isEmpty { captioned = Array($0) } }
        let changed = zip(plain, captioned).enumerated().filter { $0.element.0 != $0.element.1 }.map { $0.offset / 640 }
        XCTAssertFalse(changed.isEmpty)
        XCTAssertGreaterThan(changed.min() ?? 0, 360 / 2, "the band is in the lower half")
    }

    func testASinkThatFailsIsAbandoned() throws {
        final class FailingSink: FrameSink {
            var frames = 0, abandoned = false, finished = false
            func write(_ pixels: UnsafeBufferPointer<UInt32>) throws(RecordingError) {
                frames += 1
                if frames == 3 { throw RecordingError("disk full") }
            }
            func finish() { finished = true }
            func abandon() { abandoned = true }
        }
        let sink = FailingSink()
        XCTAssertThrowsError(try recorder("widget-1-tap", to: 1).record(into: sink)) { error in
            XCTAssertEqual(error as? RecordingError, RecordingError("disk full"))
        }
        XCTAssertEqual(sink.frames, 3)
        XCTAssertTrue(sink.abandoned)
        XCTAssertFalse(sink.finished)
    }
}
