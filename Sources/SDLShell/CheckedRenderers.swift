import Foundation
import Raster

extension DrawListRenderer {
    /// A renderer on `canvas` whose text comes from the font at `fontPath`, checked once
    /// (`TextAtlas.checked`).
    public static func checked(canvas: SoftwareCanvas, fontPath: String) throws(SDLError) -> DrawListRenderer {
        DrawListRenderer(canvas: canvas, text: try TextAtlas.checked(fontPath: fontPath))
    }
}

extension BandedRenderer {
    /// `count` bands on `canvas` (`BandedRenderer.init(canvas:text:count:drawsInBackground:)`)
    /// whose text comes from the font at `fontPath`, checked once.
    public convenience init(canvas: SoftwareCanvas, fontPath: String, count: Int = ProcessInfo.processInfo.activeProcessorCount,
                            drawsInBackground: Bool = false) throws(SDLError) {
        self.init(canvas: canvas, text: try TextAtlas.checked(fontPath: fontPath), count: count, drawsInBackground: drawsInBackground)
    }
}
