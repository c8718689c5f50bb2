import CSDL
import Foundation

/// SDL's video subsystem and SDL_ttf, started for a window and stopped when the last object that
/// needs them is gone (`SDLWindow` holds the session): `TTF_Quit` and `SDL_Quit` always come
/// after every font, texture, renderer and window is destroyed.
///
/// Invariant: the session runs on a driver that shows a window (`windowDrivers`), unless the
/// user named a driver with `SDL_VIDEODRIVER`.
///
/// Supports:
/// - [x] X11 and Wayland displays (SDL's choice, or `SDL_VIDEODRIVER`), a display server slow to
///       accept its first client (retries for about a second), a driver that crashes on its
///       first window (`SDLCrashGuard`), no display at all (`DisplayUnavailable`).
/// - [x] Wayland over XWayland on a Wayland desktop (SDL 2 on its own prefers X11), X11 when the
///       compositor offers no input seat, `run --video-driver` over `SDL_VIDEODRIVER` over both.
public final class VideoSession {
    /// Video drivers that put a window on a screen. SDL falls back to `offscreen` (no window,
    /// nothing said) when the display it was given cannot be opened.
    public static let windowDrivers: Set<String> = ["x11", "wayland", "kmsdrm"]

    /// Microseconds to wait before each new attempt to open a display whose server socket
    /// exists: about a second in all.
    static let retries: [UInt32] = [100_000, 300_000, 600_000]

    /// The video driver SDL chose (`x11`, `wayland`, …).
    public let driver: String
    /// Why the Wayland display the environment names was passed over for X11 (one line); nil
    /// when it was not.
    public let fallback: String?
    /// What to print if SDL crashes in a call made under `guarded`.
    private let crashLine: String

    private init(driver: String, fallback: String?, crashLine: String) {
        self.driver = driver
        self.fallback = fallback
        self.crashLine = crashLine
    }

    deinit {
        SDLRuntime.stop()
    }

    /// Starts SDL video and SDL_ttf for the display `environment` names: only the drivers of the
    /// displays it names, Wayland's first (`DisplayNames`), unless `choice` or SDL_VIDEODRIVER
    /// names one. A display whose server socket exists is tried again
    /// (`retries`) before it is given up. Throws
    /// `DisplayUnavailable` when no display can be opened (SDL fails, or only a driver without a
    /// window is left), `SDLError` when SDL_ttf cannot start. Nothing is left running on failure.
    public static func open(environment: [String: String] = ProcessInfo.processInfo.environment,
                            choice: VideoDriverChoice = .auto) throws -> VideoSession {
        let display = DisplayNames(environment: environment, choice: choice)
        var attempt = 1
        while !start(display) {
            let error = SDLError("cannot open \(display.description)")
            SDL_Quit()
            // A server that is there but busy (another client flooding it) may accept soon.
            guard attempt < retries.count + 1, display.serverSockets.contains(where: FileManager.default.fileExists) else {
                throw DisplayUnavailable(reason: error.message)
            }
            usleep(retries[attempt - 1])
            attempt += 1
        }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        if display.requestedDriver == nil, !windowDrivers.contains(driver) {
            SDL_Quit()
            throw DisplayUnavailable(reason: "cannot open \(display.description); SDL offered only its \(driver) driver, which shows no window")
        }
        guard TTF_WasInit() > 0 || TTF_Init() == 0 else {
            let error = SDLError("cannot start SDL_ttf")
            SDL_Quit()
            throw error
        }
        return VideoSession(driver: driver, fallback: display.fallback, crashLine: display.crashLine)
    }

    /// One SDL_Init for `display`, under the crash guard. Hints are set each time: SDL_Quit
    /// clears them.
    private static func start(_ display: DisplayNames) -> Bool {
        SDLRuntime.setHints()
        if let requested = display.requestedDriver {
            // `--video-driver` outranks SDL_VIDEODRIVER, which outranks a hint set as usual.
            if display.isForced { SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, requested, SDL_HINT_OVERRIDE) }
        } else {
            // In this order; SDL would go on to drivers without a window (offscreen) when these fail.
            SDL_SetHint(SDL_HINT_VIDEODRIVER, display.windowDrivers.joined(separator: ","))
        }
        return SDLCrashGuard.run(saying: display.crashLine) { SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 }
    }

    /// Runs `body` (an SDL call that talks to the display server) with the crash guard armed.
    func guarded<Result>(_ body: () -> Result) -> Result {
        SDLCrashGuard.run(saying: crashLine, body)
    }
}

/// No window can be shown: `reason` says which display could not be opened, in one line.
public struct DisplayUnavailable: Error, CustomStringConvertible {
    public let reason: String
    public var description: String { reason }
}
