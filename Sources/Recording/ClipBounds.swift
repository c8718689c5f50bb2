import SceneFormat
import Session

/// Where a clip starts and ends when the command line does not say, so that it is the clip a
/// trainer wants: a played file (a capture) starts a moment before its first touch instead of
/// with the seconds before it, and a clip that runs to the script's end goes on until the scene
/// has come to rest (the last fades finished), then lingers.
public enum ClipBounds {
    /// Video seconds shown before the first touch or caption of a played file.
    public static let leadBeforeFirstTouch = 0.5
    /// Engine seconds a clip may run on after its script for the scene to come to rest.
    public static let restLimit = 10.0
    /// Video seconds the end is held by default once the scene is at rest.
    public static let linger = 1.0

    /// The script second a clip of `script` starts at: `leadBeforeFirstTouch` video seconds (at
    /// `timeScale` engine seconds per video second) before its first touch or caption; 0 when
    /// that comes earlier, or when the script has neither.
    public static func start(of script: InputScript, timeScale: Double) -> Double {
        let first = [script.steps.first?.time, script.captions.first?.time].compactMap { $0 }.min() ?? 0
        return max(0, first - leadBeforeFirstTouch * timeScale)
    }

    /// The engine second at which every one of `scenes` (one, or the two `record A --compare B`
    /// shows), playing `script` from 0, has come to rest after the script's end: nothing
    /// animates, scrolls or fades, and no timer is pending — at most `restLimit` seconds after
    /// the end. Checked every `1 / framesPerSecond` seconds, the frames a clip shows.
    public static func restTime(scenes: [SceneDescription], script: InputScript, framesPerSecond: Double) -> Double {
        scenes.map { restTime(of: $0, script: script, framesPerSecond: framesPerSecond) }.max() ?? script.endTime
    }

    private static func restTime(of scene: SceneDescription, script: InputScript, framesPerSecond: Double) -> Double {
        let session = SceneSession(scene: scene)
        session.play(script, from: 0)
        let end = script.endTime
        var time = end
        session.advance(to: time)
        while time < end + restLimit, session.isInMotion(at: time) || session.engine.nextTimerDue != nil {
            time = min(end + restLimit, time + 1 / framesPerSecond)
            session.advance(to: time)
        }
        return time
    }
}
