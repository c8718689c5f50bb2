/// What `record` writes, chosen by the output's extension: an H.264 MP4 in yuv420p (plays
/// everywhere), a VP9 WebM, a GIF with one palette made for the whole clip, or a PNG sequence
/// (`NAME.png` → `NAME-000001.png`, `NAME-000002.png`, …; no encoder needed).
public enum VideoFormat: String, Sendable, CaseIterable {
    case mp4, webm, gif, png

    /// The format of `path`'s extension (case-insensitive), nil for any other.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), let format = VideoFormat(rawValue: path[path.index(after: dot)...].lowercased()) else {
            return nil
        }
        self = format
    }

    /// Frames per second when none is asked for: 60, but 25 for a GIF (its frame delays are
    /// whole hundredths of a second, and browsers slow delays under 0.02 s down to 0.1 s).
    public var defaultFramesPerSecond: Double { self == .gif ? 25 : 60 }

    /// ffmpeg's arguments after its raw-video input, up to the output path: the codec and
    /// container; sizes are padded to even numbers for yuv420p. Nil for a PNG sequence.
    /// A GIF's palette comes from a first pass (`gifPaletteArguments`) and is its second input.
    public var encoderArguments: [String]? {
        let evenSize = "pad=ceil(iw/2)*2:ceil(ih/2)*2"
        switch self {
        case .mp4:
            return ["-vf", evenSize, "-c:v", "libx264", "-preset", "veryfast", "-crf", "18", "-pix_fmt", "yuv420p",
                    "-movflags", "+faststart", "-f", "mp4"]
        case .webm:
            return ["-vf", evenSize, "-c:v", "libvpx-vp9", "-crf", "32", "-b:v", "0", "-deadline", "realtime", "-cpu-used", "8",
                    "-row-mt", "1", "-pix_fmt", "yuv420p", "-f", "webm"]
        case .gif:
            return ["-lavfi", "[0:v][1:v]paletteuse=dither=sierra2_4a", "-f", "gif"]
        case .png:
            return nil
        }
    }

    /// The codec of the subtitle track the captions also become: `mov_text` in an MP4,
    /// WebVTT in a WebM; nil where there is no track (GIF, PNG).
    public var subtitleCodec: String? {
        switch self {
        case .mp4: "mov_text"
        case .webm: "webvtt"
        case .gif, .png: nil
        }
    }

    /// Whether the container carries chapters (MP4 and WebM do).
    public var carriesChapters: Bool { self == .mp4 || self == .webm }

    /// The extension of the subtitle file `--subtitles` writes beside the video: `vtt` beside a
    /// WebM (the web's format), `srt` beside the others.
    public var subtitleFileExtension: String { self == .webm ? "vtt" : "srt" }

    /// The first pass of a GIF: the clip's palette, written as a PNG.
    public static let gifPaletteArguments = ["-vf", "palettegen=stats_mode=full", "-c:v", "png", "-f", "image2", "-frames:v", "1", "-update", "1"]
}
