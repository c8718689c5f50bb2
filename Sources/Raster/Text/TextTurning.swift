import Foundation

/// Text coverage turned about a pivot the way SDL 2's software renderer turns a texture
/// (SDL_RenderCopyEx with nearest-texel sampling), so that turned labels keep the pixels they
/// had when SDL drew them: the turned box is the smallest whole-pixel box around the source
/// pixels' turned centres; each of its pixels takes the source pixel its centre falls in,
/// stepped across a row in 16.16 fixed point; a multiple of a right angle is an exact
/// transposition.
enum TextTurning {
    /// Turned coverage and where its first pixel lies from the unturned box's corner (pixels).
    struct Turned: Sendable {
        let coverage: TextCoverage
        let x: Int, y: Int
    }

    /// `coverage` turned `degrees` clockwise on screen (y down) about (`pivotX`, `pivotY`),
    /// pixels from its first pixel's corner.
    static func turn(_ coverage: TextCoverage, degrees: Double, pivotX: Double, pivotY: Double) -> Turned {
        let radians = degrees * (Double.pi / 180)
        let sine = sin(radians), cosine = cos(radians)
        func turned(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
            let dx = x - pivotX, dy = y - pivotY
            return (cosine * dx - sine * dy + pivotX, sine * dx + cosine * dy + pivotY)
        }
        let width = coverage.width, height = coverage.height
        let corners = [turned(0.5, 0.5), turned(Double(width) - 0.5, 0.5), turned(0.5, Double(height) - 0.5),
                       turned(Double(width) - 0.5, Double(height) - 0.5)]
        let minX = Int(corners.map(\.x).min()!.rounded(.down)), maxX = Int(corners.map(\.x).max()!.rounded(.up))
        let minY = Int(corners.map(\.y).min()!.rounded(.down)), maxY = Int(corners.map(\.y).max()!.rounded(.up))
        let quarterTurns = degrees / 90
        guard quarterTurns.rounded(.towardZero) != quarterTurns else {
            let turns = ((Int(quarterTurns) % 4) + 4) % 4
            return Turned(coverage: quarterTurned(coverage, turns: turns), x: minX, y: minY)
        }
        // The turn back from the turned box to the source, in 16.16 fixed point.
        let stepX = Int32(cosine * 65536), stepY = Int32(-sine * 65536)
        let pivotFixedX = Double(Int32(pivotX * 65536)), pivotFixedY = Double(Int32(pivotY * 65536)), half = Double(1 << 15)
        let turnedWidth = maxX - minX, turnedHeight = maxY - minY
        var alpha = [UInt8](repeating: 0, count: turnedWidth * turnedHeight)
        coverage.alpha.withUnsafeBufferPointer { source in
            for row in 0..<turnedHeight {
                let fromX = Double(minX) + 0.5 - pivotX, fromY = Double(minY + row) + 0.5 - pivotY
                var sourceX = Int32(Double(stepX) * fromX - Double(stepY) * fromY + pivotFixedX - half)
                var sourceY = Int32(Double(stepY) * fromX + Double(stepX) * fromY + pivotFixedY - half)
                for column in 0..<turnedWidth {
                    let x = Int(sourceX >> 16), y = Int(sourceY >> 16)
                    if x >= 0, x < width, y >= 0, y < height { alpha[row * turnedWidth + column] = source[y * width + x] }
                    sourceX &+= stepX
                    sourceY &+= stepY
                }
            }
        }
        return Turned(coverage: TextCoverage(width: turnedWidth, height: turnedHeight, alpha: alpha), x: minX, y: minY)
    }

    /// `coverage` turned `turns` right angles clockwise on screen.
    private static func quarterTurned(_ coverage: TextCoverage, turns: Int) -> TextCoverage {
        let width = coverage.width, height = coverage.height
        let turnedWidth = turns % 2 == 0 ? width : height, turnedHeight = turns % 2 == 0 ? height : width
        var alpha = [UInt8](repeating: 0, count: width * height)
        for row in 0..<turnedHeight {
            for column in 0..<turnedWidth {
                let (x, y) = switch turns {
                case 1: (row, height - 1 - column)
                case 2: (width - 1 - column, height - 1 - row)
                case 3: (width - 1 - row, column)
                default: (column, row)
                }
                alpha[row * turnedWidth + column] = coverage.alpha[y * width + x]
            }
        }
        return TextCoverage(width: turnedWidth, height: turnedHeight, alpha: alpha)
    }
}
