/// The display a window would open on, as the environment names it, for one-line messages.
struct DisplayNames: CustomStringConvertible {
    /// `DISPLAY=…` and `WAYLAND_DISPLAY=…`, those that are set.
    let assignments: [String]
    /// `SDL_VIDEODRIVER` when set: the user chose the driver, whatever it is.
    let requestedDriver: String?
    let waylandDisplay: String?
    /// SDL video drivers for the displays named, in SDL's order of preference.
    let windowDrivers: [String]
    /// The local sockets of the displays named (`/tmp/.X11-unix/X<n>` for `DISPLAY=:<n>`, the
    /// Wayland socket in `XDG_RUNTIME_DIR`); remote X displays have none.
    let serverSockets: [String]

    init(environment: [String: String]) {
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        assignments = ["DISPLAY", "WAYLAND_DISPLAY"].compactMap { name in value(name).map { "\(name)=\($0)" } }
        requestedDriver = value("SDL_VIDEODRIVER")
        waylandDisplay = value("WAYLAND_DISPLAY")
        windowDrivers = (value("DISPLAY") == nil ? [] : ["x11"]) + (waylandDisplay == nil ? [] : ["wayland"])
        serverSockets = Self.x11Socket(value("DISPLAY")) + Self.waylandSocket(waylandDisplay, runtimeDirectory: value("XDG_RUNTIME_DIR"))
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
