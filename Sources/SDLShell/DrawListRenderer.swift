import CSDL
import Drawing
import Foundation
import GestureEngine

/// Plays a DrawList into an SDL_Renderer (a window's or a software surface's).
///
/// Supports: filled and stroked rounded rectangles and dashed outlines with any affine
/// transform (axis-aligned rounded ones and outlines rasterised once and reused — written
/// straight into the pixels of a software target from `CoverageCache`, composited as textures
/// from `ShapeSpriteCache` elsewhere; a crowd of same-coloured outlines as one `OutlineLayer`
/// on a software target; other axis-aligned ones as rectangles of constant coverage, written by
/// the compositor on a software target, filled by SDL batched by colour elsewhere; rotated ones
/// cached too on a software target (`ShapeKey.place(rotated:)`), elsewhere tessellated with an
/// anti-aliasing fringe, batched into one SDL_RenderGeometry call per run of shapes), text
/// through SDL_ttf (cached textures, rotated and scaled), axis-aligned clipping, and redrawing
/// only damaged rectangles of a kept frame. HiDPI: `pixelScale` maps points to output pixels.
///
/// Holds its `SDLRenderer`, as its text cache does, so the renderer outlives every texture made
/// for it.
public final class DrawListRenderer {
    private let target: SDLRenderer
    private var renderer: OpaquePointer { target.pointer }
    private let text: TextCache
    private let sprites: ShapeSpriteCache
    /// The XRGB8888 surface a software renderer draws on, written directly with cached
    /// coverage (`CoverageCache`, `PixelCompositor`) instead of through textures: SDL's software
    /// blitter blends every texel of a texture, opaque or not.
    private let surface: UnsafeMutablePointer<SDL_Surface>?
    private let coverage = CoverageCache()
    /// The crowd of model ghosts, composited from one backing store (software targets).
    private let outlineLayer = OutlineLayer()
    /// Composite a long run of dashed outlines of one colour as one layer (`OutlineLayer`,
    /// default, with `usesLayerCache`); false draws them one by one from cached coverage, the
    /// reference the layer is tested against.
    public var composesOutlineLayers = true
    /// Composite rounded shapes from cached textures (default); false rasterises every shape
    /// every frame, the reference the composited frames are tested against.
    public var usesLayerCache = true
    private var mesh = Mesh()
    private var vertexBuffer: [SDL_Vertex] = []
    /// Coverage rectangles waiting to be filled, by level (index 0 unused), all of
    /// `pendingFillColor`: runs of same-coloured shapes (a ghost's dashes) go out in one call per
    /// level. Filling with one colour in any order gives the same pixels.
    private var pendingFillColor: Color?
    private var coverageBuckets = [[SDL_Rect]](repeating: [], count: CoverageRasterizer.levels + 1)
    private var clipStack: [SDL_Rect] = []

    /// A renderer drawing text with the font at `fontPath`, unchecked: text a broken font cannot
    /// render is left out. Commands that show text to a person use `checked`. `surface`: the
    /// surface `renderer` is a software renderer of, when its pixels may be written directly.
    init(renderer: SDLRenderer, fontPath: String, surface: UnsafeMutablePointer<SDL_Surface>? = nil) {
        self.target = renderer
        self.text = TextCache(renderer: renderer, fontPath: fontPath)
        self.sprites = ShapeSpriteCache(renderer: renderer)
        self.surface = surface.flatMap { $0.pointee.format.pointee.format == SDL_PIXELFORMAT_RGB888.rawValue ? $0 : nil }
    }

    /// A renderer whose font has been checked once: fails with a one-line error naming the file
    /// and SDL_ttf's reason when the font is missing, truncated or garbage.
    public static func checked(renderer: SDLRenderer, fontPath: String) throws(SDLError) -> DrawListRenderer {
        try TextCache.checkFont(at: fontPath)
        return DrawListRenderer(renderer: renderer, fontPath: fontPath)
    }

    /// A checked renderer for a software canvas, writing its pixels directly where it can.
    public static func checked(canvas: SoftwareCanvas, fontPath: String) throws(SDLError) -> DrawListRenderer {
        try TextCache.checkFont(at: fontPath)
        return DrawListRenderer(renderer: canvas.renderer, fontPath: fontPath, surface: canvas.surface)
    }

    /// A checked renderer of `renderer`, the software renderer of the window surface `surface`.
    static func checked(renderer: SDLRenderer, surface: UnsafeMutablePointer<SDL_Surface>, fontPath: String) throws(SDLError) -> DrawListRenderer {
        try TextCache.checkFont(at: fontPath)
        return DrawListRenderer(renderer: renderer, fontPath: fontPath, surface: surface)
    }

    /// Draws `list`: all of it (`damage` nil: cleared to the background first), or only inside
    /// the `damage` rectangles (window points), each cleared and redrawn with the commands that
    /// reach into it, over the frame already on the target. Does not present.
    public func render(_ list: DrawList, pixelScale: Double, damage: [Rect]? = nil) {
        let canvas = Self.canvasArea(of: list, pixelScale: pixelScale)
        var runs = OutlineRuns()
        guard let damage else {
            draw(list, pixelScale: pixelScale, canvas: canvas, region: nil, reach: [], runs: &runs)
            return
        }
        let reach = Self.reach(of: list)
        for region in damage {
            draw(list, pixelScale: pixelScale, canvas: canvas, region: RedrawRegion(region, pixelScale: pixelScale), reach: reach, runs: &runs)
        }
    }

    /// The runs of outlines of one list already looked at as layers, by where each starts: where
    /// it ends and whether its layer is drawn. A list drawn region by region scans and compares
    /// each run once, then composites its layer in every region.
    typealias OutlineRuns = [Int: (end: Int, drawn: Bool)]

    /// The output pixels `list` covers at `pixelScale`.
    static func canvasArea(of list: DrawList, pixelScale: Double) -> PixelArea {
        PixelArea(width: PixelArea.pixel((list.size.width * pixelScale).rounded(.up)),
                  height: PixelArea.pixel((list.size.height * pixelScale).rounded(.up)))
    }

    /// Where each command can draw (window points), measured once for every region; nil for
    /// clips, which always matter: they scope what follows.
    static func reach(of list: DrawList) -> [Rect?] {
        list.commands.map { command -> Rect? in
            if case .clip = command { return nil }
            return command.conservativeBounds
        }
    }

    /// The output pixels `rect` (points) touches, as an SDL rectangle.
    public static func pixelRect(_ rect: Rect, pixelScale: Double) -> SDL_Rect {
        let minX = PixelArea.pixel((rect.minX * pixelScale).rounded(.down)), minY = PixelArea.pixel((rect.minY * pixelScale).rounded(.down))
        let maxX = PixelArea.pixel((rect.maxX * pixelScale).rounded(.up)), maxY = PixelArea.pixel((rect.maxY * pixelScale).rounded(.up))
        func int32(_ value: Int) -> Int32 { Int32(clamping: max(-(1 << 24), min(1 << 24, value))) }
        return SDL_Rect(x: int32(minX), y: int32(minY), w: int32(maxX) - int32(minX), h: int32(maxY) - int32(minY))
    }

    /// Clears `region` (all when nil) to the background and draws the commands that reach into
    /// it (by `reach`, one rectangle per command, nil: every region), clipped to it. `runs`: what
    /// this list's earlier regions found of its runs of outlines (start each list with none).
    func draw(_ list: DrawList, pixelScale: Double, canvas: PixelArea, region: RedrawRegion?, reach: [Rect?], runs: inout OutlineRuns) {
        let tessellator = Tessellator(pixelScale: pixelScale)
        // What can be seen: the list's canvas, within the surface on a software target.
        let visible = surface.map { PixelArea(columns: canvas.columns.clamped(to: 0..<Int($0.pointee.w)),
                                              rows: canvas.rows.clamped(to: 0..<Int($0.pointee.h))) } ?? canvas
        let rasterizer = CoverageRasterizer(pixelScale: pixelScale, visible: visible)
        clipStack.removeAll()
        if let region { clipStack.append(region.pixels) }
        baseClipCount = clipStack.count
        applyClip()
        let background = SDL_Color(list.background)
        if let surface, let compositor = pixelCompositor() {
            compositor.fillClip(with: SDL_MapRGB(surface.pointee.format, background.r, background.g, background.b))
        } else {
            SDL_SetRenderDrawColor(renderer, background.r, background.g, background.b, 255)
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
            if var area = clipStack.first {
                SDL_RenderFillRect(renderer, &area)
            } else {
                SDL_RenderClear(renderer)
            }
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        }
        var index = list.commands.startIndex
        // Where the last run of outlines looked at as a layer ends: none starts before it.
        var outlineRunEnd = index
        let looksForOutlineLayers = usesLayerCache && composesOutlineLayers && surface != nil
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
                if run.drawn, let compositor = pixelCompositor() {
                    let shade = SDL_Color(color)
                    outlineLayer.composite(into: compositor, red: UInt32(shade.r), green: UInt32(shade.g), blue: UInt32(shade.b))
                    index = run.end
                    continue
                }
            }
            if let region, let bounds = reach[position], !bounds.intersects(region.points) { continue }
            switch command {
            case let .fill(shape, color):
                drawShape(shape, border: nil, color, rasterizer: rasterizer, tessellator: tessellator)
            case let .stroke(shape, width, color):
                drawShape(shape, border: width, color, rasterizer: rasterizer, tessellator: tessellator)
            case let .dashedOutline(outline, color):
                if usesLayerCache, surface != nil, let placed = coverage.coverage(of: outline, rasterizer: rasterizer) {
                    composite(placed, color)
                    continue
                }
                if usesLayerCache, rasterizer.pixelBox(outline.shape) != nil {
                    flushBatches()
                    if sprites.draw(outline, color: color, rasterizer: rasterizer) { continue }
                }
                for dash in outline.dashes { drawShape(dash, border: nil, color, rasterizer: rasterizer, tessellator: tessellator) }
            case let .text(run):
                flushBatches()
                drawText(run, pixelScale: pixelScale)
            case let .clip(rect):
                flushBatches()
                clip(to: rect, pixelScale: pixelScale)
            }
        }
        flushBatches()
        clipStack.removeAll()
        SDL_RenderSetClipRect(renderer, nil)
    }

    /// An axis-aligned shape from the shape cache, or as constant-coverage rectangles; a rotated
    /// one from the shape cache on a software target, else as triangles (batched until something
    /// else must be drawn).
    private func drawShape(_ shape: RoundedRect, border: Double?, _ color: Color, rasterizer: CoverageRasterizer, tessellator: Tessellator) {
        guard rasterizer.pixelBox(shape) != nil else {
            // Rotated: cached coverage on a software target, triangles elsewhere.
            if usesLayerCache, surface != nil, let placed = coverage.coverage(ofRotated: shape, border: border, rasterizer: rasterizer) {
                composite(placed, color)
                return
            }
            flushFills()
            if let border {
                tessellator.stroke(shape, width: border, color, into: &mesh)
            } else {
                tessellator.fill(shape, color, into: &mesh)
            }
            return
        }
        if usesLayerCache, surface != nil, let placed = coverage.coverage(of: shape, border: border, rasterizer: rasterizer) {
            composite(placed, color)
            return
        }
        if usesLayerCache, shape.cornerRadius > 0 {
            flushBatches()
            if sprites.draw(shape, border: border, color: color, rasterizer: rasterizer) { return }
        }
        flushMesh()
        let coverage = border.map { rasterizer.stroke(shape, width: $0) } ?? rasterizer.fill(shape)
        guard let coverage else { return }
        // On a software target, written into the pixels (SDL's large fills use non-temporal
        // stores, which send a panel's lines to memory just before its text blends over them).
        if surface != nil, color.alpha > 0, let compositor = pixelCompositor() {
            let shade = SDL_Color(color)
            compositor.fill(coverage, red: UInt32(shade.r), green: UInt32(shade.g), blue: UInt32(shade.b), alpha: UInt32(shade.a))
            return
        }
        fill(coverage, color)
    }

    /// Draws what is batched (coverage of one colour, or triangles): before anything else is
    /// drawn, so the order of the list is kept.
    private func flushBatches() {
        flushFills()
        flushMesh()
    }

    private func flushMesh() {
        guard !mesh.isEmpty else { return }
        vertexBuffer.removeAll(keepingCapacity: true)
        for vertex in mesh.vertices {
            // SDL's triangle rasteriser works in 32-bit fixed point: keep far-off vertices (of a
            // rotated shape millions of points wide) within its range.
            let x = max(-Self.vertexLimit, min(Self.vertexLimit, vertex.x)), y = max(-Self.vertexLimit, min(Self.vertexLimit, vertex.y))
            vertexBuffer.append(SDL_Vertex(position: SDL_FPoint(x: x, y: y), color: SDL_Color(vertex.color),
                                           tex_coord: SDL_FPoint(x: 0, y: 0)))
        }
        mesh.indices.withUnsafeBufferPointer { indices in
            for run in mesh.runs where !run.range.isEmpty {
                SDL_SetRenderDrawBlendMode(renderer, run.blends ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
                _ = SDL_RenderGeometry(renderer, nil, vertexBuffer, Int32(vertexBuffer.count),
                                       indices.baseAddress.map { $0 + run.range.lowerBound }, Int32(run.range.count))
            }
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        mesh.removeAll()
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
        let alpha = UInt32(SDL_Color(color).a)
        return (end, alpha > 0 && outlineLayer.update(outlines, alpha: alpha, rasterizer: rasterizer, cache: coverage))
    }

    /// Writes cached coverage straight into the surface, within the current clip, after
    /// everything queued so far.
    private func composite(_ placed: CoverageCache.Placed, _ color: Color) {
        guard color.alpha > 0, let compositor = pixelCompositor() else { return }
        let shade = SDL_Color(color)
        compositor.fill(placed.spans, x: placed.x, y: placed.y, red: UInt32(shade.r), green: UInt32(shade.g),
                        blue: UInt32(shade.b), alpha: UInt32(shade.a))
    }

    /// A compositor writing the software target's pixels within the current clip, after
    /// everything queued so far has been drawn; nil on other targets.
    private func pixelCompositor() -> PixelCompositor? {
        guard let surface else { return nil }
        flushBatches()
        SDL_RenderFlush(renderer)
        var area = PixelArea(width: Int(surface.pointee.w), height: Int(surface.pointee.h))
        if let clip = clipStack.last {
            let columns = Int(clip.x)..<Int(clip.x) + Int(max(0, clip.w)), rows = Int(clip.y)..<Int(clip.y) + Int(max(0, clip.h))
            area = PixelArea(columns: area.columns.clamped(to: columns), rows: area.rows.clamped(to: rows))
        }
        return PixelCompositor(pixels: surface.pointee.pixels.assumingMemoryBound(to: UInt32.self), pitch: Int(surface.pointee.pitch) / 4, clip: area)
    }

    /// Adds a shape's coverage to the batch (drawing the batch first if it has another colour).
    private func fill(_ coverage: [CoverageRect], _ color: Color) {
        guard color.alpha > 0 else { return }
        if pendingFillColor != color { flushFills() }
        pendingFillColor = color
        for rect in coverage {
            coverageBuckets[rect.level].append(SDL_Rect(x: rect.x, y: rect.y, w: rect.width, h: rect.height))
        }
    }

    /// One SDL_RenderFillRects call per coverage level; fully covered pixels of an opaque colour
    /// are overwritten rather than blended.
    private func flushFills() {
        guard let color = pendingFillColor else { return }
        pendingFillColor = nil
        for level in coverageBuckets.indices where !coverageBuckets[level].isEmpty {
            var shade = SDL_Color(color)
            shade.a = UInt8(CoverageRasterizer.weight(level: UInt32(level), alpha: UInt32(shade.a)))
            SDL_SetRenderDrawColor(renderer, shade.r, shade.g, shade.b, shade.a)
            SDL_SetRenderDrawBlendMode(renderer, shade.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
            _ = SDL_RenderFillRects(renderer, coverageBuckets[level], Int32(coverageBuckets[level].count))
            coverageBuckets[level].removeAll(keepingCapacity: true)
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    private func drawText(_ run: TextRun, pixelScale: Double) {
        let pixelSize = Int32(max(1, min(512, (run.fontSize * run.scale * pixelScale).rounded())))
        let color = SDL_Color(run.color)
        guard run.color.alpha > 0, let entry = text.texture(for: run.text, pixelSize: pixelSize, color: color) else { return }
        SDL_SetTextureAlphaMod(entry.texture, color.a)
        let width = Float(entry.width), height = Float(entry.height)
        let anchorX = Float(run.position.x * pixelScale), anchorY = Float(run.position.y * pixelScale)
        let originX = switch run.alignment {
        case .center: anchorX - width / 2
        case .left: anchorX
        case .right: anchorX - width
        }
        var destination = SDL_FRect(x: originX.rounded(), y: (anchorY - height / 2).rounded(), w: width, h: height)
        if run.angle == 0 {
            SDL_RenderCopyF(renderer, entry.texture, nil, &destination)
        } else {
            var pivot = SDL_FPoint(x: anchorX - destination.x, y: anchorY - destination.y)
            SDL_RenderCopyExF(renderer, entry.texture, nil, &destination, run.angle * 180 / .pi, &pivot, SDL_FLIP_NONE)
        }
    }

    /// Pixels; see `flushMesh`.
    private static let vertexLimit: Float = 1_048_576

    /// Pushes `rect` (points) intersected with the current clip, or pops the innermost clip.
    /// The outermost entry, when drawing a damaged region, is that region.
    private func clip(to rect: Rect?, pixelScale: Double) {
        if let rect {
            var pixels = Self.pixelRect(rect, pixelScale: pixelScale)
            if var outer = clipStack.last {
                var inner = SDL_Rect()
                if SDL_IntersectRect(&outer, &pixels, &inner) == SDL_FALSE { inner = SDL_Rect(x: 0, y: 0, w: 0, h: 0) }
                pixels = inner
            }
            clipStack.append(pixels)
        } else if clipStack.count > baseClipCount {
            _ = clipStack.popLast()
        }
        applyClip()
    }

    /// Clips pushed by the renderer itself (the damaged region), which `unclip` never pops.
    private var baseClipCount = 0

    private func applyClip() {
        if var current = clipStack.last {
            SDL_RenderSetClipRect(renderer, &current)
        } else {
            SDL_RenderSetClipRect(renderer, nil)
        }
    }
}
