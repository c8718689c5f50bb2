import SceneFormat

/// A named stretch of the video, in video seconds.
public struct Chapter: Equatable, Sendable {
    public var start: Double, end: Double
    public var title: String

    public init(start: Double, end: Double, title: String) {
        self.start = start
        self.end = end
        self.title = title
    }
}

/// Chapters of a clip for its container's metadata (MP4 and WebM players list them): one per
/// caption of the script, titled with it — the script's markers — or, in a script without
/// captions, one per gesture (from a finger going down while none was down). The first chapter
/// starts with the video, so the chapters cover it all.
public enum Chapters {
    public static func chapters(of script: InputScript, clock: RecordingClock) -> [Chapter] {
        let marks = script.captions.isEmpty ? gestureStarts(of: script) : script.captions.filter { !$0.text.isEmpty }.map { ($0.time, $0.text) }
        var starts: [(time: Double, title: String)] = []
        for (time, title) in marks where time <= clock.to {
            let start = starts.isEmpty ? 0 : clock.videoTime(ofEngineTime: time)
            // Marks shown from the same frame: the later one names it.
            if let last = starts.last, start - last.time < 1 / clock.framesPerSecond { starts.removeLast() }
            starts.append((start, title))
        }
        return starts.enumerated().map { index, mark in
            Chapter(start: mark.time, end: index + 1 < starts.count ? starts[index + 1].time : clock.duration, title: mark.title)
        }
    }

    /// The moments a finger goes down while none is, titled "Gesture 1", "Gesture 2", …
    private static func gestureStarts(of script: InputScript) -> [(Double, String)] {
        var down = Set<Int>(), starts: [(Double, String)] = []
        for step in script.steps {
            switch step.action {
            case .down:
                if down.isEmpty { starts.append((step.time, "Gesture \(starts.count + 1)")) }
                down.insert(step.finger)
            case .up, .cancel: down.remove(step.finger)
            case .move: break
            }
        }
        return starts
    }

    /// The chapters as an ffmpeg metadata file (`-map_chapters`), in milliseconds.
    public static func ffmetadata(_ chapters: [Chapter]) -> String {
        ";FFMETADATA1\n" + chapters.map { chapter in
            "[CHAPTER]\nTIMEBASE=1/1000\nSTART=\(Int((chapter.start * 1000).rounded()))\nEND=\(Int((chapter.end * 1000).rounded()))\n"
                + "title=\(escaped(chapter.title))\n"
        }.joined()
    }

    /// ffmetadata's special characters (`=`, `;`, `#`, `\`, line breaks) escaped with `\`.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "=;#\\\n".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
