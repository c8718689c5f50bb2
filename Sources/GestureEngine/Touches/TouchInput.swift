/// One input sample handed to the engine: the touches that changed at one instant.
///
/// The shell (from SDL events) and the script player produce these; the engine turns each into
/// one turn (§1.4), or consecutive turns at the same time when it changes one finger twice (a
/// move and its lift: the move first, §7.0). `fingerID` is the input device's identity for a contact (an SDL finger id, a
/// script finger number); the engine maps it to a `Touch` for the contact's life.
public struct InputEvent: Sendable, Equatable {
    /// Engine seconds. Earlier than the engine's current time is treated as now.
    public var time: Double
    public var changes: [TouchInput]

    public init(time: Double, changes: [TouchInput]) {
        self.time = time
        self.changes = changes
    }
}

/// One contact's change within an `InputEvent`.
public struct TouchInput: Sendable, Equatable {
    public enum Phase: String, Sendable {
        /// A new contact. A down for a finger that is already live cancels the old contact first,
        /// so a lost lift can never leave a touch stuck.
        case down
        /// The contact moved (or its force or radius changed). Unknown fingers are ignored.
        case move
        /// The contact lifted. Unknown fingers are ignored.
        case up
        /// The system took the contact away (§1.7).
        case cancel
    }

    public var fingerID: Int
    public var phase: Phase
    /// Window points.
    public var location: Point
    public var type: TouchType
    /// 0…1; 1 when the device reports none.
    public var force: Double
    /// Points; 0 when unknown.
    public var majorRadius: Double

    public init(fingerID: Int, phase: Phase, location: Point, type: TouchType = .direct,
                force: Double = 1, majorRadius: Double = 0) {
        self.fingerID = fingerID
        self.phase = phase
        self.location = location
        self.type = type
        self.force = force
        self.majorRadius = majorRadius
    }
}
