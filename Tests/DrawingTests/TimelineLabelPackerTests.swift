@testable import Drawing
import XCTest

/// Where one lane's labels go: right of the marker, left of it at the panel's edge, else the
/// next row, else slid into a free gap nearby; never two in a row closer than the spacing (4 pt).
final class TimelineLabelPackerTests: XCTestCase {
    typealias Slot = TimelineLabelPacker.Slot
    typealias Placement = TimelineLabelPacker.Placement
    private let rows = [Slot(strip: .above, row: 0), Slot(strip: .above, row: 1)]

    func testLabelsGoRightOfTheMarkerThenLeftAtTheEdgeThenToTheNextRowThenSlide() {
        var packer = TimelineLabelPacker(minX: 0, maxX: 100)
        let placements = [
            packer.place([("a", 20)], anchor: 10, gap: 3, slots: rows),
            // Right of its marker it would pass the edge (93 + 20 > 100).
            packer.place([("b", 20)], anchor: 90, gap: 3, slots: rows),
            // Right of its marker is taken and left of it is past the start: the next row.
            packer.place([("c", 20)], anchor: 12, gap: 3, slots: rows),
            // Taken in both rows: slid past "c", the nearest free gap within 48 pt.
            packer.place([("d", 30)], anchor: 12, gap: 3, slots: rows),
        ]
        XCTAssertEqual(placements, [
            Placement(text: "a", left: 13, width: 20, slot: rows[0]),
            Placement(text: "b", left: 67, width: 20, slot: rows[0]),
            Placement(text: "c", left: 15, width: 20, slot: rows[1]),
            Placement(text: "d", left: 39, width: 30, slot: rows[1]),
        ])
        XCTAssertEqual(packer.rowsUsed(in: .above), 2)
        XCTAssertEqual(packer.rowsUsed(in: .below), 0)
    }

    /// Labels of a row read in their markers' time order: a later marker's label that would
    /// slide left of an earlier one's goes to the next row instead.
    func testALabelNeverReadsBeforeAnEarlierMarkersLabelInItsRow() {
        var packer = TimelineLabelPacker(minX: 0, maxX: 150)
        let earlier = packer.place([("earlier", 30)], anchor: 100, gap: 3, slots: rows)
        XCTAssertEqual(earlier, Placement(text: "earlier", left: 103, width: 30, slot: rows[0]))
        // Right of 140 passes the edge, left of it meets "earlier"; sliding in row 0 finds 69 (left
        // of "earlier", out of order), so it takes row 1, right where it fits.
        let later = packer.place([("later", 30)], anchor: 140, gap: 3, slots: rows, maxShift: .infinity)
        XCTAssertEqual(later, Placement(text: "later", left: 107, width: 30, slot: rows[1]))
    }

    func testAShorterTextIsTakenWhenTheLongerFindsNoRoomAndNothingWhenNoneDoes() {
        var packer = TimelineLabelPacker(minX: 0, maxX: 100)
        XCTAssertEqual(packer.place([("wider than the strip", 120), ("short", 30)], anchor: 0, gap: 2, slots: [rows[0]]),
                       Placement(text: "short", left: 2, width: 30, slot: rows[0]))
        XCTAssertEqual(packer.place([("long", 70), ("mid", 40)], anchor: 0, gap: 2, slots: [rows[0]]),
                       Placement(text: "mid", left: 36, width: 40, slot: rows[0]))
        XCTAssertNil(packer.place([("x", 30)], anchor: 0, gap: 2, slots: [rows[0]]), "no gap of 30 pt within 48 pt of the marker")
    }

    /// An essential label (here a refused touch) in a plot too narrow for it beside its marker,
    /// even slid 48 pt: shortened to the plot's width and slid as far as it must, never dropped.
    func testAnEssentialLabelIsPlacedHoweverFarItMustSlide() {
        let lane = TimelineModel.Lane(id: "v", kind: .view, markers: [
            TimelineModel.Marker(time: 0.5, kind: .undelivered, head: "", subject: "T1", tail: ": multipleTouchDisabled"),
        ])
        func x(_ time: Double) -> Double { time * 120 }
        let layout = TimelineLaneLayout(lane, items: TimelineLabelItem.items(for: lane, x: x), density: .compact, x: x, end: 1,
                                        plotMaxX: 120, labelMinX: 0, labelMaxX: 120, measurer: EstimatedTextMeasure())
        XCTAssertEqual(layout.labels.map(\.placement.text), ["✕ T1: multipleTouchDisab…"])
        XCTAssertEqual(layout.labels.map(\.placement.slot), [rows[0]])
        XCTAssertEqual(layout.labels.first?.placement.left ?? -1, 4, accuracy: 1e-9, "against the plot's end, 60 pt from its marker")
        XCTAssertEqual(layout.labels.first?.placement.width ?? -1, 116, accuracy: 1e-9)
    }
}
