import Session
import XCTest

/// Fullscreen with and without a window manager: the system's fullscreen where a manager carries
/// it out, the display's bounds taken by hand where none does, and the former place given back.
final class FullscreenToggleTests: XCTestCase {
    private let window = FullscreenToggle.Place(x: 320, y: 46, width: 640, height: 708)
    private let display = FullscreenToggle.Place(x: 0, y: 0, width: 1280, height: 800)

    func testWithoutAWindowManagerTheWindowCoversTheDisplayByHandAndGoesBack() {
        var toggle = FullscreenToggle()
        XCTAssertEqual(toggle.toggle(systemFullscreen: false, window: window, display: display, hasWindowManager: false),
                       .place(display, bordered: false))
        XCTAssertTrue(toggle.isFullscreenByHand)
        XCTAssertEqual(toggle.restorePlace, window)
        // Back: where it was, whatever the display's bounds now.
        XCTAssertEqual(toggle.toggle(systemFullscreen: false, window: display, display: display, hasWindowManager: false),
                       .place(window, bordered: true))
        XCTAssertFalse(toggle.isFullscreenByHand)
        XCTAssertNil(toggle.restorePlace)
    }

    func testWithAWindowManagerTheSystemDoesIt() {
        var toggle = FullscreenToggle()
        XCTAssertEqual(toggle.toggle(systemFullscreen: false, window: window, display: display, hasWindowManager: true), .system(fullscreen: true))
        XCTAssertFalse(toggle.isFullscreenByHand)
        XCTAssertEqual(toggle.toggle(systemFullscreen: true, window: display, display: display, hasWindowManager: true), .system(fullscreen: false))
    }

    /// A window the system made fullscreen is given back by the system, even if the manager has
    /// gone since; one made fullscreen by hand is put back by hand even if a manager came.
    func testTheWayBackIsTheWayIn() {
        var system = FullscreenToggle()
        XCTAssertEqual(system.toggle(systemFullscreen: true, window: display, display: display, hasWindowManager: false), .system(fullscreen: false))
        var byHand = FullscreenToggle()
        _ = byHand.toggle(systemFullscreen: false, window: window, display: display, hasWindowManager: false)
        XCTAssertEqual(byHand.toggle(systemFullscreen: false, window: display, display: display, hasWindowManager: true), .place(window, bordered: true))
    }
}
