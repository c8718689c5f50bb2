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
        XCTAssertEqual(session.markers.map(\.label), ["from photo1 · 1 item", "+ photo2", "+ photo3", "+ photo4", "note: no items, the app's tap",
                                                      "landed"])
        XCTAssertEqual(session.markers.compactMap(\.value), ["→ 2 items", "→ 3 items", "→ 4 items"])
        XCTAssertEqual(session.segments.map(\.label), ["dragging", "dropped"])
        XCTAssertEqual(session.segments.last?.end, 4.1, "until the preview lands")
        let target = try XCTUnwrap(model.lanes.first { $0.id == "drop album" })
        XCTAssertEqual(target.segments.map(\.label), ["over · move", "dropped"])
        XCTAssertEqual(target.markers.map { $0.label + " " + ($0.value ?? "") }, ["dropped: S1 (move) 4 items"])
        XCTAssertTrue(model.isHolding, "over once the preview has landed")
        XCTAssertEqual(model.stories.current, 1, "the whole demo is one story")
    }

    /// drag-two-sessions: two sessions at once each close only the drop target they hovered —
    /// S2's cancel ends its hover of the forbidden target, not S1's landing after it.
    func testTwoSessionsSideBySideEachCloseTheirOwnTargets() throws {
        let scene = try ShippedSceneTimelines.scene(named: "drag-two-sessions")
        let model = try XCTUnwrap(ShippedSceneTimelines.timelines(of: scene).last).model
        XCTAssertEqual(model.lanes.filter { $0.kind == .dragSession }.map(\.id), ["drag S1", "drag S2"])
        let forbidden = try XCTUnwrap(model.lanes.first { $0.id == "drop forbiddenTarget" })
        XCTAssertEqual(forbidden.segments.map(\.label), ["over · forbidden"])
        XCTAssertEqual(forbidden.segments.last?.end, 2.2, "S2 cancelled over it")
        let copy = try XCTUnwrap(model.lanes.first { $0.id == "drop copyTarget" })
        XCTAssertEqual(copy.segments.map(\.label), ["over · copy", "dropped"])
        XCTAssertEqual(copy.segments.last?.end, 2.3, "until S1's preview lands")
        XCTAssertEqual(model.lanes.first { $0.id == "drag S2" }?.segments.map(\.label), ["dragging", "cancelled: the preview flies back"])
    }

    /// A recognizer's calls from two episodes of one story (a tap's `.ended`, then another tap's)
    /// are two labels, not one run.
    func testTheSameCallInTwoEpisodesOfAStoryIsTwoLabels() throws {
        var model = TimelineModel()
        func add(_ time: Double, _ kind: TraceEvent.Kind) { model.consume(TraceEvent(time: time, kind: kind)) }
        // A drag session keeps the story open across the two taps.
        add(0, .touch(touch: 1, phase: .began, location: Point(10, 10), type: .direct))
        add(0.1, .dragSession(session: 1, event: .began, view: "photo", items: 1, location: Point(10, 10), proposal: nil))
        for (touch, time) in [(2, 1.0), (3, 1.6)] {
            add(time, .touch(touch: touch, phase: .began, location: Point(50, 50), type: .direct))
            add(time, .participants(touch: touch, recognizers: ["tap"]))
            add(time + 0.1, .state(recognizer: "tap", from: .possible, to: .ended, reason: nil))
            add(time + 0.1, .action(recognizer: "tap", state: .ended, values: ActionValues(location: Point(50, 50), touches: 0)))
            add(time + 0.1, .state(recognizer: "tap", from: .ended, to: .possible, reason: "reset"))
            add(time + 0.1, .touch(touch: touch, phase: .ended, location: Point(50, 50), type: .direct))
        }
        XCTAssertEqual(model.stories.current, 1)
        let lane = model.lanes.first { $0.id == "tap" }
        let labels = TimelineLabelItem.items(for: try XCTUnwrap(lane), x: { $0 * 100 }).map(\.texts)
        XCTAssertEqual(labels.filter { $0.contains { $0.hasPrefix(".ended") } }.count, 2, "\(labels)")
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

    private func tap(_ touch: Int, at time: Double, into model: inout TimelineModel) {
        model.consume(TraceEvent(time: time, kind: .touch(touch: touch, phase: .began, location: Point(10, 10), type: .direct)))
        model.consume(TraceEvent(time: time + 0.1, kind: .touch(touch: touch, phase: .ended, location: Point(10, 10), type: .direct)))
    }

    private func animation(_ event: String, at time: Double) -> TraceEvent {
        TraceEvent(time: time, kind: .animation(view: "box", property: "center", from: [0, 0], to: [100, 0], timing: "easeInOut",
                                                duration: 5, event: event))
    }

    /// A tap that starts an animation, and a tap that interrupts it while it runs, are one story;
    /// a tap long after (more than `animationContinuation` after the story's latest event) is
    /// another, the animation running still.
    func testATapThatInterruptsTheStorysAnimationContinuesIt() {
        var model = TimelineModel()
        tap(1, at: 0.5, into: &model)
        model.consume(animation("start", at: 0.6))
        tap(2, at: 1.5, into: &model)
        XCTAssertEqual(model.stories.current, 1, "the second tap continues the story its animation belongs to")
        tap(3, at: 6, into: &model)
        XCTAssertEqual(model.stories.current, 2, "4.4 s after the story's latest event")
        XCTAssertEqual(model.startTime, 6)
        XCTAssertEqual(model.stories.earlier.first?.model.startTime, 0.5)
    }

    /// An animation that ran before the story (a scene's repeating one) holds no taps together.
    func testAnAnimationFromBeforeTheStoryHoldsNothingTogether() {
        var model = TimelineModel()
        model.consume(animation("start", at: 0))
        tap(1, at: 0.5, into: &model)
        tap(2, at: 1.5, into: &model)
        XCTAssertEqual(model.stories.current, 2)
        // Nor one that completed before the next tap.
        model.consume(animation("start", at: 1.7))
        model.consume(animation("complete", at: 2))
        tap(3, at: 2.5, into: &model)
        XCTAssertEqual(model.stories.current, 3)
    }
}
