/// Time-driven drawing (the device's drag and system-edge animations): how far a motion of
/// `duration` seconds that began at `start` has come at `now`, and the ease-out those motions use.
enum Easing {
    /// 0 before `start`, 1 from `start + duration` on, linear between (seconds).
    static func progress(since start: Double, duration: Double, now: Double) -> Double {
        min(1, max(0, (now - start) / duration))
    }

    /// Quadratic ease-out of a progress 0…1: fast first, settling at the end.
    static func easeOut(_ t: Double) -> Double {
        1 - (1 - t) * (1 - t)
    }

    /// `progress(since:duration:now:)`, eased out.
    static func easedOut(since start: Double, duration: Double, now: Double) -> Double {
        easeOut(progress(since: start, duration: duration, now: now))
    }
}
