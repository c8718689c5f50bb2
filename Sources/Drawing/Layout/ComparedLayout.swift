import GestureEngine

/// Where two scenes compared side by side go on a canvas of `canvas` points: two panes, A on the
/// left and B on the right, each a header naming its scene above a whole `FrameLayout` (the
/// scene and its timeline, laid out by the window's rules in the pane's own points); below both,
/// the divergence band that says where they first part; along the bottom the control strip and
/// the status bar, across the whole width (`window`).
///
/// Words are sized for the whole window, not a half of it (`paneTypeShare`): a comparison on a
/// projector reads from as far as one scene does, nearly.
///
/// Invariants: the panes, the band, the strip and the status bar do not overlap and lie inside
/// the canvas; both panes have the same size; a pane's `layout` is in pane points, placed by
/// `origin` (window points = pane points + origin).
public struct ComparedLayout: Equatable, Sendable {
    /// One side of the comparison.
    public struct Pane: Equatable, Sendable {
        /// The window point of the pane layout's (0, 0).
        public let origin: Point
        /// The header naming the side's scene (window points).
        public let header: Rect
        /// The scene and its timeline in pane points (`canvas` is the pane's size below its header).
        public let layout: FrameLayout

        /// `point` (window points) in pane points.
        public func panePoint(_ point: Point) -> Point { Point(point.x - origin.x, point.y - origin.y) }

        /// `point` (pane points) in window points.
        public func windowPoint(_ point: Point) -> Point { Point(point.x + origin.x, point.y + origin.y) }

        /// The pane's part of the window below its header (window points).
        public var frame: Rect { Rect(origin: origin, size: layout.canvas) }
    }

    /// Window points of the whole canvas.
    public let canvas: Size
    /// The whole window with no scene of its own: its `statusBar`, `controlStrip` and `typeScale`
    /// are the comparison's (its viewport is not used).
    public let window: FrameLayout
    /// A, then B.
    public let panes: [Pane]
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
    public init(canvas: Size, sceneSizes: (Size, Size), timeline: TimelinePlacement?, hasStatusBar: Bool, fixedScale: Double? = nil,
                hasControlStrip: Bool = false) {
        let window = FrameLayout(canvas: canvas, sceneSize: sceneSizes.0, timeline: nil, hasStatusBar: hasStatusBar, fixedScale: fixedScale,
                                 hasControlStrip: hasControlStrip)
        let canvas = window.canvas
        let type = window.typeScale
        let bottom = window.controlStrip?.minY ?? window.statusBar?.minY ?? canvas.height
        let band = min(type.scaled(Self.bandHeight), bottom / 3)
        let header = min(type.scaled(Self.headerHeight), bottom / 6)
        let paneWidth = (canvas.width / 2).rounded(.down)
        let paneSize = Size(paneWidth, max(0, bottom - band - header))
        let typeCanvas = Size(canvas.width * Self.paneTypeShare, paneSize.height)
        var placement = timeline
        if placement != nil, placement?.dock == nil { placement?.dock = .bottom }
        self.canvas = canvas
        self.window = window
        panes = [sceneSizes.0, sceneSizes.1].enumerated().map { index, sceneSize in
            let left = Double(index) * (canvas.width - paneWidth)
            return Pane(origin: Point(left, header), header: Rect(left, 0, paneWidth, header),
                        layout: FrameLayout(canvas: paneSize, sceneSize: sceneSize, timeline: placement, hasStatusBar: false,
                                            fixedScale: fixedScale, typeCanvas: typeCanvas))
        }
        divergenceBand = Rect(0, header + paneSize.height, canvas.width, band)
    }

    /// The size a comparison's window opens at: two panes, each the canvas one scene opens at with
    /// its timeline below (the larger of the two scenes'), beside each other above the band and
    /// the bars; with `limit` (the screen's usable area) and no fixed scale, at least
    /// `FrameLayout.openingShare` of it, and never more than it.
    public static func openingCanvas(sceneSizes: (Size, Size), timeline: TimelinePlacement?, hasStatusBar: Bool, scale: Double? = nil,
                                     limit: Size? = nil, hasControlStrip: Bool = false) -> Size {
        var placement = timeline
        if placement != nil, placement?.dock == nil { placement?.dock = .bottom }
        let scene = Size(max(sceneSizes.0.width, sceneSizes.1.width), max(sceneSizes.0.height, sceneSizes.1.height))
        let pane = FrameLayout.openingCanvas(sceneSize: scene, timeline: placement, hasStatusBar: false, scale: scale)
        let bars = (hasStatusBar ? FrameLayout.statusBarHeight : 0) + (hasControlStrip ? FrameLayout.controlStripHeight : 0)
        var size = Size(2 * pane.width, pane.height + headerHeight + bandHeight + bars)
        if let limit, limit.width.isFinite, limit.height.isFinite, limit.width >= 1, limit.height >= 1 {
            if scale == nil {
                size = Size(max(size.width, (limit.width * FrameLayout.openingShare).rounded(.down)),
                            max(size.height, (limit.height * FrameLayout.openingShare).rounded(.down)))
            }
            size = Size(min(size.width, limit.width.rounded(.down)), min(size.height, limit.height.rounded(.down)))
        }
        return Size(size.width.rounded(.up), size.height.rounded(.up))
    }

    /// The pane whose part of the window holds `point` (window points); nil over the band, the
    /// bars, a header or the seam between the panes.
    public func pane(at point: Point) -> Int? {
        panes.firstIndex { $0.frame.contains(point) }
    }
}
