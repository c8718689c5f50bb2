import Foundation
import GoldenSupport
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

    func testIdsClearUIViewControllersMembers() {
        var names = SwiftNames()
        XCTAssertEqual(names.claim("modalTransitionStyle", suffix: "View"), "modalTransitionStyleView")
        XCTAssertEqual(names.claim("definesPresentationContext", suffix: "Recognizer"), "definesPresentationContextRecognizer")
        XCTAssertEqual(names.claim("becomeFirstResponder", suffix: "View"), "becomeFirstResponderView")
        XCTAssertEqual(names.claim("accessibilityLabel", suffix: "View"), "accessibilityLabelView")
        XCTAssertEqual(names.claim("state", suffix: "Recognizer"), "state")
    }

    func testARecognizerSubclassesPropertiesClearItsMembers() {
        var names = SwiftNames.recognizerSubclass()
        for member in ["state", "delegate", "view", "name", "isEnabled", "translation", "description"] {
            XCTAssertEqual(names.claim(member, suffix: "Recognizer"), member + "Recognizer")
        }
        XCTAssertEqual(names.claim("enabled", suffix: "Recognizer"), "enabled")
    }

    /// Every member the UIKit interface declares on a class the generated code subclasses is
    /// one the generator keeps scene ids away from.
    func testEveryMemberTheInterfaceDeclaresIsReserved() throws {
        let folder = Golden.repositoryRoot.appendingPathComponent("Tests/UIKitInterface/UIKit")
        let classes: [(file: String, name: String, reserved: Set<String>)] = [
            ("UIViewController.swift", "UIViewController", SwiftNames.viewControllerMembers),
            ("UIView.swift", "UIResponder", SwiftNames.responderMembers),
            ("UIGestureRecognizer.swift", "UIGestureRecognizer", SwiftNames.recognizerMembers),
        ]
        for (file, name, reserved) in classes {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let body = try XCTUnwrap(text.components(separatedBy: "open class \(name):").dropFirst().first?.components(separatedBy: "\n}\n").first)
            let members = body.split(separator: "\n").compactMap { line -> String? in
                let words = line.split { $0 == " " || $0 == "(" || $0 == ":" }
                guard let index = words.firstIndex(where: { $0 == "var" || $0 == "func" }), index + 1 < words.count,
                      words.prefix(index).contains("open") else { return nil }
                return String(words[index + 1])
            }
            XCTAssertFalse(members.isEmpty, name)
            for member in members { XCTAssertTrue(reserved.contains(member), "\(name).\(member) is not reserved") }
        }
    }
}
