import CSDL
import Drawing
import Session

/// The keys bound to the window's commands: the one table the window's key handling and the
/// help card both read.
///
/// Supports:
/// - [x] every `KeyCommand`, by key code (the layout's character: `?` is where the layout has it),
///       keypad `+` and `-`, named on the help card.
/// - [ ] rebinding keys; key repeat as repeated commands is SDL's (each repeat is a key down).
extension KeyCommand {
    /// The keys that trigger the command, with their names on the help card.
    var bindings: [(key: SDL_KeyCode, name: String)] {
        switch self {
        case .quit: [(SDLK_ESCAPE, "Esc"), (SDLK_q, "Q")]
        case .reset: [(SDLK_r, "R")]
        case .demo: [(SDLK_d, "D")]
        case .nextScene: [(SDLK_RIGHT, "→"), (SDLK_n, "N")]
        case .previousScene: [(SDLK_LEFT, "←"), (SDLK_b, "B")]
        case .togglePointerType: [(SDLK_p, "P")]
        case .toggleSizeClass: [(SDLK_s, "S")]
        case .toggleFingers: [(SDLK_f, "F")]
        case .toggleGhosts: [(SDLK_g, "G")]
        case .toggleTimeline: [(SDLK_t, "T")]
        case .cycleDock: [(SDLK_l, "L")]
        case .fullscreen: [(SDLK_F11, "F11")]
        case .zoomIn: [(SDLK_z, "Z")]
        case .zoomOut: [(SDLK_x, "X")]
        case .scrollEarlier: [(SDLK_PAGEUP, "PgUp")]
        case .scrollLater: [(SDLK_PAGEDOWN, "PgDn")]
        case .pinMoment: [(SDLK_k, "K")]
        case .wholeTimeline: [(SDLK_HOME, "Home")]
        case .taller: [(SDLK_EQUALS, "="), (SDLK_PLUS, "+"), (SDLK_KP_PLUS, "")]
        case .shorter: [(SDLK_MINUS, "-"), (SDLK_KP_MINUS, "")]
        case .togglePanel: [(SDLK_h, "H")]
        case .slower: [(SDLK_LEFTBRACKET, "[")]
        case .faster: [(SDLK_RIGHTBRACKET, "]")]
        case .pause: [(SDLK_SPACE, "Space")]
        case .step: [(SDLK_PERIOD, ".")]
        case .toggleCapture: [(SDLK_c, "C")]
        case .screenshot: [(SDLK_F12, "F12"), (SDLK_i, "I")]
        case .toggleControlStrip: [(SDLK_TAB, "Tab")]
        case .help: [(SDLK_SLASH, "?"), (SDLK_QUESTION, ""), (SDLK_F1, "F1")]
        case .sceneInfo: [(SDLK_a, "A")]
        case .present: [(SDLK_v, "V")]
        case .toggleCode: [(SDLK_e, "E")]
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

    /// The help card's entries: every command (its keys, what it does and its button's name),
    /// then the mouse gestures.
    public static var helpEntries: [HelpCardLayout.Entry] {
        allCases.map { HelpCardLayout.Entry(keys: $0.keys, text: "\($0.summary)   [\($0.title)]", short: $0.title) } + [
            .init(keys: "Fingers", text: "Tab (or a touchscreen) shows the control strip; [Name] is each command's button on it or under More…",
                  short: "Tab: the control strip"),
            .init(keys: "Mouse drag", text: "one finger", short: "one finger"),
            .init(keys: "Alt-drag", text: "two fingers mirrored around the view's centre (pinch / rotate)", short: "pinch / rotate"),
            .init(keys: "Shift+Alt-drag", text: "two fingers moving together (two-finger pan)", short: "two-finger pan"),
            .init(keys: "Ctrl-release", text: "pin the finger(s) down where they are; the mouse is free for another finger", short: "pin the finger"),
            .init(keys: "Click a pin", text: "lift it (Esc lifts every pin)", short: "lift it"),
        ]
    }
}
