import EngineTestSupport
import Foundation
@testable import GestureEngine
import XCTest

/// Issue 9 §1: every finite number prints as valid JSON and text, whatever its size. Before: a
/// time of 1e16 s trapped `fixedDecimals` (Int64 overflow) and coordinates above ~1.8e304 printed
/// `inf` (scaled by 10⁴ before rounding).
final class TraceNumberFormattingTests: EngineTestCase {
    func testHugeFiniteNumbersPrintAsJSONNumbers() {
        XCTAssertEqual(formatNumber(1e304), "1e+304")
        XCTAssertEqual(formatNumber(-Double.greatestFiniteMagnitude), "-1.7976931348623157e+308")
        XCTAssertEqual(formatNumber(1e15), "1000000000000000")
        XCTAssertEqual(formatNumber(999_999_999_999_999), "999999999999999")
        XCTAssertEqual(formatNumber(12.345678), "12.3457")
        XCTAssertEqual(formatNumber(-0.00001), "0")
        XCTAssertEqual(formatNumber(.infinity), "0")
        XCTAssertEqual(formatNumber(.nan), "0")
    }

    func testFixedDecimalsCopesWithAnyTime() {
        XCTAssertEqual(fixedDecimals(1e16, 3), "10000000000000000")
        XCTAssertEqual(fixedDecimals(-1e300, 3), "-1e+300")
        XCTAssertEqual(fixedDecimals(2.5, 3), "2.500")
        XCTAssertEqual(fixedDecimals(-0.0004, 3), "0.000")
        XCTAssertEqual(fixedDecimals(.infinity, 3), "0")
    }

    func testATraceEventAtAHugeTimeAndPlacePrintsInEveryForm() {
        let event = TraceEvent(time: 1e16, kind: .touch(touch: 1, phase: .began, location: Point(1e305, -1e305), type: .direct))
        XCTAssertEqual(event.textLine, "@10000000000000000 down T1 (1e+305,-1e+305)")
        XCTAssertEqual(event.jsonLine,
                       #"{"t":10000000000000000,"type":"touch","touch":1,"phase":"began","x":1e+305,"y":-1e+305,"touchType":"direct"}"#)
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(event.jsonLine.utf8)))
    }

    func testNamesWithControlCharactersAreEscapedInTheTextForm() {
        let event = TraceEvent(time: 0, kind: .deliver(view: "v\u{1B}[2J", touch: 1, phase: .began))
        XCTAssertEqual(event.textLine, "@0.000 v\\u{1B}[2J.began(T1)")
    }
}
