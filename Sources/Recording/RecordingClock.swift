import SceneFormat

/// Which engine moment each frame of a recording shows. Frames are `1/framesPerSecond` video
/// seconds apart; the video first holds the start for `leadIn` seconds, then shows engine time
/// from `from` to `to` at `timeScale` engine seconds per video second — times the script's own
/// `timeScale` steps from each one's time on — then holds the end for `hold` seconds.
///
/// Invariants: engine times never decrease and stay within `from…to`; the frame count is the
/// video's length × the frame rate, rounded up (at least one frame).
public struct RecordingClock: Sendable {
    /// A stretch of engine time shown at one speed.
    private struct Segment: Sendable {
        /// Engine seconds.
        let start: Double, end: Double
        /// Engine seconds per video second.
        let rate: Double
        /// Video seconds when it starts.
        let videoStart: Double
    }

    /// Video frames a second.
    public let framesPerSecond: Double
    /// Engine seconds where the clip starts and ends.
    public let from: Double, to: Double
    /// Video seconds the first moment is held before, and the last after.
    public let leadIn: Double, hold: Double
    private let segments: [Segment]
    /// Video seconds in all.
    public let duration: Double

    public init(framesPerSecond: Double, from: Double, to: Double, timeScale: Double = 1,
                speedChanges: [InputScript.SpeedChange] = [], leadIn: Double = 0, hold: Double = 0) {
        let end = max(from, to)
        self.framesPerSecond = framesPerSecond
        self.from = from
        self.to = end
        self.leadIn = leadIn
        self.hold = hold
        // The script's speed at engine time t: its last change at or before t (1 before any).
        func scriptRate(at time: Double) -> Double { speedChanges.last { $0.time <= time }?.timeScale ?? 1 }
        let breaks = [from] + speedChanges.map(\.time).filter { $0 > from && $0 < end } + [end]
        var segments: [Segment] = []
        var video = leadIn
        for (start, end) in zip(breaks, breaks.dropFirst()) where end > start {
            let rate = timeScale * scriptRate(at: start)
            segments.append(Segment(start: start, end: end, rate: rate, videoStart: video))
            video += (end - start) / rate
        }
        self.segments = segments
        duration = video + hold
    }

    /// Frames in the video: frame k shows video second k / framesPerSecond, so the clip covers
    /// `[0, duration)` — the moment `to` itself shows only in a `hold`.
    public var frameCount: Int {
        // A hair under a whole frame is that frame (10 s at 60 fps is 600 frames, not 601).
        let frames = duration * framesPerSecond
        return max(1, Int((frames - max(1e-9, frames * 1e-12)).rounded(.up)))
    }

    /// The video second from which engine time `time` shows: 0 up to `from` (the lead-in shows
    /// `from`), the start of the hold from `to` on.
    public func videoTime(ofEngineTime time: Double) -> Double {
        guard time > from else { return 0 }
        guard let segment = segments.last(where: { $0.start <= time }) else { return duration - hold }
        return segment.videoStart + (min(time, segment.end) - segment.start) / segment.rate
    }

    /// The engine time frame `index` shows.
    public func engineTime(ofFrame index: Int) -> Double {
        let video = Double(index) / framesPerSecond
        guard let segment = segments.last(where: { $0.videoStart <= video }) else { return from }
        return min(segment.end, segment.start + (video - segment.videoStart) * segment.rate)
    }
}
