import GestureEngine

/// Where the parts of a frame go on a canvas (the window, or a snapshot) of `canvas` points: the
/// scene's viewport, scaled to fit and never covered; the timeline and the code panel docked
/// beside or below it (sharing the dock: one above the other beside the scene, side by side
/// below it); the status bar along the bottom. The window and `snapshot` lay out with the same rules, so
/// they show the same picture of the same moment.
///
/// Invariants: `visibleViewport`, `timeline`, `code`, `controlStrip` and `statusBar` do not overlap and lie inside the
/// canvas (for a canvas of at least 300 × 100 points: the window's minimum); the viewport keeps
/// the scene's aspect (`viewport.size == sceneSize × scale`); a fitted viewport is all visible,
/// a fixed-scale one may reach past its area and is cut to it.
public struct FrameLayout: Equatable, Sendable {
    /// Which side of the scene the timeline sits on.
    public enum Dock: String, Equatable, Sendable, CaseIterable {
        case right, bottom
    }

    /// Window points of the whole canvas.
    public let canvas: Size
    /// The scene's own size in scene points (its root view's bounds).
    public let sceneSize: Size
    /// Window points per scene point (> 0).
    public let scale: Double
    /// The window points the scene is drawn into: `sceneSize` × `scale`, placed in its area.
    public let viewport: Rect
    /// The part of `viewport` shown: inside the scene's area, clear of the panel and the status
    /// bar. The scene is clipped to it and only touches that begin in it reach the scene.
    public let visibleViewport: Rect
    /// The timeline panel, nil when the timeline is hidden.
    public let timeline: Rect?
    /// The code panel (`CodePanel`), nil when it is hidden.
    public let code: Rect?
    /// Where the timeline and the code panel are docked; nil when both are hidden.
    public let dock: Dock?
    /// The status bar, nil when there is none (snapshots).
    public let statusBar: Rect?
    /// The control strip for fingers, just above the status bar; nil when it is not shown.
    public let controlStrip: Rect?
    /// How large the window's own words are drawn (status bar, cards, banners, finger labels).
    public let typeScale: TypeScale
    /// How large the timeline's words and marks are drawn: `typeScale` × the `+`/`-` zoom.
    public let timelineScale: TypeScale

    /// Points between the panel and the canvas edges and between the panel and the scene.
    public static let margin = 8.0
    /// Height of the window's status bar.
    public static let statusBarHeight = 22.0
    /// Height of the control strip: 44-pt targets with a margin above and below.
    public static let controlStripHeight = 60.0
    /// The panel's default extent across its dock in base points (× the timeline's type scale):
    /// its width at the right, its height below.
    public static func defaultExtent(_ dock: Dock) -> Double { dock == .right ? 380 : 250 }
    /// The share of the canvas across its dock the panel takes at least in presentation mode.
    public static let presentationShare = 0.6
    /// The share of the screen's usable area a window opens at when its scene is not given a
    /// fixed scale: large on a large screen, the scene scaled up.
    public static let openingShare = 0.8
    /// The least content height a window opens with when the timeline is beside a short scene
    /// (so the panel has room for its lanes).
    static let minimumOpeningContentHeight = 360.0

    /// The layout of a canvas of `canvas` points showing a scene of `sceneSize`.
    /// - Parameters:
    ///   - timeline: how the timeline is placed, nil to hide it.
    ///   - hasStatusBar: reserve the bottom strip for the window's status line.
    ///   - fixedScale: draw the scene at this scale (`run --scale`) instead of fitting it.
    ///   - hasControlStrip: reserve a strip above the status bar for the control strip.
    ///   - typeCanvas: the canvas whose words size this one's (nil: this canvas): one pane of a
    ///     comparison is sized by the window it shares (`ComparedLayout`).
    ///   - code: how the code panel is placed when the timeline is hidden, nil to hide it (shown
    ///     with the timeline, it takes the timeline's placement and half of its dock).
    public init(canvas: Size, sceneSize: Size, timeline: TimelinePlacement?, hasStatusBar: Bool, fixedScale: Double? = nil,
                hasControlStrip: Bool = false, typeCanvas: Size? = nil, code: TimelinePlacement? = nil) {
        let canvas = Size(Self.sane(canvas.width), Self.sane(canvas.height))
        let scene = Size(max(1, Self.sane(sceneSize.width)), max(1, Self.sane(sceneSize.height)))
        let wordsCanvas = typeCanvas ?? canvas
        let docked = timeline ?? code
        let typeScale = TypeScale(canvas: wordsCanvas), timelineScale = TypeScale(canvas: wordsCanvas, zoom: docked?.zoom ?? 1)
        let statusHeight = hasStatusBar ? min(typeScale.scaled(Self.statusBarHeight), canvas.height) : 0
        let stripHeight = hasControlStrip ? min(Self.controlStripHeight, canvas.height - statusHeight) : 0
        let content = Size(canvas.width, canvas.height - statusHeight - stripHeight)
        let dock = docked.map { $0.dock ?? Self.bestDock(content: content, scene: scene, placement: $0, scale: timelineScale) }
        let (area, panel) = Self.split(content, dock: dock, placement: docked, scale: timelineScale)
        let panels = Self.shared(panel, dock: dock, timeline: timeline != nil, code: code != nil)
        let fitted = Self.snapped(min(area.width / scene.width, area.height / scene.height))
        let scale = Self.positive(fixedScale) ?? max(Self.smallestScale, fitted)
        let size = Size(scene.width * scale, scene.height * scale)
        // Centred in its area, on whole points; a fixed scale larger than the area starts at its
        // top-left corner.
        let origin = Point(area.minX + max(0, ((area.width - size.width) / 2).rounded(.down)),
                           area.minY + max(0, ((area.height - size.height) / 2).rounded(.down)))
        self.canvas = canvas
        self.sceneSize = scene
        self.scale = scale
        self.viewport = Rect(origin: origin, size: size)
        self.visibleViewport = viewport.intersection(area) ?? Rect(origin: origin, size: .zero)
        self.timeline = panels.timeline
        self.code = panels.code
        self.dock = dock
        self.statusBar = hasStatusBar ? Rect(0, canvas.height - statusHeight, canvas.width, statusHeight) : nil
        self.controlStrip = hasControlStrip ? Rect(0, content.height, canvas.width, stripHeight) : nil
        self.typeScale = typeScale
        self.timelineScale = timelineScale
    }

    /// The canvas that shows a scene of `sceneSize` at `scale` (1 unless given) beside its
    /// timeline, its panel and status bar at the type scale of that canvas: the size a window
    /// opens at, and a snapshot's default size. With `limit` (the screen's usable area) a scene
    /// given no fixed scale opens at `openingShare` of it, scaled up to fill it, and any canvas is
    /// shrunk to fit it. `code` places the code panel as `init` does; beside the scene with the
    /// timeline, the content is twice as tall at the least.
    public static func openingCanvas(sceneSize: Size, timeline: TimelinePlacement?, hasStatusBar: Bool,
                                     scale: Double? = nil, limit: Size? = nil, hasControlStrip: Bool = false, code: TimelinePlacement? = nil) -> Size {
        if scale == nil, let limit, limit.width.isFinite, limit.height.isFinite, limit.width >= 1, limit.height >= 1 {
            let natural = naturalCanvas(sceneSize: sceneSize, timeline: timeline, hasStatusBar: hasStatusBar, scale: 1, limit: limit,
                                        hasControlStrip: hasControlStrip, code: code)
            let large = Size((limit.width * openingShare).rounded(.down), (limit.height * openingShare).rounded(.down))
            return Size(max(natural.width, large.width), max(natural.height, large.height))
        }
        return naturalCanvas(sceneSize: sceneSize, timeline: timeline, hasStatusBar: hasStatusBar, scale: scale ?? 1, limit: limit,
                             hasControlStrip: hasControlStrip, code: code)
    }

    /// The scene at `scale` beside its timeline, shrunk to fit `limit` when there is one.
    private static func naturalCanvas(sceneSize: Size, timeline shownTimeline: TimelinePlacement?, hasStatusBar: Bool, scale: Double, limit: Size?,
                                      hasControlStrip: Bool, code: TimelinePlacement?) -> Size {
        // The dock's placement: the timeline's, else the code panel's alone.
        let timeline = shownTimeline ?? code
        let shortest = minimumOpeningContentHeight * (shownTimeline != nil && code != nil ? 2 : 1)
        let scene = Size(max(1, sane(sceneSize.width)) * (positive(scale) ?? 1), max(1, sane(sceneSize.height)) * (positive(scale) ?? 1))
        // The canvas the scene at `scale`, the panel and the bars need when the panel and the bars
        // are sized by `size` (their type scale's).
        func required(_ dock: Dock?, around size: Size) -> Size {
            let type = TypeScale(canvas: size), timelineType = TypeScale(canvas: size, zoom: timeline?.zoom ?? 1)
            let status = (hasStatusBar ? type.scaled(statusBarHeight) : 0) + (hasControlStrip ? controlStripHeight : 0)
            guard let dock, timeline != nil else { return Size(scene.width, scene.height + status) }
            let extent = timelineType.scaled(defaultExtent(dock))
            return switch dock {
            case .right: Size(scene.width + extent + 2 * margin, max(scene.height, shortest) + status)
            case .bottom: Size(scene.width, scene.height + extent + 2 * margin + status)
            }
        }
        // Repeated, each round moves the size by a fixed share of the last round's move (the
        // panel's extent × zoom over the type scale's reference size): below 1 (zoom under about
        // 1.7) it settles; above, the type scale's cap stops it (the screen's limit clamps it
        // after). Then whole points, grown until the parts they size fit in them.
        func canvas(_ dock: Dock?) -> Size {
            var size = Size(scene.width, scene.height)
            for _ in 0..<64 {
                let next = required(dock, around: size)
                let settled = abs(next.width - size.width) < 1e-6 && abs(next.height - size.height) < 1e-6
                size = next
                if settled { break }
            }
            size = size.roundedUp
            for _ in 0..<4 {
                let needed = required(dock, around: size)
                guard needed.width > size.width || needed.height > size.height else { break }
                size = Size(max(size.width, needed.width), max(size.height, needed.height)).roundedUp
            }
            return size
        }
        func clamped(_ size: Size) -> Size {
            guard let limit else { return size.roundedUp }
            return Size(min(size.width, max(1, limit.width)), min(size.height, max(1, limit.height))).roundedUp
        }
        guard let timeline, timeline.dock == nil else { return clamped(canvas(timeline?.dock)) }
        // Either side: the one that shows the scene larger on this screen; on a tie, beside a
        // tall scene and below a wide one.
        let preferred: Dock = scene.width > scene.height ? .bottom : .right
        let other: Dock = preferred == .right ? .bottom : .right
        func shownScale(_ dock: Dock) -> Double {
            var placement = timeline
            placement.dock = dock
            return FrameLayout(canvas: clamped(canvas(dock)), sceneSize: sceneSize, timeline: shownTimeline.map { _ in placement },
                               hasStatusBar: hasStatusBar, hasControlStrip: hasControlStrip, code: code.map { _ in placement }).scale
        }
        return clamped(canvas(shownScale(other) > shownScale(preferred) * 1.02 ? other : preferred))
    }

    /// How much larger than their base size the finger layer's words are drawn in scene points
    /// (they are placed with the scene): as large as the scene draws them, or three quarters of
    /// the window's type scale when that is larger — a small scene on a projector keeps finger
    /// ids, captions and counts readable without rings outgrowing fingers. In quarter steps (down):
    /// the renderers' shape caches see a few pill sizes, not one per window size.
    public var overlayLabelScale: Double {
        max(1, (0.75 * typeScale.factor / scale * 4).rounded(.down) / 4)
    }

    /// The window above the control strip and the status bar (window points): where cards, the
    /// strip's menu and the responder panel go.
    public var contentArea: Rect {
        Rect(0, 0, canvas.width, controlStrip?.minY ?? statusBar?.minY ?? canvas.height)
    }

    /// The transform from scene points to window points.
    public var sceneToWindow: Transform2D {
        Transform2D(a: scale, b: 0, c: 0, d: scale, tx: viewport.minX, ty: viewport.minY)
    }

    /// `point` (window points) in scene points.
    public func scenePoint(_ point: Point) -> Point {
        Point((point.x - viewport.minX) / scale, (point.y - viewport.minY) / scale)
    }

    /// `point` (scene points) in window points.
    public func windowPoint(_ point: Point) -> Point {
        Point(viewport.minX + point.x * scale, viewport.minY + point.y * scale)
    }

    /// A fitted scale just above a whole number (within 1 %) is that number: the scene's edges
    /// stay on whole pixels where the window is sized for it (the opening size rounds up).
    private static func snapped(_ scale: Double) -> Double {
        let whole = scale.rounded(.down)
        return whole >= 1 && scale < whole * 1.01 ? whole : scale
    }

    /// The most of the canvas across its dock the panel takes.
    public static let maximumShare = 0.7

    /// The scale below which a scene is not shrunk, however small the window.
    static let smallestScale = 0.05

    /// The dock giving the scene the larger scale; on a tie (within 2 %), beside a tall scene
    /// and below a wide one.
    private static func bestDock(content: Size, scene: Size, placement: TimelinePlacement, scale type: TypeScale) -> Dock {
        func scale(_ dock: Dock) -> Double {
            let (area, _) = split(content, dock: dock, placement: placement, scale: type)
            return min(area.width / scene.width, area.height / scene.height)
        }
        let right = scale(.right), bottom = scale(.bottom)
        if abs(right - bottom) <= 0.02 * max(right, bottom) { return scene.width > scene.height ? .bottom : .right }
        return right > bottom ? .right : .bottom
    }

    /// The scene's area and the panel's frame in `content` with the panel docked at `dock`,
    /// `defaultExtent` base points across (× `scale`), at least `presentationShare` of it when
    /// presenting.
    private static func split(_ content: Size, dock: Dock?, placement: TimelinePlacement?, scale: TypeScale) -> (area: Rect, panel: Rect?) {
        guard let dock else { return (Rect(0, 0, content.width, content.height), nil) }
        let across = dock == .right ? content.width : content.height
        let extent = scale.scaled(defaultExtent(dock))
        let wanted = placement?.presents == true ? max(extent, across * presentationShare) : extent
        // The panel never takes more than 70 % of the canvas across its dock.
        let size = max(0, min(wanted, across * maximumShare))
        switch dock {
        case .right:
            let panel = Rect(content.width - margin - size, margin, size, max(0, content.height - 2 * margin))
            return (Rect(0, 0, max(1, content.width - size - 2 * margin), max(1, content.height)), panel)
        case .bottom:
            let panel = Rect(margin, content.height - margin - size, max(0, content.width - 2 * margin), size)
            return (Rect(0, 0, max(1, content.width), max(1, content.height - size - 2 * margin)), panel)
        }
    }

    /// The dock's `panel` shared by the timeline and the code panel: the timeline above the code
    /// beside the scene, left of it below; either alone has all of it.
    private static func shared(_ panel: Rect?, dock: Dock?, timeline: Bool, code: Bool) -> (timeline: Rect?, code: Rect?) {
        guard let panel, let dock else { return (nil, nil) }
        guard timeline, code else { return (timeline ? panel : nil, code ? panel : nil) }
        switch dock {
        case .right:
            let first = max(0, ((panel.height - margin) / 2).rounded(.down))
            return (Rect(panel.minX, panel.minY, panel.width, first),
                    Rect(panel.minX, panel.minY + first + margin, panel.width, max(0, panel.height - first - margin)))
        case .bottom:
            let first = max(0, ((panel.width - margin) / 2).rounded(.down))
            return (Rect(panel.minX, panel.minY, first, panel.height),
                    Rect(panel.minX + first + margin, panel.minY, max(0, panel.width - first - margin), panel.height))
        }
    }

    /// A finite, non-negative size component (hostile sizes become 0 or a large bound).
    private static func sane(_ value: Double) -> Double {
        value.isFinite ? min(max(0, value), 1_048_576) : 0
    }

    private static func positive(_ value: Double?) -> Double? {
        value.flatMap { $0.isFinite && $0 > 0 ? min($0, 64) : nil }
    }
}

private extension Size {
    /// Whole points, rounded up.
    var roundedUp: Size { Size(width.rounded(.up), height.rounded(.up)) }
}
