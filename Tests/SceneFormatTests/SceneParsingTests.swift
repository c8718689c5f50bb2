import EngineTestSupport
import GestureEngine
@testable import SceneFormat
import XCTest

final class SceneParsingTests: EngineTestCase {
    private func scene(_ text: String) throws -> SceneDescription {
        try SceneLoader.parseScene(text, file: "test.yaml").get()
    }

    func testEveryViewPropertyReachesTheEngineView() throws {
        let description = try scene("""
        name: All
        window: {size: [300, 200], background: "#102030"}
        views:
          - id: box
            frame: [10, 20, 100, 50]
            boundsOrigin: [5, 6]
            transform: {scale: 2, rotateDegrees: 90, translate: [3, 4]}
            alpha: 0.5
            hidden: true
            userInteraction: false
            multipleTouch: true
            exclusiveTouch: true
            clipsToBounds: true
            background: "#ff000080"
            cornerRadius: 8
            border: {width: 2, color: white}
            label: {text: Hi, color: "#00f", size: 20}
            hitTest: {minimumTouchSize: 44, passThrough: true}
            logTouches: false
            subviews:
              - {id: inner, frame: [0, 0, 1, 1], label: plain}
        """)
        let window = description.makeWindow()
        XCTAssertEqual(window.id, "window")
        XCTAssertEqual(window.bounds, Rect(0, 0, 300, 200))
        XCTAssertEqual(window.backgroundColor.hex, "#102030")
        let box = try XCTUnwrap(window.descendant(withID: "box"))
        XCTAssertEqual(box.center, Point(60, 45))
        XCTAssertEqual(box.bounds, Rect(5, 6, 100, 50))
        let expected = Transform2D(scaleX: 2, y: 2).rotated(by: 0).concatenating(Transform2D(rotationAngle: .pi / 2))
            .concatenating(Transform2D(translationX: 3, y: 4))
        XCTAssertEqual(box.transform.tx, expected.tx, accuracy: 1e-12)
        XCTAssertEqual(box.transform.b, 2, accuracy: 1e-12)
        XCTAssertEqual(box.alpha, 0.5)
        XCTAssertTrue(box.isHidden)
        XCTAssertFalse(box.isUserInteractionEnabled)
        XCTAssertTrue(box.isMultipleTouchEnabled)
        XCTAssertTrue(box.isExclusiveTouch)
        XCTAssertTrue(box.clipsToBounds)
        XCTAssertEqual(box.backgroundColor.hex, "#ff000080")
        XCTAssertEqual(box.cornerRadius, 8)
        XCTAssertEqual(box.borderWidth, 2)
        XCTAssertEqual(box.borderColor, .white)
        XCTAssertEqual(box.label, ViewLabel(text: "Hi", color: Color(red: 0, green: 0, blue: 1), fontSize: 20))
        XCTAssertEqual(box.hitTestOptions, HitTestOptions(minimumTouchSize: 44, passesThroughSelf: true))
        XCTAssertEqual(description.quietViewIDs, ["box"], "logTouches is the scene's, not the engine view's")
        XCTAssertEqual(box.subviews.first?.label?.text, "plain")
    }

    func testBeginWhenMovingNamesOneAxis() throws {
        func text(_ value: String) -> String {
            """
            name: Pans
            window: {size: [300, 200]}
            views:
              - id: box
                frame: [10, 20, 100, 50]
                gestures: [{id: pan, type: pan, delegate: {beginWhenMoving: \(value)}}]
            """
        }
        XCTAssertEqual(try scene(text("vertical")).views[0].gestures[0].delegate?.beginWhenMoving, .vertical)
        XCTAssertEqual(try scene(text("horizontal")).views[0].gestures[0].delegate?.beginWhenMoving, .horizontal)
        for bad in ["sideways", "[horizontal]"] {
            guard case let .failure(errors) = SceneLoader.parseScene(text(bad), file: "test.yaml") else { return XCTFail(bad) }
            XCTAssertTrue(errors.description.contains("beginWhenMoving"), errors.description)
        }
    }

    /// A gesture's `overrides` become its recognizer's relationship hooks (none when it
    /// declares none), which answer as a subclass would.
    func testOverridesAreInstalledAsRelationshipHooks() throws {
        let description = try scene("""
        name: Overrides
        window: {size: [400, 400]}
        views:
          - id: box
            frame: [0, 0, 400, 400]
            gestures: [{id: tap, type: tap}, {id: pan, type: pan, overrides: {requireFailureOf: [tap]}}]
        script:
          - {t: 0, down: 1, at: [100, 100]}
          - {t: 0.016, move: 1, to: [106, 108]}
          - {t: 0.048, move: 1, to: [112, 116]}
          - {t: 0.064, up: 1}
        """)
        let engine = engineUnderTest(of: description)
        XCTAssertNil(engine.window.recognizer(withID: "tap")?.relationshipHooks)
        XCTAssertNotNil(engine.window.recognizer(withID: "pan")?.relationshipHooks)
        var player = ScriptPlayer(script: description.script)
        player.play(into: engine, until: 1)
        let lines = engine.trace.events.filter { ["ask", "wait"].contains($0.typeName) }.map(\.textLine)
        XCTAssertEqual(lines, ["@0.016 ask pan shouldRequireFailure(of:) tap → true", "@0.016 pan waits for tap to fail"])
    }

    func testMakeWindowBuildsAFreshTreeEachTime() throws {
        let description = try scene("name: a\nwindow: {size: [10, 10]}\nviews: [{id: v, frame: [0, 0, 5, 5]}]\n")
        XCTAssertFalse(description.makeWindow() === description.makeWindow())
        XCTAssertFalse(description.makeWindow().subviews[0] === description.makeWindow().subviews[0])
    }

    func testScriptMovesAreSampledAt60HzAndFingersMovingTogetherShareEvents() throws {
        let description = try scene("""
        name: Two fingers
        window: {size: [400, 400]}
        script:
          - {t: 0, down: 1, at: [0, 0]}
          - {t: 0, down: 2, at: [100, 0], type: pencil, force: 0.5, radius: 12}
          - {t: 0.1, move: 1, to: [60, 0], duration: 0.05}
          - {t: 0.1, move: 2, to: [160, 0], duration: 0.05}
          - {t: 0.2, up: 1}
          - {t: 0.2, cancel: 2}
          - {t: 1.5, end: true}
        """)
        let events = description.script.inputEvents()
        XCTAssertEqual(events.map { formatNumber($0.time) }, ["0", "0.1167", "0.1333", "0.15", "0.2"])
        XCTAssertEqual(events[0].changes.map(\.phase), [.down, .down])
        XCTAssertEqual(events[0].changes[1].type, .pencil)
        XCTAssertEqual(events[0].changes[1].force, 0.5)
        XCTAssertEqual(events[0].changes.map(\.majorRadius), [0, 12], "radius 0 when not given")
        XCTAssertEqual(events[3].changes.map(\.majorRadius), [0, 12], "kept for the touch's life")
        XCTAssertEqual(events[1].changes.map(\.location.x).map { formatNumber($0) }, ["20", "120"])
        XCTAssertEqual(events[3].changes.map(\.location), [Point(60, 0), Point(160, 0)])
        XCTAssertEqual(events[4].changes.map(\.phase), [.up, .cancel])
        XCTAssertEqual(events[4].changes[1].type, .pencil)
        XCTAssertEqual(description.script.endTime, 1.5)
        XCTAssertEqual(description.effectivePosterTime, 1.5)
    }

    func testZeroDurationMoveIsOneSampleAndUpCanNameItsLocation() throws {
        let script = try SceneLoader.parseScript("""
        script:
          - {t: 0, down: 1, at: [0, 0]}
          - {t: 0.1, move: 1, to: [10, 0]}
          - {t: 0.2, up: 1, at: [12, 0]}
        """, file: "s.yaml").get()
        let events = script.inputEvents()
        XCTAssertEqual(events.map(\.time), [0, 0.1, 0.2])
        XCTAssertEqual(events.map { $0.changes[0].location }, [Point(0, 0), Point(10, 0), Point(12, 0)])
    }

    /// A capture's keys: steps at one instant kept as events of their own, a move's and a
    /// cancel's new force and radius; a video's captions and speed changes, which send nothing.
    func testSeparateStepsForcesCaptionsAndSpeedChanges() throws {
        let script = try SceneLoader.parseScript("""
        script:
          - {t: 0, caption: "A tap"}
          - {t: 0, down: 1, at: [0, 0], force: 0.3}
          - {t: 0, up: 1, at: [0, 0], separate: true}
          - {t: 0.5, timeScale: 0.25}
          - {t: 0.5, down: 2, at: [5, 5]}
          - {t: 0.5, down: 3, at: [9, 9]}
          - {t: 0.6, move: 2, to: [6, 6], force: 0.8, radius: 12}
          - {t: 0.7, cancel: 2, force: 0.2}
          - {t: 0.7, up: 3, radius: 3}
          - {t: 0.8, caption: ""}
        """, file: "s.yaml").get()
        let events = script.inputEvents()
        XCTAssertEqual(events.map(\.time), [0, 0, 0.5, 0.6, 0.7], "the separate up is its own event; the downs at 0.5 share one")
        XCTAssertEqual(events.map(\.changes.count), [1, 1, 2, 1, 2])
        XCTAssertEqual(events[0].changes[0].force, 0.3)
        XCTAssertEqual(events[1].changes[0].force, 0.3, "a lift keeps the force it had")
        XCTAssertEqual(events[3].changes[0].force, 0.8)
        XCTAssertEqual(events[3].changes[0].majorRadius, 12)
        XCTAssertEqual(events[4].changes.map(\.force), [0.2, 1])
        XCTAssertEqual(events[4].changes.map(\.majorRadius), [12, 3])
        XCTAssertEqual(script.captions, [InputScript.Caption(time: 0, text: "A tap"), InputScript.Caption(time: 0.8, text: "")])
        XCTAssertEqual(script.caption(at: 0.79), "A tap")
        XCTAssertNil(script.caption(at: 0.8), "an empty caption ends the last")
        XCTAssertEqual(script.speedChanges, [InputScript.SpeedChange(time: 0.5, timeScale: 0.25)])
        XCTAssertEqual(script.endTime, 0.8)
    }

    func testScriptPlayerSendsEventsUpToTheRequestedTime() throws {
        let description = try scene("""
        name: Player
        window: {size: [100, 100]}
        views: [{id: v, frame: [0, 0, 100, 100]}]
        script:
          - {t: 0.5, down: 1, at: [10, 10]}
          - {t: 1.0, up: 1}
        """)
        let engine = engineUnderTest(window: description.makeWindow())
        var player = ScriptPlayer(script: description.script, startTime: 2)
        player.play(into: engine, until: 2.4)
        XCTAssertEqual(engine.trace.events.count, 0)
        XCTAssertEqual(engine.now, 2.4)
        player.play(into: engine, until: 2.5)
        XCTAssertEqual(engine.liveTouches.count, 1)
        XCTAssertFalse(player.isFinished)
        player.play(into: engine, until: 10)
        XCTAssertTrue(player.isFinished)
        XCTAssertEqual(engine.trace.events.map(\.textLine).last, "@3.000 v.ended(T1)")
        XCTAssertEqual(engine.unfinishedWork, [])
    }

    func testSlowMotionStretchesScriptTimeOntoEngineTime() throws {
        let description = try scene("""
        name: Slow
        window: {size: [100, 100]}
        views: [{id: v, frame: [0, 0, 100, 100]}]
        script:
          - {t: 1.0, down: 1, at: [10, 10]}
          - {t: 2.0, up: 1}
        """)
        let engine = engineUnderTest(window: description.makeWindow())
        var player = ScriptPlayer(script: description.script, timeScale: 0.25)
        player.play(into: engine, until: 10)
        XCTAssertEqual(engine.trace.events.first?.time, 0.25)
        XCTAssertEqual(engine.trace.events.last?.time, 0.5)
    }

    func testFileKindIsJudgedByTopLevelKeys() {
        XCTAssertEqual(SceneLoader.kind(of: "script: []\n"), .script)
        XCTAssertEqual(SceneLoader.kind(of: "name: a\nscript: []\n"), .scene)
        XCTAssertEqual(SceneLoader.kind(of: "{{{"), .scene)
    }

    func testCheckpointsDefaultToThePosterTimeElseTheScriptsEnd() throws {
        let listed = try scene("name: a\nwindow: {size: [10, 10]}\nposterTime: 1\ncheckpoints: [0, 0.25, 2]\n")
        XCTAssertEqual(listed.effectiveCheckpoints, [0, 0.25, 2])
        XCTAssertEqual(try scene("name: a\nwindow: {size: [10, 10]}\nposterTime: 1.5\n").effectiveCheckpoints, [1.5])
        let scripted = try scene("name: a\nwindow: {size: [10, 10]}\nscript:\n  - {t: 0, down: 1, at: [1, 1]}\n  - {t: 0.75, up: 1}\n")
        XCTAssertNil(scripted.checkpoints)
        XCTAssertEqual(scripted.effectiveCheckpoints, [0.75])
    }
}
