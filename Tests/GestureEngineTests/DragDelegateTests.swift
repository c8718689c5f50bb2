import EngineTestSupport
@testable import GestureEngine
import XCTest

/// UIKIT-SEMANTICS.md §9.3–9.4 and §9.6: the drag delegate's calls, traced in the rules' order,
/// and `sessionForAddingItems` choosing among two sessions. Photos A, B and C with drag
/// interactions (each adds 1 item), a copying drop target.
final class DragDelegateTests: EngineTestCase {
    private var engine: Engine!
    private var script: TouchScript!
    private var interactions: [String: DragInteraction] = [:]

    override func setUp() {
        let window = View(id: "window", frame: Rect(0, 0, 800, 600))
        for (index, id) in ["A", "B", "C"].enumerated() {
            let photo = View(id: id, frame: Rect(Double(index) * 100, 0, 80, 80))
            let interaction = DragInteraction(id: id + ".drag", itemsForAdding: 1)
            photo.addInteraction(interaction)
            interactions[id] = interaction
            window.addSubview(photo)
        }
        let bin = View(id: "bin", frame: Rect(0, 400, 200, 200))
        bin.addInteraction(DropInteraction(proposal: .copy))
        window.addSubview(bin)
        engine = engineUnderTest(window: window)
        script = TouchScript(engine)
    }

    private func lines() -> [String] {
        engine.traceText(only: ["dragDelegate", "dragLift", "dragSession"]).filter { !$0.contains(" moved ") }
    }

    func testTheLiftAsksForItemsThenThePreviewThenTellsTheAnimationAndTheSessionStart() {
        script.down(1, 40, 40, at: 0)
        script.move(1, 52, 40, at: 0.6)
        script.up(1, 52, 40, at: 0.7)
        script.advance(to: 2)
        XCTAssertEqual(lines(), [
            "@0.500 ask A.drag itemsForBeginning → 1",
            "@0.500 ask A.drag previewForLifting → view",
            "@0.500 tell A.drag willAnimateLiftWith",
            "@0.500 A.drag lifts A for T1 (1 item)",
            "@0.600 A.drag drags A for T1",
            "@0.600 tell A.drag sessionWillBegin S1",
            "@0.600 drag S1 began from A (1 item) at (52,40)",
            "@0.700 drag S1 cancelled at (52,40)",
            "@1.000 drag S1 landed",
        ])
        let json = engine.trace.events.filter { $0.typeName == "dragDelegate" }.map(\.jsonLine)
        XCTAssertEqual(json, [
            #"{"t":0.5,"type":"dragDelegate","interaction":"A.drag","call":"itemsForBeginning","session":null,"answer":1}"#,
            #"{"t":0.5,"type":"dragDelegate","interaction":"A.drag","call":"previewForLifting","session":null,"answer":"view"}"#,
            #"{"t":0.5,"type":"dragDelegate","interaction":"A.drag","call":"willAnimateLiftWith","session":null,"answer":null}"#,
            #"{"t":0.6,"type":"dragDelegate","interaction":"A.drag","call":"sessionWillBegin","session":1,"answer":null}"#,
        ])
        XCTAssertTrue(ChromeTraceExport.json(engine.trace.events).contains(#""ts":600000,"name":"tell sessionWillBegin S1""#))
    }

    /// No items: the lift is refused and nothing more is asked.
    func testARefusedLiftAsksOnlyForItems() {
        interactions["A"]?.itemsForBeginning = 0
        script.down(1, 40, 40, at: 0)
        script.up(1, 40, 40, at: 0.7)
        XCTAssertEqual(lines(), ["@0.500 ask A.drag itemsForBeginning → 0", "@0.500 A.drag refuses to lift A for T1 (no items)"])
    }

    /// Finger 1 drags A (S1, to (300,300)), finger 2 drags B (S2, to (500,500)), finger 3 taps C
    /// at (240,40) at 1.4–1.45; both sessions then drop on the bin. Returns the trace's add lines.
    private func tapCWhileTwoSessionsDrag() -> [String] {
        script.down(1, 40, 40, at: 0)
        script.move(1, 52, 40, at: 0.6)
        script.move(1, 300, 300, at: 0.7)
        script.down(2, 140, 40, at: 0.75)
        script.move(2, 152, 40, at: 1.3)
        script.move(2, 500, 500, at: 1.35)
        script.down(3, 240, 40, at: 1.4)
        script.up(3, 240, 40, at: 1.45)
        script.up(1, 300, 300, at: 1.6)
        script.up(2, 500, 500, at: 1.7)
        script.advance(to: 3)
        return engine.traceText(only: ["dragDelegate", "dragSession", "state"]).filter { $0.hasPrefix("@1.450") && !$0.contains("reset") && !$0.contains("drag.lift") && !$0.contains("drag.gate") }
    }

    /// Not implemented: the newest session takes the items and nothing is asked.
    func testWithoutAnAnswerTheNewestSessionTakesTheItems() {
        XCTAssertEqual(tapCWhileTwoSessionsDrag(), [
            "@1.450 ask C.drag itemsForAdding S2 → 1",
            "@1.450 C.drag.add possible → ended (adds 1 item)",
            "@1.450 drag S2 added from C (2 items) at (240,40)",
        ])
    }

    func testTheDelegateCanChooseTheOlderSession() {
        interactions["C"]?.sessionForAddingItems = .oldest
        XCTAssertEqual(tapCWhileTwoSessionsDrag(), [
            "@1.450 ask C.drag sessionForAddingItems → S1",
            "@1.450 ask C.drag itemsForAdding S1 → 1",
            "@1.450 C.drag.add possible → ended (adds 1 item)",
            "@1.450 drag S1 added from C (2 items) at (240,40)",
        ])
    }

    /// S1's finger at (300,300) is nearer the tap at (240,40) than S2's at (500,500).
    func testTheDelegateCanChooseTheSessionNearestTheTap() {
        interactions["C"]?.sessionForAddingItems = .nearest
        XCTAssertEqual(tapCWhileTwoSessionsDrag().filter { $0.contains("drag S") }, ["@1.450 drag S1 added from C (2 items) at (240,40)"])
    }

    func testTheDelegateCanChooseNoSessionAndTheTapIsTheApps() {
        interactions["C"]?.sessionForAddingItems = .noSession
        XCTAssertEqual(tapCWhileTwoSessionsDrag(), [
            "@1.450 ask C.drag sessionForAddingItems → none",
            "@1.450 C.drag.add possible → failed (sessionForAddingItems chose none)",
        ])
    }
}
