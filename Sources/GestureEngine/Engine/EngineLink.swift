/// The way back to an engine for what may outlive it: a control's clock, kept by a control that
/// an app may disable after the engine is gone. The engine clears it as it goes, so such a call
/// reaches no one.
///
/// Not a `weak` reference: a weakly referenced object gets a side table, which puts every retain
/// and release of the engine on the slow path (about 10 % of a moved event; docs/PERFORMANCE.md).
final class EngineLink {
    /// The engine while it lives; nil once it is gone.
    unowned(unsafe) var engine: Engine?

    init() {}
}
