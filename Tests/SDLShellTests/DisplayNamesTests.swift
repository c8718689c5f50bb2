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

    /// A GNOME session names both; SDL 2 on its own would take X11 through XWayland.
    func testOnAWaylandSessionTheWaylandDriverComesFirst() {
        let names = DisplayNames(environment: ["DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-1", "XDG_RUNTIME_DIR": "/run/user/7"],
                                 hasSeat: { _ in true })
        XCTAssertEqual(names.description, "DISPLAY=:0 or WAYLAND_DISPLAY=wayland-1")
        XCTAssertEqual(names.windowDrivers, ["wayland", "x11"])
        XCTAssertNil(names.fallback)
    }

    /// SDL 2.26 crashes under a compositor with no input seat: with XWayland there, X11 it is.
    func testASeatlessWaylandDisplayFallsBackToX11AndSaysWhy() {
        var asked: [String] = []
        let names = DisplayNames(environment: ["DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-1", "XDG_RUNTIME_DIR": "/run/user/7"],
                                 hasSeat: { asked.append($0); return false })
        XCTAssertEqual(asked, ["/run/user/7/wayland-1"])
        XCTAssertEqual(names.windowDrivers, ["x11"])
        XCTAssertEqual(names.fallback, "WAYLAND_DISPLAY=wayland-1 offers no input seat: the window opens on X11 (XWayland)")
    }

    func testAWaylandDisplayThatCannotBeAskedOrHasNoX11IsTriedAnyway() {
        let unknown = DisplayNames(environment: ["DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-1", "XDG_RUNTIME_DIR": "/r"], hasSeat: { _ in nil })
        XCTAssertEqual(unknown.windowDrivers, ["wayland", "x11"])
        var asked = false
        let alone = DisplayNames(environment: ["WAYLAND_DISPLAY": "wayland-1", "XDG_RUNTIME_DIR": "/r"], hasSeat: { _ in asked = true; return false })
        XCTAssertEqual(alone.windowDrivers, ["wayland"], "nothing to fall back to: SDL's crash is said in one line")
        XCTAssertFalse(asked)
    }

    /// `--video-driver` outranks SDL_VIDEODRIVER, which outranks the order above; a chosen driver
    /// needs no question to the compositor.
    func testAChosenDriverOutranksTheEnvironment() {
        var asked = false
        let probe: (String) -> Bool? = { _ in asked = true; return false }
        let both = ["DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-1", "XDG_RUNTIME_DIR": "/r", "SDL_VIDEODRIVER": "x11"]
        let forced = DisplayNames(environment: both, choice: .wayland, hasSeat: probe)
        XCTAssertEqual(forced.requestedDriver, "wayland")
        XCTAssertTrue(forced.isForced)
        let fromEnvironment = DisplayNames(environment: both, hasSeat: probe)
        XCTAssertEqual(fromEnvironment.requestedDriver, "x11")
        XCTAssertFalse(fromEnvironment.isForced)
        XCTAssertFalse(asked)
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
