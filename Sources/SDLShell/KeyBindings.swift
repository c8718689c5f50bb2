import CSDL

/// The window's keyboard shortcuts: one table drives both the key handling and the help card.
public enum KeyCommand: CaseIterable, Sendable {
    case quit, reset, demo, nextScene, previousScene, togglePointerType, toggleFingers, toggleGhosts, toggleTimeline, taller, shorter, togglePanel, slower, faster, pause, step, help

    /// The keys that trigger the command, with their names on the help card: the one table the
    /// window's key handling and the help card both read.
    var bindings: [(key: SDL_KeyCode, name: String)] {
        switch self {
        case .quit: [(SDLK_ESCAPE, "Esc"), (SDLK_q, "Q")]
        case .reset: [(SDLK_r, "R")]
        case .demo: [(SDLK_d, "D")]
        case .nextScene: [(SDLK_RIGHT, "→"), (SDLK_n, "N")]
        case .previousScene: [(SDLK_LEFT, "←"), (SDLK_b, "B")]
        case .togglePointerType: [(SDLK_p, "P")]
        case .toggleFingers: [(SDLK_f, "F")]
        case .toggleGhosts: [(SDLK_g, "G")]
        case .toggleTimeline: [(SDLK_t, "T")]
        case .taller: [(SDLK_EQUALS, "="), (SDLK_PLUS, "+"), (SDLK_KP_PLUS, "")]
        case .shorter: [(SDLK_MINUS, "-"), (SDLK_KP_MINUS, "")]
        case .togglePanel: [(SDLK_h, "H")]
        case .slower: [(SDLK_LEFTBRACKET, "[")]
        case .faster: [(SDLK_RIGHTBRACKET, "]")]
        case .pause: [(SDLK_SPACE, "Space")]
        case .step: [(SDLK_PERIOD, ".")]
        case .help: [(SDLK_SLASH, "?"), (SDLK_QUESTION, ""), (SDLK_F1, "F1")]
        }
    }

    /// The command bound to an SDL key code, if any.
    init?(key: SDL_Keycode) {
        guard let command = Self.allCases.first(where: { $0.bindings.contains { Int64($0.key.rawValue) == Int64(key) } }) else { return nil }
        self = command
    }

    /// Key names as shown on the help card (keys without a name, such as the keypad's, are
    /// bound but not listed).
    public var keys: String {
        bindings.map(\.name).filter { !$0.isEmpty }.joined(separator: " / ")
    }

    public var summary: String {
        switch self {
        case .quit: "quit"
        case .reset: "reload the scene from its file and start over"
        case .demo: "play the scene's demo script"
        case .nextScene: "next scene in Scenes/"
        case .previousScene: "previous scene"
        case .togglePointerType: "mouse finger: direct ↔ indirectPointer"
        case .toggleFingers: "show or hide fingers, trails, the hit path and participant counts"
        case .toggleGhosts: "show or hide model frames (dashed) of animating views"
        case .toggleTimeline: "show or hide the timeline (touch, recognizer and view lanes)"
        case .taller: "taller timeline"
        case .shorter: "shorter timeline"
        case .togglePanel: "show or hide the responder-call panel (when the timeline is hidden)"
        case .slower: "slower: 1× → 0.5× → 0.25× → 0.1× (animations and timers alike)"
        case .faster: "faster, back up to 1×"
        case .pause: "pause or resume engine time"
        case .step: "while paused, one 1/60 s step"
        case .help: "show or hide this card"
        }
    }

    /// Lines for the help card, including the mouse gestures.
    public static var helpLines: [String] {
        allCases.map { "\($0.keys)   \($0.summary)" } + [
            "Mouse drag   one finger",
            "Alt-drag   two fingers mirrored around the view's centre (pinch / rotate)",
            "Shift+Alt-drag   two fingers moving together (two-finger pan)",
        ]
    }
}
