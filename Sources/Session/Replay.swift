import GestureEngine
import SceneFormat

/// The one recipe for replaying a scene headlessly: `trace`, `snapshot`, the no-display fallback
/// of `run`, and every trace and frame golden call it, so they all see the same engine state for
/// the same input.
public enum Replay {
    /// What to play on the scene.
    public enum Input: Sendable {
        /// A script (the demo or `--script`); script seconds become engine seconds × `timeScale`.
        case script(InputScript, timeScale: Double)
        /// Input events with engine times, e.g. the touches of a trace (`TraceInput`).
        case events([InputEvent])

        /// When the input's last event happens, in engine seconds.
        var endTime: Double {
            switch self {
            case let .script(script, timeScale): script.endTime * timeScale
            case let .events(events): events.last?.time ?? 0
            }
        }
    }

    /// A fresh session of `scene` with `input` played from engine time 0 up to `moment` (engine
    /// seconds), or, when `moment` is nil, to the input's end and then until no timer is pending
    /// (`SceneSession.settle`).
    public static func session(of scene: SceneDescription, playing input: Input, until moment: Double? = nil) -> SceneSession {
        let session = SceneSession(scene: scene)
        play(input, on: session, until: moment)
        return session
    }

    /// Fresh sessions of `a` and `b` side by side with `input` played on both, as `session(of:…)`
    /// plays it on one.
    public static func comparison(of a: SceneDescription, _ b: SceneDescription, playing input: Input,
                                  until moment: Double? = nil) -> ComparedSessions {
        let sessions = ComparedSessions(a: a, b: b)
        play(input, on: sessions, until: moment)
        return sessions
    }

    private static func play(_ input: Input, on target: some PlayedScenes, until moment: Double?) {
        switch input {
        case let .script(script, timeScale): target.play(script, from: 0, timeScale: timeScale)
        case let .events(events): target.play(events, from: 0, timeScale: 1)
        }
        if let moment {
            target.advance(to: moment)
        } else {
            target.advance(to: input.endTime)
            target.settle()
        }
    }
}
