import Drawing
import EngineTestSupport
import Foundation
import GestureEngine
import SceneFormat
import Session
import XCTest

/// The window drops trace events no reader needs; what the overlay draws, the panel lists and a
/// lagging trace writer reads must not change, and absolute indices stay stable.
final class TraceDroppingTests: EngineTestCase {
    private let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenes")

    private func session(_ name: String) throws -> SceneSession {
        let scene = try SceneLoader.loadScene(path: scenes.appendingPathComponent("\(name).yaml").path).get()
        let session = sessionUnderTest(scene)
        session.play(scene.script, from: 0)
        return session
    }

    /// Plays the demo of `name` frame by frame at 60 Hz in two sessions, one dropping what its
    /// overlay consumed after every frame (keeping what a writer reading every `writerLag`
    /// frames has not read yet); compares each frame and, at the end, the writer's events.
    private func assertDroppingChangesNothing(in name: String, writerLag: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        let dropping = try session(name), keeping = try session(name)
        var written: [String] = []
        var writerCursor = 0
        let frames = Int((dropping.scene.script.endTime + 1) * 60)
        for frame in 0...frames {
            let time = Double(frame) / 60
            dropping.advance(to: time)
            keeping.advance(to: time)
            if frame % writerLag == 0 || frame == frames {
                written += dropping.engine.trace.events(from: writerCursor).map(\.jsonLine)
                writerCursor = dropping.engine.trace.endIndex
            }
            dropping.dropConsumedTrace(keepingFrom: writerCursor)
            XCTAssertEqual(dropping.frame(), keeping.frame(), "frame \(frame) of \(name)", file: file, line: line)
            XCTAssertEqual(dropping.overlay.recentDeliveries, keeping.overlay.recentDeliveries, file: file, line: line)
            XCTAssertEqual(dropping.timeline.lanes, keeping.timeline.lanes, file: file, line: line)
            XCTAssertEqual(dropping.engine.trace.endIndex, keeping.engine.trace.endIndex, "absolute indices are stable", file: file, line: line)
        }
        XCTAssertEqual(written, keeping.engine.trace.events.map(\.jsonLine), "the writer saw every event once, in order", file: file, line: line)
        XCTAssertGreaterThan(keeping.engine.trace.events.count, 50, "the demo exercises the trace", file: file, line: line)
        XCTAssertTrue(dropping.engine.trace.events.isEmpty, "everything read was dropped", file: file, line: line)
        XCTAssertEqual(dropping.engine.trace.firstIndex, keeping.engine.trace.endIndex, file: file, line: line)
    }

    func testDroppingConsumedEventsLeavesTheSettingsFramesPanelAndTimelineUnchanged() throws {
        try assertDroppingChangesNothing(in: "settings", writerLag: 1)
    }

    func testDroppingNeverLosesEventsAWriterHasNotReadYet() throws {
        try assertDroppingChangesNothing(in: "widget-4-pan-requires-tap", writerLag: 7)
    }

    func testAReaderCursorKeepsItsEventsAcrossADrop() throws {
        let session = try session("intro")
        session.advance(to: 10)
        let all = session.engine.trace.events.map(\.jsonLine)
        let reader = all.count / 2
        session.dropConsumedTrace(keepingFrom: reader)
        XCTAssertEqual(session.engine.trace.firstIndex, reader)
        XCTAssertEqual(session.engine.trace.events(from: reader).map(\.jsonLine), Array(all[reader...]))
        XCTAssertEqual(session.engine.trace.endIndex, all.count)
    }
}
