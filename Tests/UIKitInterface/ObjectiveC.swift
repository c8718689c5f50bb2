// The part of Apple's ObjectiveC module the generated code needs: NSObject (from the
// Objective-C root in Clang/) and Selector, the type of #selector(…).
@_exported import ObjCRoot

/// An Objective-C method name, as `#selector(handlePan(_:))` makes one.
public struct Selector: ExpressibleByStringLiteral, Hashable {
    public init(_ name: String) {}
    public init(stringLiteral value: String) {}
}

// Objects compare and hash by identity unless a class says otherwise, as NSObject's isEqual(_:)
// and hash do.
extension NSObject: @retroactive Equatable, @retroactive Hashable {
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
