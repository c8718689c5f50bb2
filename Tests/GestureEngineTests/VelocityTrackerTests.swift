import Foundation
@testable import GestureEngine
import XCTest

/// §7.0 velocity against 13 real device flings (Fixtures/README.md): every component within
/// 0.1 % of the expected value (the source test's tolerance; the issue asks for 5 %), or within
/// 2 px/s when it is near zero. Measured worst: 0.0075 %.
final class VelocityTrackerTests: XCTestCase {
    private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    private func rows(_ name: String) throws -> [[String]] {
        try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
            .split(separator: "\n").dropFirst().map { $0.split(separator: ",").map(String.init) }
    }

    func testRealFlingsMatchTheReferenceFit() throws {
        let expected = try rows("velocity-flings-expected.csv")
        let samples = try rows("velocity-flings.csv")
        XCTAssertEqual(expected.count, 14)
        for row in expected {
            var tracker = VelocityTracker()
            for sample in samples where sample[0] == row[0] && sample[1] != "up" {
                tracker.add(Point(Double(sample[3])!, Double(sample[4])!), at: Double(sample[2])! / 1000)
            }
            let velocity = tracker.velocity
            for (actual, wanted) in [(velocity.x, Double(row[1])!), (velocity.y, Double(row[2])!)] {
                let error = abs(actual - wanted)
                XCTAssertTrue(error <= max(2, abs(wanted) * 0.001), "trace \(row[0]): \(actual) vs \(wanted)")
            }
        }
    }

    func testFewSamplesUseTheSlopeAndOneSampleIsStill() {
        var tracker = VelocityTracker()
        XCTAssertEqual(tracker.velocity, .zero)
        tracker.add(Point(0, 0), at: 1)
        XCTAssertEqual(tracker.velocity, .zero)
        tracker.add(Point(10, -5), at: 1.02)
        XCTAssertEqual(tracker.velocity.x, 500, accuracy: 1e-9)
        XCTAssertEqual(tracker.velocity.y, -250, accuracy: 1e-9)
    }

    func testAPauseLongerThanTheGapZeroesTheVelocity() {
        var tracker = VelocityTracker()
        for step in 0..<10 { tracker.add(Point(Double(step) * 10, 0), at: Double(step) * 0.01) }
        XCTAssertEqual(tracker.velocity.x, 1000, accuracy: 1e-6)
        tracker.add(Point(90, 0), at: 0.2)
        XCTAssertEqual(tracker.velocity, .zero, "the last sample follows a gap > 40 ms: alone, it gives zero")
    }

    func testPanReportsVelocityInViewCoordinates() {
        let harness = RecognizerHarness()
        harness.view.transform = Transform2D(scaleX: 2, y: 2)
        let pan = PanGestureRecognizer(id: "pan")
        harness.view.addGestureRecognizer(pan)
        var script = harness.script
        var measured: [Point] = []
        pan.addTarget { recognizer in
            if recognizer.state == .changed, let pan = recognizer as? PanGestureRecognizer {
                measured.append(pan.velocity(in: harness.view))
                measured.append(pan.velocity(in: nil))
            }
        }
        script.down(1, 100, 100)
        for step in 1...6 { script.move(1, 100 + Double(step) * 8, 100, at: Double(step) * 0.01) }
        script.up(1, 148, 100, at: 0.07)
        XCTAssertEqual(measured.last?.x ?? 0, 800, accuracy: 1e-6, "window: 8 pt per 10 ms")
        XCTAssertEqual(measured[measured.count - 2].x, 400, accuracy: 1e-6, "the view is scaled 2×")
    }
}
