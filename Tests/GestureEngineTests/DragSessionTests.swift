import EngineTestSupport
@testable import GestureEngine
import XCTest

/// UIKIT-SEMANTICS.md §9.4, §9.6, §9.7 and drops: photos A, B, C with drag interactions, C's
/// own tap, and two drop targets (`copyBin` copies, `noBin` forbids).
final class DragSessionTests: EngineTestCase {
    private var engine: Engine!
    private var script: TouchScript!
    private var performed: [String] = []

    override func setUp() {
        build(photosWithTaps: ["C"])
    }

    /// The scene, the photos in `photosWithTaps` having a tap of their own (`tapC` …), added
    /// before their interactions as a scene adds them: app recognizers come first.
    private func build(photosWithTaps: Set<String>) {
        let window = View(id: "window", frame: Rect(0, 0, 800, 600))
        for (index, id) in ["A", "B", "C"].enumerated() {
            let photo = View(id: id, frame: Rect(Double(index) * 100, 0, 80, 80))
            if photosWithTaps.contains(id) { photo.addGestureRecognizer(TapGestureRecognizer(id: "tap" + id)) }
            // C implements itemsForAdding but has nothing to add: its own tap must keep working.
            photo.addInteraction(DragInteraction(id: id + ".drag", itemsForAdding: id == "C" ? 0 : 1))
            window.addSubview(photo)
        }
        for (id, proposal, x) in [("copyBin", DropOperation.copy, 0.0), ("noBin", .forbidden, 400)] {
            let bin = View(id: id, frame: Rect(x, 400, 200, 200))
            bin.addInteraction(DropInteraction(proposal: proposal) { [unowned self] session, target in
                performed.append("\(target.id) takes \(session.items.map(\.viewID).joined(separator: "+"))")
            })
            window.addSubview(bin)
        }
        engine = engineUnderTest(window: window)
        script = TouchScript(engine)
    }

    private var sessionEvents: [String] {
        engine.traceText(only: ["dragSession", "action"]).filter { !$0.contains(" moved ") }
    }

    /// Finger 1 lifts A and drags it to (300,300), beginning session S1 at 0.6.
    private func liftAAndDrag() {
        script.down(1, 40, 40, at: 0)
        script.move(1, 52, 40, at: 0.6)
        script.move(1, 300, 300, at: 0.7)
    }

    func testATapOnAnotherPhotoAddsItsItemsAndIsConsumed() {
        liftAAndDrag()
        script.down(2, 140, 40, at: 0.8)
        script.up(2, 140, 40, at: 0.85)
        script.move(1, 100, 500, at: 1.0)
        script.up(1, 100, 500, at: 1.1)
        script.advance(to: 2)
        XCTAssertEqual(sessionEvents, [
            "@0.500 act A.drag.lift(.began) at (40,40)",
            "@0.600 act A.drag.lift(.changed) at (52,40)",
            "@0.600 drag S1 began from A (1 item) at (52,40)",
            "@0.600 act A.drag.lift(.ended) at (52,40)",
            "@0.600 act A.drag.gate(.ended) at (52,40)",
            "@0.850 act B.drag.add(.ended) at (140,40) 0 touches",
            "@0.850 drag S1 added from B (2 items) at (140,40)",
            "@1.000 drag S1 entered copyBin (copy) at (100,500)",
            "@1.100 drag S1 dropped on copyBin (copy) (2 items) at (100,500)",
            "@1.400 drag S1 landed",
        ])
        XCTAssertEqual(performed, ["copyBin takes A+B"])
        XCTAssertEqual(engine.traceText(only: ["deliver"]).filter { $0.contains("T2") }, ["@0.800 B.began(T2)", "@0.850 B.cancelled(T2)"],
                       "the add-items tap consumes the touch (§9.6)")
        assertQuiescent(engine)
    }

    /// §9.6 with the tapped view's own tap: app recognizers come before the interaction's in
    /// participant order, and the app's tap requires the add-items tap to fail. Both recognize
    /// at the lift; the items join and the app's tap is suppressed (§6.5 in the same turn).
    func testATapOnAPhotoWithATapOfItsOwnAddsItsItems() {
        build(photosWithTaps: ["B", "C"])
        liftAAndDrag()
        script.down(2, 140, 40, at: 0.8)
        script.up(2, 140, 40, at: 0.85)
        script.up(1, 300, 300, at: 1.0)
        script.advance(to: 2)
        XCTAssertEqual(sessionEvents.filter { $0.hasPrefix("@0.85") }, [
            "@0.850 act B.drag.add(.ended) at (140,40) 0 touches",
            "@0.850 drag S1 added from B (2 items) at (140,40)",
        ])
        XCTAssertTrue(engine.traceText(only: ["suppressed"]).contains("@0.850 tapB suppressed: B.drag.add recognized"))
        assertQuiescent(engine)
    }

    /// Project choice (§9.6): a view whose items are in the session already — the source, or a
    /// view tapped before — adds none, so its tap is declined and stays the app's.
    func testAViewAddsItsItemsOnce() {
        liftAAndDrag()
        script.down(2, 140, 40, at: 0.8)
        script.up(2, 140, 40, at: 0.85)
        script.down(2, 140, 40, at: 1.2)
        script.up(2, 140, 40, at: 1.25)
        script.down(3, 40, 40, at: 1.6)
        script.up(3, 40, 40, at: 1.65)
        script.up(1, 300, 300, at: 2.0)
        script.advance(to: 3)
        XCTAssertEqual(engine.traceText(only: ["dragSession"]).filter { $0.contains("added") || $0.contains("declined") }, [
            "@0.850 drag S1 added from B (2 items) at (140,40)",
            "@1.250 drag S1 declined by B (2 items) at (140,40)",
            "@1.650 drag S1 declined by A (2 items) at (40,40)",
        ])
        XCTAssertTrue(engine.traceText(only: ["state"]).contains("@1.250 B.drag.add possible → failed (its items are in the session already)"))
        assertQuiescent(engine)
    }

    func testAViewWithNothingToAddKeepsItsOwnTapInTheSameTurn() {
        liftAAndDrag()
        script.down(2, 240, 40, at: 0.8)
        script.up(2, 240, 40, at: 0.85)
        script.up(1, 300, 300, at: 1.0)
        script.advance(to: 2)
        XCTAssertEqual(sessionEvents.filter { $0.hasPrefix("@0.8") }, [
            "@0.850 drag S1 declined by C (1 item) at (240,40)",
            "@0.850 act tapC(.ended) at (240,40) 0 touches",
        ])
        XCTAssertTrue(engine.traceText(only: ["state"]).contains("@0.850 C.drag.add possible → failed (no items to add)"))
        assertQuiescent(engine)
    }

    func testWithoutASessionTheAddItemsTapFailsAtOnceAndDelaysNothing() {
        script.down(1, 240, 40, at: 0)
        script.up(1, 240, 40, at: 0.1)
        XCTAssertEqual(engine.traceText(only: ["state"]).first, "@0.000 C.drag.add possible → failed (no drag session)")
        XCTAssertEqual(engine.traceText(only: ["action"]), ["@0.100 act tapC(.ended) at (240,40) 0 touches"])
        assertQuiescent(engine)
    }

    func testAForbiddingTargetFliesThePreviewBackAndPerformsNothing() {
        liftAAndDrag()
        script.move(1, 500, 500, at: 0.8)
        script.move(1, 100, 500, at: 0.9)
        script.move(1, 500, 450, at: 1.0)
        script.up(1, 500, 450, at: 1.1)
        script.advance(to: 2)
        XCTAssertEqual(sessionEvents.filter { $0.contains("drag S1") }, [
            "@0.600 drag S1 began from A (1 item) at (52,40)",
            "@0.800 drag S1 entered noBin (forbidden) at (500,500)",
            "@0.900 drag S1 exited noBin at (100,500)",
            "@0.900 drag S1 entered copyBin (copy) at (100,500)",
            "@1.000 drag S1 exited copyBin at (500,450)",
            "@1.000 drag S1 entered noBin (forbidden) at (500,450)",
            "@1.100 drag S1 cancelled at (500,450) over noBin (forbidden)",
            "@1.400 drag S1 landed",
        ])
        XCTAssertEqual(performed, [])
        assertQuiescent(engine)
    }

    func testTwoFingersDragTwoSessionsAndTheAppKeepsWorkingBesideThem() {
        liftAAndDrag()
        script.down(2, 140, 40, at: 0.75)
        script.move(2, 152, 40, at: 1.3)
        script.move(2, 500, 500, at: 1.35)
        // §9.7: a third finger taps C while both sessions drag: C asks to add (nothing), its tap acts.
        script.down(3, 240, 40, at: 1.4)
        script.up(3, 240, 40, at: 1.45)
        script.move(1, 100, 500, at: 1.5)
        script.up(1, 100, 500, at: 1.6)
        script.up(2, 500, 500, at: 1.7)
        script.advance(to: 3)
        XCTAssertEqual(sessionEvents.filter { $0.contains("drag S") || $0.contains("tapC") }, [
            "@0.600 drag S1 began from A (1 item) at (52,40)",
            "@1.300 drag S2 began from B (1 item) at (152,40)",
            "@1.350 drag S2 entered noBin (forbidden) at (500,500)",
            "@1.450 drag S2 declined by C (1 item) at (240,40)",
            "@1.450 act tapC(.ended) at (240,40) 0 touches",
            "@1.500 drag S1 entered copyBin (copy) at (100,500)",
            "@1.600 drag S1 dropped on copyBin (copy) (1 item) at (100,500)",
            "@1.700 drag S2 cancelled at (500,500) over noBin (forbidden)",
            "@1.900 drag S1 landed",
            "@2.000 drag S2 landed",
        ])
        XCTAssertEqual(performed, ["copyBin takes A"])
        assertQuiescent(engine)
    }

    func testLosingFocusCancelsADraggingSession() {
        liftAAndDrag()
        engine.cancelAllTouches(at: 0.8)
        script.advance(to: 2)
        XCTAssertEqual(sessionEvents.suffix(2), ["@0.800 drag S1 cancelled at (300,300)", "@1.100 drag S1 landed"])
        assertQuiescent(engine)
    }

    func testDragEventsInJSONLinesAndPerfetto() {
        liftAAndDrag()
        script.move(1, 100, 500, at: 0.8)
        script.up(1, 100, 500, at: 0.9)
        script.advance(to: 2)
        let json = engine.trace.events.filter { ["dragLift", "dragSession"].contains($0.typeName) }.map(\.jsonLine)
        XCTAssertEqual(json.first, #"{"t":0.5,"type":"dragLift","interaction":"A.drag","view":"A","touch":1,"event":"lifted","items":1}"#)
        XCTAssertTrue(json.contains(
            #"{"t":0.9,"type":"dragSession","session":1,"event":"dropped","view":"copyBin","items":1,"x":100,"y":500,"proposal":"copy"}"#))
        let chrome = ChromeTraceExport.json(engine.trace.events)
        XCTAssertTrue(chrome.contains(#""name":"thread_name","args":{"name":"drag session S1"}"#))
        XCTAssertTrue(chrome.contains(#""ts":500000,"name":"A lifted (T1)""#))
        XCTAssertEqual(chrome.components(separatedBy: #""ph":"B""#).count, chrome.components(separatedBy: #""ph":"E""#).count)
        assertQuiescent(engine)
    }
}
