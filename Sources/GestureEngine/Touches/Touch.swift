/// One contact from down to lift or cancel (`UITouch`, §1.1). Identity is stable for life.
///
/// Invariants: `view` is fixed at began by the hit test (§2.1) and never changes, even if the
/// finger leaves the view or the view moves; `location` and `previousLocation` are window points;
/// `timestamp` is engine seconds of the last change.
public final class Touch {
    /// Engine-assigned, increasing from 1; `T1`, `T2`, … in text traces.
    public let id: Int
    public let type: TouchType
    public internal(set) var phase: TouchPhase = .began
    public internal(set) var location: Point
    public internal(set) var previousLocation: Point
    public internal(set) var timestamp: Double
    /// Taps in quick succession at one place (§1.2, window and distance of §7.1).
    public let tapCount: Int
    /// 0…1 normalised pressure; 1 when the device reports none.
    public internal(set) var force: Double
    /// Contact radius in points; 0 when unknown.
    public internal(set) var majorRadius: Double
    /// The hit-tested view, fixed at began; nil when the touch hit nothing.
    public let view: View?
    /// The window location where the touch came down.
    public let startLocation: Point

    init(id: Int, type: TouchType, location: Point, timestamp: Double, tapCount: Int,
         force: Double, majorRadius: Double, view: View?) {
        self.id = id
        self.type = type
        self.location = location
        self.previousLocation = location
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.force = force
        self.majorRadius = majorRadius
        self.view = view
        self.startLocation = location
    }

    /// The current location in `view`'s coordinates (nil: window). Nil if `view` is collapsed
    /// to a zero scale.
    public func location(in view: View?) -> Point? {
        guard let view else { return location }
        return view.convert(location, from: nil)
    }

    /// The previous location in `view`'s coordinates (nil: window).
    public func previousLocation(in view: View?) -> Point? {
        guard let view else { return previousLocation }
        return view.convert(previousLocation, from: nil)
    }
}
