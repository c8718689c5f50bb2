import EngineTestSupport
import GestureEngine
import SceneFormat
import XCTest

/// §9 in scene files: a drag interaction's own recognizers (`VIEW.drag.lift`, `.gate`, `.add`)
/// are named participants that app recognizers can be related to, as a scroll view's are.
final class DragSceneTests: EngineTestCase {
    /// Photo P (drag interaction; `drag` adds keys to it) carrying `gestures`.
    private func scene(gestures: String, drag: String = "") -> Result<SceneDescription, SceneErrors> {
        SceneLoader.parseScene("""
        name: drag relations
        window: {size: [600, 600]}
        views:
          - id: P
            frame: [40, 40, 160, 110]
            interactions: {drag: {items: 1\(drag)}}
            gestures:
        \(gestures)
        """, file: "drag.yaml")
    }

    func testTheInteractionsRecognizersCanBeNamedInEveryList() {
        let result = scene(gestures: """
              - {id: tap, type: tap, requireToFail: [P.drag.lift]}
              - {id: press, type: longPress, delegate: {simultaneousWith: [P.drag.gate], requiredToFailBy: [P.drag.add]}}
        """, drag: ", itemsForAdding: 1")
        if case let .failure(errors) = result { XCTFail("\(errors.diagnostics.map(\.description))") }
    }

    /// Without `itemsForAdding` no add-items tap is installed (§9.1), so its name is unknown.
    func testTheAddItemsTapIsUnknownWhenNotInstalled() {
        let result = scene(gestures: """
              - {id: tap, type: tap, requireToFail: [P.drag.add]}
        """)
        guard case let .failure(errors) = result else { return XCTFail("accepted P.drag.add without itemsForAdding") }
        XCTAssertEqual(errors.diagnostics.map(\.message), ["unknown recognizer 'P.drag.add'"])
    }

    /// A pan made simultaneous with the lift (its delegate's `simultaneousWith`) is not excluded
    /// when the view lifts (§9.3): it begins with the drag's move and is cancelled with the touch
    /// when the session takes it (§9.4). Without the answer the lift excludes it.
    func testAnAppPanCanRecognizeWithTheLift() throws {
        XCTAssertEqual(try heldThenDragged(pan: "{id: pan, type: pan, delegate: {simultaneousWith: [P.drag.lift]}}"), [
            "@0.616 pan possible → began (moved 10 pt)",
            "@0.616 P.drag.gate possible → failed (excluded by pan)",
            "@0.616 act pan(.began) at (110,90) translation (0,0) velocity (0,0)",
            "@0.616 pan began → cancelled (touch cancelled)",
            "@0.616 act pan(.cancelled) at (110,90) 0 touches translation (0,0) velocity (0,0)",
            "@0.616 pan cancelled → possible (reset)",
        ])
        XCTAssertEqual(try heldThenDragged(pan: "{id: pan, type: pan}"), [
            "@0.500 pan possible → failed (excluded by P.drag.lift)",
            "@0.616 pan failed → possible (reset)",
        ])
    }

    /// Held 0.6 s on P, then dragged 30 pt right: the pan's states and actions.
    private func heldThenDragged(pan: String) throws -> [String] {
        let engine = try scene(gestures: "      - \(pan)").get().makeEngine()
        checkAtRestAfterTest(engine)
        var script = TouchScript(engine)
        script.down(1, 100, 90, at: 0)
        script.advance(to: 0.6)
        for step in 1...3 { script.move(1, 100 + 10 * Double(step), 90, at: 0.6 + 0.016 * Double(step)) }
        script.up(1, 130, 90, at: 0.7)
        script.advance(to: 2)
        return engine.traceText(only: ["state", "action"]).filter { $0.contains(" pan") }
    }
}
