import GestureEngine
import SceneFormat

extension WindowApp {
    /// What `run` asks of the window: the scene, the gallery, resources and the command-line choices.
    public struct Options {
        public var scenePath: String
        /// Scenes that ←/→ step through.
        public var gallery: [String]
        public var fontPath: String
        /// The recognizer types scenes may name.
        public var recognizers: RecognizerRegistry
        /// Stream the trace (JSON Lines) to this file while running (replaced when the window
        /// closes; written in place if it is a FIFO or device, see `OutputFile`).
        public var traceOutput: String?
        /// Capture live input from the window's opening into this script file (`run --capture`);
        /// the capture key then starts and stops captures into it.
        public var captureOutput: String?
        /// Quit after this many seconds (for automated runs).
        public var quitAfter: Double?
        /// Start the demo script at once.
        public var playDemo: Bool
        /// What `D` (and `--demo`) plays on the scene the window opened with, instead of its demo
        /// script (`run --script`, e.g. a capture); other scenes play their own.
        public var demoScript: InputScript?
        /// How frames reach the screen.
        public var renderer: RendererChoice
        /// At most this many frames a second; nil: the display's refresh rate; 0: as many as can be
        /// drawn (a frame that changed nothing is followed by the next `unchangedFrameInterval`
        /// later at the earliest).
        public var maximumFramesPerSecond: Double?
        /// Print one line of frame statistics to standard error when the window closes.
        public var printsFrameStatistics: Bool
        /// Draw the scene at this many window points per scene point instead of fitting it to
        /// the window (`run --scale`).
        public var sceneScale: Double?
        /// Open fullscreen (`run --fullscreen`; F11 toggles).
        public var fullscreen: Bool
        /// When the control strip for fingers shows (Tab toggles it whatever this says).
        public var controlStrip: ControlStripChoice
        /// Open in presentation mode (`run --present`; V toggles): the timeline takes the larger
        /// share of the window.
        public var presents: Bool

        public init(scenePath: String, gallery: [String], fontPath: String, recognizers: RecognizerRegistry = .builtIn, traceOutput: String? = nil,
                    captureOutput: String? = nil, quitAfter: Double? = nil, playDemo: Bool = false, demoScript: InputScript? = nil,
                    renderer: RendererChoice = .auto,
                    maximumFramesPerSecond: Double? = nil, printsFrameStatistics: Bool = false, sceneScale: Double? = nil,
                    fullscreen: Bool = false, controlStrip: ControlStripChoice = .auto, presents: Bool = false) {
            self.scenePath = scenePath
            self.gallery = gallery
            self.fontPath = fontPath
            self.recognizers = recognizers
            self.traceOutput = traceOutput
            self.captureOutput = captureOutput
            self.quitAfter = quitAfter
            self.playDemo = playDemo
            self.demoScript = demoScript
            self.renderer = renderer
            self.maximumFramesPerSecond = maximumFramesPerSecond
            self.printsFrameStatistics = printsFrameStatistics
            self.sceneScale = sceneScale
            self.fullscreen = fullscreen
            self.controlStrip = controlStrip
            self.presents = presents
        }
    }
}
