import Drawing
import Foundation
import GestureEngine

/// Draws a frame into pixels in memory (a canvas's, or a window's own surface) in horizontal
/// bands at the same time, on as many threads (a recorder: one per processor; the window:
/// `windowBands`): each band has a `DrawListRenderer` of its own (shape caches and ghost layer)
/// and writes only the pixel rows of its band. The frame's text is rasterised first, on the
/// calling thread, into coverage every band reads (`TextAtlas`): band threads touch only memory.
/// Where the bands meet follows the work: after each whole frame the boundaries move towards
/// equal drawing times (a band holding the timeline's text and markers costs more per row).
///
/// The frame is the one a single renderer draws, pixel for pixel, run after run, wherever the
/// boundaries lie: a band is a clipped redraw region, and every pixel is still cleared and drawn
/// by the same commands in the same order (`CompositingTests` and `BandedRendererTests` compare
/// them with no tolerance).
///
/// Either the caller draws the first band and waits (`render`), or, made with
/// `drawsInBackground`, every band is drawn by a thread of its own while the caller composes the
/// next frame (`startRendering`, then `finishRendering`): a recorder's loop. Composing is serial
/// (a third of a 1 000-view frame), and the bands' threads would otherwise idle through it.
public final class BandedRenderer {
    /// The pixels every band draws on.
    private let target: PixelBuffer
    /// What owns `target`'s memory: a canvas, or a window, whose surface lives until it is
    /// resized (its presenter then makes a new `BandedRenderer` before drawing again).
    private let owner: AnyObject
    private let text: TextAtlas
    private let bands: [Band]
    private let workers: BandWorkers
    /// Where each band but the last ends, as a fraction of the canvas's rows: increasing, each
    /// band at least `BandBalance.minimumShare` of them.
    public private(set) var boundaries: [Double]
    private let clock = ContinuousClock()
    /// The frame started in the background and not yet finished: its rows per band, and whether
    /// its whole canvas was drawn (only whole frames move the boundaries).
    private var started: (ranges: [Range<Int>], whole: Bool)?
    /// A background frame's pixels read back as it is drawn (`readsBack`): memory of the
    /// renderer's own, which the band threads write until `finishRendering` returns (an array's
    /// storage may not be written through a pointer that outlives `withUnsafeMutableBufferPointer`).
    private var readBack = UnsafeMutableBufferPointer<UInt32>(start: nil, count: 0)

    /// Bands the software window is drawn in: one per processor, at most two. Each band keeps
    /// shape caches and a ghost layer of its own (up to a byte per pixel of the window), so a band
    /// per core of a many-core machine would multiply the window's memory; two already halve the
    /// time the thread that also handles input spends drawing.
    public static let windowBands = min(2, ProcessInfo.processInfo.activeProcessorCount)

    /// Composite shapes from cached coverage (default); false rasterises every shape every frame
    /// (see `DrawListRenderer.usesLayerCache`).
    public var usesLayerCache = true {
        didSet { for band in bands { band.renderer.usesLayerCache = usesLayerCache } }
    }

    /// `count` bands (default: one per active processor, at most 8) on `canvas`, text from `text`.
    public convenience init(canvas: SoftwareCanvas, text: TextAtlas, count: Int = ProcessInfo.processInfo.activeProcessorCount,
                            drawsInBackground: Bool = false) {
        self.init(target: canvas.buffer, owner: canvas, text: text, count: count, drawsInBackground: drawsInBackground)
    }

    /// `count` bands (at most 8) on `target`, whose memory `owner` keeps, text from `text`. Their
    /// threads look for the next frame as `lookout` says (a window: when `expectFrame`), and draw
    /// every band, the caller none, when `drawsInBackground`.
    public init(target: PixelBuffer, owner: AnyObject, text: TextAtlas, count: Int = ProcessInfo.processInfo.activeProcessorCount,
                lookout: BandWorkers.Lookout = .afterEveryFrame, drawsInBackground: Bool = false) {
        let count = max(1, min(8, count))
        self.target = target
        self.owner = owner
        self.text = text
        bands = (0..<count).map { _ in Band(DrawListRenderer(target: target, owner: owner, text: nil)) }
        workers = BandWorkers(count: drawsInBackground ? count : count - 1, bands: count, lookout: lookout)
        boundaries = (1..<count).map { Double($0) / Double(count) }
    }

    deinit {
        workers.stop()
        readBack.deallocate()
    }

    /// A frame is being composed: the band threads get ready to draw it (`BandWorkers.expectFrame`).
    public func expectFrame() {
        workers.expectFrame()
    }

    /// The frame announced by `expectFrame` will not be drawn: the band threads park.
    public func forgetExpectedFrame() {
        workers.forgetExpectedFrame()
    }

    /// Draws `list` as `DrawListRenderer.render` does — all of it (`damage` nil), or only the
    /// `damage` rectangles (window points) over the frame already there — each band on its own
    /// thread; returns when every band is drawn.
    public func render(_ list: DrawList, pixelScale: Double, damage: [Rect]? = nil) {
        let frame = prepare(list, pixelScale: pixelScale, damage: damage, readingBackInto: nil)
        workers.run(frame.job)
        finished(frame.ranges, whole: damage == nil)
    }

    /// Draws `list` as `render` does, and replaces `words` with every pixel of the frame as an
    /// XRGB8888 word, row after row (as `copyPixelWords` does): each band's rows copied by the
    /// thread that has just drawn them, while they are still in its cache — what a recorder that
    /// keeps its frames needs, in one pass.
    public func render(_ list: DrawList, pixelScale: Double, damage: [Rect]? = nil, readingBackInto words: inout [UInt32]) {
        // The bands cover the list's rows: when those are not the canvas's, copy separately.
        guard DrawListRenderer.canvasArea(of: list, pixelScale: pixelScale).rows.count == target.height else {
            render(list, pixelScale: pixelScale, damage: damage)
            copyPixelWords(into: &words)
            return
        }
        if words.count != target.width * target.height { words = [UInt32](repeating: 0, count: target.width * target.height) }
        words.withUnsafeMutableBufferPointer { destination in
            let frame = prepare(list, pixelScale: pixelScale, damage: damage,
                                readingBackInto: PixelRows(source: target, destination: destination.baseAddress!))
            workers.run(frame.job)
            finished(frame.ranges, whole: damage == nil)
        }
    }

    /// Finishes the frame being drawn in the background, if any, then starts drawing `list` as
    /// `render` does — its text rasterised now, on the calling thread; its pixels read back as
    /// they are drawn when `readsBack` (`readBackPixels`) — and returns at once. Until
    /// `finishRendering` returns, the pixels are being written. Needs `drawsInBackground`.
    public func startRendering(_ list: DrawList, pixelScale: Double, damage: [Rect]?, readsBack: Bool = false) {
        finishRendering()
        var rows: PixelRows?
        if readsBack, DrawListRenderer.canvasArea(of: list, pixelScale: pixelScale).rows.count == target.height {
            allocateReadBack(count: target.width * target.height)
            // Not touched here until `finishRendering` returns.
            rows = readBack.baseAddress.map { PixelRows(source: target, destination: $0) }
        }
        let frame = prepare(list, pixelScale: pixelScale, damage: damage, readingBackInto: rows)
        started = (frame.ranges, damage == nil)
        workers.start(frame.job)
        // A list of other rows than the canvas's: its pixels copied once it is drawn.
        if readsBack, rows == nil {
            finishRendering()
            var words: [UInt32] = []
            target.copyPixelWords(into: &words)
            allocateReadBack(count: words.count)
            _ = readBack.update(fromContentsOf: words)
        }
    }

    /// `readBack` of `count` words (zero when newly allocated); the frame using it is finished.
    private func allocateReadBack(count: Int) {
        guard readBack.count != count else { return }
        readBack.deallocate()
        readBack = .allocate(capacity: count)
        readBack.initialize(repeating: 0)
    }

    /// Returns when the frame last started is drawn (at once if there is none).
    public func finishRendering() {
        guard let frame = started else { return }
        workers.finish()
        started = nil
        finished(frame.ranges, whole: frame.whole)
    }

    /// The pixels of the last frame started with `readsBack`, as XRGB8888 words row after row,
    /// once it is drawn (this waits for it).
    public var readBackPixels: [UInt32] {
        finishRendering()
        return Array(readBack)
    }

    /// The frame's text placed and each band's job: the rows it draws, the regions within them,
    /// then its rows handed to `rows` (if any), timed for the balance.
    private func prepare(_ list: DrawList, pixelScale: Double, damage: [Rect]?, readingBackInto rows: PixelRows?)
        -> (job: @Sendable (Int) -> Void, ranges: [Range<Int>]) {
        let canvas = DrawListRenderer.canvasArea(of: list, pixelScale: pixelScale)
        let regions = damage?.map { RedrawRegion($0, pixelScale: pixelScale) }
        let reach = DrawListRenderer.reach(of: list)
        let frameText = text.prepare(list, pixelScale: pixelScale, regions: regions, reach: reach)
        let drawn = regions ?? [RedrawRegion(pixels: canvas, points: Rect(origin: .zero, size: list.size))]
        let count = canvas.rows.count, bands = bands, clock = clock
        let ends = boundaries.map { Int(($0 * Double(count)).rounded()) } + [count]
        let ranges = ends.indices.map { index in (index == 0 ? 0 : ends[index - 1])..<ends[index] }
        let job: @Sendable (Int) -> Void = { index in
            let start = clock.now
            var runs = DrawListRenderer.OutlineRuns()
            for region in drawn {
                guard let part = region.restricted(toRows: ranges[index], pixelScale: pixelScale) else { continue }
                bands[index].renderer.draw(list, pixelScale: pixelScale, canvas: canvas, region: part, reach: reach, text: frameText, runs: &runs)
            }
            rows?.copy(ranges[index])
            bands[index].seconds = (clock.now - start) / .seconds(1)
        }
        return (job, ranges)
    }

    /// After a frame: only whole frames move the boundaries (a damaged region's cost says little
    /// about a band's).
    private func finished(_ ranges: [Range<Int>], whole: Bool) {
        guard whole, let rows = ranges.last?.upperBound, rows > 0 else { return }
        boundaries = BandBalance.boundaries(from: boundaries, rows: ranges, seconds: bands.map(\.seconds), canvasRows: rows)
    }

    /// Replaces `words` with every pixel as an XRGB8888 word, row after row (as
    /// `SoftwareCanvas.copyPixelWords` does), on the bands' threads, each copying an equal share
    /// of the rows (a copy costs the same per row, wherever the drawing was).
    public func copyPixelWords(into words: inout [UInt32]) {
        finishRendering()
        let width = target.width, height = target.height, count = bands.count
        if words.count != width * height { words = [UInt32](repeating: 0, count: width * height) }
        words.withUnsafeMutableBufferPointer { destination in
            let rows = PixelRows(source: target, destination: destination.baseAddress!)
            workers.run { index in
                rows.copy((height * index / count)..<(height * (index + 1) / count))
            }
        }
    }
}

/// One band's renderer.
///
/// `@unchecked Sendable` because `DrawListRenderer` is not: sound since `BandedRenderer` hands
/// band k only to job k of one `BandWorkers` frame, which it waits for (and reads `seconds` only
/// after), and nothing else uses the renderer (it is private to the `BandedRenderer`), so no two
/// threads ever touch it at once.
private final class Band: @unchecked Sendable {
    let renderer: DrawListRenderer
    /// How long its part of the last frame took to draw, written by the thread that drew it.
    var seconds = 0.0

    init(_ renderer: DrawListRenderer) {
        self.renderer = renderer
    }
}
