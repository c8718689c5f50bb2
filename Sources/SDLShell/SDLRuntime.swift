import CSDL

/// An SDL failure, with SDL's own message.
public struct SDLError: Error, CustomStringConvertible {
    public let message: String

    /// A failure outside SDL (its error string says nothing about it).
    init(message: String) {
        self.message = message
    }

    public init(_ what: String) {
        let detail = String(cString: SDL_GetError())
        message = detail.isEmpty ? what : "\(what): \(detail)"
    }

    public var description: String { message }
}

/// Process-wide SDL setup. Hints that must precede `SDL_Init` are set here (REAL-TOUCH.md):
/// no synthetic mouse events from touch, no mouse auto-capture (it loses touch-ups on 2.26).
/// A window starts SDL through `VideoSession.open`, headless rendering through `startHeadless`.
public enum SDLRuntime {
    static func setHints() {
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        SDL_SetHint(SDL_HINT_MOUSE_AUTO_CAPTURE, "0")
        // Keep the desktop's compositor running while the window is open.
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
    }

    /// Starts only what headless rendering needs: no display is touched.
    public static func startHeadless() throws {
        setHints()
        guard SDL_Init(SDL_INIT_EVENTS) == 0 else { throw SDLError("cannot start SDL") }
        try startFonts()
    }

    private static func startFonts() throws {
        guard TTF_WasInit() > 0 || TTF_Init() == 0 else { throw SDLError("cannot start SDL_ttf") }
    }

    /// Quits SDL_ttf and SDL. A window's `VideoSession` calls this itself when its last object
    /// is gone; headless commands call it after their canvases are released.
    public static func stop() {
        if TTF_WasInit() > 0 { TTF_Quit() }
        SDL_Quit()
    }
}
