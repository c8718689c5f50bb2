import EngineTestSupport
import GestureEngine
import SceneFormat
import XCTest

/// §4.12 and TouchDemo: a recognizer declared on one view and attached to another hears the
/// other view's touches, while its actions keep acting on the view that declares it.
final class AttachToTests: EngineTestCase {
    private let scene = """
    name: attach
    window: {size: [400, 300]}
    views:
      - id: main
        frame: [0, 0, 400, 300]
      - id: drawer
        frame: [0, 0, 400, 60]
        hidden: true
        gestures:
          - {id: drawerPan, type: pan, attachTo: main, actions: [{do: moveByTranslation}]}
    script:
      - {t: 0, down: 1, at: [200, 200]}
      - {t: 0.1, move: 1, to: [200, 260], duration: 0.1}
      - {t: 0.3, up: 1}
    """

    func testAMovedRecognizerHearsItsNewViewAndMovesItsDeclaringView() throws {
        let description = try SceneLoader.parseScene(scene, file: "attach.yaml").get()
        let engine = description.makeEngine()
        checkAtRestAfterTest(engine)
        let drawer = try XCTUnwrap(engine.window.descendant(withID: "drawer"))
        let main = try XCTUnwrap(engine.window.descendant(withID: "main"))
        XCTAssertEqual(main.gestureRecognizers.map(\.id), ["drawerPan"])
        XCTAssertEqual(drawer.gestureRecognizers.map(\.id), [])
        var script = TouchScript(engine)
        script.down(1, 200, 200, at: 0)
        script.move(1, 200, 212, at: 0.05)
        script.move(1, 200, 272, at: 0.1)
        script.up(1, 200, 272, at: 0.3)
        XCTAssertEqual(engine.traceText(only: ["participants"]), ["@0.000 T1 participants: drawerPan"])
        XCTAssertEqual(drawer.center, Point(200, 90), "the drawer (its target) moved by the pan's 60 pt after it began; main did not")
        XCTAssertEqual(main.center, Point(200, 150))
    }

    func testAttachToMustNameAView() {
        let broken = scene.replacingOccurrences(of: "attachTo: main", with: "attachTo: mian")
        guard case let .failure(errors) = SceneLoader.parseScene(broken, file: "attach.yaml") else { return XCTFail("accepted") }
        XCTAssertEqual(errors.diagnostics.map(\.message), ["unknown view 'mian'"])
    }
}
