/// A pixel as the eye compares it: its channels composited over white (0…255 each), and
/// distances in the YIQ colour space, weighted as Kotsarenko and Ramos measured perceived
/// difference ("Measuring perceived color difference using YIQ NTSC transmission color space in
/// mobile applications", 2010).
struct PerceivedColor {
    let red: Double
    let green: Double
    let blue: Double

    /// The colour of a 0xAARRGGBB word, composited over white.
    init(_ word: UInt32) {
        let alpha = Double(word >> 24) / 255
        func channel(_ shift: UInt32) -> Double { 255 + (Double((word >> shift) & 0xFF) - 255) * alpha }
        red = channel(16)
        green = channel(8)
        blue = channel(0)
    }

    /// Luma (Y), 0…255.
    var brightness: Double { Self.luma(red, green, blue) }

    /// The weighted squared YIQ distance to `other`: 0 for the same colour, at most
    /// `maximumDistance`.
    func distance(to other: PerceivedColor) -> Double {
        Self.weightedDistance(red - other.red, green - other.green, blue - other.blue)
    }

    /// The largest `distance` between any two colours. The distance is a convex function of the
    /// channel differences, so its maximum over the cube of differences (±255 each) lies at a
    /// corner: the largest of the eight.
    static let maximumDistance: Double = {
        let signs: [Double] = [-255, 255]
        return signs.flatMap { red in signs.flatMap { green in signs.map { blue in weightedDistance(red, green, blue) } } }.max()!
    }()

    private static func luma(_ red: Double, _ green: Double, _ blue: Double) -> Double {
        red * 0.29889531 + green * 0.58662247 + blue * 0.11448223
    }

    private static func weightedDistance(_ red: Double, _ green: Double, _ blue: Double) -> Double {
        let y = luma(red, green, blue)
        let i = red * 0.59597799 - green * 0.27417610 - blue * 0.32180189
        let q = red * 0.21147017 - green * 0.52261711 + blue * 0.31114694
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }
}
