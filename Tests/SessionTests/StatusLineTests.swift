import GestureEngine
import Session
import XCTest

/// The status bar's text: the rate read twice a second, `idle` once nothing moves.
final class StatusLineTests: XCTestCase {
    private func text(_ line: inout StatusLine, moving: Bool = true, touches: Int = 0, at time: Double) -> String {
        line.text(scene: "Intro", timeScale: 0.5, paused: false, moving: moving, renderer: "software", liveTouches: touches,
                  mouseTouchType: .direct, at: time)
    }

    func testTheRateIsReadTwiceASecondFromTheFramesOfTheLastSecond() {
        var line = StatusLine()
        for frame in 0..<30 { line.framePresented(at: Double(frame) / 30) }
        XCTAssertEqual(text(&line, at: 1.0), "Intro · time 0.5× · 30 fps · software · 0 touches · mouse direct · ? help")
        for frame in 30..<40 { line.framePresented(at: Double(frame) / 30) }
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
        XCTAssertTrue(line.text(scene: "S", timeScale: 1, paused: true, moving: false, renderer: "gpu (opengl)", liveTouches: 2,
                                mouseTouchType: .indirectPointer, at: 0).hasPrefix("S · time paused · 0 fps · gpu (opengl) · 2 touches · mouse indirectPointer"))
    }
}
