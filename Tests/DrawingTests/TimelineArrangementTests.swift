@testable import Drawing
import GestureEngine
import XCTest

/// The timeline's rows grow into spare height — in quarter steps, only when every lane shows at
/// full size and every label still reads — and the scale holds while the axis is zoomed.
final class TimelineArrangementTests: XCTestCase {
    private let measurer = EstimatedTextMeasure()

    private func arrangement(_ model: TimelineModel, in frame: Rect, view: TimelineView = TimelineView(),
                             typeScale: TypeScale = .unit) throws -> TimelineArrangement {
        try XCTUnwrap(TimelineArrangement(model, in: frame, now: 3, view: view, measurer: measurer, typeScale: typeScale))
    }

    func testAShortStoryInATallPanelGrowsItsRowsWithoutLosingALabel() throws {
        let model = TimelineViewTests.interaction()
        let frame = Rect(900, 20, 480, 700)
        let grown = try arrangement(model, in: frame)
        XCTAssertGreaterThan(grown.scale, 1)
        XCTAssertLessThanOrEqual(grown.scale, TimelineArrangement.maximumGrowth)
        XCTAssertEqual(grown.scale * 4, (grown.scale * 4).rounded(), "a quarter step")
        XCTAssertTrue(grown.plan.hidden.isEmpty)
        XCTAssertEqual(grown.plan.shown.first?.layout.density, TimelineDensity.ladder.first)
        XCTAssertGreaterThanOrEqual(grown.frame.width, TimelineArrangement.minimumGrownWidth)
        // Every label of the base size is there, whole.
        let base = try XCTUnwrap(TimelineArrangement(model, in: frame, now: 3, view: TimelineView(), measurer: measurer, scale: 1))
        XCTAssertEqual(grown.labelTexts, base.labelTexts)
        var drawn = DrawList(size: Size(1920, 1080), background: .black)
        TimelineRenderer.draw(model, in: frame, now: 3, into: &drawn)
        XCTAssertTrue(TimelineLabelLayoutTests.texts(drawn).allSatisfy { $0.scale == grown.scale }, "every word at the grown scale")
    }

    func testZoomingKeepsTheGrownScaleAndTheMapFromXToTime() throws {
        let model = TimelineViewTests.interaction()
        let frame = Rect(900, 20, 480, 700)
        let whole = try arrangement(model, in: frame)
        var view = TimelineView()
        view.zoom(by: 4, around: 2, model: model, now: 3)
        let zoomed = try arrangement(model, in: frame, view: view)
        XCTAssertEqual(zoomed.scale, whole.scale, "the words keep their size under the pointer")
        for time in [1.8, 2.0, 2.2] {
            let x = zoomed.placement.apply(to: Point(zoomed.plot.x(time), 0)).x
            XCTAssertEqual(try XCTUnwrap(zoomed.time(atX: x)), time, accuracy: 1e-9)
        }
    }

    func testACrowdedStoryKeepsTheTypeScale() throws {
        let scene = try ShippedSceneTimelines.scene(named: "three-squares")
        let model = ShippedSceneTimelines.timelines(of: scene, at: [1.19])[0].model
        let typeScale = TypeScale(factor: 2)
        let crowded = try XCTUnwrap(TimelineArrangement(model, in: Rect(0, 0, 760, 800), now: 1.19, view: TimelineView(), measurer: measurer,
                                                        typeScale: typeScale))
        XCTAssertEqual(crowded.scale, 2)
    }
}
