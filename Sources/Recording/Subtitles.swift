import SceneFormat

/// A caption as a timed cue of the video: shown from `start` to `end`, in video seconds.
public struct SubtitleCue: Equatable, Sendable {
    public var start: Double, end: Double
    public var text: String

    public init(start: Double, end: Double, text: String) {
        self.start = start
        self.end = end
        self.text = text
    }
}

/// The script's captions as a subtitle track (beside the ones drawn into the frames), so that
/// trainers can edit and translate them: SubRip (`.srt`, and MP4's `mov_text` track made from
/// it) and WebVTT (`.vtt`, WebM's track).
public enum Subtitles {
    /// Each caption shown in the clip, from the video second its frames first show it until
    /// the next caption (or the clip's end); empty captions (which end the one before) and
    /// captions after the clip give none.
    public static func cues(of captions: [InputScript.Caption], clock: RecordingClock) -> [SubtitleCue] {
        var cues: [SubtitleCue] = []
        for (index, caption) in captions.enumerated() where !caption.text.isEmpty && caption.time <= clock.to {
            let start = clock.videoTime(ofEngineTime: caption.time)
            // The next caption ends this one where its frames begin; one after the clip does not.
            let next = index + 1 < captions.count && captions[index + 1].time <= clock.to ? captions[index + 1].time : nil
            let end = next.map(clock.videoTime(ofEngineTime:)) ?? clock.duration
            if end > start { cues.append(SubtitleCue(start: start, end: end, text: caption.text)) }
        }
        return cues
    }

    /// The cues as a SubRip file.
    public static func srt(_ cues: [SubtitleCue]) -> String {
        cues.enumerated().map { index, cue in
            "\(index + 1)\n\(timestamp(cue.start, decimal: ",")) --> \(timestamp(cue.end, decimal: ","))\n\(body(cue.text))\n"
        }.joined(separator: "\n")
    }

    /// The cues as a WebVTT file.
    public static func webVTT(_ cues: [SubtitleCue]) -> String {
        "WEBVTT\n\n" + cues.map { cue in
            "\(timestamp(cue.start, decimal: ".")) --> \(timestamp(cue.end, decimal: "."))\n\(body(cue.text))\n"
        }.joined(separator: "\n")
    }

    /// `HH:MM:SS,mmm` (SubRip) or `HH:MM:SS.mmm` (WebVTT), to the millisecond.
    static func timestamp(_ seconds: Double, decimal: String) -> String {
        let milliseconds = Int((max(0, seconds) * 1000).rounded())
        let (hours, minutes) = (milliseconds / 3_600_000, milliseconds / 60_000 % 60)
        let (wholeSeconds, rest) = (milliseconds / 1000 % 60, milliseconds % 1000)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let three = rest < 10 ? "00\(rest)" : rest < 100 ? "0\(rest)" : "\(rest)"
        return "\(two(hours)):\(two(minutes)):\(two(wholeSeconds))\(decimal)\(three)"
    }

    /// A caption's text as a cue's lines: no blank line (it would end the cue), no `-->`.
    private static func body(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: true).joined(separator: "\n").replacingOccurrences(of: "-->", with: "->")
    }
}
