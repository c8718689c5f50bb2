import App
import GestureEngine
import SceneFormat

extension WindowApp {
    /// What `run` asks of the window: the model's choices, and how frames reach the screen and
    /// the trace its file.
    public struct Options {
        /// The scene, the gallery and the choices the window model makes.
        public var model: WindowOptions
        public var fontPath: String
        /// Stream the trace (JSON Lines) to this file while running (written in place if it is
        /// a FIFO or device, see `OutputFile`).
        public var traceOutput: String?
        /// How frames reach the screen.
        public var renderer: RendererChoice
        /// At most this many frames a second; nil: the display's refresh rate; 0: as many as can
        /// be drawn (a frame that changed nothing is followed by the next
        /// `WindowModel.unchangedFrameInterval` later at the earliest).
        public var maximumFramesPerSecond: Double?
        /// Print one line of frame statistics to standard error when the window closes.
        public var printsFrameStatistics: Bool

        /// `model.streamsTrace` follows `traceOutput`.
        public init(model: WindowOptions, fontPath: String, traceOutput: String? = nil, renderer: RendererChoice = .auto,
                    maximumFramesPerSecond: Double? = nil, printsFrameStatistics: Bool = false) {
            self.model = model
            self.model.streamsTrace = traceOutput != nil
            self.fontPath = fontPath
            self.traceOutput = traceOutput
            self.renderer = renderer
            self.maximumFramesPerSecond = maximumFramesPerSecond
            self.printsFrameStatistics = printsFrameStatistics
        }
    }
}
