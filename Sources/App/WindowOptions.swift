import Drawing
import GestureEngine
import SceneFormat
import Session

/// What `run` asks of the window that is the model's to decide: the scene, the gallery and the
/// command-line choices. (How frames reach the screen is the backend's.)
public struct WindowOptions {
    /// The scene file the window opens (and then shows).
    public var scenePath: String
    /// Scenes that ←/→ step through.
    public var gallery: [String]
    /// The recognizer types scenes may name.
    public var recognizers: RecognizerRegistry
    /// Whether the trace is streamed (`run --trace-out`): the model then hands every event to
    /// the backend as `WindowEffect.appendTrace` and keeps it until then.
    public var streamsTrace: Bool
    /// Capture live input from the window's opening into this script file (`run --capture`);
    /// the capture key then starts and stops captures into it.
    public var captureOutput: String?
    /// Quit after this many wall seconds (for automated runs).
    public var quitAfter: Double?
    /// Start the demo script at once.
    public var playDemo: Bool
    /// What `D` (and `--demo`) plays on the scene the window opened with, instead of its demo
    /// script (`run --script`, e.g. a capture); other scenes play their own.
    public var demoScript: InputScript?
    /// Draw the scene at this many window points per scene point instead of fitting it to the
    /// window (`run --scale`).
    public var sceneScale: Double?
    /// Open fullscreen (`run --fullscreen`; F11 toggles).
    public var fullscreen: Bool
    /// When the control strip for fingers shows (Tab toggles it whatever this says).
    public var controlStrip: ControlStripChoice
    /// Open in presentation mode (`run --present`; V toggles).
    public var presents: Bool
    /// Open with the code panel shown (`run --code`; E toggles).
    public var showsCode: Bool
    /// The scene shown beside this one on the same input (`run --compare`); nil: one scene.
    public var comparedScene: ComparedScene?

    public init(scenePath: String, gallery: [String] = [], recognizers: RecognizerRegistry = .builtIn, streamsTrace: Bool = false,
                captureOutput: String? = nil, quitAfter: Double? = nil, playDemo: Bool = false, demoScript: InputScript? = nil,
                sceneScale: Double? = nil, fullscreen: Bool = false, controlStrip: ControlStripChoice = .auto, presents: Bool = false,
                showsCode: Bool = false, comparedScene: ComparedScene? = nil) {
        self.scenePath = scenePath
        self.gallery = gallery
        self.recognizers = recognizers
        self.streamsTrace = streamsTrace
        self.captureOutput = captureOutput
        self.quitAfter = quitAfter
        self.playDemo = playDemo
        self.demoScript = demoScript
        self.sceneScale = sceneScale
        self.fullscreen = fullscreen
        self.controlStrip = controlStrip
        self.presents = presents
        self.showsCode = showsCode
        self.comparedScene = comparedScene
    }
}

/// What the backend knows once the window is open, for the model.
public struct WindowFacts {
    /// Wall seconds between presented frames (0: no limit).
    public var frameInterval: Double
    /// The presenter's name, for the status bar.
    public var rendererName: String
    /// The help card's lines: every command with its keys (the backend's key table), then the
    /// mouse's gestures.
    public var helpEntries: [HelpCardLayout.Entry]
    /// How the overlay measures text (the backend's font).
    public var textMeasurer: any TextMeasuring

    public init(frameInterval: Double, rendererName: String, helpEntries: [HelpCardLayout.Entry], textMeasurer: any TextMeasuring) {
        self.frameInterval = frameInterval
        self.rendererName = rendererName
        self.helpEntries = helpEntries
        self.textMeasurer = textMeasurer
    }
}
