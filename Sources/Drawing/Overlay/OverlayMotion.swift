/// Whether the overlay changes with time alone: what keeps a window drawing when no input
/// comes and nothing in the scene animates.
extension OverlayState {
    /// True while some overlay element is still fading, growing or counting at `now` (engine
    /// seconds): a finger's trail, an exit ripple or cancel cross, a hit path, the participants
    /// pill after a touch-down, long-press progress. False: the next frame would look like the
    /// last one, and a window may sleep.
    public func isInMotion(at now: Double) -> Bool {
        for finger in fingers.values {
            if now - finger.downTime < Self.pathDuration * 1.5 { return true }
            if finger.trail.contains(where: { now - $0.time <= Self.trailDuration }) { return true }
            if longPressProgress(of: finger, now: now).map({ $0 < 1 }) == true { return true }
        }
        return exits.contains { now - $0.time <= Self.exitDuration } || hitPaths.contains { now - $0.time <= Self.pathDuration }
    }
}
