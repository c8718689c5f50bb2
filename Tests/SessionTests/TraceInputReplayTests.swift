import EngineTestSupport
import ExampleRecognizers
import Foundation
import GestureEngine
import SceneFormat
import Session
import XCTest

/// A trace is its own input: the touches of a trace written by replaying a scene's demo, fed back
/// (`snapshot --trace`, `trace --input-trace`), give the same trace (action values to the
/// trace's own rounding) and the same frames, so any trace can be drawn after the fact.
final class TraceInputReplayTests: EngineTestCase {
    private let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenes")

    private func scene(_ name: String) throws -> SceneDescription {
        try SceneLoader.loadScene(path: scenes.appendingPathComponent("\(name).yaml").path, recognizers: .withExamples).get()
    }

    /// The demo's trace as `gesturescope trace` writes it.
    private func demoTrace(_ description: SceneDescription) -> String {
        replayUnderTest(of: description, playing: .script(description.script, timeScale: 1)).engine.trace.events.map { $0.jsonLine + "\n" }.joined()
    }

    private func replayed(_ description: SceneDescription, input: TraceInput) -> String {
        replayUnderTest(of: description, playing: .events(input.events)).engine.trace.events.map { $0.jsonLine + "\n" }.joined()
    }

    /// Every line is the same, except that an action's values may differ in their last printed
    /// digit: the trace carries times to 1 µs and positions to 1e-4 pt, so a 60 Hz drag's sample
    /// times (k/60 s) and positions come back rounded, and a translation (a sum of differences)
    /// or a fitted velocity moves by that rounding (120 pt/s replays as 119.994), and so does the
    /// offset a scroll view's drag shows (the translation, rubber-banded). Action values and
    /// dragged offsets are compared to 2e-4 pt or 0.01 %, whichever is larger; everything else
    /// byte for byte.
    func testADemoTraceFedBackReproducesItself() throws {
        for name in ["widget-2-tap-pan", "widget-4-pan-requires-tap", "settings", "animation-hit-testing", "tap-vs-double-tap", "delivery"] {
            let description = try scene(name)
            let original = demoTrace(description).split(separator: "\n")
            let input = try TraceInput(jsonLines: original.joined(separator: "\n"))
            XCTAssertFalse(input.events.isEmpty, name)
            let again = replayed(description, input: input).split(separator: "\n")
            XCTAssertEqual(again.count, original.count, "\(name): line count")
            for (index, pair) in zip(again, original).enumerated() where pair.0 != pair.1 {
                guard try !sameActionButForRounding(String(pair.0), String(pair.1)) else { continue }
                XCTFail("\(name) line \(index + 1):\n  replayed \(pair.0)\n  original \(pair.1)")
                break
            }
        }
    }

    private func sameActionButForRounding(_ replayed: String, _ original: String) throws -> Bool {
        guard let left = try JSONSerialization.jsonObject(with: Data(replayed.utf8)) as? [String: Any],
              let right = try JSONSerialization.jsonObject(with: Data(original.utf8)) as? [String: Any],
              left["type"] as? String == "action" || (left["type"] as? String == "scroll" && left["event"] as? String == "dragged"),
              Set(left.keys) == Set(right.keys) else { return false }
        func numbers(_ value: Any?) -> [Double]? { (value as? [Double]) ?? (value as? Double).map { [$0] } }
        for (key, value) in left {
            if let mine = numbers(value), key != "t", let theirs = numbers(right[key]) {
                guard mine.count == theirs.count,
                      zip(mine, theirs).allSatisfy({ abs($0 - $1) <= max(2e-4, abs($1) * 1e-4) }) else { return false }
            } else if !NSDictionary(dictionary: [key: value]).isEqual(to: [key: right[key] as Any]) {
                return false
            }
        }
        return true
    }

    /// Exact where the input's times are whole microseconds (taps); a 60 Hz drag's sample times
    /// (k/60 s) are rounded to 1 µs in the trace, which moves timeline edges by ~1e-4 pt: that
    /// frame is compared to 0.01 pt.
    func testTheSameFrameIsDrawnFromTheTrace() throws {
        for (name, time, exact) in [("settings", 0.22, true), ("animation-hit-testing", 1.02, true), ("widget-4-pan-requires-tap", 1.5, true),
                                    ("widget-2-tap-pan", 0.45, false)] {
            let description = try scene(name)
            let input = try TraceInput(jsonLines: demoTrace(description))
            let fromScript = sessionUnderTest(description), fromTrace = sessionUnderTest(description)
            // A trace carries the input, not the script's captions (narration): both frames
            // are drawn without them.
            var uncaptioned = description.script
            uncaptioned.captions = []
            fromScript.play(uncaptioned, from: 0)
            fromTrace.play(input.events, from: 0)
            fromScript.advance(to: time)
            fromTrace.advance(to: time)
            let lines = { (session: SceneSession) in
                session.frame().description.split(separator: "\n").map { exact ? String($0) : Self.roundingNumbers(in: String($0)) }
            }
            let got = lines(fromTrace), want = lines(fromScript)
            XCTAssertEqual(got.count, want.count, "\(name)@\(time): command count")
            for (index, pair) in zip(got, want).enumerated() where pair.0 != pair.1 {
                XCTFail("\(name)@\(time) line \(index + 1):\n  from the trace  \(pair.0)\n  from the script \(pair.1)")
                break
            }
        }
    }

    /// `line` with every decimal number rounded to 0.01.
    private static func roundingNumbers(in line: String) -> String {
        let pattern = try! NSRegularExpression(pattern: "-?[0-9]+\\.[0-9]+")
        var result = line
        for match in pattern.matches(in: line, range: NSRange(line.startIndex..., in: line)).reversed() {
            guard let range = Range(match.range, in: result), let value = Double(result[range]) else { continue }
            result.replaceSubrange(range, with: String(format: "%.2f", value))
        }
        return result
    }

    func testForceRadiusAndTypeComeBackAndBadLinesAreNamed() throws {
        let text = """
        {"t":0.1,"type":"touch","touch":3,"phase":"began","x":10,"y":20,"touchType":"pencil","force":0.5,"radius":9}
        {"t":0.1,"type":"hit","touch":3,"view":null,"path":[],"geometry":"model"}
        {"t":0.2,"type":"touch","touch":3,"phase":"moved","x":11,"y":20,"touchType":"pencil","future":true}

        {"t":0.3,"type":"touch","touch":3,"phase":"ended","x":11,"y":20,"touchType":"pencil"}
        {"t":0.5,"type":"log","recognizer":"r","message":"m"}
        """
        let input = try TraceInput(jsonLines: text)
        XCTAssertEqual(input.events.map(\.time), [0.1, 0.2, 0.3])
        XCTAssertEqual(input.endTime, 0.5)
        let down = try XCTUnwrap(input.events.first?.changes.first)
        XCTAssertEqual(down, TouchInput(fingerID: 3, phase: .down, location: Point(10, 20), type: .pencil, force: 0.5, majorRadius: 9))
        XCTAssertEqual(input.events[1].changes.first?.force, 1, "absent: not reported")
        XCTAssertThrowsError(try TraceInput(jsonLines: "{\"t\":0,\"type\":\"touch\"}\nnot json")) { error in
            XCTAssertEqual((error as? TraceInput.Problem)?.line, 1)
        }
        XCTAssertThrowsError(try TraceInput(jsonLines: "{\"t\":0,\"type\":\"log\"}\nnot json")) { error in
            XCTAssertEqual((error as? TraceInput.Problem)?.description, "line 2: not a trace event (a JSON object with \"t\" and \"type\")")
        }
    }

    /// A trace time of 1e12 s made `snapshot --trace` allocate 37 GB: times and coordinates are
    /// bounded like a script's, with the line named.
    func testATraceBeyondTheLimitsIsRefusedWithItsLine() {
        let late = #"{"t":1e12,"type":"touch","touch":1,"phase":"began","x":10,"y":10,"touchType":"direct"}"#
        let far = #"{"t":1,"type":"touch","touch":1,"phase":"began","x":1e300,"y":10,"touchType":"direct"}"#
        for (text, message) in [(late, "\"t\" must be a time from 0 to 3600 seconds"),
                                (far, "a touch's numbers must be finite, force and radius 0 or more")] {
            XCTAssertThrowsError(try TraceInput(jsonLines: "\n" + text)) { error in
                XCTAssertEqual((error as? TraceInput.Problem)?.line, 2)
                XCTAssertEqual((error as? TraceInput.Problem)?.message, message)
            }
        }
    }
}

/// The ghosts' "which views animate" reduced from `animation` events agrees with the engine's
/// animation system at every frame of every shipped demo.
final class OverlayAnimationStateTests: EngineTestCase {
    func testAnimatingViewsFromTheTraceMatchTheEngine() throws {
        let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenes")
        for file in try FileManager.default.contentsOfDirectory(atPath: scenes.path).filter({ $0.hasSuffix(".yaml") }).sorted() {
            let description = try SceneLoader.loadScene(path: scenes.appendingPathComponent(file).path, recognizers: .withExamples).get()
            let session = sessionUnderTest(description)
            session.play(description.script, from: 0)
            var ids: [String] = []
            session.engine.window.forEachInSubtree { ids.append($0.id) }
            for frame in 0...Int((description.script.endTime + 1) * 60) {
                session.advance(to: Double(frame) / 60)
                let engine = session.engine.animations
                XCTAssertEqual(session.overlay.animationsLive, engine.isAnimating, "\(file) frame \(frame)")
                let fromTrace = ids.filter { session.overlay.isAnimating($0) }
                var fromEngine: [String] = []
                session.engine.window.forEachInSubtree { if engine.isAnimating($0) { fromEngine.append($0.id) } }
                XCTAssertEqual(fromTrace, fromEngine, "\(file) frame \(frame)")
                if fromTrace != fromEngine || session.overlay.animationsLive != engine.isAnimating { break }
            }
        }
    }
}
