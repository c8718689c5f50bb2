/// The display a window would open on, as the environment names it, for one-line messages.
struct DisplayNames: CustomStringConvertible {
    /// `DISPLAY=…` and `WAYLAND_DISPLAY=…`, those that are set.
    let assignments: [String]
    /// `SDL_VIDEODRIVER` when set: the user chose the driver, whatever it is.
    let requestedDriver: String?
    let waylandDisplay: String?
    /// SDL video drivers for the displays named, in SDL's order of preference.
    let windowDrivers: [String]

    init(environment: [String: String]) {
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        assignments = ["DISPLAY", "WAYLAND_DISPLAY"].compactMap { name in value(name).map { "\(name)=\($0)" } }
        requestedDriver = value("SDL_VIDEODRIVER")
        waylandDisplay = value("WAYLAND_DISPLAY")
        windowDrivers = (value("DISPLAY") == nil ? [] : ["x11"]) + (waylandDisplay == nil ? [] : ["wayland"])
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
