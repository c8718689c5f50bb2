import Foundation

/// What a scroll view's own recognizers do to it: the pan drags the content (rubber-banded past
/// the edges, locked to one axis when asked) and releases it into a coasting, bouncing or paging
/// motion; the pinch zooms `zoomView` about its centroid. They act as targets of their
/// recognizers, so only once arbitration has made those effective (§4.10), wherever the
/// recognizers are attached (TouchDemo moves the pan to another view, E5).
extension ScrollView {
    func panned(_ recognizer: GestureRecognizer) {
        guard let engine = recognizer.host?.engine, let view else { return }
        switch recognizer.state {
        case .began:
            engine.stopScrollMotion(of: self, event: nil)
            isDragging = true
            // Caught past an edge, the drag goes on from where the finger would have had to be;
            // pages are counted from the edge it is caught beyond.
            dragOrigin = unbandedOffset
            dragNeedsRebase = false
            pagingOrigin = offsetWithinLimits
            lockedAxis = isDirectionalLockEnabled ? Self.lock(for: pan.movementSinceDown(in: view)) : nil
            engine.trace.append(.scroll(view: view.id, event: .began, offset: contentOffset, velocity: nil, zoom: nil), at: engine.now)
        case .changed:
            dragUnlessZooming(engine: engine)
        case .ended, .cancelled:
            dragUnlessZooming(engine: engine)
            isDragging = false
            let velocity = recognizer.state == .ended ? pan.velocity(in: view) * -1 : .zero
            release(with: Self.bounded(velocity), engine: engine)
        default:
            break
        }
    }

    /// While the pinch zooms with two fingers it keeps the content under them: it moves it. With
    /// fewer (§7.6: a pinch left with one finger is silent) the drag moves it, from where the
    /// zoom left it. A drag that changes the offset is traced (`dragged`): once per pan action,
    /// so once per turn, as the pan's translation is.
    private func dragUnlessZooming(engine: Engine) {
        guard let view else { return }
        if zoomOrigin != nil, (pinch?.numberOfTouches ?? 0) >= 2 {
            dragNeedsRebase = true
            return
        }
        if zoomOrigin != nil { zoomAnchorIsStale = true }
        if dragNeedsRebase {
            dragOrigin = unbandedOffset + pan.translation(in: view)
            dragNeedsRebase = false
        }
        let before = contentOffset
        drag(by: pan.translation(in: view))
        guard contentOffset != before else { return }
        engine.trace.append(.scroll(view: view.id, event: .dragged, offset: contentOffset, velocity: nil, zoom: nil), at: engine.now)
    }

    /// Shows the offset of a drag that has moved the content by −`translation` since it began.
    private func drag(by translation: Point) {
        guard let size = view?.bounds.size else { return }
        let limits = limits
        var offset = contentOffset
        if movesAlong(.horizontal) {
            offset.x = banded(dragOrigin.x - translation.x, within: limits.x, dimension: size.width)
        }
        if movesAlong(.vertical) {
            offset.y = banded(dragOrigin.y - translation.y, within: limits.y, dimension: size.height)
        }
        contentOffset = offset
    }

    /// Whether the current drag moves the content along `axis`.
    private func movesAlong(_ axis: Axis) -> Bool {
        canScroll(axis) && (lockedAxis == nil || lockedAxis == axis)
    }

    /// Hands the content over to its motion after the finger lifted with `velocity` (points/s,
    /// in offset terms), traced with where it will rest.
    private func release(with velocity: Point, engine: Engine) {
        let limits = limits, offset = contentOffset
        let size = view?.bounds.size ?? .zero
        // Past an edge the content moved slower than the finger (the band's slope): it springs
        // back with its own velocity, not the finger's.
        let vx = movesAlong(.horizontal) ? velocity.x * bandSlope(offset.x, within: limits.x, dimension: size.width) : 0
        let vy = movesAlong(.vertical) ? velocity.y * bandSlope(offset.y, within: limits.y, dimension: size.height) : 0
        let x = axisMotion(offset.x, vx, limits.x, page: size.width, origin: pagingOrigin.x)
        let y = axisMotion(offset.y, vy, limits.y, page: size.height, origin: pagingOrigin.y)
        let event: ScrollEvent = if x.kind == .paging || y.kind == .paging { .paging }
            else if x.kind == .bouncing || y.kind == .bouncing { .bouncing }
            else if x.kind == .decelerating || y.kind == .decelerating { .decelerating }
            else { .resting }
        guard let view else { return }
        engine.trace.append(.scroll(view: view.id, event: event, offset: Point(x.final, y.final), velocity: Point(vx, vy), zoom: nil),
                            at: engine.now)
        engine.startScrollMotion(of: self, x: x, y: y)
    }

    /// A release velocity within ±`Defaults.scrollMaximumSpeed` per axis (zero when not a number):
    /// a 1e300-pt jump between two samples must not fling the content a billion points.
    static func bounded(_ velocity: Point) -> Point {
        func axis(_ value: Double) -> Double {
            value.isFinite ? min(max(value, -Defaults.scrollMaximumSpeed), Defaults.scrollMaximumSpeed) : 0
        }
        return Point(axis(velocity.x), axis(velocity.y))
    }

    /// Content a touch stopped, left past an edge or between pages, springs into place when
    /// that touch ends without a drag having taken it (traced as a release at rest).
    func settleIntoPlace(engine: Engine) {
        guard !isDragging, motion == nil, zoomOrigin == nil, let size = view?.bounds.size else { return }
        let limits = limits, offset = contentOffset
        func outOfPlace(_ value: Double, _ range: ClosedRange<Double>, _ page: Double) -> Bool {
            !range.contains(value) || (isPagingEnabled && page > 0 && value != min(max((value / page).rounded() * page, range.lowerBound), range.upperBound))
        }
        guard outOfPlace(offset.x, limits.x, size.width) || outOfPlace(offset.y, limits.y, size.height) else { return }
        lockedAxis = nil
        pagingOrigin = offsetWithinLimits
        release(with: .zero, engine: engine)
    }

    /// The content offset brought within the limits (the edges it lies beyond).
    private var offsetWithinLimits: Point {
        let limits = limits
        return Point(RubberBand.edge(of: contentOffset.x, in: limits.x), RubberBand.edge(of: contentOffset.y, in: limits.y))
    }

    /// The offset a finger would have dragged to for the content to show where it is now: past
    /// an edge, the rubber band undone.
    private var unbandedOffset: Point {
        guard bounces, let size = view?.bounds.size else { return contentOffset }
        let limits = limits
        func unband(_ shown: Double, _ range: ClosedRange<Double>, _ dimension: Double) -> Double {
            let edge = RubberBand.edge(of: shown, in: range)
            guard shown != edge, let finger = RubberBand(dimension: dimension).finger(forShown: abs(shown - edge)) else { return shown }
            return shown > edge ? edge + finger : edge - finger
        }
        return Point(unband(contentOffset.x, limits.x, size.width), unband(contentOffset.y, limits.y, size.height))
    }

    /// How fast content shown at `shown` moves per point of finger: 1 within the limits, the
    /// rubber band's slope beyond them.
    private func bandSlope(_ shown: Double, within range: ClosedRange<Double>, dimension: Double) -> Double {
        let edge = RubberBand.edge(of: shown, in: range)
        let band = RubberBand(dimension: dimension)
        guard bounces, shown != edge, let finger = band.finger(forShown: abs(shown - edge)) else { return 1 }
        return band.slope(atFinger: finger)
    }

    /// One axis's motion after a lift at `offset` with `velocity`: when paging, the page (a
    /// multiple of `page` from offset 0, within the limits) nearest to where the coast would
    /// carry it, at most one page from `origin` (where the drag began, within the limits);
    /// otherwise coasting and bouncing.
    private func axisMotion(_ offset: Double, _ velocity: Double, _ limits: ClosedRange<Double>, page: Double,
                            origin: Double) -> ScrollAxisMotion {
        let rate = decelerationRate.perMillisecond
        guard isPagingEnabled, page > 0 else {
            return .release(at: offset, velocity: velocity, rate: rate, limits: limits, bounces: bounces)
        }
        // The coast's whole travel, v / (−1000·ln rate), picks the page it would reach.
        let projected = offset + velocity / (-1000 * log(rate))
        // Pages are multiples of the view's size from offset 0, within the limits. Project
        // choice: a projection exactly half a page between two rounds away from offset 0 (to
        // the later page at positive offsets).
        let startPage = (origin / page).rounded(.toNearestOrAwayFromZero)
        let chosen = min(max((projected / page).rounded(.toNearestOrAwayFromZero), startPage - 1), startPage + 1)
        let target = min(max(chosen * page, limits.lowerBound), limits.upperBound)
        guard target != offset || velocity != 0 else { return .still(at: offset) }
        return .springing(.paging, from: offset, velocity: velocity, to: target, frequency: Defaults.scrollPagingFrequency)
    }

    /// §3.8 direction lock, project choice: a drag whose smaller component is at most
    /// `Defaults.scrollDirectionLockRatio` of the larger locks to the larger one's axis.
    static func lock(for movement: Point) -> Axis? {
        let dx = abs(movement.x), dy = abs(movement.y)
        if dy <= dx * Defaults.scrollDirectionLockRatio, dx > 0 { return .horizontal }
        if dx <= dy * Defaults.scrollDirectionLockRatio, dy > 0 { return .vertical }
        return nil
    }

    func pinched(_ recognizer: GestureRecognizer) {
        guard let engine = recognizer.host?.engine, let view, let pinch, zoomView != nil else { return }
        switch recognizer.state {
        case .began:
            engine.stopScrollMotion(of: self, event: nil)
            let location = pinch.location(in: view)
            zoomOrigin = (zoomScale, Point(location.x / zoomScale, location.y / zoomScale))
        case .changed:
            guard var origin = zoomOrigin else { return }
            let location = pinch.location(in: view)
            if zoomAnchorIsStale {
                // A second finger came back (§7.6: the scale goes on without a jump): the point
                // under the fingers now is the one to keep there.
                origin = (zoomScale / max(pinch.scale, 1e-9), Point(location.x / zoomScale, location.y / zoomScale))
                zoomOrigin = origin
                zoomAnchorIsStale = false
            }
            // Project choice: the scale stops at the limits (no rubber-banding past them).
            let scale = min(max(origin.scale * pinch.scale, minimumZoomScale), maximumZoomScale)
            zoom(to: scale, keeping: origin.anchor, at: location - contentOffset)
            dragNeedsRebase = true
        case .ended, .cancelled:
            // Its last change is applied: the fingers have lifted, nothing moves now.
            guard zoomOrigin != nil else { return }
            zoomOrigin = nil
            zoomAnchorIsStale = false
            engine.trace.append(.scroll(view: view.id, event: .zoomed, offset: contentOffset, velocity: nil, zoom: zoomScale), at: engine.now)
            // At rest unless a drag goes on or released the content into a motion.
            if !isDragging, motion == nil { engine.startScrollMotion(of: self, x: .still(at: contentOffset.x), y: .still(at: contentOffset.y)) }
        default:
            break
        }
    }

    /// Scales `zoomView` to `scale` with its top-left corner at the content's origin, makes the
    /// content its scaled size, and scrolls so the content point `anchor` (at scale 1) stays
    /// at `inViewport` (points from the view's top-left corner), within the limits.
    private func zoom(to scale: Double, keeping anchor: Point, at inViewport: Point) {
        guard let zoomView, scale.isFinite, scale > 0 else { return }
        zoomScale = scale
        zoomView.transform = Transform2D(scaleX: scale, y: scale)
        zoomView.center = Point(zoomBaseSize.width * scale / 2, zoomBaseSize.height * scale / 2)
        contentSize = Size(zoomBaseSize.width * scale, zoomBaseSize.height * scale)
        let limits = limits
        let wanted = Point(anchor.x * scale - inViewport.x, anchor.y * scale - inViewport.y)
        contentOffset = Point(min(max(wanted.x, limits.x.lowerBound), limits.x.upperBound),
                              min(max(wanted.y, limits.y.lowerBound), limits.y.upperBound))
    }
}
