import Drawing
import GestureEngine
import SceneFormat

/// What is played and drawn in a window, a replay or a recording: one scene's session, or two
/// compared side by side (`ComparedSessions`). Whoever drives it — the window, `Replay` — does
/// not ask which: input, time and text go through these, to every scene there is.
public protocol PlayedScenes: AnyObject {
    /// Plays `script` from engine time `start`; script seconds are engine seconds × `timeScale`.
    func play(_ script: InputScript, from start: Double, timeScale: Double)
    /// Plays recorded input events from engine time `start`.
    func play(_ events: [InputEvent], from start: Double, timeScale: Double)
    /// Live input (scene points, engine time).
    func send(_ input: TranslatedInput)
    /// Plays scripted input due by engine time `time` and advances every engine to it.
    func advance(to time: Double)
    /// After the input: through pending timers until at rest or `SceneSession.settleLimit`.
    func settle()
    /// Whether frames change with time alone at engine time `now`.
    func isInMotion(at now: Double) -> Bool
    /// The earliest engine timer due (engine seconds); nil: none.
    var nextTimerDue: Double? { get }
    /// How many trace events were ever appended, all engines together: it grows exactly when
    /// something was traced.
    var tracedCount: Int { get }
    /// Lets the traces go up to what their readers took; the first engine's from `otherReader`
    /// on are kept (a stream not yet written).
    func dropConsumedTrace(keepingFrom otherReader: Int?)
    /// How text is measured for layout (the window's font).
    var textMeasurer: any TextMeasuring { get set }
    /// Which overlay layers are drawn, one setting for every scene.
    var layers: OverlayLayers { get set }
}

extension SceneSession: PlayedScenes {
    public var nextTimerDue: Double? { engine.nextTimerDue }
    public var tracedCount: Int { engine.trace.endIndex }
}

extension ComparedSessions: PlayedScenes {
    public var tracedCount: Int { a.engine.trace.endIndex + b.engine.trace.endIndex }
}
