/// Whether the overlay changes with time alone: what keeps a window drawing when no input
/// comes and nothing in the scene animates.
extension OverlayState {
    /// True while a touch is down or a recognizer of the timeline's interaction is undecided
    /// (the timeline runs on), or some overlay element is still fading, growing or counting at
    /// `now` (engine seconds): an exit ripple or cancel cross, a hit path, a scroll guide. False: the next frame
    /// would look like the last one, and a window may sleep.
    public func isInMotion(at now: Double) -> Bool {
        // While the interaction is open the timeline's axis runs on to now, held finger or not,
        // a double tap's second tap awaited or not.
        if !fingers.isEmpty || !timeline.isHolding { return true }
        return exits.contains { now - $0.time <= Self.exitDuration } || hitPaths.contains { now - $0.time <= Self.pathDuration }
            || drags.isInMotion(at: now) || systemEdges.isInMotion(at: now) || guides.isInMotion(at: now)
    }
}
