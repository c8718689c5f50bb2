import GestureEngine

/// A DrawList colour as the bytes it is drawn with: each unit component (0…1) times 255,
/// rounded and clamped. Every shape, layer and text colour is turned into pixels from these.
public struct ColorBytes: Equatable, Sendable {
    public let red: UInt32, green: UInt32, blue: UInt32
    /// 0 (transparent) … 255 (opaque).
    public let alpha: UInt32

    public init(_ color: Color) {
        red = Self.byte(color.red)
        green = Self.byte(color.green)
        blue = Self.byte(color.blue)
        alpha = Self.byte(color.alpha)
    }

    /// The colour as an opaque XRGB pixel.
    public var pixel: UInt32 { red << 16 | green << 8 | blue }

    /// A unit component (0…1) as a byte.
    static func byte(_ unit: Double) -> UInt32 {
        UInt32(max(0, min(255, (unit * 255).rounded())))
    }
}
