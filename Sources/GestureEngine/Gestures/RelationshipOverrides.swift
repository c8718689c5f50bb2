/// Subclass-style answers given as data (what a subclass would return from
/// `shouldRequireFailure(of:)`, `shouldBeRequiredToFail(by:)`, `canPrevent`, `canBePrevented`),
/// consulted by the base class's default implementations.
public struct RelationshipOverrides: Sendable, Equatable {
    /// Ids this recognizer requires to fail.
    public var requireFailureOf: Set<String> = []
    /// Ids that must wait for this recognizer to fail.
    public var requiredToFailBy: Set<String> = []
    /// Ids this recognizer may not prevent (§5.7); `*` for all.
    public var cannotPrevent: Set<String> = []
    /// Ids that may not prevent this recognizer; `*` for all.
    public var cannotBePreventedBy: Set<String> = []

    public init() {}

    func matches(_ set: Set<String>, _ other: GestureRecognizer) -> Bool {
        !set.isEmpty && (set.contains("*") || set.contains(other.id))
    }
}
