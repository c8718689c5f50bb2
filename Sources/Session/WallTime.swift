/// A moment on the window's wall clock: seconds since the window opened, as the display server
/// stamps input and as frames are paced. Not engine time: the engine runs on `EngineClock`'s
/// slow-motion and pause mapping, and takes plain `Double` engine seconds (`InputEvent.time`,
/// `Engine.advance(to:)`). The two are distinct types so that passing one where the other is
/// meant does not compile; `EngineClock.engineTime(at:)` is the one conversion.
public struct WallTime: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// Seconds since the window opened.
    public var seconds: Double

    public init(seconds: Double) {
        self.seconds = seconds
    }

    public static let zero = WallTime(seconds: 0)

    public static func < (left: WallTime, right: WallTime) -> Bool { left.seconds < right.seconds }

    /// The moment `interval` seconds later.
    public static func + (time: WallTime, interval: Double) -> WallTime { WallTime(seconds: time.seconds + interval) }

    /// Seconds from `earlier` to `later`.
    public static func - (later: WallTime, earlier: WallTime) -> Double { later.seconds - earlier.seconds }

    public var description: String { "wall \(seconds) s" }
}

/// A literal is a wall time in seconds (`titleCard.show(at: 2.5)`); a `Double` variable is not.
extension WallTime: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral seconds: Double) { self.init(seconds: seconds) }
    public init(integerLiteral seconds: Int) { self.init(seconds: Double(seconds)) }
}
