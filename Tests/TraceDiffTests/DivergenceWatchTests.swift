import GestureEngine
@testable import TraceDiff
import XCTest

/// The first divergence kept up to date as two live traces grow (`run --compare`): whatever way
/// the events arrive, it is what the diff of the whole traces says; it settles once both sides
/// are past it, and a long agreement holds a bounded trace.
final class DivergenceWatchTests: XCTestCase {
    /// Stage 2 and stage 4 of the talk's widget, hand-built: at the first move A's pan begins
    /// and excludes the tap, B's waits for the tap; then a second move and the lift.
    private let a: [TraceEvent] = [
        Events.touch(0.2, .began, 100, 100), Events.participants(0.2, ["tap", "pan"]), Events.deliver(0.2, .began),
        Events.touch(0.3, .moved, 112, 100), Events.state(0.3, "pan", .possible, .began), Events.state(0.3, "tap", .possible, .failed, "excluded by pan"),
        Events.action(0.3, "pan", .began, 112),
        Events.touch(0.4, .moved, 130, 100), Events.action(0.4, "pan", .changed, 130),
        Events.touch(0.5, .ended, 130, 100), Events.action(0.5, "pan", .ended, 130),
    ]
    private let b: [TraceEvent] = [
        Events.touch(0.2, .began, 100, 100), Events.participants(0.2, ["tap", "pan"]), Events.deliver(0.2, .began),
        Events.touch(0.3, .moved, 112, 100), Events.state(0.3, "pan", .possible, .began), Events.wait(0.3, "pan", on: "tap"),
        Events.touch(0.4, .moved, 130, 100), Events.state(0.4, "tap", .possible, .failed), Events.action(0.4, "pan", .began, 130),
        Events.touch(0.5, .ended, 130, 100), Events.action(0.5, "pan", .ended, 130),
    ]

    /// Each side's events cut at their touches: what one turn of the window hands the watch.
    private func turns(_ events: [TraceEvent]) -> [[TraceEvent]] {
        var turns: [[TraceEvent]] = []
        for event in events {
            if case .touch = event.kind { turns.append([]) }
            turns[turns.count - 1].append(event)
        }
        return turns
    }

    func testFedTurnByTurnItFindsWhatTheWholeDiffFinds() throws {
        var watch = DivergenceWatch()
        let turnsA = turns(a), turnsB = turns(b)
        for (index, (turnA, turnB)) in zip(turnsA, turnsB).enumerated() {
            watch.append(a: turnA, b: turnB)
            XCTAssertEqual(watch.divergence == nil, index < 1, "turn \(index)")
        }
        XCTAssertEqual(watch.divergence, SemanticDiff(a, b).divergence)
        XCTAssertEqual(try XCTUnwrap(watch.divergence).a, a[5])
        XCTAssertEqual(try XCTUnwrap(watch.divergence).b, b[5])
    }

    func testFedEventByEventItFindsTheSameAndOnlyOneSideMayRunAhead() {
        var watch = DivergenceWatch()
        for event in a { watch.append(a: [event], b: []) }
        for event in b { watch.append(a: [], b: [event]) }
        XCTAssertEqual(watch.divergence, SemanticDiff(a, b).divergence)
    }

    func testTheSameTracesNeverDiverge() {
        var watch = DivergenceWatch()
        for turn in turns(a) { watch.append(a: turn, b: turn) }
        XCTAssertNil(watch.divergence)
    }

    func testOnceBothSidesArePastItTheDivergenceStaysWhateverComes() throws {
        var watch = DivergenceWatch()
        watch.append(a: a, b: b)
        let found = try XCTUnwrap(watch.divergence)
        watch.append(a: [Events.touch(0.6, .began, 1, 1)], b: [Events.touch(0.6, .began, 1, 1), Events.wait(0.6, "x", on: "y")])
        XCTAssertEqual(watch.divergence, found)
    }

    func testWhileTheDivergenceIsInTheLastStepLaterEventsOfThatStepCanChangeWhatItSays() throws {
        var watch = DivergenceWatch()
        watch.append(a: Array(a[0 ..< 4]), b: Array(b[0 ..< 6]))
        XCTAssertNil(try XCTUnwrap(watch.divergence).a, "A has said nothing more yet at that step")
        watch.append(a: Array(a[4 ..< 7]), b: [])
        XCTAssertEqual(try XCTUnwrap(watch.divergence).a, a[5])
    }

    func testARestartComparesAfresh() {
        var watch = DivergenceWatch()
        watch.append(a: a, b: b)
        XCTAssertNotNil(watch.divergence)
        watch.restart()
        XCTAssertNil(watch.divergence)
        watch.append(a: a, b: a)
        XCTAssertNil(watch.divergence)
    }

    func testALongAgreementHoldsABoundedTraceAndStillFindsALateDivergenceWithItsContext() throws {
        var watch = DivergenceWatch()
        var moves: [TraceEvent] = [Events.touch(0, .began, 0, 0)]
        for step in 1 ... 3000 {
            moves += [Events.touch(Double(step), .moved, Double(step), 0), Events.deliver(Double(step), .moved)]
        }
        watch.append(a: moves, b: moves)
        XCTAssertEqual(watch.heldEvents, 2 * 2 * DivergenceWatch.keptSteps, "the last two steps of each side")
        for step in 3001 ... 6000 {
            let turn = [Events.touch(Double(step), .moved, Double(step), 0), Events.deliver(Double(step), .moved)]
            watch.append(a: turn, b: turn)
        }
        XCTAssertEqual(watch.heldEvents, 2 * 2 * DivergenceWatch.keptSteps, "bounded however long the agreement")
        watch.append(a: [Events.touch(6001, .ended, 1, 0), Events.deliver(6001, .ended)], b: [Events.touch(6001, .ended, 1, 0)])
        let divergence = try XCTUnwrap(watch.divergence)
        XCTAssertEqual(divergence.a, Events.deliver(6001, .ended))
        XCTAssertNil(divergence.b)
        XCTAssertEqual(divergence.context.last, Events.touch(6001, .ended, 1, 0), "the shared events before it are kept")
    }
}
