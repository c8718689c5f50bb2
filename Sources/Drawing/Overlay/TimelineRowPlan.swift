/// Which of a timeline's lanes the panel shows, and at which density, in `height` points.
///
/// Every lane is shown at the first density of `TimelineDensity.ladder` at which all fit. When
/// none does, lanes stay compact and the ones that matter least are hidden (listed in a footer
/// line) until the rest fit, in this order, later lanes first within a rank: recognizers that
/// never left `possible`, views whose touches were neither cancelled, held nor refused, the
/// UITouch row, recognizers that failed or were cancelled without beginning, views whose touch
/// was cancelled, held or refused.
/// A winning recognizer's row (one that began or recognized) and a drag's rows are never hidden: if those alone do
/// not fit compact, they share the height squeezed (`TimelineDensity.squeezed`).
struct TimelineRowPlan {
    /// Shown lanes, in the model's order, with their layouts.
    private(set) var shown: [(lane: Int, layout: TimelineLaneLayout)] = []
    /// Hidden lanes' indices, in the model's order.
    private(set) var hidden: [Int] = []

    /// Height of the footer line that lists hidden rows, points.
    static let footerHeight = 14.0

    /// `layout` lays out the lane at an index at a density.
    init(lanes: [TimelineModel.Lane], height: Double, layout: (Int, TimelineDensity) -> TimelineLaneLayout) {
        var layouts: [TimelineLaneLayout] = []
        for density in TimelineDensity.ladder {
            // Too many lanes for this density even with one label row each: no need to lay them
            // out (the last density is, to choose what to hide).
            let shortest = density.laneHeight(rowsAbove: 1, rowsBelow: 0)
            if density != TimelineDensity.ladder.last, Double(lanes.count) * shortest > height { continue }
            layouts = lanes.indices.map { layout($0, density) }
            if layouts.reduce(0, { $0 + $1.height }) <= height {
                shown = Array(zip(lanes.indices, layouts))
                return
            }
        }
        let room = height - Self.footerHeight
        var kept = Set(lanes.indices)
        func keptHeight() -> Double { kept.reduce(0) { $0 + layouts[$1].height } }
        let hideOrder = lanes.indices.filter { Self.rank(of: lanes[$0]) > 0 }
            .sorted { (Self.rank(of: lanes[$0]), $0) > (Self.rank(of: lanes[$1]), $1) }
        for index in hideOrder where keptHeight() > room {
            kept.remove(index)
        }
        hidden = lanes.indices.filter { !kept.contains($0) }
        let keptLanes = lanes.indices.filter(kept.contains)
        if keptHeight() <= room {
            shown = keptLanes.map { ($0, layouts[$0]) }
        } else if room > 0 {
            let squeezed = TimelineDensity.squeezed(height: room / Double(keptLanes.count))
            shown = keptLanes.map { ($0, layout($0, squeezed)) }
        } else {
            hidden = Array(lanes.indices)
        }
    }

    /// 0 for a winning recognizer (never hidden); higher ranks are hidden first.
    static func rank(of lane: TimelineModel.Lane) -> Int {
        switch lane.kind {
        case .recognizer:
            let states = Set(lane.segments.map(\.state))
            if !states.isDisjoint(with: [.began, .changed, .ended]) { return 0 }
            return states == [.possible] ? 5 : 2
        case .view:
            let interrupted = lane.markers.contains { $0.phase == .cancelled || $0.kind == .withheld || $0.kind == .undelivered }
            return interrupted ? 1 : 4
        case .touches:
            return 3
        case .dragSession, .dropTarget, .animator:
            // The drag's story, and what gestures did to an animator: never hidden.
            return 0
        }
    }
}
