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
                // `weights[column]` is the coverage of `line[column]`.
                let line = pixels + row * pitch, weights = alpha.baseAddress! + (row - text.y) * coverage.width - text.x
                var column = columns.lowerBound
                while column < columns.upperBound {
                    // Eight pixels of no coverage (most of a label's box) skipped at once.
                    if column &+ 8 <= columns.upperBound, UnsafeRawPointer(weights + column).loadUnaligned(as: UInt64.self) == 0 {
                        column &+= 8
                        continue
                    }
                    let weight = UInt32(weights[column])
                    if weight > 0 {
                        line[column] = color.alpha == 255 ? Self.opaqueTextBlend(line[column], color, weight: weight)
                            : Self.translucentTextBlend(line[column], color, weight: weight &* color.alpha / 255)
                    }
                    column &+= 1
                }
            }
        }
    }

    /// `under` blended towards opaque `color` by `weight` (1…255): red and blue side by side in
    /// one word (each product is below 2¹⁶ and each sum below 2⁸, so no lane spills into another).
    @inline(__always)
    private static func opaqueTextBlend(_ under: UInt32, _ color: ColorBytes, weight: UInt32) -> UInt32 {
        guard weight < 255 else { return under & 0xFF00_0000 | color.pixel }
        let inverse = 255 &- weight
        let redBlue = ((color.red << 16 | color.blue) &* weight) &>> 8 & 0x00FF_00FF &+ ((under & 0x00FF_00FF) &* inverse) &>> 8 & 0x00FF_00FF
        let green = (color.green &* weight) &>> 8 &+ ((under &>> 8 & 0xFF) &* inverse) &>> 8
        return under & 0xFF00_0000 | redBlue | green << 8
    }

    /// `under` blended towards `color` by `weight` (0…254, coverage times opacity).
    @inline(__always)
    private static func translucentTextBlend(_ under: UInt32, _ color: ColorBytes, weight: UInt32) -> UInt32 {
        let inverse = 255 &- weight
        func channel(_ source: UInt32, _ shift: UInt32) -> UInt32 {
            min(255, source &* weight / 255 &+ inverse &* (under &>> shift & 0xFF) / 255)
        }
        return under & 0xFF00_0000 | channel(color.red, 16) << 16 | channel(color.green, 8) << 8 | channel(color.blue, 0)
    }
}
