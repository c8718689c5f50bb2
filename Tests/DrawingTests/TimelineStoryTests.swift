@testable import Drawing
import EngineTestSupport
import GestureEngine
import XCTest

/// One timeline per interaction as a person perceives it, and every earlier one kept.
final class TimelineStoryTests: EngineTestCase {
    /// drag-adding: photo 1 lifted and dragged, photos 2, 3 and 4 tapped into the session, the
    /// note's tap left to the app, the stack dropped on the album — one story, whole.
    func testADragSessionIsOneStoryFromItsLiftToItsLanding() throws {
        let scene = try ShippedSceneTimelines.scene(named: "drag-adding")
        let model = try XCTUnwrap(ShippedSceneTimelines.timelines(of: scene).last).model
        let ids = model.lanes.map(\.id)
        XCTAssertEqual(model.startTime, 0.2, "from photo 1's touch-down")
        XCTAssertTrue(ids.contains("photo1.drag.lift"), "\(ids)")
        let session = try XCTUnwrap(model.lanes.first { $0.id == "drag S1" })
        XCTAssertEqual(session.kind, .dragSession)
        XCTAssertEqual(session.markers.map(\.label), ["+ photo2", "+ photo3", "+ photo4", "note: no items, the app's tap", "dropped on album",
                                                      "landed"])
        XCTAssertEqual(session.markers.compactMap(\.value), ["→ 2 items", "→ 3 items", "→ 4 items", "move · 4 items"])
        XCTAssertEqual(session.segments.map(\.label), ["dragging · 1 item", "dropped"])
        XCTAssertEqual(session.segments.last?.end, 4.1, "until the preview lands")
        let target = try XCTUnwrap(model.lanes.first { $0.id == "drop album" })
        XCTAssertEqual(target.segments.map(\.label), ["over · move", "dropped"])
        XCTAssertTrue(model.isHolding, "over once the preview has landed")
        XCTAssertEqual(model.stories.current, 1, "the whole demo is one story")
    }

    /// A finished story is kept when the next begins; PgUp / PgDn (`stepStory`) show it again.
    func testEarlierStoriesAreKeptAndSteppedThrough() throws {
        var model = TimelineModel()
        func tap(_ touch: Int, at time: Double, view: String) {
            model.consume(TraceEvent(time: time, kind: .touch(touch: touch, phase: .began, location: Point(10, 10), type: .direct)))
            model.consume(TraceEvent(time: time, kind: .deliver(view: view, touch: touch, phase: .began)))
            model.consume(TraceEvent(time: time + 0.1, kind: .touch(touch: touch, phase: .ended, location: Point(10, 10), type: .direct)))
            model.consume(TraceEvent(time: time + 0.1, kind: .deliver(view: view, touch: touch, phase: .ended)))
        }
        tap(1, at: 1, view: "first")
        tap(2, at: 3, view: "second")
        tap(3, at: 5, view: "third")
        XCTAssertEqual(model.stories.current, 3)
        XCTAssertEqual(model.stories.earlier.map(\.number), [1, 2])
        var view = TimelineView()
        XCTAssertEqual(model.shown(by: view).lanes.map(\.id), ["touches", "third"])
        XCTAssertNil(model.storyNote(for: view))
        XCTAssertTrue(view.stepStory(1, of: model))
        XCTAssertEqual(model.shown(by: view).lanes.map(\.id), ["touches", "second"])
        XCTAssertEqual(model.storyNote(for: view), "story 2 of 3")
        XCTAssertTrue(view.stepStory(1, of: model))
        XCTAssertEqual(model.shown(by: view).lanes.map(\.id), ["touches", "first"])
        XCTAssertFalse(view.stepStory(1, of: model), "the first story is the oldest")
        XCTAssertTrue(view.stepStory(-2, of: model))
        XCTAssertNil(view.story, "back to the story being told")
    }

    /// Taps on views that are still animating continue the story while the animation runs and
    /// the taps come within `animationContinuation` of each other.
    func testTapsWhileAnAnimationRunsAreOneStory() {
        var model = TimelineModel()
        model.consume(TraceEvent(time: 0, kind: .animation(view: "box", property: "center", from: [0, 0], to: [100, 0], timing: "easeInOut",
                                                          duration: 2, event: "start")))
        for (touch, time) in [(1, 0.5), (2, 1.5), (3, 6.0)] {
            model.consume(TraceEvent(time: time, kind: .touch(touch: touch, phase: .began, location: Point(10, 10), type: .direct)))
            model.consume(TraceEvent(time: time + 0.1, kind: .touch(touch: touch, phase: .ended, location: Point(10, 10), type: .direct)))
        }
        XCTAssertEqual(model.stories.current, 2, "the first two taps are one story; the third comes 4.4 s after the last event")
        XCTAssertEqual(model.startTime, 6)
        XCTAssertEqual(model.stories.earlier.first?.model.startTime, 0.5)
    }
}
