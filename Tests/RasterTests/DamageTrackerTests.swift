import Drawing
import GestureEngine
@testable import Raster
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
        XCTAssertLessThanOrEqual(damage.count, DamageTracker.maximumTileRuns)
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

    /// A frame: a moving square, a large still panel, then a status line whose text changes.
    private func frame(squareAt x: Double, status: String, extraLabel: Bool = false) -> DrawList {
        var list = DrawList(size: Size(1280, 800), background: .white)
        list.append(.fill(RoundedRect(rect: Rect(x, 10, 20, 20), cornerRadius: 4), .black))
        list.append(.clip(Rect(700, 0, 580, 780)))
        list.append(.fill(RoundedRect(rect: Rect(700, 0, 580, 780), cornerRadius: 10), .black))
        if extraLabel { list.append(.text(TextRun(text: "new", fontSize: 12, color: .white, position: Point(800, 100)))) }
        list.append(.clip(nil))
        list.append(.text(TextRun(text: status, fontSize: 12, color: .black, position: Point(10, 790), alignment: .left)))
        return list
    }

    func testOnlyDifferingCommandsAreDamageWhenTheFrameKeepsItsShape() throws {
        var tracker = DamageTracker()
        XCTAssertNil(tracker.damage(to: frame(squareAt: 10, status: "60 fps")))
        let damage = try XCTUnwrap(tracker.damage(to: frame(squareAt: 30, status: "59 fps")))
        XCTAssertTrue(covers(damage, Rect(10, 10, 40, 20)), "the square, old and new")
        XCTAssertTrue(covers(damage, Rect(10, 785, 60, 10)), "the status line")
        XCTAssertFalse(damage.contains { $0.intersects(Rect(750, 300, 10, 10)) }, "the still panel between them is not redrawn: \(damage)")
    }

    func testACommandAddedInTheMiddleDamagesEverythingBetweenTheChanges() throws {
        var tracker = DamageTracker()
        _ = tracker.damage(to: frame(squareAt: 10, status: "60 fps"))
        let damage = try XCTUnwrap(tracker.damage(to: frame(squareAt: 30, status: "59 fps", extraLabel: true)))
        XCTAssertTrue(covers(damage, Rect(790, 90, 20, 20)), "the new label")
        XCTAssertTrue(damage.contains { $0.intersects(Rect(750, 300, 10, 10)) }, "shapes differ: the whole changed middle is damage")
    }

    /// A hundred small views moving all over the window (the 100-view stress scene): their
    /// neighbourhoods are redrawn tile run by tile run, not the whole frame.
    func testAHundredScatteredMovesRedrawTheirNeighbourhoodsNotTheWindow() throws {
        var state: UInt64 = 7
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        let rects = (0..<200).map { _ in Rect(next() * 1240, next() * 770, 44, 34) }
        let damage = try XCTUnwrap(DamageTracker.merged(rects, within: window), "a partial redraw")
        for rect in rects { XCTAssertTrue(covers(damage, rect), "\(rect) is not in the damage") }
        XCTAssertLessThanOrEqual(damage.count, DamageTracker.maximumTileRuns)
        XCTAssertLessThan(damage.reduce(0) { $0 + $1.area }, window.area * 0.6)
    }

    /// Clips moving by one place against other commands: the lists have one length and their
    /// unclips line up, yet X and S fall under other clips in each frame — X inside the middle,
    /// S in the unchanged suffix. Neither the pairs nor the middle say where: the whole frame.
    func testClipsOpenedAtOtherPlacesRedrawTheWholeFrame() throws {
        let p = Rect(0, 0, 1280, 800), k = Rect(0, 0, 100, 100), c1 = Rect(0, 0, 50, 50), c5 = Rect(600, 600, 10, 10)
        let x = DrawCommand.fill(RoundedRect(rect: Rect(300, 300, 40, 40), cornerRadius: 4), .black)
        let s = DrawCommand.fill(RoundedRect(rect: Rect(900, 100, 40, 40), cornerRadius: 4), .black)
        let o = DrawCommand.fill(RoundedRect(rect: Rect(10, 10, 5, 5), cornerRadius: 1), .black)
        let o2 = DrawCommand.fill(RoundedRect(rect: Rect(12, 10, 5, 5), cornerRadius: 1), .black)
        func list(_ middle: [DrawCommand]) -> DrawList {
            var list = DrawList(size: Size(1280, 800), background: .white)
            for command in [.clip(p), .clip(k)] + middle + [s, .clip(nil)] { list.append(command) }
            return list
        }
        var tracker = DamageTracker()
        _ = tracker.damage(to: list([.clip(c1), .clip(nil), x, .clip(nil), o]))
        XCTAssertNil(tracker.damage(to: list([o2, .clip(nil), x, .clip(nil), .clip(c5)])))
        XCTAssertNil(DamageTracker.pairwiseChanges([.clip(c1), x][...], [o2, x][...]), "a clip against a shape is no pair")
    }

    /// Everything moving (the 1 000-view scene): after a frame whose changes cover the window,
    /// the next frames are redrawn whole without comparing, twice as many after each comparison
    /// in a row that finds everything moved again, up to a limit; once the scene stands still, a
    /// compared frame finds no damage, and a small change is partial again.
    func testAfterABusyFrameTheNextOnesAreRedrawnWholeUncompared() throws {
        func crowd(shiftedBy shift: Double, extra: Double? = nil) -> DrawList {
            var list = DrawList(size: Size(1280, 800), background: .white)
            for index in 0..<400 {
                let rect = Rect(Double(index % 20) * 64 + shift, Double(index / 20) * 40, 60, 38)
                list.append(.fill(RoundedRect(rect: rect, cornerRadius: 4), .black))
            }
            if let extra { list.append(.fill(RoundedRect(rect: Rect(extra, 10, 5, 5), cornerRadius: 1), .black)) }
            return list
        }
        var tracker = DamageTracker()
        XCTAssertNil(tracker.damage(to: crowd(shiftedBy: 0)), "the first frame")
        XCTAssertNil(tracker.damage(to: crowd(shiftedBy: 1)), "everything moved")
        for frame in 0..<DamageTracker.framesRedrawnWholeWhenBusy {
            XCTAssertNil(tracker.damage(to: crowd(shiftedBy: 1)), "uncompared frame \(frame)")
        }
        XCTAssertEqual(tracker.damage(to: crowd(shiftedBy: 1)), [], "compared again: still")
        // Busy comparisons in a row: runs of 3, 6, 12, 24, 24 uncompared frames.
        var shift = 1.0
        for run in [3, 6, 12, 24, 24] {
            shift += 1
            XCTAssertNil(tracker.damage(to: crowd(shiftedBy: shift)), "compared: everything moved")
            for frame in 0..<run {
                shift += 1
                XCTAssertNil(tracker.damage(to: crowd(shiftedBy: shift)), "uncompared frame \(frame) of \(run)")
            }
        }
        XCTAssertEqual(tracker.damage(to: crowd(shiftedBy: shift)), [], "compared after the longest run: still")
        XCTAssertNil(tracker.damage(to: crowd(shiftedBy: shift + 1)), "busy again")
        for _ in 0..<DamageTracker.framesRedrawnWholeWhenBusy { XCTAssertNil(tracker.damage(to: crowd(shiftedBy: shift + 1))) }
        XCTAssertEqual(tracker.damage(to: crowd(shiftedBy: shift + 1)), [], "a still frame started the runs again from 3")
        let damage = try XCTUnwrap(tracker.damage(to: crowd(shiftedBy: shift + 1, extra: 600)))
        XCTAssertTrue(covers(damage, Rect(600, 10, 5, 5)))
        XCTAssertLessThan(damage.reduce(0) { $0 + $1.area }, window.area * 0.1)
        tracker.invalidate()
        XCTAssertNil(tracker.damage(to: crowd(shiftedBy: 1)), "after invalidate: whole")
        XCTAssertEqual(tracker.damage(to: crowd(shiftedBy: 1)), [], "and compared at once")
    }
}
