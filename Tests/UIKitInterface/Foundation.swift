// The part of Apple's Foundation the generated code needs, declarations only, with Apple's
// documented signatures. Linux's Foundation is not used: it is not built for Objective-C interop.
@_exported import ObjectiveC

public typealias TimeInterval = Double

open class NSCoder: NSObject {}

open class Bundle: NSObject {}

open class NSNumber: NSObject {
    public init(value: Int) { super.init() }
    public init(value: Double) { super.init() }
    public init(value: Float) { super.init() }
    public init(value: Bool) { super.init() }
}

/// What a drag item carries; `init()` makes an empty provider.
open class NSItemProvider: NSObject {
    public override init() { super.init() }
}

open class Timer: NSObject {
    open class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                   block: @escaping @Sendable (Timer) -> Void) -> Timer { fatalError() }
    open func invalidate() {}
    open var isValid: Bool { fatalError() }
}

// Swift arrays bridge to NSArray, as Foundation makes them, so @objc protocol methods may use them.
extension Array: @retroactive _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSArray
    public func _bridgeToObjectiveC() -> NSArray { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSArray, result: inout Array?) {}
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSArray, result: inout Array?) -> Bool { false }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSArray?) -> Array { fatalError() }
}
