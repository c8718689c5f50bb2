/// Maps wall-clock seconds to engine seconds for the window: slow motion (a scale), pause and
/// single steps. Because every engine deadline and animation runs on engine time, this one
/// mapping slows or stops animations and recognizer timers alike.
///
/// Invariant: engine time never runs backwards, whatever the scale or pause changes.
public struct EngineClock {
    /// Slowest and fastest scales offered (slow motion only).
    public static let scales: [Double] = [0.1, 0.25, 0.5, 1]
    /// One frame at 60 Hz, in engine seconds, per single step.
    public static let stepDuration = 1.0 / 60

    public private(set) var scale = 1.0
    public private(set) var isPaused = false
    private var anchorWall = WallTime.zero
    /// Engine seconds at `anchorWall`.
    private var anchorEngine = 0.0

    public init() {}

    /// Engine seconds at wall time `wall`: the one place the window turns wall time into engine
    /// time.
    public func engineTime(at wall: WallTime) -> Double {
        isPaused ? anchorEngine : anchorEngine + max(0, wall - anchorWall) * scale
    }

    public mutating func setScale(_ newScale: Double, atWall wall: WallTime) {
        rebase(atWall: wall)
        scale = newScale
    }

    /// The next slower (-1) or faster (+1) scale of `scales`.
    public mutating func stepScale(_ direction: Int, atWall wall: WallTime) {
        let index = Self.scales.firstIndex { $0 >= scale } ?? Self.scales.count - 1
        setScale(Self.scales[min(max(index + direction, 0), Self.scales.count - 1)], atWall: wall)
    }

    public mutating func togglePause(atWall wall: WallTime) {
        rebase(atWall: wall)
        isPaused.toggle()
    }

    /// While paused, moves engine time on by one frame.
    public mutating func step(atWall wall: WallTime) {
        guard isPaused else { return }
        anchorEngine += Self.stepDuration
        anchorWall = wall
    }

    private mutating func rebase(atWall wall: WallTime) {
        anchorEngine = engineTime(at: wall)
        anchorWall = wall
    }
}
