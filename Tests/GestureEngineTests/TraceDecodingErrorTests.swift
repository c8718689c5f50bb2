@testable import GestureEngine
import XCTest

/// Issue 32 part 5: a trace that is not what the engine writes — edited by hand, cut short, of an
/// old or later format, hostile — is refused with the line and what is wrong, never a trap.
final class TraceDecodingErrorTests: XCTestCase {
    private func message(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            _ = try TraceEvent.events(jsonLines: text)
            XCTFail("read without an error: \(text)", file: file, line: line)
            return nil
        } catch {
            return error.description
        }
    }

    private let good = #"{"t":0,"type":"wait","recognizer":"pan","on":"tap"}"#

    func testJSONSyntaxErrorsNameTheLineAndColumn() {
        XCTAssertEqual(message(good + "\n" + #"{"t":0,"type":"wait""#), "line 2: column 21: expected ',' or '}'")
        XCTAssertEqual(message(#"{"t":0,"type":"wait",}"#), "line 1: column 22: expected a key in quotes")
        XCTAssertEqual(message(#"{"t":01,"type":"wait"}"#), "line 1: column 6: a number may not start with 0")
        XCTAssertEqual(message(#"{"t":NaN}"#), "line 1: column 6: expected a JSON value")
        XCTAssertEqual(message(#"{"t":1,"t":2}"#), "line 1: column 8: the key \"t\" is given twice")
        XCTAssertEqual(message(good + " x"), "line 1: column 53: text after the end of the JSON value")
        XCTAssertEqual(message(#"{"t":0,"type":"log","recognizer":"a","message":"\x"}"#), "line 1: column 50: an unknown escape \\x")
        XCTAssertEqual(message(#"{"t":0,"type":"log","recognizer":"a","message":"\ud800"}"#),
                       "line 1: column 55: a \\u escape of a high surrogate without its low surrogate")
        XCTAssertEqual(message("{\"t\":0,\"type\":\"log\",\"recognizer\":\"a\",\"message\":\"a\tb\"}"),
                       "line 1: column 50: a control character inside a string (write it as \\u00XX)")
        XCTAssertEqual(message(#"{"t":0,"type":"log","recognizer":"a","message":"cut"#), "line 1: column 52: the line ends inside a string")
        XCTAssertEqual(message("[1,2]"), "line 1: a trace event is a JSON object, not an array")
        XCTAssertEqual(message("\n\n\"t\""), "line 3: a trace event is a JSON object, not a string")
    }

    func testMissingOrMistypedFieldsAreNamed() {
        XCTAssertEqual(message(#"{"type":"wait","recognizer":"pan","on":"tap"}"#), "line 1: missing \"t\" (a number)")
        XCTAssertEqual(message(#"{"t":"0","type":"wait"}"#), "line 1: \"t\" must be a finite number, not a string")
        XCTAssertEqual(message(#"{"t":1e999,"type":"wait"}"#), "line 1: \"t\" must be a finite number, not 1e999")
        XCTAssertEqual(message(#"{"t":0,"type":"wait","recognizer":"pan"}"#), "line 1: missing \"on\" (a string)")
        XCTAssertEqual(message(#"{"t":0,"type":"deliver","view":"v","touch":1.5,"phase":"began"}"#),
                       "line 1: \"touch\" must be a whole number, not 1.5")
        XCTAssertEqual(message(#"{"t":0,"type":"deliver","view":"v","touch":99999999999999999999,"phase":"began"}"#),
                       "line 1: \"touch\" must be a whole number, not 99999999999999999999")
        XCTAssertEqual(message(#"{"t":0,"type":"deliver","view":"v","touch":1,"phase":"begun"}"#),
                       "line 1: \"phase\" is \"begun\", not a touch phase (began, moved, stationary, ended, cancelled)")
        XCTAssertEqual(message(#"{"t":0,"type":"timer","event":"rang","owner":null,"label":"x","due":1}"#),
                       "line 1: \"event\" is \"rang\", not a timer event")
        XCTAssertEqual(message(#"{"t":0,"type":"hit","touch":1,"view":null,"path":["window",3],"geometry":"model"}"#),
                       "line 1: \"path\" must hold strings only, not 3")
        XCTAssertEqual(message(#"{"t":0,"type":"action","recognizer":"tap","state":"ended","location":[1],"touches":0}"#),
                       "line 1: \"location\" must be an array of 2 numbers, not 1")
        XCTAssertEqual(message(#"{"t":0,"type":"scroll","view":"l","event":"dragged","x":0,"y":0,"vx":1,"vy":null,"zoom":null}"#),
                       "line 1: \"vx\" and \"vy\" must be both numbers or both null")
        XCTAssertEqual(message(#"{"t":0,"type":"dragDelegate","interaction":"d","call":"sessionWillBegin","session":1,"answer":2}"#),
                       "line 1: \"answer\" must be null for sessionWillBegin, a notification")
        XCTAssertEqual(message(#"{"t":0,"type":"participants","touch":1,"recognizers":["a"],"names":{"a":1}}"#),
                       "line 1: \"names.a\" must be a string, not 1")
    }

    func testAFieldInsideAScrollMotionIsNamedByItsPath() {
        let axis = #"{"kind":"still","from":0,"velocity":0,"decay":-1,"coast":0,"frequency":null,"to":0,"duration":0}"#
        let broken = axis.replacingOccurrences(of: #""kind":"still""#, with: #""kind":"gliding""#)
        XCTAssertEqual(message(#"{"t":0,"type":"scrollMotion","view":"l","x":"# + axis + #","y":"# + broken + "}"),
                       "line 1: \"y.kind\" is \"gliding\", not a scroll motion kind")
    }

    func testAnUnknownTypeIsAnErrorNotASilentSkip() {
        XCTAssertEqual(message(good + "\n" + #"{"t":0,"type":"teleport"}"#),
                       "line 2: unknown event type \"teleport\" (made by a later version of gesturescope?)")
    }

    /// Hostile lines end in an error: deep nesting does not exhaust the stack; every cut of a
    /// real line is refused or read, never a trap.
    func testHostileInputNeverTraps() {
        XCTAssertEqual(message(String(repeating: "[", count: 100_000)), "line 1: column 17: nested deeper than 16 levels")
        let line = TraceJSONLinesDecodingTests.everyKind[12].jsonLine
        for end in line.indices.dropLast() {
            _ = try? TraceEvent.events(jsonLines: String(line[..<end]))
        }
        XCTAssertNotNil(message(String(line.dropLast())))
    }
}
