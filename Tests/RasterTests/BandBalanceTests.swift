@testable import Raster
import XCTest

/// Band boundaries move halfway towards the rows that split the measured drawing time evenly,
/// and never leave a band with less than its minimum share.
final class BandBalanceTests: XCTestCase {
    func testABandThatTookLongerGivesUpRowsHalfwayToEqualTimes() throws {
        // 3 ms on the top 360 rows, 1 ms on the bottom 360: half the time is spent by row 240.
        let next = BandBalance.boundaries(from: [0.5], rows: [0..<360, 360..<720], seconds: [0.003, 0.001], canvasRows: 720)
        XCTAssertEqual(try XCTUnwrap(next.first), (0.5 + 240.0 / 720) / 2, accuracy: 1e-12)
        // Equal times: the boundary stays.
        XCTAssertEqual(BandBalance.boundaries(from: [0.5], rows: [0..<360, 360..<720], seconds: [0.002, 0.002], canvasRows: 720), [0.5])
    }

    func testRepeatedFramesSettleWhereTheTimesAreEqual() {
        // The top 100 rows cost nine times what the others do per row.
        func seconds(_ rows: Range<Int>) -> Double {
            Double(rows.clamped(to: 0..<100).count) * 9 + Double(rows.count - rows.clamped(to: 0..<100).count)
        }
        var boundaries = [0.5]
        for _ in 0..<40 {
            let split = Int((boundaries[0] * 720).rounded())
            let rows = [0..<split, split..<720]
            boundaries = BandBalance.boundaries(from: boundaries, rows: rows, seconds: rows.map(seconds), canvasRows: 720)
        }
        // The rows cost 900 + 620 = 1 520: half of it, 760, is spent by row 760 / 9 ≈ 84.4.
        XCTAssertEqual(boundaries[0] * 720, 760.0 / 9, accuracy: 1.5)
    }

    func testEveryBandKeepsItsMinimumShareAndTheOrder() {
        let next = BandBalance.boundaries(from: [0.3, 0.6], rows: [0..<216, 216..<432, 432..<720], seconds: [1, 0, 0], canvasRows: 720)
        XCTAssertEqual(next.count, 2)
        XCTAssertGreaterThanOrEqual(next[0], BandBalance.minimumShare)
        XCTAssertGreaterThanOrEqual(next[1] - next[0], BandBalance.minimumShare - 1e-12)
        XCTAssertLessThanOrEqual(next[1], 1 - BandBalance.minimumShare + 1e-12)
        XCTAssertEqual(BandBalance.boundaries(from: [0.5], rows: [0..<360, 360..<720], seconds: [0, 0], canvasRows: 720), [0.5], "no time: no move")
        XCTAssertEqual(BandBalance.boundaries(from: [0.5], rows: [0..<360, 360..<720], seconds: [.nan, 1], canvasRows: 720), [0.5])
    }
}
