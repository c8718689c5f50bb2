import ArgumentParser
import Dispatch
import Drawing
import FileOutput
import Foundation
import GestureEngine
import Recording
import SceneFormat
import SDLShell

struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Render a scene's script (or --script FILE, e.g. a capture) to a video, frame-exact on engine time, with no display.",
        discussion: """
        The output's extension chooses the format: .mp4 (H.264, yuv420p), .webm (VP9), .gif (one palette for the clip) — \
        encoded by the system's ffmpeg (Debian package ffmpeg) — or .png (a numbered PNG sequence, NAME-000001.png, …). \
        The file appears only once it is complete. Frames follow engine time, never the wall clock: the same inputs give \
        the same frames, bit for bit. Script steps may carry captions (caption: "…") and slow-motion stretches \
        (timeScale: 0.25); see docs/RECORDING.md.
        """
    )

    @Argument(help: "Scene file, or the name of a scene in Scenes/.")
    var scene: String

    @Option(help: "Input script file to play instead of the scene's demo script (a capture from run --capture is one).")
    var script: String?

    @Option(help: ArgumentHelp("Output file: .mp4, .webm, .gif or .png (a PNG sequence).", valueName: "file"))
    var out: String

    @Option(help: "Frames per second of video (1 to 240; default 60, a GIF 25).")
    var fps: Double?

    @Option(help: ArgumentHelp("Canvas size in points, each 1 to 8192 (default 1280x720): the scene fitted beside its timeline, as in the window.",
                               valueName: "width>x<height"))
    var size: WindowSizeArgument?

    @Option(help: "Output pixels per point (1 to 4).")
    var scale: Double = 1

    @Option(help: "Script time to start at, in seconds.")
    var from: Double = 0

    @Option(help: "Script time to end at, in seconds (default: the script's end).")
    var to: Double?

    @Option(help: "Slow motion: engine seconds shown per video second (0.05 to 4; 0.25 is four times slower). The input is played as written.")
    var timeScale: Double = 1

    @Option(help: "Overlay layers drawn, comma-separated: timeline, fingers, ghosts, panel (the responder panel, shown when the timeline is not), or none.")
    var layers = "timeline,fingers,ghosts,panel"

    @Option(name: .customLong("caption"), help: ArgumentHelp(
        "A caption from a script time on, as SECONDS:TEXT (up to 500 characters; repeatable; an empty TEXT ends the one before), added to the script's own captions.",
        valueName: "seconds:text"))
    var captions: [CaptionArgument] = []

    @Option(help: "Video seconds the first moment is held before anything moves (0 to 60).")
    var leadIn: Double = 0

    @Option(help: "Video seconds the last moment is held at the end, so viewers can read the timeline (0 to 60).")
    var hold: Double = 0

    static let layerNames = ["timeline", "fingers", "ghosts", "panel", "none"]

    func validate() throws {
        guard VideoFormat(path: out) != nil else { throw ValidationError("--out must end in .mp4, .webm, .gif or .png") }
        if let fps, !(1...240).contains(fps) { throw ValidationError("--fps must be between 1 and 240") }
        guard (1...4).contains(scale) else { throw ValidationError("--scale must be between 1 and 4") }
        let canvas = size?.size ?? Size(1280, 720)
        guard canvas.width * scale <= 8192, canvas.height * scale <= 8192 else {
            throw ValidationError("--size × --scale must be at most 8192 pixels each way (a frame is \(Int(canvas.width * scale))×\(Int(canvas.height * scale)))")
        }
        let longest = SceneLimits.standard.duration
        guard (0...longest).contains(from) else { throw ValidationError("--from must be a script time from 0 to \(formatNumber(longest)) seconds") }
        if let to, !(from...longest).contains(to) || to == from {
            throw ValidationError("--to must be a script time after --from, at most \(formatNumber(longest)) seconds")
        }
        guard (0.05...4).contains(timeScale) else { throw ValidationError("--time-scale must be between 0.05 and 4") }
        guard (0...60).contains(leadIn), (0...60).contains(hold) else { throw ValidationError("--lead-in and --hold must be 0 to 60 seconds") }
        let unknown = layers.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !Self.layerNames.contains($0) }
        guard unknown.isEmpty else {
            throw ValidationError("unknown layer \(unknown.joined(separator: ", ")): use \(Self.layerNames.joined(separator: ", "))")
        }
    }

    func run() throws {
        let root = try CommandSupport.resources()
        let description = try CommandSupport.loadScene(scene, root: root)
        var input = try CommandSupport.script(script, scene: description)
        // Stable: a caption given on the command line follows the script's own at the same time.
        input.captions = (input.captions + captions.map(\.caption)).enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        let format = VideoFormat(path: out) ?? .mp4
        let ffmpeg = FFmpegEncoder.find()
        if format != .png, ffmpeg == nil {
            CommandSupport.printError("ffmpeg is not installed: install Debian's ffmpeg package (sudo apt install ffmpeg), or record a .png sequence")
            throw ExitCode.failure
        }
        let end = to ?? max(input.endTime, from + 1 / (fps ?? format.defaultFramesPerSecond))
        let clock = RecordingClock(framesPerSecond: fps ?? format.defaultFramesPerSecond, from: from, to: end, timeScale: timeScale,
                                   speedChanges: input.speedChanges, leadIn: leadIn, hold: hold)
        let recorder = Recorder(scene: description, script: input, clock: clock, canvas: size?.size ?? Size(1280, 720), scale: scale,
                                layers: overlayLayers, fontPath: root.fontPath)
        let interruption = Interruption()
        do {
            try SDLRuntime.startHeadless()
            defer { SDLRuntime.stop() }
            try record(recorder, format: format, ffmpeg: ffmpeg ?? "", interruption: interruption)
        } catch let error as RecordingError {
            guard let signal = interruption.signal else {
                CommandSupport.printError(error.message)
                throw ExitCode.failure
            }
            CommandSupport.printError(format == .png ? "interrupted: the frames written so far are kept" : "interrupted: \(out) was not written")
            throw ExitCode(128 + signal)
        } catch let error as SDLError {
            CommandSupport.printError(error.message)
            throw ExitCode.failure
        }
        let (width, height) = recorder.pixelSize
        let seconds = formatNumber(Double(clock.frameCount) / clock.framesPerSecond, decimals: 2)
        StandardStreams.err("wrote \(format == .png ? "\(out.dropLast(4))-000001.png …" : out): \(clock.frameCount) frames, "
                            + "\(width)×\(height), \(formatNumber(clock.framesPerSecond)) fps, \(seconds) s\n")
    }

    private var overlayLayers: OverlayLayers {
        let names = Set(layers.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        var chosen = OverlayLayers()
        chosen.showsTimeline = names.contains("timeline")
        chosen.showsFingers = names.contains("fingers")
        chosen.showsGhosts = names.contains("ghosts")
        chosen.showsResponderPanel = names.contains("panel")
        return chosen
    }

    /// Renders into the format's sink: a GIF in two passes (the clip's palette, then the clip
    /// with it; the frames are the same both times), the others in one.
    private func record(_ recorder: Recorder, format: VideoFormat, ffmpeg: String, interruption: Interruption) throws {
        let (width, height) = recorder.pixelSize
        let rate = recorder.clock.framesPerSecond
        func pass(_ sink: FrameSink, label: String) throws(RecordingError) {
            var bar = ProgressBar(total: recorder.clock.frameCount, label: label)
            defer { bar.end() }
            try recorder.record(into: sink, progress: { bar.update($0) }, shouldStop: { interruption.signal != nil })
            // A signal that came while the encoder finished: the file is whole, and kept.
        }
        switch format {
        case .png:
            try pass(PNGSequenceWriter(output: out, width: width, height: height), label: "record")
        case .gif:
            let palette = FileManager.default.temporaryDirectory.appendingPathComponent("gesturescope-palette-\(getpid()).png").path
            defer { unlink(palette) }
            try pass(FFmpegEncoder(ffmpeg: ffmpeg, width: width, height: height, framesPerSecond: rate,
                                   arguments: VideoFormat.gifPaletteArguments, output: palette), label: "palette")
            try pass(FFmpegEncoder(ffmpeg: ffmpeg, width: width, height: height, framesPerSecond: rate, extraInputs: ["-i", palette],
                                   arguments: format.encoderArguments ?? [], output: out), label: "gif")
        case .mp4, .webm:
            try pass(FFmpegEncoder(ffmpeg: ffmpeg, width: width, height: height, framesPerSecond: rate,
                                   arguments: format.encoderArguments ?? [], output: out), label: "record")
        }
    }
}
