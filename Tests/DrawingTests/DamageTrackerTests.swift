@testable import Drawing
import GestureEngine
import XCTest

/// Damage merging: every changed rectangle stays covered, however many there are, and a frame
/// that changed almost everywhere is redrawn whole.
final class DamageTrackerTests: XCTestCase {
    private let window = Rect(0, 0, 1280, 800)

    private func covers(_ damage: [Rect], _ rect: Rect) -> Bool {
        // Every corner of the (window-clipped) rectangle lies in some damage rectangle, and the
        // damage rectangles are unions of grid tiles or of whole inputs: checking the corners
        // and the centre of a small rectangle suffices for these inputs.
        guard let clipped = rect.intersection(window) else { return true }
        let points = clipped.corners.map { Point(min($0.x, clipped.maxX - 0.001), min($0.y, clipped.maxY - 0.001)) } + [clipped.center]
        return points.allSatisfy { point in damage.contains { $0.contains(point) } }
    }

    func testManySmallChangesAreGatheredOnTilesAndStayCovered() throws {
        // 60 small rectangles in the top-left quarter: more than the exact merge takes.
        let rects = (0..<60).map { index in Rect(Double(index % 10) * 60 + 3, Double(index / 10) * 60 + 5, 20, 15) }
        let damage = try XCTUnwrap(DamageTracker.merged(rects, within: window))
        XCTAssertLessThanOrEqual(damage.count, DamageTracker.maximumRects)
        for rect in rects { XCTAssertTrue(covers(damage, rect), "\(rect) is not in the damage") }
        XCTAssertLessThan(damage.reduce(0) { $0 + $1.area }, window.area * 0.6)
    }

    func testAFewChangesAreMergedExactly() throws {
        let rects = [Rect(10, 10, 20, 20), Rect(25, 25, 20, 20), Rect(600, 400, 10, 10)]
        let damage = try XCTUnwrap(DamageTracker.merged(rects, within: window))
        XCTAssertEqual(damage.sorted { $0.minX < $1.minX }, [Rect(10, 10, 35, 35), Rect(600, 400, 10, 10)])
    }

    func testChangesAlmostEverywhereRedrawTheWholeFrame() {
        let rects = (0..<400).map { index in Rect(Double(index % 20) * 64, Double(index / 20) * 40, 60, 38) }
        XCTAssertNil(DamageTracker.merged(rects, within: window))
    }

    func testRectanglesOutsideTheWindowAreNoDamage() throws {
        let damage = try XCTUnwrap(DamageTracker.merged([Rect(-100, -100, 50, 50), Rect(2000, 10, 10, 10)], within: window))
        XCTAssertEqual(damage, [])
    }
}
