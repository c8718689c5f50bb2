// Apple's Swift overlay of CoreGraphics, the part the generated code needs: the geometry
// structs' initializers, constants and methods (Clang/CoreGraphics.h declares the structs), and
// CGColor.
@_exported import Foundation

/// A Double, as on every 64-bit Apple platform (see Clang/CoreGraphics.h).
public typealias CGFloat = Double

public final class CGColor {}

extension CGPoint {
    public static var zero: CGPoint { fatalError() }
    public init(x: Int, y: Int) { fatalError() }
    public func applying(_ t: CGAffineTransform) -> CGPoint { fatalError() }
}

extension CGSize {
    public static var zero: CGSize { fatalError() }
    public init(width: Int, height: Int) { fatalError() }
}

extension CGVector {
    public static var zero: CGVector { fatalError() }
}

extension CGRect {
    public static var zero: CGRect { fatalError() }
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) { fatalError() }
    public init(x: Int, y: Int, width: Int, height: Int) { fatalError() }
    public var minX: CGFloat { fatalError() }
    public var midX: CGFloat { fatalError() }
    public var maxX: CGFloat { fatalError() }
    public var minY: CGFloat { fatalError() }
    public var midY: CGFloat { fatalError() }
    public var maxY: CGFloat { fatalError() }
    public var width: CGFloat { fatalError() }
    public var height: CGFloat { fatalError() }
    public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect { fatalError() }
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect { fatalError() }
    public func contains(_ point: CGPoint) -> Bool { fatalError() }
    public func contains(_ rect2: CGRect) -> Bool { fatalError() }
    public func intersects(_ r2: CGRect) -> Bool { fatalError() }
}

extension CGAffineTransform {
    public static var identity: CGAffineTransform { fatalError() }
    public init(translationX tx: CGFloat, y ty: CGFloat) { fatalError() }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { fatalError() }
    public init(rotationAngle angle: CGFloat) { fatalError() }
    public var isIdentity: Bool { fatalError() }
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform { fatalError() }
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { fatalError() }
    public func rotated(by angle: CGFloat) -> CGAffineTransform { fatalError() }
    public func inverted() -> CGAffineTransform { fatalError() }
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform { fatalError() }
}
