@testable import SDLShell
import XCTest

/// What the one-line messages say about the display a window would open on.
final class DisplayNamesTests: XCTestCase {
    func testAnX11DisplayIsNamedWithItsVariableAndOnlyX11IsTried() {
        let names = DisplayNames(environment: ["DISPLAY": ":987", "WAYLAND_DISPLAY": ""])
        XCTAssertEqual(names.description, "DISPLAY=:987")
        XCTAssertEqual(names.windowDrivers, ["x11"])
        XCTAssertEqual(names.crashLine, "SDL crashed while opening DISPLAY=:987")
    }

    func testBothDisplaysAreNamedAndTriedInSDLsOrder() {
        let names = DisplayNames(environment: ["DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-1"])
        XCTAssertEqual(names.description, "DISPLAY=:0 or WAYLAND_DISPLAY=wayland-1")
        XCTAssertEqual(names.windowDrivers, ["x11", "wayland"])
    }

    func testAWaylandCrashLineNamesTheDisplayAndSuggestsX11() {
        let names = DisplayNames(environment: ["WAYLAND_DISPLAY": "wayland-1"])
        XCTAssertEqual(names.crashLine, "SDL crashed while opening the Wayland display WAYLAND_DISPLAY=wayland-1; "
            + "the compositor may have no input seat; try SDL_VIDEODRIVER=x11")
    }

    func testARequestedDriverIsNamedAndLeftToSDL() {
        let names = DisplayNames(environment: ["SDL_VIDEODRIVER": "offscreen"])
        XCTAssertEqual(names.requestedDriver, "offscreen")
        XCTAssertEqual(names.description, "a display with SDL_VIDEODRIVER=offscreen")
    }

    func testADisplayWithNoServerIsUnavailableAndNamed() {
        XCTAssertThrowsError(try VideoSession.open(environment: ["DISPLAY": ":987"])) { error in
            XCTAssertTrue((error as? DisplayUnavailable)?.reason.hasPrefix("cannot open DISPLAY=:987") ?? false, "\(error)")
        }
    }
}

/// Which local sockets say a display's server is there (worth trying again when it refuses).
final class DisplaySocketTests: XCTestCase {
    func testLocalX11DisplaysNameTheirSocket() {
        for display in [":62", ":62.0", "unix:62"] {
            XCTAssertEqual(DisplayNames(environment: ["DISPLAY": display]).serverSockets, ["/tmp/.X11-unix/X62"], display)
        }
    }

    func testRemoteX11DisplaysHaveNoLocalSocket() {
        XCTAssertEqual(DisplayNames(environment: ["DISPLAY": "localhost:10.0"]).serverSockets, [])
    }

    func testAWaylandDisplayIsASocketInTheRuntimeDirectoryOrAnAbsolutePath() {
        XCTAssertEqual(DisplayNames(environment: ["WAYLAND_DISPLAY": "wayland-1", "XDG_RUNTIME_DIR": "/run/user/7"]).serverSockets,
                       ["/run/user/7/wayland-1"])
        XCTAssertEqual(DisplayNames(environment: ["WAYLAND_DISPLAY": "/tmp/w.sock"]).serverSockets, ["/tmp/w.sock"])
    }
}
