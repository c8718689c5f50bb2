import EngineTestSupport
import ExampleRecognizers
import GestureEngine
import SceneFormat
import XCTest

/// Seeded random touch sequences over every shipped scene, several fingers at once, with
/// random timing (long presses, double-tap windows and touch delays all come into play). After
/// each sequence and its timers, the engine must be at rest: no live touch, no pending timer,
/// nothing withheld, every recognizer back in possible, every began answered.
final class QuiescencePropertyTests: EngineTestCase {
    static let sequencesPerScene = 300

    func testEveryRandomSequenceEndsAtRest() throws {
        var generator = SplitMix64(state: 2017_0219)
        var sequences = 0
        var eventCounts: [String: Int] = [:]
        for path in ProjectFiles.yamlFiles(in: "Scenes") {
            let scene = try SceneLoader.loadScene(path: path, recognizers: .withExamples).get()
            let engine = engineUnderTest(of: scene)
            var time = 0.0
            for index in 0..<Self.sequencesPerScene {
                time = play(randomSequenceIn: scene.windowSize, on: engine, from: time, using: &generator)
                time += 5
                engine.advance(to: time)
                let problems = engine.unfinishedWork
                if !problems.isEmpty {
                    return XCTFail("\(path) sequence \(index): \(problems)")
                }
                sequences += 1
            }
            for event in engine.trace.events { eventCounts[event.typeName, default: 0] += 1 }
        }
        XCTAssertGreaterThanOrEqual(sequences, 3000)
        // The sequences exercise the system, not just hit testing.
        for type in ["action", "wait", "suppressed", "undelivered"] {
            XCTAssertGreaterThan(eventCounts[type, default: 0], 10, "too few '\(type)' events: \(eventCounts)")
        }
        XCTAssertGreaterThan(eventCounts["state", default: 0], 5000)
    }

    /// One sequence: 1–3 fingers going down at random places and times, moving in random steps
    /// (some large), then lifting or being cancelled. Returns the time of the last event.
    private func play(randomSequenceIn size: Size, on engine: Engine, from start: Double, using generator: inout SplitMix64) -> Double {
        var time = start
        var live: [Int: Point] = [:]
        let fingers = Int.random(in: 1...3, using: &generator)
        var pending = Array(1...fingers)
        func step() -> Double {
            // Mostly frame-sized steps, sometimes long pauses (long press, double-tap window).
            Bool.random(using: &generator) ? Double.random(in: 0.005...0.03, using: &generator) : Double.random(in: 0.05...0.7, using: &generator)
        }
        while !pending.isEmpty || !live.isEmpty {
            time += step()
            let roll = Int.random(in: 0..<10, using: &generator)
            if let finger = pending.first, roll < 3 || live.isEmpty {
                pending.removeFirst()
                let point = Point(Double.random(in: 0..<size.width, using: &generator), Double.random(in: 0..<size.height, using: &generator))
                live[finger] = point
                let type: TouchType = Int.random(in: 0..<8, using: &generator) == 0 ? .pencil : .direct
                engine.send(InputEvent(time: time, changes: [TouchInput(fingerID: finger, phase: .down, location: point, type: type)]))
            } else if let finger = live.keys.sorted().randomElement(using: &generator), let at = live[finger] {
                // Sorted: Dictionary order is randomised per process, which would unseed the test.
                if roll < 8 {
                    let reach = Bool.random(using: &generator) ? 6.0 : 60.0
                    let next = at + Point(Double.random(in: -reach...reach, using: &generator), Double.random(in: -reach...reach, using: &generator))
                    live[finger] = next
                    engine.send(InputEvent(time: time, changes: [TouchInput(fingerID: finger, phase: .move, location: next)]))
                } else {
                    live[finger] = nil
                    let phase: TouchInput.Phase = Int.random(in: 0..<6, using: &generator) == 0 ? .cancel : .up
                    engine.send(InputEvent(time: time, changes: [TouchInput(fingerID: finger, phase: phase, location: at)]))
                }
            }
        }
        return time
    }
}
