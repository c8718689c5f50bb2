import Drawing
import XCTest

final class OverlayLayersTests: XCTestCase {
    func testTimelineDefaultsTo250PointsButLeavesMostOfASmallWindowToTheScene() {
        let layers = OverlayLayers()
        XCTAssertEqual(layers.timelineHeight(inWindowOfHeight: 800), 250)
        XCTAssertEqual(layers.timelineHeight(inWindowOfHeight: 420), 189, accuracy: 1e-9)
    }

    func testResizingStepsBy40PointsBetween90PointsAnd70PercentOfTheWindow() {
        var layers = OverlayLayers()
        layers.resizeTimeline(by: 1, inWindowOfHeight: 420)
        XCTAssertEqual(layers.timelineHeight(inWindowOfHeight: 420), 229, accuracy: 1e-9, "past the default cap")
        for _ in 0..<5 { layers.resizeTimeline(by: 1, inWindowOfHeight: 420) }
        XCTAssertEqual(layers.timelineHeight(inWindowOfHeight: 420), 294, accuracy: 1e-9)
        for _ in 0..<10 { layers.resizeTimeline(by: -1, inWindowOfHeight: 420) }
        XCTAssertEqual(layers.timelineHeight(inWindowOfHeight: 420), 90)
        XCTAssertEqual(layers.timelineHeight(inWindowOfHeight: 100), 70, "never more than 70 % of a window made smaller")
    }
}
