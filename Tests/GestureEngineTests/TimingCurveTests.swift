import EngineTestSupport
@testable import GestureEngine
import XCTest

final class TimingCurveTests: EngineTestCase {
    /// An independent reference: bisection on x to 1e-13, then y.
    private func reference(_ curve: TimingCurve, _ t: Double) -> Double {
        func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var low = 0.0, high = 1.0
        while high - low > 1e-13 {
            let mid = (low + high) / 2
            if coordinate(mid, curve.x1, curve.x2) < t { low = mid } else { high = mid }
        }
        return coordinate((low + high) / 2, curve.y1, curve.y2)
    }

    func testEveryNamedAndACustomCurveMatchesTheReferenceAtManyTimes() {
        let curves: [TimingCurve] = [.default, .easeInOut, .easeIn, .easeOut, .linear, TimingCurve(0.3, -0.4, 0.7, 1.5), TimingCurve(0.9, 0.1, 0.1, 0.9)]
        for curve in curves {
            for step in 0...200 {
                let t = Double(step) / 200
                XCTAssertEqual(curve.progress(at: t), reference(curve, t), accuracy: 1e-5, "\(curve) at \(t)")
            }
        }
    }

    func testKnownValuesOfTheStandardCurves() {
        // The CSS "ease" curve is Core Animation's default; these are its published values.
        XCTAssertEqual(TimingCurve.default.progress(at: 0.25), 0.4094, accuracy: 1e-3)
        XCTAssertEqual(TimingCurve.default.progress(at: 0.5), 0.8024, accuracy: 1e-3)
        XCTAssertEqual(TimingCurve.easeInOut.progress(at: 0.5), 0.5, accuracy: 1e-6)
        XCTAssertEqual(TimingCurve.easeIn.progress(at: 0.5), 0.3153, accuracy: 1e-3)
        for step in 0...20 {
            let t = Double(step) / 20
            XCTAssertEqual(TimingCurve.easeIn.progress(at: t), 1 - TimingCurve.easeOut.progress(at: 1 - t), accuracy: 1e-6)
        }
    }

    func testOvershootingCurveLeavesZeroToOneAndEndsExactly() {
        let curve = TimingCurve(0.3, -0.4, 0.7, 1.5)
        XCTAssertLessThan((1...9).map { curve.progress(at: Double($0) / 40) }.min() ?? 0, 0)
        XCTAssertGreaterThan((30...39).map { curve.progress(at: Double($0) / 40) }.max() ?? 0, 1)
        XCTAssertEqual(curve.progress(at: 0), 0)
        XCTAssertEqual(curve.progress(at: 1), 1)
        XCTAssertEqual(curve.progress(at: 1.5), 1)
    }

    func testSlopeIsTheDerivativeOfProgress() {
        for curve in [TimingCurve.default, .easeInOut, .easeOut] {
            for t in stride(from: 0.05, through: 0.95, by: 0.1) {
                let numeric = (curve.progress(at: t + 1e-5) - curve.progress(at: t - 1e-5)) / 2e-5
                XCTAssertEqual(curve.slope(at: t), numeric, accuracy: 1e-3, "\(curve) at \(t)")
            }
        }
    }
}
