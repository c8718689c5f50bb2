import GestureEngine
@testable import SceneFormat
import XCTest

/// Issue 30 §4: a trace replayed as input used to take any number of touches down at once (100 000
/// from a 14-MB file ran past 90 s); traces now have the bound scripts have (their fingers are numbered 1 to 1000), refused at the line
/// that goes over it. Traces read CRLF line ends, and a trace of blank lines keeps no line list.
final class TouchesDownLimitTests: XCTestCase {
    private func began(_ touch: Int, at time: Double) -> String {
        #"{"t":\#(time),"type":"touch","touch":\#(touch),"phase":"began","x":1,"y":1}"#
    }

    private func ended(_ touch: Int, at time: Double) -> String {
        #"{"t":\#(time),"type":"touch","touch":\#(touch),"phase":"ended","x":1,"y":1}"#
    }

    func testATraceWithMoreTouchesDownThanTheLimitIsRefusedAtTheLineOver() {
        let lines = (1...4).map { began($0, at: Double($0)) }
        XCTAssertThrowsError(try TraceInput(jsonLines: lines.joined(separator: "\n"), touchesDown: 3)) { error in
            XCTAssertEqual((error as? TraceInput.Problem)?.description, "line 4: more than 3 touches down at once")
        }
    }

    func testTouchesLiftedMakeRoomAgain() throws {
        let lines = [began(1, at: 1), began(2, at: 2), ended(1, at: 3), began(3, at: 4), ended(2, at: 5), ended(3, at: 6)]
        XCTAssertEqual(try TraceInput(jsonLines: lines.joined(separator: "\n"), touchesDown: 2).events.count, 6)
    }

    func testCRLFLineEndsAreRead() throws {
        let input = try TraceInput(jsonLines: [began(1, at: 0), ended(1, at: 0.1), ""].joined(separator: "\r\n"))
        XCTAssertEqual(input.events.map(\.time), [0, 0.1])
    }

    func testBlankLinesAreCountedForPositions() {
        let text = String(repeating: "\n", count: 100_000) + "not json\n"
        XCTAssertThrowsError(try TraceInput(jsonLines: text)) { error in
            XCTAssertEqual((error as? TraceInput.Problem)?.line, 100_001)
        }
    }

    /// The bound scripts have: their finger numbers run from 1 to 1000.
    func testTheStandardBoundIsAScriptsFingers() throws {
        XCTAssertEqual(SceneLimits.standard.touchesDown, 1_000)
        let text = "name: h\nwindow: {size: [200, 200]}\nviews: []\nscript:\n  - {t: 0, down: 1001, at: [1, 1]}\n  - {t: 1, up: 1001}\n"
        guard case let .failure(errors) = SceneLoader.parseScene(text, file: "h.yaml") else { return XCTFail("accepted") }
        XCTAssertEqual(errors.diagnostics.first?.message, "down must be between 1 and 1000, found 1001")
    }
}
