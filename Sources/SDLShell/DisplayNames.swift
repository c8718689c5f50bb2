/// The display a window would open on, as the environment names it: which SDL video drivers to
/// try in which order, and what to say about it in one line.
///
/// On a Wayland session (`WAYLAND_DISPLAY` set) the Wayland driver comes first — SDL 2 on its own
/// takes X11 through XWayland — unless the compositor offers no input seat while an X display
/// is there too: SDL 2.26 crashes under a seatless compositor, so X11 is used instead and
/// `fallback` says why.
struct DisplayNames: CustomStringConvertible {
    /// `DISPLAY=…` and `WAYLAND_DISPLAY=…`, those that are set.
    let assignments: [String]
    /// The driver the user chose: `--video-driver` (`isForced`), else `SDL_VIDEODRIVER` when set.
    let requestedDriver: String?
    /// Whether `requestedDriver` comes from `--video-driver`, which outranks `SDL_VIDEODRIVER`.
    let isForced: Bool
    let waylandDisplay: String?
    /// SDL video drivers for the displays named, in the order they are tried.
    let windowDrivers: [String]
    /// Why the Wayland display named is passed over for X11; nil when it is not.
    let fallback: String?
    /// The local sockets of the displays named (`/tmp/.X11-unix/X<n>` for `DISPLAY=:<n>`, the
    /// Wayland socket in `XDG_RUNTIME_DIR`); remote X displays have none.
    let serverSockets: [String]

    /// `hasSeat` answers whether the compositor at a Wayland socket offers an input seat (nil:
    /// it cannot tell; `WaylandSeatProbe` by default).
    init(environment: [String: String], choice: VideoDriverChoice = .auto,
         hasSeat: (String) -> Bool? = { WaylandSeatProbe.hasSeat(socketPath: $0) }) {
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        assignments = ["DISPLAY", "WAYLAND_DISPLAY"].compactMap { name in value(name).map { "\(name)=\($0)" } }
        isForced = choice != .auto
        requestedDriver = isForced ? choice.rawValue : value("SDL_VIDEODRIVER")
        waylandDisplay = value("WAYLAND_DISPLAY")
        let waylandSockets = Self.waylandSocket(waylandDisplay, runtimeDirectory: value("XDG_RUNTIME_DIR"))
        serverSockets = Self.x11Socket(value("DISPLAY")) + waylandSockets
        let x11 = value("DISPLAY") == nil ? [] : ["x11"]
        // Asked only when it matters: no driver chosen, and X11 to fall back to.
        let seatless = requestedDriver == nil && !x11.isEmpty && waylandSockets.first.flatMap(hasSeat) == false
        windowDrivers = waylandDisplay == nil || seatless ? x11 : ["wayland"] + x11
        fallback = seatless ? "WAYLAND_DISPLAY=\(waylandDisplay ?? "") offers no input seat: the window opens on X11 (XWayland)" : nil
    }

    /// `/tmp/.X11-unix/X<n>` for a local display `:<n>`, `:<n>.<screen>` or `unix:<n>`.
    private static func x11Socket(_ display: String?) -> [String] {
        guard let display, let colon = display.lastIndex(of: ":"), ["", "unix"].contains(display[..<colon]) else { return [] }
        let number = display[display.index(after: colon)...].prefix { $0.isNumber }
        return number.isEmpty ? [] : ["/tmp/.X11-unix/X\(number)"]
    }

    /// A Wayland display is a socket name in `XDG_RUNTIME_DIR`, or an absolute path.
    private static func waylandSocket(_ display: String?, runtimeDirectory: String?) -> [String] {
        guard let display else { return [] }
        if display.hasPrefix("/") { return [display] }
        return runtimeDirectory.map { ["\($0)/\(display)"] } ?? []
    }

    /// "DISPLAY=:0", "DISPLAY=:0 or WAYLAND_DISPLAY=wayland-0", or the requested driver.
    var description: String {
        if let requestedDriver, assignments.isEmpty { return "a display with SDL_VIDEODRIVER=\(requestedDriver)" }
        let names = assignments.isEmpty ? "a display (DISPLAY and WAYLAND_DISPLAY are unset)" : assignments.joined(separator: " or ")
        return requestedDriver.map { "\(names) with SDL_VIDEODRIVER=\($0)" } ?? names
    }

    /// What to say when SDL crashes while opening the display.
    var crashLine: String {
        if let waylandDisplay {
            return "SDL crashed while opening the Wayland display WAYLAND_DISPLAY=\(waylandDisplay); "
                + "the compositor may have no input seat; try SDL_VIDEODRIVER=x11"
        }
        return "SDL crashed while opening \(description)"
    }
}
