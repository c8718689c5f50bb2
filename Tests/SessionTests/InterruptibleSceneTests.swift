import EngineTestSupport
import ExampleRecognizers
import Foundation
import GestureEngine
import SceneFormat
import Session
import XCTest

/// The interruptible scene (session 219): grabbing the gliding card and throwing it keep the
/// drawn position continuous, frame by frame at 60 Hz, and the throw starts with the finger's
/// velocity.
final class InterruptibleSceneTests: EngineTestCase {
    func testGrabAndThrowNeverJumpTheDrawnCard() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenes/interruptible.yaml").path
        let scene = try SceneLoader.loadScene(path: path, recognizers: .withExamples).get()
        let session = sessionUnderTest(scene)
        session.play(scene.script, from: 0)
        let card = try XCTUnwrap(session.engine.window.descendant(withID: "card"))
        var previous = session.engine.animations.presentationValues(of: card).center
        var events = 0
        for frame in 1...180 {
            let before = session.engine.trace.events.count
            session.advance(to: Double(frame) / 60)
            let drawn = session.engine.animations.presentationValues(of: card).center
            let interrupted = session.engine.trace.events(from: before).contains {
                if case let .animation(_, _, _, _, _, _, event) = $0.kind { return event == "interrupted" || event == "start" }
                return false
            }
            if interrupted {
                events += 1
                // Within one frame the card moves about as far as the finger or the glide did (the
                // flick: 12.5 pt a frame; thrown, the spring pulls it a little further), never the
                // tens of points of a jump.
                XCTAssertLessThan(drawn.distance(to: previous), 16, "frame \(frame)")
            }
            previous = drawn
        }
        XCTAssertEqual(events, 2, "the grab and the throw each happened")
    }

    func testGrabLeavesTheModelWhereTheCardWasDrawn() throws {
        let window = View(id: "window", frame: Rect(0, 0, 900, 400))
        let card = View(id: "card", frame: Rect(0, 0, 100, 100))
        window.addSubview(card)
        let engine = engineUnderTest(window: window)
        engine.animations.animate(timing: .curve(.easeInOut, duration: 3), options: .allowUserInteraction, changes: { card.center = Point(700, 50) })
        engine.advance(to: 1.3)
        let drawn = engine.animations.presentationValues(of: card).center
        engine.animations.interrupt(card)
        XCTAssertLessThan(engine.animations.presentationValues(of: card).center.distance(to: drawn), 0.5)
        XCTAssertLessThan(card.center.distance(to: drawn), 0.5)
    }
}
