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

    /// §9.6: the delegate's choice among sessions is a value of the drag mapping.
    func testSessionForAddingItemsIsAKeyOfTheDragInteraction() throws {
        let window = try scene(gestures: "      []", drag: ", itemsForAdding: 1, sessionForAddingItems: oldest").get().makeWindow()
        XCTAssertEqual(window.descendant(withID: "P")?.dragInteraction?.sessionForAddingItems, .oldest)
        guard case let .failure(errors) = scene(gestures: "      []", drag: ", sessionForAddingItems: first") else {
            return XCTFail("accepted an unknown choice")
        }
        XCTAssertEqual(errors.diagnostics.map(\.message), ["unknown sessionForAddingItems 'first'"])
    }

    /// Each of a drop's `perform` steps is traced after `dropped`, in order, with what it set.
    func testEveryDropStepIsTraced() throws {
        let engine = try SceneLoader.parseScene("""
        name: drop steps
        window: {size: [600, 600]}
        views:
          - {id: P, frame: [40, 40, 160, 110], interactions: {drag: {items: 1}}}
          - id: album
            frame: [40, 350, 500, 200]
            interactions:
              drop: {proposal: move, perform: [moveItemsIn, {do: setBackground, value: "#34c759"}, {do: setLabel, value: "1 photo"}]}
        """, file: "drop.yaml").get().makeEngine()
        checkAtRestAfterTest(engine)
        var script = TouchScript(engine)
        script.down(1, 100, 90, at: 0)
        script.move(1, 112, 90, at: 0.6)
        script.move(1, 300, 450, at: 0.7)
        script.up(1, 300, 450, at: 0.8)
        script.advance(to: 2)
        XCTAssertEqual(engine.traceText(only: ["dragSession", "dropPerformed"]).filter { !$0.contains(" moved ") }.suffix(5), [
            "@0.800 drag S1 dropped on album (move) (1 item) at (300,450)",
            "@0.800 drop S1 on album performs moveItemsIn P",
            "@0.800 drop S1 on album performs setBackground #34c759",
            "@0.800 drop S1 on album performs setLabel 1 photo",
            "@1.100 drag S1 landed",
        ])
        XCTAssertEqual(engine.trace.events.filter { $0.typeName == "dropPerformed" }.last?.jsonLine,
                       #"{"t":0.8,"type":"dropPerformed","session":1,"view":"album","step":"setLabel","values":["1 photo"]}"#)
    }
}
