import Foundation
@testable import GestureEngine
import XCTest

/// Issue 32 part 5: the JSON Lines trace read back is the events that wrote it. One hand-built
/// event of every type (each optional field both present and left out), decoded from its line:
/// the same event, and written again, the same line.
final class TraceJSONLinesDecodingTests: XCTestCase {
    /// At least one event of every type docs/TRACE.md documents; numbers already at the trace's
    /// rounding, so that the decoded event is equal, not only within a tolerance.
    static let everyKind: [TraceEvent] = {
        let kinds: [TraceEvent.Kind] = [
            .touch(touch: 1, phase: .began, location: Point(160, 180.25), type: .direct),
            .touch(touch: 2, phase: .moved, location: Point(-3.5, 0.0001), type: .pencil, force: 0.5, radius: 9),
            .touch(touch: 3, phase: .stationary, location: Point(1e-4, 1e16), type: .indirectPointer, force: 0, radius: 0),
            .hit(touch: 1, view: "blue", path: ["window", "cards", "blue"], geometry: .model),
            .hit(touch: 2, view: nil, path: [], geometry: .presentation),
            .deliver(view: "blue", touch: 1, phase: .cancelled),
            .undelivered(view: "single", touch: 2, reason: .multipleTouchDisabled),
            .participants(touch: 1, recognizers: [], names: [:]),
            .participants(touch: 1, recognizers: ["scrub", "tap"], names: ["scrub": "scrub the \"slide\""]),
            .state(recognizer: "pan", from: .possible, to: .began, reason: "moved 10 pt"),
            .state(recognizer: "pan", from: .changed, to: .failed, reason: nil),
            .action(recognizer: "tap", state: .ended, values: ActionValues(location: Point(320, 210), touches: 0)),
            .action(recognizer: "pan", state: .changed, values: ActionValues(
                location: Point(1, 2), touches: 1, measure: .pan(translation: Point(3, -4), velocity: Point(250.5, 0), sinceBegan: Point(3, -4)))),
            .action(recognizer: "pan", state: .changed, values: ActionValues(
                location: Point(1, 2), touches: 1, measure: .pan(translation: Point(0, 0), velocity: Point(1, 1), sinceBegan: Point(30, 40)))),
            .action(recognizer: "pinch", state: .began, values: ActionValues(
                location: Point(5, 5), touches: 2, measure: .pinch(scale: 1.25, velocity: -0.5, sinceBegan: 1.25))),
            .action(recognizer: "pinch", state: .changed, values: ActionValues(
                location: Point(5, 5), touches: 2, measure: .pinch(scale: 1, velocity: 0, sinceBegan: 2.5))),
            .action(recognizer: "rotate", state: .ended, values: ActionValues(
                location: Point(5, 5), touches: 0, measure: .rotation(rotation: 0.7854, velocity: 3.1416, sinceBegan: 0.7854))),
            .action(recognizer: "rotate", state: .changed, values: ActionValues(
                location: Point(5, 5), touches: 2, measure: .rotation(rotation: 0, velocity: 0, sinceBegan: -1.5))),
            .ask(question: "shouldRecognizeSimultaneously", recognizer: "pan", other: "pinch", answer: true),
            .ask(question: "shouldBegin", recognizer: "pan", other: nil, answer: false),
            .wait(recognizer: "pan", on: "tap"),
            .refused(recognizer: "tap", from: .ended, to: .began),
            .suppressed(recognizer: "pan", by: "tap"),
            .cycle(recognizer: "a", dropped: "b"),
            .log(recognizer: "tap", message: "tapped\n\t\u{1}é 👍 \\ \"quoted\""),
            .animation(view: "card", property: "center", from: [50, 65], to: [790, 65.5], timing: "easeInOut 2 s", duration: 2, event: "start"),
            .animation(view: "card", property: "alpha", from: [], to: [0.25], timing: "spring", duration: 0.000001, event: "interrupted"),
            .animatorRefused(animator: "slide", call: "startAnimation"),
            .animator(animator: "slide", event: .started, state: .active, fraction: 0.25, reversed: false, remaining: 1.5),
            .animator(animator: "slide", event: .finished, state: .inactive, fraction: 1, reversed: true, remaining: nil),
            .withheld(view: "blue", touch: 1, phase: .began),
            .timer(event: .scheduled, owner: "doubleTap", label: "next tap", due: 0.55),
            .timer(event: .fired, owner: nil, label: "settle", due: 1.000001),
            .dragLift(interaction: "drag", view: "photo", touch: 1, event: .lifted, items: 2),
            .dragSession(session: 1, event: .moved, view: nil, items: 2, location: Point(10, 20), proposal: nil),
            .dragSession(session: 1, event: .entered, view: "bin", items: 3, location: Point(10.5, 20), proposal: .move),
            .dragDelegate(interaction: "drag", call: .itemsForBeginning, session: nil, answer: .items(2)),
            .dragDelegate(interaction: "drag", call: .previewForLifting, session: nil, answer: .preview(.none)),
            .dragDelegate(interaction: "drag", call: .willAnimateLiftWith, session: nil, answer: nil),
            .dragDelegate(interaction: "drag", call: .sessionWillBegin, session: 1, answer: nil),
            .dragDelegate(interaction: "drag", call: .sessionForAddingItems, session: nil, answer: .session(2)),
            .dragDelegate(interaction: "drag", call: .sessionForAddingItems, session: nil, answer: .session(nil)),
            .dragDelegate(interaction: "drag", call: .itemsForAdding, session: 2, answer: .items(0)),
            .dropPerformed(session: 1, view: "bin", step: "moveItemsIn", values: ["photo", "note"]),
            .dropPerformed(session: 1, view: "bin", step: "setLabel", values: []),
            .systemGesture(edge: .bottom, event: .withheld, touch: 1, recognizers: ["pan", "swipe"]),
            .systemGesture(edge: .top, event: .disarmed, touch: nil, recognizers: []),
            .controlEvent(view: "volume", event: .valueChanged, touch: 1, value: 0.75, control: .slider),
            .controlEvent(view: "ok", event: .touchUpInside, touch: 1, value: nil, control: .button),
            .controlEvent(view: "mode", event: .valueChanged, touch: 2, value: 1, control: .segmented, title: "Week"),
            .controlEvent(view: "wifi", event: .valueChanged, touch: 2, value: 0, control: .toggle),
            .scroll(view: "list", event: .dragged, offset: Point(0, 120.5), velocity: nil, zoom: nil),
            .scroll(view: "list", event: .decelerating, offset: Point(0, -10), velocity: Point(0, -1500.25), zoom: 1.5),
            .controlTracking(view: "volume", event: .began, touch: 1, inside: Rect(-70, -70, 340, 171)),
        ]
        return kinds.enumerated().map { TraceEvent(time: Double($0.offset) / 20, kind: $0.element) }
    }()

    func testEveryKindReadsBackAsTheSameEvent() throws {
        for event in Self.everyKind {
            let line = event.jsonLine
            let decoded = try TraceEvent(jsonLine: line)
            XCTAssertEqual(decoded, event, line)
            XCTAssertEqual(decoded.jsonLine, line)
        }
    }

    /// A motion's spring is written as its frequency only: read back, the rest is rebuilt from
    /// the coast, so the line is the same and the content rests where it did.
    func testScrollMotionsReadBackWithTheirSprings() throws {
        let coastAndBounce = ScrollAxisMotion.release(at: 100, velocity: 2000, rate: 0.998, limits: 0 ... 300, bounces: true)
        let pastAnEdge = ScrollAxisMotion.springing(.bouncing, from: -40, velocity: -100, to: 0, frequency: 20)
        let coast = ScrollAxisMotion.release(at: 100, velocity: 300, rate: 0.998, limits: 0 ... 3000, bounces: true)
        XCTAssertNotNil(coastAndBounce.spring)
        XCTAssertGreaterThan(coastAndBounce.coastDuration, 0)
        for (x, y) in [(coastAndBounce, pastAnEdge), (coast, .still(at: 12.5))] {
            let event = TraceEvent(time: 1.2, kind: .scrollMotion(view: "list", x: x, y: y))
            let decoded = try TraceEvent(jsonLine: event.jsonLine)
            XCTAssertEqual(decoded.jsonLine, event.jsonLine)
            guard case let .scrollMotion(_, readX, readY) = decoded.kind else { return XCTFail("not a scrollMotion: \(decoded)") }
            for (read, written) in [(readX, x), (readY, y)] {
                XCTAssertEqual(read.spring == nil, written.spring == nil)
                for time in stride(from: 0.0, through: written.duration + 0.1, by: 0.05) {
                    XCTAssertEqual(read.value(at: time), written.value(at: time), accuracy: 0.01, "at \(time) s")
                }
            }
        }
    }

    /// Every `### `type`` heading of docs/TRACE.md has an event above: a type documented later
    /// fails here until the decoder and this list know it.
    func testEveryDocumentedTypeIsCovered() throws {
        let docs = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../docs/TRACE.md"), encoding: .utf8)
        let documented = Set(docs.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("### `"), let end = line.dropFirst(5).firstIndex(of: "`") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 5) ..< end])
        })
        XCTAssertEqual(documented.count, 27)
        let covered = Set(Self.everyKind.map(\.typeName)).union(["scrollMotion"])
        XCTAssertEqual(documented.subtracting(covered), [])
    }

    func testATextOfLinesReadsBackInOrderWithBlankLinesAndCRLF() throws {
        let events = Array(Self.everyKind.prefix(4))
        let text = events[0].jsonLine + "\r\n\n   \n" + events[1].jsonLine + "\n" + events[2].jsonLine + "\n" + events[3].jsonLine
        XCTAssertEqual(try TraceEvent.events(jsonLines: text), events)
        XCTAssertEqual(try TraceEvent.events(jsonLines: ""), [])
        XCTAssertEqual(try TraceEvent.events(jsonLines: "\n"), [])
    }

    /// What the trace's contract lets a reader see that this version does not write: fields in
    /// another order, unknown fields, white space, escapes `jsonString` does not use.
    func testLinesWrittenByHandOrByLaterVersionsStillRead() throws {
        let line = #"{ "type" : "log", "later" : {"a": [1, {"b": null}]}, "message": "caf\u00e9 \ud83d\udc4d \/", "recognizer":"tap", "t": 1.5e0 }"#
        XCTAssertEqual(try TraceEvent(jsonLine: line), TraceEvent(time: 1.5, kind: .log(recognizer: "tap", message: "café 👍 /")))
        // Nullable fields may be left out; defaults may be written.
        XCTAssertEqual(try TraceEvent(jsonLine: #"{"t":0,"type":"state","recognizer":"tap","from":"possible","to":"ended"}"#),
                       TraceEvent(time: 0, kind: .state(recognizer: "tap", from: .possible, to: .ended, reason: nil)))
        XCTAssertEqual(try TraceEvent(jsonLine: #"{"t":0,"type":"touch","touch":1,"phase":"ended","x":1,"y":2,"touchType":"direct","force":1}"#),
                       TraceEvent(time: 0, kind: .touch(touch: 1, phase: .ended, location: Point(1, 2), type: .direct)))
    }
}
