import GestureEngine

/// What the window's status bar says, decided apart from SDL: the scene, the time scale, the
/// frame rate, the renderer, the size class when compact, the touches the engine holds (a drag
/// session's finger too, though it is no longer the app's) and the mouse finger's type.
///
/// The rate is the frames presented in the last second, read at most twice a second (a figure
/// changing with every frame cannot be read, and would redraw the bar every frame); while
/// nothing moves and no finger is down it says `idle` — the window has stopped drawing.
public struct StatusLine {
    /// Wall seconds presented frames were shown at, within the last second.
    private var frameTimes: [WallTime] = []
    private var shownRate = 0
    private var nextReadingAt = WallTime(seconds: -.infinity)

    /// Seconds between readings of the rate.
    public static let readingInterval = 0.5

    public init() {}

    /// A frame was presented at wall second `time`.
    public mutating func framePresented(at time: WallTime) {
        frameTimes.append(time)
    }

    /// The line at wall second `time`, with `engine`'s size class and the fingers it holds
    /// (`Engine.heldTouchCount`).
    public mutating func text(scene: String, timeScale: Double, paused: Bool, moving: Bool, renderer: String, engine: Engine,
                              mouseTouchType: TouchType, capturing: Bool = false, at time: WallTime) -> String {
        let held = engine.heldTouchCount
        frameTimes.removeAll { time - $0 > 1 }
        if time >= nextReadingAt {
            shownRate = frameTimes.count
            nextReadingAt = time + Self.readingInterval
        }
        let clock = paused ? "paused" : "\(formatNumber(timeScale))×"
        let rate = moving || held > 0 ? "\(shownRate) fps" : "idle"
        let touches = "\(held) touch\(held == 1 ? "" : "es")"
        let width = engine.sizeClass == .compact ? " · compact" : ""
        let capture = capturing ? "● capturing · " : ""
        return "\(capture)\(scene) · time \(clock) · \(rate) · \(renderer)\(width) · \(touches) · mouse \(mouseTouchType) · ? help"
    }
}
