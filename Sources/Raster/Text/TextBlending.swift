extension PixelCompositor {
    /// Blends `text`'s coverage in its colour into the pixels within the clip, with the
    /// arithmetic SDL 2's blitter used when it drew text onto these canvases (measured against
    /// SDL 2.26's software blitter on every coverage, channel and opacity: no pixel differs), so
    /// text keeps its pixels. An opaque colour: coverage 0 leaves a pixel, 255 stores the colour,
    /// and a coverage `a` between gives `c·a/256 + d·(255 − a)/256` per channel, each part
    /// rounded down. A translucent colour of opacity `m`: the coverage becomes `s = a·m/255`,
    /// and each channel `c·s/255 + d·(255 − s)/255`, each part rounded down (`c` the colour's
    /// channel, `d` the pixel's). The top byte of a pixel is kept.
    public func blend(_ text: PlacedText) {
        let coverage = text.coverage, color = text.color
        let columns = (text.x..<text.x &+ coverage.width).clamped(to: clip.columns)
        let rows = (text.y..<text.y &+ coverage.height).clamped(to: clip.rows)
        guard !columns.isEmpty, !rows.isEmpty, color.alpha > 0 else { return }
        coverage.alpha.withUnsafeBufferPointer { alpha in
            for row in rows {
                let line = pixels + row * pitch, source = alpha.baseAddress! + (row - text.y) * coverage.width - text.x
                if color.alpha == 255 {
                    Self.blendOpaque(line, columns, weights: source, color)
                    continue
                }
                for column in columns where source[column] > 0 {
                    line[column] = Self.translucentTextBlend(line[column], color, weight: UInt32(source[column]) * color.alpha / 255)
                }
            }
        }
    }

    /// `columns` of `line` blended towards opaque `color` by `weights[column]` each, eight pixels
    /// at a time (a group of zero weights, most of a label's box, is skipped).
    @inline(__always)
    private static func blendOpaque(_ line: UnsafeMutablePointer<UInt32>, _ columns: Range<Int>, weights: UnsafePointer<UInt8>,
                                    _ color: ColorBytes) {
        let reds = SIMD8<UInt16>(repeating: UInt16(color.red)), greens = SIMD8<UInt16>(repeating: UInt16(color.green))
        let blues = SIMD8<UInt16>(repeating: UInt16(color.blue))
        var column = columns.lowerBound
        while column &+ 8 <= columns.upperBound {
            let bits = UnsafeRawPointer(weights + column).loadUnaligned(as: UInt64.self)
            if bits != 0 {
                let weight = SIMD8<UInt16>(truncatingIfNeeded: unsafeBitCast(bits, to: SIMD8<UInt8>.self))
                let place = UnsafeMutableRawPointer(line + column)
                let under = place.loadUnaligned(as: SIMD8<UInt32>.self)
                let inverse = 255 &- weight
                func channel(_ source: SIMD8<UInt16>, _ shift: UInt32) -> SIMD8<UInt32> {
                    let below = SIMD8<UInt16>(truncatingIfNeeded: under &>> shift & 0xFF)
                    var mixed = (source &* weight) &>> 8 &+ (below &* inverse) &>> 8
                    // Coverage 0 keeps the pixel and 255 stores the colour, exactly.
                    mixed.replace(with: below, where: weight .== 0)
                    mixed.replace(with: source, where: weight .== 255)
                    return SIMD8<UInt32>(truncatingIfNeeded: mixed) &<< shift
                }
                let top = under & 0xFF00_0000
                place.storeBytes(of: top | channel(reds, 16) | channel(greens, 8) | channel(blues, 0), as: SIMD8<UInt32>.self)
            }
            column &+= 8
        }
        while column < columns.upperBound {
            let weight = UInt32(weights[column])
            if weight > 0 { line[column] = opaqueTextBlend(line[column], color, weight: weight) }
            column &+= 1
        }
    }

    @inline(__always)
    private static func opaqueTextBlend(_ under: UInt32, _ color: ColorBytes, weight: UInt32) -> UInt32 {
        guard weight < 255 else { return under & 0xFF00_0000 | color.pixel }
        let inverse = 255 - weight
        func channel(_ source: UInt32, _ shift: UInt32) -> UInt32 {
            (source * weight) >> 8 + ((under >> shift & 0xFF) * inverse) >> 8
        }
        return under & 0xFF00_0000 | channel(color.red, 16) << 16 | channel(color.green, 8) << 8 | channel(color.blue, 0)
    }

    @inline(__always)
    private static func translucentTextBlend(_ under: UInt32, _ color: ColorBytes, weight: UInt32) -> UInt32 {
        let inverse = 255 - weight
        func channel(_ source: UInt32, _ shift: UInt32) -> UInt32 {
            min(255, source * weight / 255 + inverse * (under >> shift & 0xFF) / 255)
        }
        return under & 0xFF00_0000 | channel(color.red, 16) << 16 | channel(color.green, 8) << 8 | channel(color.blue, 0)
    }
}
