/// The window's keyboard shortcuts: one table drives both the key handling and the help card.
public enum KeyCommand: CaseIterable, Sendable {
    case quit, reset, demo, nextScene, previousScene, togglePointerType, toggleFingers, toggleGhosts, toggleTimeline, taller, shorter, togglePanel, slower, faster, pause, step, help

    /// Key names as shown on the help card.
    public var keys: String {
        switch self {
        case .quit: "Esc / Q"
        case .reset: "R"
        case .demo: "D"
        case .nextScene: "→ / N"
        case .previousScene: "← / B"
        case .togglePointerType: "P"
        case .toggleFingers: "F"
        case .toggleGhosts: "G"
        case .toggleTimeline: "T"
        case .taller: "= / +"
        case .shorter: "-"
        case .togglePanel: "H"
        case .slower: "["
        case .faster: "]"
        case .pause: "Space"
        case .step: "."
        case .help: "? / F1"
        }
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
