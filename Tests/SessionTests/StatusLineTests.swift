import EngineTestSupport
import GestureEngine
import Session
import XCTest

/// The status bar's text: the rate read twice a second, `idle` once nothing moves; the touches
/// every finger the engine holds, a drag session's included.
final class StatusLineTests: XCTestCase {
    /// An engine with `touches` fingers down on an empty window.
    private func engine(touches: Int = 0, sizeClass: SizeClass = .regular) -> Engine {
        let engine = Engine(window: View(id: "window", frame: Rect(0, 0, 400, 300)))
        engine.sizeClass = sizeClass
        if touches > 0 {
            engine.send(InputEvent(time: 0, changes: (1...touches).map { TouchInput(fingerID: $0, phase: .down, location: Point(Double($0) * 50, 50)) }))
        }
        return engine
    }

    private func text(_ line: inout StatusLine, moving: Bool = true, touches: Int = 0, at time: WallTime) -> String {
        line.text(scene: "Intro", timeScale: 0.5, paused: false, moving: moving, renderer: "software", engine: engine(touches: touches),
                  mouseTouchType: .direct, at: time)
    }

    func testTheRateIsReadTwiceASecondFromTheFramesOfTheLastSecond() {
        var line = StatusLine()
        for frame in 0..<30 { line.framePresented(at: WallTime(seconds: Double(frame) / 30)) }
        XCTAssertEqual(text(&line, at: 1.0), "Intro · time 0.5× · 30 fps · software · 0 touches · mouse direct · ? help")
        for frame in 30..<40 { line.framePresented(at: WallTime(seconds: Double(frame) / 30)) }
        XCTAssertTrue(text(&line, at: 1.3).contains("· 30 fps ·"), "not read again before half a second")
        XCTAssertTrue(text(&line, at: 1.5).contains("· 25 fps ·"), "the frames of 0.5…1.5 s, read at 1.5 s")
    }

    func testStillWithNoFingerDownItSaysIdleAndAFingerDownKeepsTheRate() {
        var line = StatusLine()
        line.framePresented(at: 0.1)
        XCTAssertTrue(text(&line, moving: false, at: 0.2).contains("· idle ·"))
        XCTAssertTrue(text(&line, moving: false, touches: 1, at: 0.3).contains("· 1 fps · software · 1 touch ·"))
    }

    func testPausedSaysSo() {
        var line = StatusLine()
        XCTAssertTrue(line.text(scene: "S", timeScale: 1, paused: true, moving: false, renderer: "gpu (opengl)", engine: engine(touches: 2),
                                mouseTouchType: .indirectPointer, at: 0).hasPrefix("S · time paused · 0 fps · gpu (opengl) · 2 touches · mouse indirectPointer"))
        XCTAssertTrue(line.text(scene: "S", timeScale: 1, paused: true, moving: false, renderer: "software", engine: engine(sizeClass: .compact),
                                mouseTouchType: .direct, at: 0).contains("· software · compact · 0 touches ·"))
    }

    /// Issue 28 §11: a drag session's finger is no longer a touch of the app's (§9.4: it was
    /// cancelled for the app) but is still down: the bar counts it, and does not say idle.
    func testADragSessionsFingerIsCountedAndTheBarIsNotIdle() {
        let window = View(id: "window", frame: Rect(0, 0, 400, 300))
        let photo = View(id: "photo", frame: Rect(20, 20, 80, 80))
        photo.addInteraction(DragInteraction(id: "photo.drag"))
        window.addSubview(photo)
        let engine = Engine(window: window)
        checkAtRestAfterTest(engine)
        var script = TouchScript(engine)
        script.down(1, 60, 60, at: 0)
        script.move(1, 72, 60, at: 0.6)
        script.move(1, 200, 200, at: 0.7)
        XCTAssertEqual(engine.drags.sessions.count, 1, "a session began")
        XCTAssertEqual(engine.liveTouches.count, 0, "its finger's touch was cancelled for the app")
        var line = StatusLine()
        line.framePresented(at: 0.1)
        let status = line.text(scene: "Drag", timeScale: 1, paused: false, moving: false, renderer: "software", engine: engine,
                               mouseTouchType: .direct, at: 0.2)
        XCTAssertEqual(status, "Drag · time 1× · 1 fps · software · 1 touch · mouse direct · ? help")
        script.down(2, 300, 250, at: 0.8)
        XCTAssertTrue(line.text(scene: "Drag", timeScale: 1, paused: false, moving: false, renderer: "software", engine: engine,
                                mouseTouchType: .direct, at: 0.3).contains("· 2 touches ·"), "the session's finger and the app's touch")
        script.up(2, 300, 250, at: 0.9)
        script.up(1, 200, 200, at: 1.0)
        XCTAssertTrue(line.text(scene: "Drag", timeScale: 1, paused: false, moving: false, renderer: "software", engine: engine,
                                mouseTouchType: .direct, at: 0.4).contains("· idle · software · 0 touches ·"))
        script.advance(to: 3)
    }
}
