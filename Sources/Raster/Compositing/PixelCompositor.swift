/// Writes cached coverage (`CoverageCache.Span`s) straight into 32-bit XRGB pixels (the format of an X11 window surface and of
/// the project's canvases): fully covered pixels of an opaque colour are stored, partly covered
/// ones blended, nothing else touched, row by row. No per-rectangle call into a renderer: a
/// scene of a thousand rounded views is a thousand short loops.
///
/// Invariant: writes stay inside `clip` (which must lie inside the pixel buffer).
public struct PixelCompositor {
    /// The first pixel; rows are `pitch` pixels apart.
    public let pixels: UnsafeMutablePointer<UInt32>
    public let pitch: Int
    /// The columns and rows that may be written.
    public var clip: PixelArea

    public init(pixels: UnsafeMutablePointer<UInt32>, pitch: Int, clip: PixelArea) {
        self.pixels = pixels
        self.pitch = pitch
        self.clip = clip
    }

    /// Stores `pixel` in every pixel of the clip, with ordinary stores: the lines stay in the
    /// cache for the drawing that follows. (A fill with non-temporal stores, as SDL's was, sends
    /// every line to memory, and each blend after it then waits for its line to come back.)
    public func fillClip(with pixel: UInt32) {
        guard !clip.columns.isEmpty else { return }
        for row in clip.rows {
            (pixels + row * pitch + clip.columns.lowerBound).update(repeating: pixel, count: clip.columns.count)
        }
    }

    /// Draws `spans` moved by (`x`, `y`) in `color` (8-bit red, green, blue, alpha).
    public func fill(_ spans: [CoverageCache.Span], x: Int, y: Int, red: UInt32, green: UInt32, blue: UInt32, alpha: UInt32) {
        guard alpha > 0 else { return }
        let levels = CoverageRasterizer.levels
        let top = clip.rows.lowerBound, bottom = clip.rows.upperBound
        // Coverage × colour alpha for each level, 0…255 (levels are sixteenths): one lookup a span.
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: levels + 1) { weights in
            for level in 0...levels { weights[level] = CoverageRasterizer.weight(level: UInt32(level), alpha: alpha) }
            spans.withUnsafeBufferPointer { spans in
                for span in spans {
                    let row = y &+ Int(span.y)
                    guard row >= top, row < bottom else { continue }
                    fill(row: row, from: x &+ Int(span.x), count: Int(span.width), red: red, green: green, blue: blue,
                         weight: weights[min(levels, max(0, Int(span.level)))])
                }
            }
        }
    }

    /// Draws coverage rectangles (output pixels) in `color` (8-bit red, green, blue, alpha).
    public func fill(_ rects: [CoverageRect], red: UInt32, green: UInt32, blue: UInt32, alpha: UInt32) {
        guard alpha > 0 else { return }
        for rect in rects {
            let weight = CoverageRasterizer.weight(level: UInt32(min(CoverageRasterizer.levels, max(0, rect.level))), alpha: alpha)
            let rows = (Int(rect.y)..<Int(rect.y) + Int(max(0, rect.height))).clamped(to: clip.rows)
            for row in rows { fill(row: row, from: Int(rect.x), count: Int(rect.width), red: red, green: green, blue: blue, weight: weight) }
        }
    }

    /// Stores the colour in `count` pixels of `row` from `start` (within the clip's columns) when
    /// `weight` is 255, blends it by `weight` of 255 when it is less. `row` lies in the clip.
    @inline(__always)
    private func fill(row: Int, from start: Int, count: Int, red: UInt32, green: UInt32, blue: UInt32, weight: UInt32) {
        let left = max(clip.columns.lowerBound, start), right = min(clip.columns.upperBound, start &+ count)
        guard left < right else { return }
        let line = pixels + row * pitch
        if weight >= 255 {
            (line + left).update(repeating: red << 16 | green << 8 | blue, count: right - left)
        } else if weight > 0 {
            blend(line, left..<right, red: red, green: green, blue: blue, weight: weight)
        }
    }

    /// Blends each of `columns` of row `row` towards the colour by its own weight (0…255, where
    /// 0 leaves the pixel and 255 stores the colour), read from `weights`, which holds one for
    /// each of `columns` in order: a row of a layer's backing store (`OutlineLayer`). Only the
    /// part of the row inside the clip is written.
    public func blend(row: Int, columns: Range<Int>, weights rowWeights: UnsafePointer<UInt8>, red: UInt32, green: UInt32, blue: UInt32) {
        guard clip.rows.contains(row) else { return }
        let left = max(columns.lowerBound, clip.columns.lowerBound), right = min(columns.upperBound, clip.columns.upperBound)
        guard left < right else { return }
        // From here pixel `i` of `pixels` has weight `weights[i]`, for i in 0..<count.
        let weights = rowWeights + (left - columns.lowerBound), pixels = self.pixels + row * pitch + left, count = right - left
        let sourceRedBlue = red << 16 | blue
        var index = 0
        // Eight pixels at a time: a weight of 0 leaves a pixel exactly as it was, so every
        // group is written whole, and a group of zeros (most of a layer's row) is skipped.
        let reds = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: red)), greens = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: green))
        let blues = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: blue))
        while index &+ 8 <= count {
            let bits = UnsafeRawPointer(weights + index).loadUnaligned(as: UInt64.self)
            if bits != 0 {
                let group = unsafeBitCast(bits, to: SIMD8<UInt8>.self)
                let place = UnsafeMutableRawPointer(pixels + index)
                let under = place.loadUnaligned(as: SIMD8<UInt32>.self)
                place.storeBytes(of: Self.blended(under, red: reds, green: greens, blue: blues, weight: SIMD8<UInt16>(truncatingIfNeeded: group)),
                                 as: SIMD8<UInt32>.self)
            }
            index &+= 8
        }
        while index < count {
            pixels[index] = Self.blended(pixels[index], sourceRedBlue: sourceRedBlue, green: green, weight: UInt32(weights[index]))
            index &+= 1
        }
    }

    /// Blends `columns` of `line` towards the colour by `weight` (1…254 of 255), rounding exactly.
    @inline(__always)
    private func blend(_ line: UnsafeMutablePointer<UInt32>, _ columns: Range<Int>, red: UInt32, green: UInt32, blue: UInt32, weight: UInt32) {
        let sourceRedBlue = red << 16 | blue
        for column in columns {
            line[column] = Self.blended(line[column], sourceRedBlue: sourceRedBlue, green: green, weight: weight)
        }
    }

    /// `under` moved towards the colour (`sourceRedBlue`: red << 16 | blue; `green`) by `weight`
    /// of 255: each channel round((source × weight + under × (255 − weight)) / 255), exactly.
    /// A weight of 0 gives `under`, 255 the colour.
    @inline(__always)
    static func blended(_ under: UInt32, sourceRedBlue: UInt32, green: UInt32, weight: UInt32) -> UInt32 {
        // Red and blue side by side in one word (each product fits in 16 bits), and the exact
        // rounded division by 255: t = x + 128, (t + t >> 8) >> 8. Bounded below 2³² (255 × 255
        // × 2¹⁶ plus the rounding terms): no checks.
        let inverse = 255 &- weight
        var redBlue = sourceRedBlue &* weight &+ 0x0080_0080 &+ (under & 0x00FF_00FF) &* inverse
        redBlue = ((redBlue &+ (redBlue &>> 8 & 0x00FF_00FF)) &>> 8) & 0x00FF_00FF
        var greenChannel = green &* weight &+ 0x80 &+ (under &>> 8 & 0xFF) &* inverse
        greenChannel = (greenChannel &+ (greenChannel &>> 8)) &>> 8
        return redBlue | greenChannel &<< 8
    }

    /// `blended` for eight pixels at once, each with its own weight (0…255), the colour's
    /// channels given as 8-bit values: each channel in 16-bit lanes, where every term fits
    /// (255 × 255 + 128 + 255 < 2¹⁶) and eight multiply in one instruction.
    @inline(__always)
    static func blended(_ under: SIMD8<UInt32>, red: SIMD8<UInt16>, green: SIMD8<UInt16>, blue: SIMD8<UInt16>,
                        weight: SIMD8<UInt16>) -> SIMD8<UInt32> {
        let inverse = 255 &- weight
        return channel(under, red, at: 16, weight: weight, inverse: inverse) | channel(under, green, at: 8, weight: weight, inverse: inverse)
            | channel(under, blue, at: 0, weight: weight, inverse: inverse)
    }

    /// One channel (the byte at `shift`) of eight pixels blended, in place in 32-bit lanes.
    @inline(__always)
    private static func channel(_ under: SIMD8<UInt32>, _ source: SIMD8<UInt16>, at shift: UInt32, weight: SIMD8<UInt16>,
                                inverse: SIMD8<UInt16>) -> SIMD8<UInt32> {
        let below = SIMD8<UInt16>(truncatingIfNeeded: under &>> shift & 0xFF)
        var mixed = source &* weight &+ below &* inverse &+ 128
        mixed = (mixed &+ mixed &>> 8) &>> 8
        return SIMD8<UInt32>(truncatingIfNeeded: mixed) &<< shift
    }
}
