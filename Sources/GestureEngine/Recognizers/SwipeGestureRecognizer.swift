import Foundation

/// `UISwipeGestureRecognizer` (§7.5): discrete. Recognizes during movement when every touch has
/// covered `Defaults.swipeMinimumDistance` along an allowed direction, within
/// `Defaults.swipeMaximumDeviation` of it, at an average of `Defaults.swipeMinimumSpeed` since
/// down. Fails at that deadline, on a lift, or once a touch has travelled
/// `Defaults.swipeOffDirectionFailure` more than the deviation away from every allowed direction.
open class SwipeGestureRecognizer: GestureRecognizer {
    public struct Direction: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1)
        public static let left = Direction(rawValue: 2)
        public static let up = Direction(rawValue: 4)
        public static let down = Direction(rawValue: 8)

        /// Unit vectors of the directions in the set (y down).
        var vectors: [Point] {
            [(Direction.right, Point(1, 0)), (.left, Point(-1, 0)), (.up, Point(0, -1)), (.down, Point(0, 1))]
                .filter { contains($0.0) }.map(\.1)
        }
    }

    public var direction: Direction = .right
    public var numberOfTouchesRequired = 1

    private var starts: [Int: Point] = [:]
    private var startCentroid: Point?

    override open var isDiscrete: Bool { true }

    override open func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        for touch in touches { starts[touch.id] = touch.location }
        guard starts.count <= numberOfTouchesRequired else { return fail("too many touches") }
        guard starts.count == numberOfTouchesRequired else { return }
        startCentroid = starts.sorted { $0.key < $1.key }.map(\.value).reduce(Point.zero, +) * (1 / Double(starts.count))
        let deadline = Defaults.swipeMinimumDistance / Defaults.swipeMinimumSpeed
        schedule(after: deadline, label: "swipe deadline") { [unowned self] in self.fail("too slow") }
    }

    override open func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard starts.count == numberOfTouchesRequired else { return }
        var everyTouchSwiped = true
        for touch in activeTouches {
            guard let start = starts[touch.id] else { continue }
            let displacement = touch.location - start
            let along = direction.vectors.map { (vector: $0, angle: angle(between: displacement, and: $0)) }
            let withinDeviation = along.contains { $0.angle <= Defaults.swipeMaximumDeviation }
            if !withinDeviation, displacement.length >= Defaults.swipeOffDirectionFailure {
                return fail("moved off direction")
            }
            let progress = along.filter { $0.angle <= Defaults.swipeMaximumDeviation }
                .map { displacement.x * $0.vector.x + displacement.y * $0.vector.y }.max() ?? 0
            if progress < Defaults.swipeMinimumDistance { everyTouchSwiped = false }
        }
        if everyTouchSwiped { setState(.ended, reason: "swiped \(formatNumber(Defaults.swipeMinimumDistance)) pt") }
    }

    override open func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        fail("lifted before swiping")
    }

    override open func reset() {
        starts.removeAll()
        startCentroid = nil
    }

    /// §7.5: the start (centroid of the touches when they came down).
    override open func location(in view: View?) -> Point {
        guard let start = startCentroid else { return super.location(in: view) }
        guard let view else { return start }
        return view.convert(start, from: nil) ?? start
    }

    private func angle(between vector: Point, and unit: Point) -> Double {
        let length = vector.length
        guard length > 0 else { return 0 }
        return acos(max(-1, min(1, (vector.x * unit.x + vector.y * unit.y) / length)))
    }
}
