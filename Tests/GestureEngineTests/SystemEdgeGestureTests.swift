import EngineTestSupport
@testable import GestureEngine
import XCTest

/// UIKIT-SEMANTICS.md §10: a full-window view V with the app's bottom-edge pan EP and a tap,
/// on a 400×800 window whose bottom and top edges have system gestures.
final class SystemEdgeGestureTests: EngineTestCase {
    private var engine: Engine!
    private var script: TouchScript!
    private var edgePan: ScreenEdgePanGestureRecognizer!

    override func setUp() {
        let window = View(id: "window", frame: Rect(0, 0, 400, 800))
        let view = View(id: "V", frame: Rect(0, 0, 400, 800))
        window.addSubview(view)
        edgePan = ScreenEdgePanGestureRecognizer(id: "EP")
        edgePan.edges = .bottom
        view.addGestureRecognizer(edgePan)
        view.addGestureRecognizer(TapGestureRecognizer(id: "TAP"))
        engine = engineUnderTest(window: window)
        engine.systemEdges.edges = [.bottom, .top]
        script = TouchScript(engine)
    }

    private func deferEdges(_ edges: Set<SystemEdge>) {
        engine.systemEdges.preferredDeferredEdges = edges
        engine.systemEdges.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
    }

    /// A swipe up from the bottom edge by 30 pt, in 5-pt steps 16 ms apart, from `start` seconds.
    private func swipeUp(finger: Int, at start: Double) {
        script.down(finger, 200, 795, at: start)
        for step in 1...6 { script.move(finger, 200, 795 - Double(step) * 5, at: start + Double(step) * 0.016) }
        script.up(finger, 200, 765, at: start + 0.12)
    }

    private var outline: [String] {
        engine.traceText(only: ["systemGesture", "action", "deliver", "state", "touch"])
            .filter { !$0.contains(" move T") && !$0.contains("→ possible (reset)") }
    }

    func testUndeferredTheSystemWinsAt20PointsAndTheAppSeesNothing() {
        swipeUp(finger: 1, at: 0)
        script.advance(to: 2)
        XCTAssertEqual(outline, [
            "@0.000 down T1 (200,795)",
            "@0.000 system bottom: T1 entered the band",
            "@0.000 system bottom: withholds T1 from EP, the view",
            "@0.064 system.bottom possible → ended (20 pt inward)",
            "@0.064 system bottom: recognized T1",
            "@0.064 system bottom: opened Home",
            "@0.064 TAP possible → failed (exceeded allowable movement)",
            "@0.064 cancel T1 (200,775)",
            "@0.920 system bottom: closed Home",
        ])
        XCTAssertEqual(engine.traceText(only: ["participants"]), ["@0.000 T1 participants: TAP"], "taps get the touch at once (§10.2)")
        assertQuiescent(engine)
    }

    func testABottomButtonTapWorksBecauseTheSystemFailsAtTheLift() {
        script.down(1, 200, 790, at: 0)
        script.up(1, 201, 790, at: 0.1)
        XCTAssertEqual(outline, [
            "@0.000 down T1 (200,790)",
            "@0.000 system bottom: T1 entered the band",
            "@0.000 system bottom: withholds T1 from EP, the view",
            "@0.100 up T1 (201,790)",
            "@0.100 system.bottom possible → failed (touch lifted)",
            "@0.100 system bottom: failed T1",
            "@0.100 system bottom: releases T1 to EP, the view",
            "@0.100 EP possible → failed (lifted before moving 10 pt)",
            "@0.100 TAP possible → ended",
            "@0.100 act TAP(.ended) at (200,790) 0 touches",
        ], "the view's held calls are dropped when the tap takes the touch in the same turn (§3.3)")
        assertQuiescent(engine)
    }

    func testASidewaysPanInTheBandIsReleasedWithAReplayFromWhereItCameDown() {
        let pan = PanGestureRecognizer(id: "P")
        engine.window.subviews[0].addGestureRecognizer(pan)
        script.down(1, 100, 790, at: 0)
        script.move(1, 106, 790, at: 0.016)
        script.move(1, 112, 790, at: 0.032)
        script.move(1, 130, 790, at: 0.048)
        script.up(1, 130, 790, at: 0.1)
        XCTAssertEqual(engine.traceText(only: ["systemGesture", "action"]), [
            "@0.000 system bottom: T1 entered the band",
            "@0.000 system bottom: withholds T1 from EP, P, the view",
            "@0.032 system bottom: failed T1",
            "@0.032 system bottom: releases T1 to EP, P, the view",
            "@0.032 act P(.began) at (112,790) translation (0,0) velocity (0,0)",
            "@0.048 act P(.changed) at (130,790) translation (18,0) velocity (1875,0)",
            "@0.100 act P(.ended) at (130,790) 0 touches translation (18,0) velocity (0,0)",
        ], "replayed from where the touch came down, the pan has its 10 pt in the failure's turn")
        XCTAssertEqual(engine.traceText(only: ["deliver", "withheld"]), ["@0.000 V.began(T1) withheld", "@0.016 V.moved(T1) withheld"],
                       "the pan takes the touch as it is released: the view's held calls are dropped (§3.3)")
        assertQuiescent(engine)
    }

    func testDeferredTheFirstSwipeIsTheAppsAndASecondWithinTwoSecondsIsTheSystems() {
        deferEdges([.bottom])
        swipeUp(finger: 1, at: 0)
        swipeUp(finger: 1, at: 1.0)
        script.advance(to: 3)
        XCTAssertEqual(engine.traceText(only: ["systemGesture", "action"]), [
            "@0.000 system bottom: deferred by the app",
            "@0.000 system bottom: T1 entered the band",
            "@0.032 act EP(.began) at (200,785) translation (0,0) velocity (0,-312.5)",
            "@0.048 act EP(.changed) at (200,780) translation (0,-5) velocity (0,-312.5)",
            "@0.064 system bottom: recognized T1",
            "@0.064 system bottom: tongue shown for T1 (deferred)",
            "@0.064 act EP(.changed) at (200,775) translation (0,-10) velocity (0,-312.5)",
            "@0.080 act EP(.changed) at (200,770) translation (0,-15) velocity (0,-312.5)",
            "@0.096 act EP(.changed) at (200,765) translation (0,-20) velocity (0,-312.5)",
            "@0.120 system bottom: armed for 2 s",
            "@0.120 act EP(.ended) at (200,765) 0 touches translation (0,-20) velocity (0,-312.5)",
            "@1.000 system bottom: T2 entered the band",
            "@1.000 system bottom: withholds T2 from EP, the view",
            "@1.064 system bottom: recognized T2",
            "@1.064 system bottom: disarmed",
            "@1.064 system bottom: opened Home",
            "@1.920 system bottom: closed Home",
        ])
        assertQuiescent(engine)
    }

    func testTheArmedWindowRunsOutTwoSecondsAfterTheFirstSwipeEnds() {
        deferEdges([.bottom])
        swipeUp(finger: 1, at: 0)
        swipeUp(finger: 1, at: 2.2)
        script.advance(to: 5)
        XCTAssertEqual(engine.traceText(only: ["systemGesture"]).suffix(6), [
            "@2.120 system bottom: disarmed",
            "@2.200 system bottom: T2 entered the band",
            "@2.264 system bottom: recognized T2",
            "@2.264 system bottom: tongue shown for T2 (deferred)",
            "@2.320 system bottom: armed for 2 s",
            "@4.320 system bottom: disarmed",
        ], "a late second swipe is a first swipe again")
        XCTAssertEqual(engine.traceText(only: ["action"]).filter { $0.contains("EP(.began)") }.count, 2)
        assertQuiescent(engine)
    }

    func testTheTrailingEdgeIsASystemEdgeInRegularWidthOnly() {
        engine.systemEdges.edges = [.trailing]
        script.down(1, 395, 400, at: 0)
        script.up(1, 395, 400, at: 0.1)
        engine.sizeClass = .compact
        script.down(1, 395, 400, at: 0.5)
        script.up(1, 395, 400, at: 0.6)
        XCTAssertEqual(engine.traceText(only: ["systemGesture"]).filter { $0.contains("entered") }, ["@0.000 system trailing: T1 entered the band"])
        assertQuiescent(engine)
    }

    func testAnEdgeWatchesOneTouchAtATime() {
        script.down(1, 100, 795, at: 0)
        script.down(2, 300, 795, at: 0.1)
        script.up(2, 300, 795, at: 0.2)
        script.up(1, 100, 795, at: 0.3)
        XCTAssertEqual(engine.traceText(only: ["systemGesture"]).filter { $0.contains("entered") }, ["@0.000 system bottom: T1 entered the band"],
                       "T2 lands while the bottom edge's recognizer holds T1: it is the app's alone")
        XCTAssertEqual(engine.traceText(only: ["participants"]), ["@0.000 T1 participants: TAP", "@0.100 T2 participants: EP, TAP"])
        assertQuiescent(engine)
    }

    /// §1.7: a band touch cancelled while the system is undecided (focus lost) is no one's to
    /// replay: the withheld pan never hears of it, the view neither.
    func testACancelledBandTouchIsNotReplayedToTheWaitingRecognizers() {
        script.down(1, 100, 795, at: 0)
        script.move(1, 100, 790, at: 0.016)
        engine.cancelAllTouches(at: 0.05)
        XCTAssertEqual(outline, [
            "@0.000 down T1 (100,795)",
            "@0.000 system bottom: T1 entered the band",
            "@0.000 system bottom: withholds T1 from EP, the view",
            "@0.050 cancel T1 (100,790)",
            "@0.050 system.bottom possible → failed (touch cancelled)",
            "@0.050 system bottom: failed T1",
            "@0.050 TAP possible → failed (touch cancelled)",
        ])
        assertQuiescent(engine)
    }

    /// A drag view in the band: its lift gets the touch at once (§10.2), the session takes the
    /// touch (§9.4) before the system decides, and the system fails without replaying it.
    func testADragFromTheBandTakesTheTouchAndTheSystemLetsItGo() {
        let photo = View(id: "photo", frame: Rect(150, 760, 100, 40))
        photo.addInteraction(DragInteraction(id: "photo.drag"))
        engine.window.addSubview(photo)
        script.down(1, 200, 790, at: 0)
        script.move(1, 200, 778, at: 0.6)
        script.up(1, 200, 600, at: 0.7)
        script.advance(to: 2)
        XCTAssertEqual(engine.traceText(only: ["systemGesture", "dragSession", "touch"]).filter { !$0.contains("moved") }, [
            "@0.000 down T1 (200,790)",
            "@0.000 system bottom: T1 entered the band",
            "@0.000 system bottom: withholds T1 from the view",
            "@0.600 move T1 (200,778)",
            "@0.600 drag S1 began from photo (1 item) at (200,778)",
            "@0.600 cancel T1 (200,778)",
            "@0.600 system bottom: failed T1",
            "@0.700 drag S1 cancelled at (200,600)",
            "@1.000 drag S1 landed",
        ])
        assertQuiescent(engine)
    }

    func testSystemEventsInJSONLines() {
        swipeUp(finger: 1, at: 0)
        script.advance(to: 2)
        let lines = engine.trace.events.filter { $0.typeName == "systemGesture" }.map(\.jsonLine)
        XCTAssertEqual(lines.prefix(2), [
            #"{"t":0,"type":"systemGesture","edge":"bottom","event":"entered","touch":1,"recognizers":[]}"#,
            #"{"t":0,"type":"systemGesture","edge":"bottom","event":"withheld","touch":1,"recognizers":["EP"]}"#,
        ])
        XCTAssertEqual(lines.last, #"{"t":0.92,"type":"systemGesture","edge":"bottom","event":"closed","touch":null,"recognizers":[]}"#)
        assertQuiescent(engine)
    }
}
