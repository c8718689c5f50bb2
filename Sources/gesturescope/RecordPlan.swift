import GestureEngine
import Recording
import SceneFormat

/// What `record` will make, worked out before any frame is rendered: the stretch of script time
/// the clip shows (`--from`/`--to`, or `ClipBounds`' defaults), how long its ends are held, and
/// so how many frames it has — which `record` states first and refuses past `frameLimit`
/// unless `--force` (a 5-line scene slowed to 0.05 for an hour's script would be 4.3 million
/// frames: a PNG sequence that fills the disk).
struct RecordPlan {
    /// Frames `record` makes without `--force`: 10 minutes at 60 fps.
    static let frameLimit = 36_000

    /// Which engine moment each frame shows.
    let clock: RecordingClock

    /// The plan for `script` on `scenes` (one, or the two compared) with the command's options;
    /// `isPlayedFile`: the script is a `--script` file (a capture), whose clip starts shortly
    /// before its first touch.
    init(scenes: [SceneDescription], script: InputScript, isPlayedFile: Bool, format: VideoFormat, options: RecordCommand) {
        let rate = options.fps ?? format.defaultFramesPerSecond
        var from = options.from ?? (isPlayedFile ? ClipBounds.start(of: script, timeScale: options.timeScale) : 0)
        if let to = options.to, from >= to { from = 0 }
        let end = options.to ?? max(ClipBounds.restTime(scenes: scenes, script: script, framesPerSecond: rate), from + 1 / rate)
        clock = RecordingClock(framesPerSecond: rate, from: from, to: end, timeScale: options.timeScale, speedChanges: script.speedChanges,
                               leadIn: options.leadIn, hold: options.hold ?? (options.to == nil ? ClipBounds.linger : 0))
    }

    /// One line: frames, video length and rate, and the script seconds shown.
    func summary(width: Int, height: Int) -> String {
        "\(clock.frameCount) frames (\(formatNumber(clock.duration, decimals: 2)) s of video at \(formatNumber(clock.framesPerSecond)) fps, "
            + "\(width)×\(height)) showing script seconds \(formatNumber(clock.from, decimals: 2))–\(formatNumber(clock.to, decimals: 2))"
    }
}
