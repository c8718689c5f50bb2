@testable import VisualCheck

/// Small images for the comparison tests: a background with rectangles painted on it.
enum TestImages {
    static let white: UInt32 = 0xFFFF_FFFF
    static let black: UInt32 = 0xFF00_0000
    static let red: UInt32 = 0xFFE0_2020
    static let blue: UInt32 = 0xFF20_40E0

    static func grey(_ level: UInt32) -> UInt32 { 0xFF00_0000 | level << 16 | level << 8 | level }

    /// A `width`×`height` image of `background` with each rectangle (x, y, width, height)
    /// filled, in order.
    static func image(_ rectangles: [(x: Int, y: Int, width: Int, height: Int, color: UInt32)] = [],
                      width: Int = 20, height: Int = 20, background: UInt32 = white) -> PixelImage {
        var image = PixelImage(width: width, height: height, filledWith: background)
        for rectangle in rectangles {
            for y in rectangle.y..<rectangle.y + rectangle.height {
                for x in rectangle.x..<rectangle.x + rectangle.width { image[x, y] = rectangle.color }
            }
        }
        return image
    }

    /// The indices of the pixels of `image` that are `color`, row after row.
    static func indices(of color: UInt32, in image: PixelImage) -> [Int] {
        image.pixels.indices.filter { image.pixels[$0] == color }
    }
}
