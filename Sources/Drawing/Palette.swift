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

    // Recognizer states: the Okabe–Ito palette, distinguishable with the common colour-vision
    // deficiencies; each segment also carries its state's name when wide enough.
    public static func color(of state: GestureRecognizerState) -> Color {
        switch state {
        case .possible: Color(red8: 0x6B, green8: 0x72, blue8: 0x80)
        case .began: Color(red8: 0x00, green8: 0x72, blue8: 0xB2)
        case .changed: Color(red8: 0x56, green8: 0xB4, blue8: 0xE9)
        case .ended: Color(red8: 0x00, green8: 0x9E, blue8: 0x73)
        case .cancelled: Color(red8: 0xE6, green8: 0x9F, blue8: 0x00)
        case .failed: Color(red8: 0xD5, green8: 0x5E, blue8: 0x00)
        }
    }

    /// Opaque: a blended panel this large costs a frame budget's worth in the software renderer.
    public static let timelineBackground = Color(red8: 0x0B, green8: 0x10, blue8: 0x1C)
    public static let timelineGrid = Color(red8: 0x33, green8: 0x41, blue8: 0x55)
    public static let actionMarker = Color(red8: 0xF0, green8: 0xE4, blue8: 0x42)
    public static let exclusionMarker = Color(red8: 0xD5, green8: 0x5E, blue8: 0x00)
    public static let waitLink = Color(red8: 0xCC, green8: 0x79, blue8: 0xA7)
    public static let delivery = Color(red8: 0xE6, green8: 0xE9, blue8: 0xF2)
    public static let secondaryText = Color(red8: 0x94, green8: 0xA3, blue8: 0xB8)
    /// The window's status bar: opaque and dark, so its light text reads over any scene.
    public static let statusBackground = Color(red8: 0x11, green8: 0x18, blue8: 0x27)
    /// The failed-reload banner: opaque dark red with a bright edge and title.
    public static let errorBackground = Color(red8: 0x2A, green8: 0x0E, blue8: 0x12)
    public static let errorEdge = Color(red8: 0xFF, green8: 0x6B, blue8: 0x6B)
}
