@testable import SwiftExport
import XCTest

/// Scene ids as Swift names.
final class SwiftNamesTests: XCTestCase {
    func testIdsBecomeLowerCamelCase() {
        XCTAssertEqual(SwiftNames.lowerCamel("widget"), "widget")
        XCTAssertEqual(SwiftNames.lowerCamel("LP_c1"), "lpC1")
        XCTAssertEqual(SwiftNames.lowerCamel("TK"), "tk")
        XCTAssertEqual(SwiftNames.lowerCamel("K2"), "k2")
        XCTAssertEqual(SwiftNames.lowerCamel("URLView"), "urlView")
        XCTAssertEqual(SwiftNames.lowerCamel("long-press"), "longPress")
        XCTAssertEqual(SwiftNames.lowerCamel("list.scroll.pan"), "listScrollPan")
        XCTAssertEqual(SwiftNames.lowerCamel("_9lives"), "v9lives")
        XCTAssertEqual(SwiftNames.lowerCamel("ünïcode"), "nCode")
        XCTAssertEqual(SwiftNames.upperCamel("widget-4-pan-requires-tap"), "Widget4PanRequiresTap")
    }

    func testNamesStayUniqueAndClearOfKeywordsAndInheritedMembers() {
        var names = SwiftNames()
        XCTAssertEqual(names.claim("card", suffix: "View"), "card")
        XCTAssertEqual(names.claim("card", suffix: "View"), "cardView")
        XCTAssertEqual(names.claim("card", suffix: "View"), "cardView2")
        XCTAssertEqual(names.claim("view", suffix: "View"), "viewView")
        XCTAssertEqual(names.claim("class", suffix: "Recognizer"), "classRecognizer")
        XCTAssertEqual(names.claim("title", suffix: "View"), "titleView")
        XCTAssertEqual(names.claim("deferredEdges", suffix: "View"), "deferredEdgesView")
    }
}
