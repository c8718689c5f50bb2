import GestureEngine

/// Where two scenes compared side by side go on a canvas of `canvas` points: two panes, A on the
/// left and B on the right, each a header naming its scene above a whole `FrameLayout` (the
/// scene and its timeline, laid out by the window's rules in the pane's own points, placed by a
/// `PlacedLayout`); below both,
/// the divergence band that says where they first part; along the bottom the control strip and
/// the status bar, across the whole width (`window`).
///
/// Words are sized for the whole window, not a half of it (`paneTypeShare`): a comparison on a
/// projector reads from as far as one scene does, nearly.
///
/// Invariants: the panes, their headers, the band, the strip and the status bar do not overlap
/// and lie inside the canvas; both panes have the same size.
public struct ComparedLayout: Equatable, Sendable {
    /// Window points of the whole canvas.
    public let canvas: Size
    /// The whole window as one frame layout with no timeline: its `statusBar`, `controlStrip` and
    /// `typeScale` are the comparison's, and its `visibleViewport` is where a failed load's
    /// banner goes (the panes' input and drawing use `panes`).
    public let window: FrameLayout
    /// A's pane, then B's: each a whole frame layout placed in the window below its header.
    public let panes: [PlacedLayout]
    /// The headers naming A's and B's scenes, above their panes (window points).
    public let headers: [Rect]
    /// The band across both panes that says where they first part (window points).
    public let divergenceBand: Rect

    /// The share of the window's width whose words size a pane's: a pane is half the window, its
    /// words are sized as for three quarters of it.
    public static let paneTypeShare = 0.75
    /// Base points: the header's and the divergence band's height (× the type scale).
    public static let headerHeight = 24.0, bandHeight = 50.0

    /// The layout of a canvas of `canvas` points showing scenes of `sceneSizes` (A's, B's).
    /// - Parameters:
    ///   - timeline: how each pane's timeline is placed (below its scene unless a dock is chosen),
    ///     nil to hide both.
    ///   - hasStatusBar, hasControlStrip, fixedScale: as `FrameLayout` takes them, for the window.
    ///   - code: each pane's code panel, as `FrameLayout` places it; nil to hide both.
    public init(canvas: Size, sceneSizes: (Size, Size), timeline: TimelinePlacement?, hasStatusBar: Bool, fixedScale: Double? = nil,
                hasControlStrip: Bool = false, code: TimelinePlacement? = nil) {
        let window = FrameLayout(canvas: canvas, sceneSize: sceneSizes.0, timeline: nil, hasStatusBar: hasStatusBar, fixedScale: fixedScale,
                                 hasControlStrip: hasControlStrip)
        let canvas = window.canvas
        let type = window.typeScale
        let bottom = window.contentArea.maxY
        let band = min(type.scaled(Self.bandHeight), bottom / 3)
        let header = min(type.scaled(Self.headerHeight), bottom / 6)
        let paneWidth = (canvas.width / 2).rounded(.down)
        let paneSize = Size(paneWidth, max(0, bottom - band - header))
        let typeCanvas = Size(canvas.width * Self.paneTypeShare, paneSize.height)
        var placement = timeline, codePlacement = code
        if placement != nil, placement?.dock == nil { placement?.dock = .bottom }
        if codePlacement != nil, codePlacement?.dock == nil { codePlacement?.dock = .bottom }
        self.canvas = canvas
        self.window = window
        let lefts = [0, canvas.width - paneWidth]
        headers = lefts.map { Rect($0, 0, paneWidth, header) }
        panes = zip(lefts, [sceneSizes.0, sceneSizes.1]).map { left, sceneSize in
            PlacedLayout(layout: FrameLayout(canvas: paneSize, sceneSize: sceneSize, timeline: placement, hasStatusBar: false,
                                             fixedScale: fixedScale, typeCanvas: typeCanvas, code: codePlacement),
                         origin: Point(left, header))
        }
        divergenceBand = Rect(0, header + paneSize.height, canvas.width, band)
    }

    /// The size a comparison's window opens at: the smallest found (growing from two scenes side
    /// by side) whose panes show both scenes whole at `scale` (1 unless given), laid out as `init`
    /// lays them out; with `limit` (the screen's usable area) and no fixed scale, at least
    /// `FrameLayout.openingShare` of it, and never more than it.
    public static func openingCanvas(sceneSizes: (Size, Size), timeline: TimelinePlacement?, hasStatusBar: Bool, scale: Double? = nil,
                                     limit: Size? = nil, hasControlStrip: Bool = false, code: TimelinePlacement? = nil) -> Size {
        let fixedScale = scale.flatMap { $0.isFinite && $0 > 0 ? min($0, 64) : nil }
        let target = fixedScale ?? 1
        // How large the scenes show: the smaller pane's scale times the share of its scene shown.
        func shown(_ size: Size) -> Double {
            let layout = ComparedLayout(canvas: size, sceneSizes: sceneSizes, timeline: timeline, hasStatusBar: hasStatusBar, fixedScale: fixedScale,
                                        hasControlStrip: hasControlStrip, code: code)
            return layout.panes.map { pane in
                let viewport = pane.layout.viewport, visible = pane.layout.visibleViewport
                return pane.layout.scale * min(visible.width / max(1e-9, viewport.width), visible.height / max(1e-9, viewport.height))
            }.min() ?? target
        }
        let widest = max(sceneSizes.0.width, sceneSizes.1.width), tallest = max(sceneSizes.0.height, sceneSizes.1.height)
        var size = Size((2 * widest * target).rounded(.up), (tallest * target).rounded(.up))
        // Each round grows the side that shows the scenes larger (both when neither alone does).
        for _ in 0..<32 {
            let now = shown(size)
            guard now < target * 0.999 else { break }
            let grow = min(2, max(1.02, target / now))
            let wider = Size((size.width * grow).rounded(.up), size.height), taller = Size(size.width, (size.height * grow).rounded(.up))
            let byWidth = shown(wider), byHeight = shown(taller)
            size = byWidth > now * 1.001 || byHeight > now * 1.001 ? (byHeight >= byWidth ? taller : wider)
                : Size((size.width * grow).rounded(.up), (size.height * grow).rounded(.up))
        }
        if let limit, limit.width.isFinite, limit.height.isFinite, limit.width >= 1, limit.height >= 1 {
            if fixedScale == nil {
                size = Size(max(size.width, (limit.width * FrameLayout.openingShare).rounded(.down)),
                            max(size.height, (limit.height * FrameLayout.openingShare).rounded(.down)))
            }
            size = Size(min(size.width, limit.width.rounded(.down)), min(size.height, limit.height.rounded(.down)))
        }
        return size
    }

    /// The pane whose part of the window holds `point` (window points); nil over the band, the
    /// bars, a header or the seam between the panes.
    public func pane(at point: Point) -> Int? {
        panes.firstIndex { $0.frame.contains(point) }
    }
}
