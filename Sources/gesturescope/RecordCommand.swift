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
        The file appears only once it is complete, written as the shell's > would (through a link, into a FIFO in place). \
        Frames follow engine time, never the wall clock: the same inputs give the same frames, bit for bit. \
        A --script file (a capture) starts half a second before its first touch; the clip ends once the scene has come to \
        rest after the script, then holds 1 s. Script steps may carry captions (caption: "…"), drawn in and also a subtitle \
        track in MP4 and WebM, and slow-motion stretches (timeScale: 0.25). The plan (frames, length) is stated first; \
        more than 36000 frames needs --force. See docs/RECORDING.md.
        With --compare B, both scenes play the script side by side (as run A --compare B shows them): each with its timeline \
        on one time axis, the first divergence marked on both and said below them (docs/COMPARE.md).
        """
    )

    @Argument(help: "Scene file, or the name of a scene in Scenes/.")
    var scene: String

    @OptionGroup var comparison: ComparisonOptions


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

    @Option(help: ArgumentHelp("Script time to start at, in seconds (default: 0; for a --script file, half a second of video before its first touch or caption).",
                               valueName: "seconds"))
    var from: Double?

    @Option(help: ArgumentHelp("Script time to end at, in seconds (default: once the scene has come to rest after the script, its last fades finished).",
                               valueName: "seconds"))
    var to: Double?

    @Option(help: "Slow motion: engine seconds shown per video second (0.05 to 4; 0.25 is four times slower). The input is played as written.")
    var timeScale: Double = 1

    @Option(help: ArgumentHelp(LayerList.help))
    var layers = LayerList.standard

    @Option(name: .customLong("caption"), help: ArgumentHelp(
        "A caption from a script time on, as SECONDS:TEXT (up to 500 characters; repeatable; an empty TEXT ends the one before), added to the script's own captions.",
        valueName: "seconds:text"))
    var captions: [CaptionArgument] = []

    @Option(help: ArgumentHelp("Video seconds the first moment is held before anything moves (0 to 60).", valueName: "seconds"))
    var leadIn: Double = 0

    @Option(help: ArgumentHelp("Video seconds the last moment is held at the end, so viewers can read the timeline (0 to 60; default 1, or 0 with --to).",
                               valueName: "seconds"))
    var hold: Double?

    @Flag(help: "Also write the captions beside the video as NAME.srt (NAME.vtt beside a WebM), to edit or translate. MP4 and WebM carry them as a subtitle track anyway.")
    var subtitles = false

    @Flag(help: "Chapters in the MP4 or WebM: one per caption of the script, or one per gesture when it has none.")
    var chapters = false

    @Flag(help: "Record a clip longer than \(RecordPlan.frameLimit) frames.")
    var force = false

    func validate() throws {
        guard VideoFormat(path: out) != nil else { throw ValidationError("--out must end in .mp4, .webm, .gif or .png") }
        if let fps, !(1...240).contains(fps) { throw ValidationError("--fps must be between 1 and 240") }
        guard (1...4).contains(scale) else { throw ValidationError("--scale must be between 1 and 4") }
        let canvas = size?.size ?? Size(1280, 720)
        guard canvas.width * scale <= 8192, canvas.height * scale <= 8192 else {
            throw ValidationError("--size × --scale must be at most 8192 pixels each way (a frame is \(Int(canvas.width * scale))×\(Int(canvas.height * scale)))")
        }
        let longest = SceneLimits.standard.duration
        if let from, !(0...longest).contains(from) { throw ValidationError("--from must be a script time from 0 to \(formatNumber(longest)) seconds") }
        if let to, !((from ?? 0)...longest).contains(to) || to == (from ?? 0) {
            throw ValidationError("--to must be a script time after --from, at most \(formatNumber(longest)) seconds")
        }
        guard (0.05...4).contains(timeScale) else { throw ValidationError("--time-scale must be between 0.05 and 4") }
        guard (0...60).contains(leadIn), (0...60).contains(hold ?? 0) else { throw ValidationError("--lead-in and --hold must be 0 to 60 seconds") }
        try LayerList.validate(layers)
        if chapters, VideoFormat(path: out)?.carriesChapters != true { throw ValidationError("--chapters needs an .mp4 or .webm output") }
        try comparison.validate(example: "record \(scene) --compare \(scene) --set pan.requireToFail=[tap] --out take.mp4")
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
        let compared = try comparison.scene(beside: description, root: root).map { (scene: $0.scene, names: $0.names) }
        let plan = RecordPlan(scenes: [description] + (compared.map { [$0.scene] } ?? []), script: input, isPlayedFile: script != nil,
                              format: format, options: self)
        let recorder = Recorder(scene: description, script: input, clock: plan.clock, canvas: size?.size ?? Size(1280, 720), scale: scale,
                                layers: LayerList.layers(layers), fontPath: root.fontPath, compared: compared)
        StandardStreams.err("record: \(plan.summary(width: recorder.pixelSize.width, height: recorder.pixelSize.height))\n")
        if plan.clock.frameCount > RecordPlan.frameLimit, !force {
            CommandSupport.printError("the clip would be \(plan.clock.frameCount) frames, more than the \(RecordPlan.frameLimit) record makes without --force",
                                      hint: "check --time-scale, --fps, --from/--to and the script's timeScale steps, or add --force")
            throw CommandSupport.invalidInput
        }
        let interruption = Interruption()
        do {
            // Checked before anything is rendered: a folder, a link to nothing, an unwritable place.
            let output = format == .png ? nil : try VideoOutput(path: out)
            let temporaries = try RecordingTemporaries()
            defer { temporaries.remove() }
            try SDLRuntime.startHeadless()
            defer { SDLRuntime.stop() }
            let encoding = Encoding(command: self, recorder: recorder, format: format, ffmpeg: ffmpeg ?? "", temporaries: temporaries,
                                    shouldStop: { interruption.signal != nil })
            try encoding.record(into: output, captions: input.captions, chapters: chapters ? Chapters.chapters(of: input, clock: plan.clock) : nil)
            if subtitles { try writeSubtitleFile(Subtitles.cues(of: input.captions, clock: plan.clock), format: format) }
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
        let seconds = formatNumber(plan.clock.duration, decimals: 2)
        StandardStreams.err("wrote \(format == .png ? "\(out.dropLast(4))-000001.png …" : out): \(plan.clock.frameCount) frames, "
                            + "\(width)×\(height), \(formatNumber(plan.clock.framesPerSecond)) fps, \(seconds) s\n")
    }

    /// The captions as a subtitle file beside the video (`NAME.srt`, `NAME.vtt` beside a WebM),
    /// written whole like any output (through a link, never a partial file).
    private func writeSubtitleFile(_ cues: [SubtitleCue], format: VideoFormat) throws(RecordingError) {
        let base = out.lastIndex(of: ".").map { String(out[..<$0]) } ?? out
        let path = base + "." + format.subtitleFileExtension
        do {
            try OutputFile.write(Array((format == .webm ? Subtitles.webVTT(cues) : Subtitles.srt(cues)).utf8), to: path)
        } catch {
            throw RecordingError(error.message)
        }
        StandardStreams.err("wrote \(path): \(cues.count) caption\(cues.count == 1 ? "" : "s")\n")
    }
}
