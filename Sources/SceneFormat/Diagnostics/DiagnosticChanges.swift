/// What a new validation of a file says that the last one did not: the problems that appeared
/// and those that went away, each in file order. `validate --watch` prints only these.
///
/// Problems are compared whole (position and message): one that moved to another line when a
/// line above was added counts as fixed where it was and new where it is.
public struct DiagnosticChanges: Equatable, Sendable {
    public let appeared: [Diagnostic]
    public let fixed: [Diagnostic]

    public init(from old: [Diagnostic], to new: [Diagnostic]) {
        appeared = new.filter { !old.contains($0) }
        fixed = old.filter { !new.contains($0) }
    }

    /// Nothing changed.
    public var isEmpty: Bool { appeared.isEmpty && fixed.isEmpty }
}
