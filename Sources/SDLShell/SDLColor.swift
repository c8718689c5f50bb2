import CSDL
import GestureEngine

extension SDL_Color {
    /// `color`'s components (0…1) as bytes, rounded and clamped: how every SDL colour, cached
    /// text colour and sprite key is made from a DrawList colour.
    init(_ color: Color) {
        self.init(r: Self.byte(color.red), g: Self.byte(color.green), b: Self.byte(color.blue), a: Self.byte(color.alpha))
    }

    /// A unit component (0…1) as a byte.
    static func byte(_ unit: Double) -> UInt8 {
        UInt8(max(0, min(255, (unit * 255).rounded())))
    }
}
