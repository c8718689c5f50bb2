import EngineTestSupport
import GestureEngine
import SceneFormat
import XCTest

/// §4.9: a recognizer's `name` is debug-only. A scene's `name` reaches the recognizer and the
/// trace's `participants`, and nothing else of the trace changes.
final class RecognizerNameTests: EngineTestCase {
    private func tapTrace(named: Bool) throws -> [TraceEvent] {
        let scene = try SceneLoader.parseScene("""
        name: names
        window: {size: [300, 300]}
        views:
          - id: V
            frame: [0, 0, 200, 200]
            gestures:
              - {id: tap, type: tap\(named ? ", name: \"zoom in\"" : "")}
              - {id: pan, type: pan}
        """, file: "names.yaml").get()
        let engine = scene.makeEngine()
        checkAtRestAfterTest(engine)
        XCTAssertEqual(engine.window.recognizer(withID: "tap")?.name, named ? "zoom in" : nil)
        var script = TouchScript(engine)
        script.down(1, 50, 50, at: 0.1)
        script.up(1, 50, 50, at: 0.2)
        return engine.trace.events
    }

    func testTheNameIsListedInParticipantsAndChangesNothingElse() throws {
        let named = try tapTrace(named: true), plain = try tapTrace(named: false)
        XCTAssertEqual(named.count, plain.count)
        let differing = zip(named, plain).filter { $0.0 != $0.1 }.map { [$0.0.textLine, $0.1.textLine] }
        XCTAssertEqual(differing, [["@0.100 T1 participants: tap \"zoom in\", pan", "@0.100 T1 participants: tap, pan"]])
        let line = try XCTUnwrap(named.first { $0.typeName == "participants" }).jsonLine
        XCTAssertEqual(line, #"{"t":0.1,"type":"participants","touch":1,"recognizers":["tap","pan"],"names":{"tap":"zoom in"}}"#)
        XCTAssertEqual(try XCTUnwrap(plain.first { $0.typeName == "participants" }).jsonLine,
                       #"{"t":0.1,"type":"participants","touch":1,"recognizers":["tap","pan"]}"#, "no names: the line as it always was")
    }
}
