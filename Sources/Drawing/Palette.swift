import Foundation
import GestureEngine

/// The overlay's colours, chosen to read over light and dark scene backgrounds alike.
public enum Palette {
    /// Outline of a hit view: amber, distinct from the blue touch marks.
    public static let hitOutline = Color(red8: 0xFF, green8: 0xB0, blue8: 0x20)
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

    // The fingers layer's marks read on any scene colour: a ring or trail in its touch's colour
    // is edged by a light band and, outside it, a dark one (on a light view the dark band shows,
    // on a dark view the light one: against every colour one of them contrasts at least 4.5:1 —
    // `outlineContrast`), and its labels are light text on dark pills.
    /// The outer edge of a ring or trail: black.
    public static let outlineDark = Color.black
    /// The band between the dark edge and a ring's or trail's own colour: white.
    public static let outlineLight = Color.white
    /// The pill under an overlay label (a touch's id and source, the participant count).
    public static let labelBackground = Color(red8: 0x0B, green8: 0x10, blue8: 0x1C, alpha8: 0xE6)
    /// An overlay label's text on its pill.
    public static let labelText = Color(red8: 0xF1, green8: 0xF5, blue8: 0xF9)

    /// The WCAG 2 relative luminance of an opaque colour (its alpha is ignored): 0 for black, 1
    /// for white.
    public static func relativeLuminance(_ color: Color) -> Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// The least contrast the outline's better band has against any opaque colour: the
    /// luminance where the dark and light bands contrast equally, √((Ld + 0.05)(Ll + 0.05)).
    public static var outlineContrast: Double {
        let dark = relativeLuminance(outlineDark) + 0.05, light = relativeLuminance(outlineLight) + 0.05
        return light / (dark * light).squareRoot()
    }
}
