import GestureEngine

/// Subclass-style answers given as data (what a subclass would return from
/// `shouldRequireFailure(of:)`, `shouldBeRequiredToFail(by:)`, `canPrevent`, `canBePrevented`),
/// installed as a recognizer's `relationshipHooks`.
public struct RelationshipOverrides: GestureRecognizerRelationshipHooks, Sendable, Equatable {
    /// Ids this recognizer requires to fail.
    public var requireFailureOf: Set<String> = []
    /// Ids that must wait for this recognizer to fail.
    public var requiredToFailBy: Set<String> = []
    /// Ids this recognizer may not prevent (§5.7); `*` for all.
    public var cannotPrevent: Set<String> = []
    /// Ids that may not prevent this recognizer; `*` for all.
    public var cannotBePreventedBy: Set<String> = []

    public init() {}

    /// True when no answer differs from UIKit's defaults: there is nothing to install.
    public var isEmpty: Bool {
        requireFailureOf.isEmpty && requiredToFailBy.isEmpty && cannotPrevent.isEmpty && cannotBePreventedBy.isEmpty
    }

    public func canPrevent(_ other: GestureRecognizer) -> Bool { !matches(cannotPrevent, other) }
    public func canBePrevented(by other: GestureRecognizer) -> Bool { !matches(cannotBePreventedBy, other) }
    public func shouldRequireFailure(of other: GestureRecognizer) -> Bool { matches(requireFailureOf, other) }
    public func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { matches(requiredToFailBy, other) }

    private func matches(_ set: Set<String>, _ other: GestureRecognizer) -> Bool {
        !set.isEmpty && (set.contains("*") || set.contains(other.id))
    }
}
