import GestureEngine

/// The overlay's colours, chosen to read over light and dark scene backgrounds alike.
public enum Palette {
    /// Outline of a hit view: amber, distinct from the blue touch marks.
    public static let hitOutline = Color(red8: 0xFF, green8: 0xB0, blue8: 0x20)
    public static let touchFill = Color(red8: 0x38, green8: 0xBD, blue8: 0xF8, alpha8: 0x55)
    public static let touchRing = Color(red8: 0xE0, green8: 0xF2, blue8: 0xFE)
    public static let panelBackground = Color(red8: 0x0B, green8: 0x10, blue8: 0x1C, alpha8: 0xD8)
    public static let panelTitle = Color(red8: 0xFF, green8: 0xB0, blue8: 0x20)
    public static let panelText = Color(red8: 0xE6, green8: 0xE9, blue8: 0xF2)
}
