import Drawing
import GestureEngine

/// Draws a DrawList into XRGB pixels in memory (`PixelBuffer`): filled and stroked rounded
/// rectangles and dashed outlines under any affine transform, text from coverage, axis-aligned
/// clipping, and redrawing only damaged rectangles of a kept frame. HiDPI: `pixelScale` maps
/// points to output pixels.
///
/// Shapes are rasterised once and reused: axis-aligned rounded ones, outlines and turned ones
/// from `CoverageCache`, written straight into the pixels by `PixelCompositor`; a crowd of
/// same-coloured outlines as one `OutlineLayer`; other axis-aligned ones as rectangles of constant
/// coverage (`CoverageRasterizer`); skewed, unevenly scaled and huge turned ones sampled
/// (`AffineCoverage`). Text is blended from the coverage a frame's `FrameText` holds.
///
/// Touches only memory: no call into SDL or any other library, so a band of a frame can be
/// drawn on any thread (`BandedRenderer`).
public final class DrawListRenderer {
    private let target: PixelBuffer
    /// What owns `target`'s memory, kept alive as long as this renderer.
    private let owner: AnyObject?
    /// Where the text a lone renderer draws comes from; nil for a band, whose text is prepared
    /// by its `BandedRenderer`.
    private let text: TextAtlas?
    private let coverage = CoverageCache()
    /// The crowd of model ghosts, composited from one backing store.
    private let outlineLayer = OutlineLayer()
    /// Composite a long run of dashed outlines of one colour as one layer (`OutlineLayer`,
    /// default, with `usesLayerCache`); false draws them one by one from cached coverage, the
    /// reference the layer is tested against.
    public var composesOutlineLayers = true
    /// Composite shapes from cached coverage (default); false rasterises every shape every
    /// frame, in place where it can (dashed outlines dash by dash), the reference the composited
    /// frames are tested against.
    public var usesLayerCache = true
    /// The clips in force, innermost last; the first, when drawing a damaged region, is that region.
    private var clipStack: [PixelArea] = []
    /// Clips pushed by the renderer itself (the damaged region), which a clip command never pops.
    private var baseClipCount = 0

    /// A renderer drawing on `target`, whose memory `owner` keeps, text from `text` (nil: only
    /// through `draw`, handed each frame's text).
    public init(target: PixelBuffer, owner: AnyObject?, text: TextAtlas?) {
        self.target = target
        self.owner = owner
        self.text = text
    }

    /// A renderer drawing on `canvas`, text from `text`.
    public convenience init(canvas: SoftwareCanvas, text: TextAtlas) {
        self.init(target: canvas.buffer, owner: canvas, text: text)
    }

    /// Draws `list`: all of it (`damage` nil: cleared to the background first), or only inside
    /// the `damage` rectangles (window points), each cleared and redrawn with the commands that
    /// reach into it, over the frame already there. Text is rasterised on the calling thread.
    public func render(_ list: DrawList, pixelScale: Double, damage: [Rect]? = nil) {
        let canvas = Self.canvasArea(of: list, pixelScale: pixelScale)
        let regions = damage?.map { RedrawRegion($0, pixelScale: pixelScale) }
        let reach = Self.reach(of: list)
        let texts = text?.prepare(list, pixelScale: pixelScale, regions: regions, reach: reach) ?? .none
        var runs = OutlineRuns()
        guard let regions else {
            draw(list, pixelScale: pixelScale, canvas: canvas, region: nil, reach: reach, text: texts, runs: &runs)
            return
        }
        for region in regions {
            draw(list, pixelScale: pixelScale, canvas: canvas, region: region, reach: reach, text: texts, runs: &runs)
        }
    }

    /// The runs of outlines of one list already looked at as layers, by where each starts: where
    /// it ends and whether its layer is drawn. A list drawn region by region scans and compares
    /// each run once, then composites its layer in every region.
    typealias OutlineRuns = [Int: (end: Int, drawn: Bool)]

    /// The output pixels `list` covers at `pixelScale`.
    public static func canvasArea(of list: DrawList, pixelScale: Double) -> PixelArea {
        PixelArea(width: PixelArea.pixel((list.size.width * pixelScale).rounded(.up)),
                  height: PixelArea.pixel((list.size.height * pixelScale).rounded(.up)))
    }

    /// Where each command can draw (window points), measured once for every region; nil for
    /// clips, which always matter: they scope what follows.
    public static func reach(of list: DrawList) -> [Rect?] {
        list.commands.map { command -> Rect? in
            if case .clip = command { return nil }
            return command.conservativeBounds
        }
    }

    /// Clears `region` (all when nil) to the background and draws the commands that reach into
    /// it (by `reach`, one rectangle per command, nil: every region), clipped to it, text from
    /// `text`. `runs`: what this list's earlier regions found of its runs of outlines (start
    /// each list with none).
    func draw(_ list: DrawList, pixelScale: Double, canvas: PixelArea, region: RedrawRegion?, reach: [Rect?], text: FrameText,
              runs: inout OutlineRuns) {
        // What can be seen: the list's canvas, within the target.
        let visible = canvas.intersection(target.area)
        let rasterizer = CoverageRasterizer(pixelScale: pixelScale, visible: visible)
        clipStack.removeAll()
        if let region { clipStack.append(region.pixels) }
        baseClipCount = clipStack.count
        compositor.fillClip(with: ColorBytes(list.background).pixel)
        var index = list.commands.startIndex
        // Where the last run of outlines looked at as a layer ends: none starts before it.
        var outlineRunEnd = index
        let looksForOutlineLayers = usesLayerCache && composesOutlineLayers
        while index < list.commands.endIndex {
            let position = index
            index += 1
            // A run is a layer whatever the region: every region, and every band, sees the same run.
            let mayStartOutlineLayer = looksForOutlineLayers && position >= outlineRunEnd && list.commands[position].isDashedOutline
            // Skipped before it is copied: a region of a damaged frame reaches few of its commands.
            if !mayStartOutlineLayer, let region, let bounds = reach[position], !bounds.intersects(region.points) { continue }
            let command = list.commands[position]
            if mayStartOutlineLayer, case let .dashedOutline(_, color) = command {
                let run: (end: Int, drawn: Bool)
                if let known = runs[position] {
                    run = known
                } else {
                    run = updateOutlineLayer(list.commands, from: position, color, rasterizer: rasterizer)
                    // The one layer now holds this run: another run drawn before must be updated again.
                    runs = runs.filter { !$0.value.drawn }
                    runs[position] = run
                }
                outlineRunEnd = run.end
                if run.drawn {
                    let shade = ColorBytes(color)
                    outlineLayer.composite(into: compositor, red: shade.red, green: shade.green, blue: shade.blue)
                    index = run.end
                    continue
                }
            }
            if let region, let bounds = reach[position], !bounds.intersects(region.points) { continue }
            switch command {
            case let .fill(shape, color):
                drawShape(shape, border: nil, color, rasterizer: rasterizer)
            case let .stroke(shape, width, color):
                drawShape(shape, border: width, color, rasterizer: rasterizer)
            case let .dashedOutline(outline, color):
                if usesLayerCache, let placement = ShapeKey.place(outline, rasterizer: rasterizer) {
                    composite(coverage.placed(placement), color)
                } else {
                    for dash in outline.dashes { drawShape(dash, border: nil, color, rasterizer: rasterizer) }
                }
            case .text:
                if let placed = text.text(at: position) { compositor.blend(placed) }
            case let .clip(rect):
                clip(to: rect, pixelScale: pixelScale)
            }
        }
        clipStack.removeAll()
    }

    /// An axis-aligned shape from the shape cache, or as constant-coverage rectangles; a turned
    /// one from the shape cache; any other sampled.
    private func drawShape(_ shape: RoundedRect, border: Double?, _ color: Color, rasterizer: CoverageRasterizer) {
        guard color.alpha > 0 else { return }
        guard rasterizer.pixelBox(shape) != nil else {
            if let placement = ShapeKey.place(rotated: shape, border: border, rasterizer: rasterizer) {
                composite(usesLayerCache ? coverage.placed(placement) : CoverageCache.uncached(placement), color)
            } else {
                let sampled = AffineCoverage(pixelScale: rasterizer.pixelScale, visible: rasterizer.visible.intersection(compositor.clip))
                fill(sampled.coverage(of: shape, border: border), color)
            }
            return
        }
        if usesLayerCache, let placement = ShapeKey.place(shape, border: border, rasterizer: rasterizer) {
            composite(coverage.placed(placement), color)
            return
        }
        if let rects = border.map({ rasterizer.stroke(shape, width: $0) }) ?? rasterizer.fill(shape) { fill(rects, color) }
    }

    /// Brings the layer to the run of dashed outlines of `color` starting at `start` when it is
    /// long enough and the layer can hold it (`drawn`: composite the layer in its place); `end`:
    /// the index after the run.
    private func updateOutlineLayer(_ commands: [DrawCommand], from start: Int, _ color: Color,
                                    rasterizer: CoverageRasterizer) -> (end: Int, drawn: Bool) {
        var end = start
        while end < commands.endIndex, case let .dashedOutline(_, runColor) = commands[end], runColor == color { end += 1 }
        guard end - start >= OutlineLayer.minimumOutlines else { return (end, false) }
        var outlines: [DashedOutline] = []
        outlines.reserveCapacity(end - start)
        for case let .dashedOutline(outline, _) in commands[start..<end] { outlines.append(outline) }
        let alpha = ColorBytes(color).alpha
        return (end, alpha > 0 && outlineLayer.update(outlines, alpha: alpha, rasterizer: rasterizer, cache: coverage))
    }

    /// Writes cached coverage into the pixels, within the current clip.
    private func composite(_ placed: CoverageCache.Placed, _ color: Color) {
        let shade = ColorBytes(color)
        compositor.fill(placed.spans, x: placed.x, y: placed.y, red: shade.red, green: shade.green, blue: shade.blue, alpha: shade.alpha)
    }

    /// Writes coverage rectangles into the pixels, within the current clip.
    private func fill(_ rects: [CoverageRect], _ color: Color) {
        let shade = ColorBytes(color)
        compositor.fill(rects, red: shade.red, green: shade.green, blue: shade.blue, alpha: shade.alpha)
    }

    /// A compositor writing the target's pixels within the current clip.
    private var compositor: PixelCompositor {
        PixelCompositor(pixels: target.pixels, pitch: target.pitch, clip: clipStack.last.map { $0.intersection(target.area) } ?? target.area)
    }

    /// Pushes `rect` (points) intersected with the current clip, or pops the innermost clip.
    private func clip(to rect: Rect?, pixelScale: Double) {
        if let rect {
            let pixels = PixelArea(touching: rect, pixelScale: pixelScale)
            clipStack.append(clipStack.last.map { pixels.intersection($0) } ?? pixels)
        } else if clipStack.count > baseClipCount {
            _ = clipStack.popLast()
        }
    }
}
