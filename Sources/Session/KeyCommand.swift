/// The window's commands and what each does, apart from what triggers them: SDLShell binds keys
/// to them (`KeyBindings.swift`), and the help card lists both.
public enum KeyCommand: CaseIterable, Sendable {
    case quit, reset, demo, nextScene, previousScene, togglePointerType, toggleSizeClass, toggleFingers, toggleGhosts, toggleTimeline, cycleDock, taller, shorter,
         zoomIn, zoomOut, scrollEarlier, scrollLater, pinMoment, wholeTimeline, togglePanel, fullscreen, slower, faster, pause, step, toggleCapture,
         screenshot, toggleControlStrip, help, sceneInfo, present, toggleCode

    /// A short name for a button: the control strip's and its menu's.
    public var title: String {
        switch self {
        case .quit: "Quit"
        case .reset: "Reload"
        case .demo: "Demo"
        case .nextScene: "Next ▶"
        case .previousScene: "◀ Prev"
        case .togglePointerType: "Mouse type"
        case .toggleSizeClass: "Size class"
        case .toggleFingers: "Fingers"
        case .toggleGhosts: "Guides"
        case .toggleTimeline: "Timeline"
        case .cycleDock: "Dock"
        case .taller: "Timeline +"
        case .shorter: "Timeline −"
        case .zoomIn: "Zoom in"
        case .zoomOut: "Zoom out"
        case .scrollEarlier: "◀ Story"
        case .scrollLater: "Story ▶"
        case .pinMoment: "Pin"
        case .wholeTimeline: "Whole"
        case .togglePanel: "Panel"
        case .fullscreen: "Fullscreen"
        case .slower: "Slower"
        case .faster: "Faster"
        case .pause: "Pause"
        case .step: "Step"
        case .toggleCapture: "Capture"
        case .screenshot: "Screenshot"
        case .toggleControlStrip: "Hide strip"
        case .help: "Help"
        case .sceneInfo: "Scene info"
        case .present: "Present"
        case .toggleCode: "Code"
        }
    }

    public var summary: String {
        switch self {
        case .quit: "quit (with fingers pinned: lift them all first)"
        case .reset: "reload the scene from its file and start over"
        case .demo: "play the scene's demo script"
        case .nextScene: "next scene in Scenes/"
        case .previousScene: "previous scene"
        case .togglePointerType: "mouse finger: direct ↔ indirectPointer"
        case .toggleSizeClass: "size class regular ↔ compact (how long the app's long press waits for a drag; new touches)"
        case .toggleFingers: "show or hide fingers, trails, the hit path and participant counts"
        case .toggleGhosts: "show or hide geometry guides: model frames of animating views, scroll content and targets, controls' inside regions"
        case .toggleTimeline: "show or hide the timeline (touch, recognizer and view lanes)"
        case .cycleDock: "timeline beside the scene → below it → chosen by the window's shape"
        case .taller: "larger timeline (wider beside the scene, taller below it)"
        case .shorter: "smaller timeline"
        case .fullscreen: "fullscreen on or off (the scene is scaled to fit)"
        case .zoomIn: "zoom the timeline in (around the pin, else the middle; the wheel zooms around the pointer)"
        case .zoomOut: "zoom the timeline out"
        case .scrollEarlier: "the story before (every interaction of the session is kept); zoomed in: scroll earlier (Shift+wheel too)"
        case .scrollLater: "the story after, back to the one being told; zoomed in: scroll later, back to following it"
        case .pinMoment: "pin the moment in the middle of the timeline, or unpin (a click on the timeline pins there)"
        case .wholeTimeline: "the whole interaction again: no zoom, no pin"
        case .togglePanel: "show or hide the responder-call panel (when the timeline is hidden)"
        case .slower: "slower: 1× → 0.5× → 0.25× → 0.1× (animations and timers alike)"
        case .faster: "faster, back up to 1×"
        case .pause: "pause or resume engine time"
        case .step: "while paused, one 1/60 s step"
        case .toggleCapture: "capture live input: the scene starts over and every touch is kept; again: stop and save it as a script"
        case .screenshot: "save a PNG of the window as shown (scene, overlay, timeline) in the current folder"
        case .toggleControlStrip: "show or hide the control strip for fingers (shown by itself once a touchscreen is used)"
        case .help: "show or hide this card (a tap anywhere closes it)"
        case .sceneInfo: "show or hide the scene's title card: its name and what to do in it"
        case .present: "presentation mode: the timeline takes the larger share of the window (run --present)"
        case .toggleCode: "code panel: the scene in UIKit Swift, running lines lit"
        }
    }

    /// The heading a command is listed under in the strip's `More…` menu.
    public enum Group: CaseIterable, Sendable {
        case scenes, playback, layers, timeline, captureAndRecord, window

        public var title: String {
            switch self {
            case .scenes: "Scenes"
            case .playback: "Playback"
            case .layers: "Layers"
            case .timeline: "Timeline"
            case .captureAndRecord: "Capture & record"
            case .window: "Window"
            }
        }

        /// The group's commands in menu order (every command is in exactly one group; Quit is
        /// the last of the last group, so the last entry of the menu).
        public var commands: [KeyCommand] {
            switch self {
            case .scenes: [.previousScene, .nextScene, .reset, .demo, .sceneInfo]
            case .playback: [.pause, .step, .slower, .faster, .togglePointerType, .toggleSizeClass]
            case .layers: [.toggleTimeline, .toggleCode, .toggleFingers, .toggleGhosts, .togglePanel, .cycleDock, .present]
            case .timeline: [.taller, .shorter, .zoomIn, .zoomOut, .scrollEarlier, .scrollLater, .pinMoment, .wholeTimeline]
            case .captureAndRecord: [.toggleCapture, .screenshot]
            case .window: [.fullscreen, .toggleControlStrip, .help, .quit]
            }
        }
    }

    /// The group the command is listed under.
    public var group: Group {
        Group.allCases.first { $0.commands.contains(self) } ?? .window
    }
}
