@testable import App
import GestureEngine
import Session
import XCTest

/// The help card: shown by `?`, closed by the first press anywhere — which goes nowhere else —
/// or by Esc before Esc quits.
final class HelpCardWindowTests: XCTestCase {
    func testAPressAnywhereClosesTheCardAndReachesNothingElse() throws {
        let window = try WindowUnderTest(["a.yaml": TestScenes.a], opening: "a.yaml")
        window.send(.command(.help))
        XCTAssertTrue(window.model.help.isShown)
        XCTAssertTrue(window.texts().contains("Gesturescope — keys"))
        let square = window.windowPoint(Point(200, 150))
        window.tap(at: square)
        XCTAssertFalse(window.model.help.isShown)
        XCTAssertFalse(window.texts().contains("Gesturescope — keys"))
        XCTAssertEqual(window.touchesTraced, [], "the closing tap is in no trace, its lift neither")
        window.tap(at: square)
        XCTAssertEqual(window.touchesTraced, ["1 began", "1 ended"], "the next tap is the scene's")
    }

    func testAClickOnTheStripWhileTheCardShowsRunsNoButton() throws {
        let window = try WindowUnderTest(["a.yaml": TestScenes.a], opening: "a.yaml")
        window.send(.command(.toggleControlStrip))
        window.send(.command(.help))
        window.click(at: try window.button(for: .pause))
        XCTAssertFalse(window.model.help.isShown)
        XCTAssertFalse(window.model.clockIsPaused, "the press only closed the card")
    }

    func testEscClosesTheCardFirstThenQuits() throws {
        let window = try WindowUnderTest(["a.yaml": TestScenes.a], opening: "a.yaml")
        window.send(.command(.help))
        window.send(.command(.quit))
        XCTAssertFalse(window.model.help.isShown)
        XCTAssertFalse(window.model.isQuitting)
        window.send(.command(.quit))
        XCTAssertTrue(window.model.isQuitting)
    }
}
