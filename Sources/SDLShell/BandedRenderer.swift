import CSDL
import Drawing
import Foundation
import GestureEngine

/// Draws a software canvas (or a window's own surface) in horizontal bands at the same time, on
/// as many threads (a recorder: one per processor; the window: `windowBands`): the caller draws
/// the first band, a `BandWorkers` thread each other one. Each band has a `DrawListRenderer` of
/// its own (SDL software renderer, text and shape caches) on an SDL surface of its own over the
/// same pixels, and writes only the pixel rows of its band.
/// Where the bands meet follows the work: after each whole frame the boundaries move towards
/// equal drawing times (a band holding the timeline's text and markers costs more per row).
///
/// The frame is the one a single renderer draws, pixel for pixel, run after run, wherever the
/// boundaries lie: a band is a clipped redraw region, and every pixel is still cleared and drawn
/// by the same commands in the same order (`CompositingTests` and `BandedRendererTests` compare
/// them with no tolerance).
public final class BandedRenderer {
    /// The pixels every band draws on: a canvas's, kept alive by the first band's renderer, or a
    /// window's own surface, valid only until the window is resized (SDL then frees it, and its
    /// presenter makes a new `BandedRenderer` before drawing again).
    private let surface: UnsafeMutablePointer<SDL_Surface>
    private let bands: [Band]
    /// The threads that draw every band but the first, which the caller of `render` draws.
    private let workers: BandWorkers
    /// Where each band but the last ends, as a fraction of the canvas's rows: increasing, each
    /// band at least `BandBalance.minimumShare` of them.
    public private(set) var boundaries: [Double]
    private let clock = ContinuousClock()

    /// Bands the software window is drawn in: one per processor, at most two. Each band keeps
    /// shape caches and a ghost layer of its own (up to a byte per pixel of the window), so a band
    /// per core of a many-core machine would multiply the window's memory; two already halve the
    /// time the thread that also handles input spends drawing.
    public static let windowBands = min(2, ProcessInfo.processInfo.activeProcessorCount)

    /// Composite rounded shapes from cached coverage (default); false rasterises every shape
    /// every frame (see `DrawListRenderer.usesLayerCache`).
    public var usesLayerCache = true {
        didSet { for band in bands { band.renderer.usesLayerCache = usesLayerCache } }
    }

    /// `count` bands (default: one per active processor, at most 8) on `canvas`, text drawn with
    /// the font at `fontPath`, checked once.
    public convenience init(canvas: SoftwareCanvas, fontPath: String, count: Int = ProcessInfo.processInfo.activeProcessorCount) throws(SDLError) {
        try self.init(surface: canvas.surface, owner: canvas, first: try DrawListRenderer.checked(canvas: canvas, fontPath: fontPath),
                      fontPath: fontPath, count: count)
    }

    /// `count` bands on `surface`, whose pixels belong to `owner` (a canvas; or a window, whose
    /// surface lives until it is resized): the first drawn by `first`, a renderer on `surface`;
    /// the others each through a surface of their own over its pixels, which holds `owner`.
    /// Their threads look for the next frame as `lookout` says (a window: when `expectFrame`).
    init(surface: UnsafeMutablePointer<SDL_Surface>, owner: AnyObject, first: DrawListRenderer, fontPath: String,
         count: Int = ProcessInfo.processInfo.activeProcessorCount, lookout: BandWorkers.Lookout = .afterEveryFrame) throws(SDLError) {
        var bands = [Band(first)]
        for _ in 1..<max(1, min(8, count)) {
            let target = try Self.bandTarget(over: surface, owner: owner)
            bands.append(Band(DrawListRenderer(renderer: target.renderer, fontPath: fontPath, surface: target.surface)))
        }
        self.surface = surface
        self.bands = bands
        workers = BandWorkers(count: bands.count - 1, lookout: lookout)
        boundaries = (1..<bands.count).map { Double($0) / Double(bands.count) }
    }

    deinit {
        workers.stop()
    }

    /// A second SDL surface over `surface`'s pixels, with a software renderer of its own: a band
    /// of the frame can be drawn through it on another thread (SDL keeps clip rectangles and blit
    /// state in the surface, so renderers must not share one). Holds `owner`.
    private static func bandTarget(over surface: UnsafeMutablePointer<SDL_Surface>, owner: AnyObject)
        throws(SDLError) -> (renderer: SDLRenderer, surface: UnsafeMutablePointer<SDL_Surface>) {
        let frame = surface.pointee
        guard let view = SDL_CreateRGBSurfaceWithFormatFrom(frame.pixels, frame.w, frame.h, Int32(frame.format.pointee.BitsPerPixel),
                                                            frame.pitch, frame.format.pointee.format)
        else { throw SDLError("cannot create a surface over the frame's pixels") }
        let viewPixels = SurfacePixels(view, showing: owner)
        guard let renderer = SDL_CreateSoftwareRenderer(view) else { throw SDLError("cannot create the software renderer") }
        return (SDLRenderer(renderer, drawingOn: viewPixels), view)
    }

    /// A frame is being composed: the band threads get ready to draw it (`BandWorkers.expectFrame`).
    func expectFrame() {
        workers.expectFrame()
    }

    /// The frame announced by `expectFrame` will not be drawn: the band threads park.
    func forgetExpectedFrame() {
        workers.forgetExpectedFrame()
    }

    /// Draws `list` as `DrawListRenderer.render` does — all of it (`damage` nil), or only the
    /// `damage` rectangles (window points) over the frame already there — each band on its own
    /// thread; returns when every band is drawn.
    public func render(_ list: DrawList, pixelScale: Double, damage: [Rect]? = nil) {
        render(list, pixelScale: pixelScale, damage: damage, then: nil)
    }

    /// Draws `list` as `render` does, and replaces `words` with every pixel of the frame as an
    /// XRGB8888 word, row after row (as `copyPixelWords` does): each band's rows copied by the
    /// thread that has just drawn them, while they are still in its cache — what a recorder that
    /// keeps its frames needs, in one pass.
    public func render(_ list: DrawList, pixelScale: Double, damage: [Rect]? = nil, readingBackInto words: inout [UInt32]) {
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h)
        // The bands cover the list's rows: when those are not the canvas's, copy separately.
        guard DrawListRenderer.canvasArea(of: list, pixelScale: pixelScale).rows.count == height else {
            render(list, pixelScale: pixelScale, damage: damage)
            copyPixelWords(into: &words)
            return
        }
        if words.count != width * height { words = [UInt32](repeating: 0, count: width * height) }
        words.withUnsafeMutableBufferPointer { destination in
            let rows = PixelRows(source: UnsafeRawPointer(surface.pointee.pixels), pitch: Int(surface.pointee.pitch),
                                 destination: destination.baseAddress!, width: width)
            render(list, pixelScale: pixelScale, damage: damage, then: rows.copy)
        }
    }

    /// `render`, each band then handing its rows to `afterBand` on its thread (timed with the
    /// drawing: the boundaries balance both).
    private func render(_ list: DrawList, pixelScale: Double, damage: [Rect]?, then afterBand: (@Sendable (Range<Int>) -> Void)?) {
        let canvas = DrawListRenderer.canvasArea(of: list, pixelScale: pixelScale)
        let regions = damage?.map { RedrawRegion($0, pixelScale: pixelScale) }
            ?? [RedrawRegion(pixels: SDL_Rect(x: 0, y: 0, w: Int32(clamping: canvas.columns.count), h: Int32(clamping: canvas.rows.count)),
                             points: Rect(origin: .zero, size: list.size))]
        let reach = DrawListRenderer.reach(of: list)
        let rows = canvas.rows.count, bands = bands, clock = clock
        let ends = boundaries.map { Int(($0 * Double(rows)).rounded()) } + [rows]
        let ranges = ends.indices.map { index in (index == 0 ? 0 : ends[index - 1])..<ends[index] }
        workers.run { index in
            let start = clock.now
            var runs = DrawListRenderer.OutlineRuns()
            for region in regions {
                guard let part = region.restricted(toRows: ranges[index], pixelScale: pixelScale) else { continue }
                bands[index].renderer.draw(list, pixelScale: pixelScale, canvas: canvas, region: part, reach: reach, runs: &runs)
            }
            afterBand?(ranges[index])
            bands[index].seconds = (clock.now - start) / .seconds(1)
        }
        // Only whole frames: a damaged region's cost says little about a band's.
        if damage == nil, rows > 0 {
            boundaries = BandBalance.boundaries(from: boundaries, rows: ranges, seconds: bands.map(\.seconds), canvasRows: rows)
        }
    }
}

extension BandedRenderer {
    /// Replaces `words` with every pixel of the canvas as an XRGB8888 word, row after row (as
    /// `SoftwareCanvas.copyPixelWords` does), on the bands' threads, each copying
    /// an equal share of the rows (a copy costs the same per row, wherever the drawing was).
    public func copyPixelWords(into words: inout [UInt32]) {
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h), count = bands.count
        if words.count != width * height { words = [UInt32](repeating: 0, count: width * height) }
        words.withUnsafeMutableBufferPointer { destination in
            let rows = PixelRows(source: UnsafeRawPointer(surface.pointee.pixels), pitch: Int(surface.pointee.pitch),
                                 destination: destination.baseAddress!, width: width)
            workers.run { index in
                rows.copy((height * index / count)..<(height * (index + 1) / count))
            }
        }
    }
}

/// Rows of the canvas copied into a buffer of `width` words a row.
///
/// `@unchecked Sendable` because it holds pointers: sound since `copyPixelWords` and
/// `render(_:pixelScale:damage:readingBackInto:)` give each thread disjoint rows to write, read
/// only rows no thread is drawing meanwhile (a band copies the rows it has just drawn, which no
/// other band writes), and wait for all of them before the buffer can be used again.
private struct PixelRows: @unchecked Sendable {
    let source: UnsafeRawPointer
    /// Bytes from one row of `source` to the next.
    let pitch: Int
    let destination: UnsafeMutablePointer<UInt32>
    let width: Int

    func copy(_ rows: Range<Int>) {
        for row in rows {
            (destination + row * width).update(from: (source + row * pitch).assumingMemoryBound(to: UInt32.self), count: width)
        }
    }
}

/// One band's renderer.
///
/// `@unchecked Sendable` because `DrawListRenderer` is not: sound since `BandedRenderer.render`
/// hands band k only to job k of one `BandWorkers.run`, which it waits for (and reads
/// `seconds` only after), and nothing else uses the renderer (it is private to the
/// `BandedRenderer`), so no two threads ever touch it at once.
private final class Band: @unchecked Sendable {
    let renderer: DrawListRenderer
    /// How long its part of the last frame took to draw, written by the thread that drew it.
    var seconds = 0.0

    init(_ renderer: DrawListRenderer) {
        self.renderer = renderer
    }
}
