/// How closely two renderings must agree (docs/CHECK.md, "Thresholds").
public struct ComparisonTolerance: Sendable, Equatable, Codable {
    /// The colour distance, as a fraction (0…1) of the largest possible, up to which two pixels
    /// count as the same: 0 counts any change; the default 0.1 ignores differences the eye barely
    /// sees (a channel off by a few levels) and counts any change of what is drawn.
    public var threshold: Double
    /// How many differing pixels (anti-aliased ones not counted) an image may have and still
    /// match; 0 by default.
    public var maximumDifferingPixels: Int

    public init(threshold: Double = 0.1, maximumDifferingPixels: Int = 0) {
        precondition((0...1).contains(threshold) && maximumDifferingPixels >= 0, "a tolerance is a threshold of 0…1 and a budget of 0 or more")
        self.threshold = threshold
        self.maximumDifferingPixels = maximumDifferingPixels
    }
}

/// What comparing a pixel of two renderings found.
public enum PixelVerdict: UInt8, Sendable {
    /// Within the threshold.
    case same
    /// Beyond the threshold, but part of an anti-aliased edge in either image: not counted.
    case antiAliased
    /// Beyond the threshold: counted.
    case different
}

/// The comparison of a rendering with its expected image, pixel by pixel.
public struct ImageComparison: Sendable {
    public let expected: PixelImage
    public let actual: PixelImage
    /// One verdict per pixel, row after row; empty when the sizes differ.
    public let verdicts: [PixelVerdict]
    /// Pixels beyond the threshold and not anti-aliased (0 when the sizes differ).
    public let differingPixels: Int
    /// Pixels beyond the threshold that look anti-aliased.
    public let antiAliasedPixels: Int

    /// Compares `actual` with `expected` at `tolerance`'s threshold.
    public init(expected: PixelImage, actual: PixelImage, tolerance: ComparisonTolerance = ComparisonTolerance()) {
        self.expected = expected
        self.actual = actual
        guard expected.width == actual.width, expected.height == actual.height else {
            verdicts = []
            differingPixels = 0
            antiAliasedPixels = 0
            return
        }
        let limit = PerceivedColor.maximumDistance * tolerance.threshold * tolerance.threshold
        var verdicts = [PixelVerdict](repeating: .same, count: expected.pixels.count)
        var differing = 0, antiAliased = 0
        for y in 0..<expected.height {
            for x in 0..<expected.width {
                let index = y * expected.width + x
                let was = expected.pixels[index], now = actual.pixels[index]
                guard was != now, PerceivedColor(was).distance(to: PerceivedColor(now)) > limit else { continue }
                if AntiAliasing.looksAntiAliased(x: x, y: y, in: expected, other: actual)
                    || AntiAliasing.looksAntiAliased(x: x, y: y, in: actual, other: expected) {
                    verdicts[index] = .antiAliased
                    antiAliased += 1
                } else {
                    verdicts[index] = .different
                    differing += 1
                }
            }
        }
        self.verdicts = verdicts
        differingPixels = differing
        antiAliasedPixels = antiAliased
    }

    public var sizesMatch: Bool { expected.width == actual.width && expected.height == actual.height }

    /// Whether `actual` passes for `expected`: the same size, and at most the tolerance's budget
    /// of differing pixels.
    public func matches(within tolerance: ComparisonTolerance) -> Bool {
        sizesMatch && differingPixels <= tolerance.maximumDifferingPixels
    }

    /// The diff picture: a faded grey copy of the expected image with each differing pixel red
    /// and each anti-aliased one yellow; nil when the sizes differ.
    public var diffImage: PixelImage? {
        guard sizesMatch else { return nil }
        let pixels = zip(expected.pixels, verdicts).map { pixel, verdict -> UInt32 in
            switch verdict {
            case .different: return Self.differentColor
            case .antiAliased: return Self.antiAliasedColor
            case .same:
                let faded = 255 - (255 - PerceivedColor(pixel).brightness) * Self.fade
                let grey = UInt32(min(max(faded, 0), 255).rounded())
                return 0xFF00_0000 | grey << 16 | grey << 8 | grey
            }
        }
        return PixelImage(width: expected.width, height: expected.height, pixels: pixels)
    }

    /// Opaque red and yellow, and how much of the expected image's contrast the diff keeps.
    public static let differentColor: UInt32 = 0xFFFF_0000
    public static let antiAliasedColor: UInt32 = 0xFFFF_FF00
    static let fade = 0.25
}
