import EngineTestSupport
@testable import GestureEngine
import XCTest

final class SpringTests: EngineTestCase {
    /// Runge–Kutta integration of m·x″ + c·x′ + k·x = 0 from x = 1, x′ = −v₀ (progress = 1 − x).
    private func integrated(_ spring: Spring, until end: Double) -> [(t: Double, progress: Double)] {
        var x = 1.0, v = -spring.initialVelocity, t = 0.0
        let dt = 1e-4
        var samples: [(Double, Double)] = []
        func acceleration(_ x: Double, _ v: Double) -> Double { (-spring.stiffness * x - spring.damping * v) / spring.mass }
        var step = 0
        while t < end {
            let k1x = v, k1v = acceleration(x, v)
            let k2x = v + k1v * dt / 2, k2v = acceleration(x + k1x * dt / 2, v + k1v * dt / 2)
            let k3x = v + k2v * dt / 2, k3v = acceleration(x + k2x * dt / 2, v + k2v * dt / 2)
            let k4x = v + k3v * dt, k4v = acceleration(x + k3x * dt, v + k3v * dt)
            x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t += dt
            step += 1
            if step % 100 == 0 { samples.append((t, 1 - x)) }
        }
        return samples
    }

    func testClosedFormMatchesIntegrationInEveryRegime() {
        let springs = [
            Spring(mass: 1, stiffness: 200, damping: 5, initialVelocity: 0),          // under-damped
            Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 2),         // critical
            Spring(mass: 2, stiffness: 50, damping: 60, initialVelocity: -1),         // over-damped
            Spring(mass: 1, stiffness: 300, damping: 10, initialVelocity: 5),         // under, fast start
        ]
        XCTAssertLessThan(springs[0].dampingRatio, 1)
        XCTAssertEqual(springs[1].dampingRatio, 1, accuracy: 1e-12)
        XCTAssertGreaterThan(springs[2].dampingRatio, 1)
        for spring in springs {
            for sample in integrated(spring, until: 2) {
                XCTAssertEqual(spring.progress(at: sample.t), sample.progress, accuracy: 1e-6, "\(spring) at \(sample.t)")
            }
        }
    }

    func testUnderDampedOvershootsCriticalDoesNot() {
        let bouncy = Spring(mass: 1, stiffness: 200, damping: 5)
        XCTAssertGreaterThan((1...200).map { bouncy.progress(at: Double($0) / 100) }.max() ?? 0, 1.5)
        XCTAssertLessThanOrEqual((1...200).map { Spring.standard.progress(at: Double($0) / 100) }.max() ?? 2, 1)
    }

    func testSettlingDurationIsWhenItStaysWithinATenthOfAPercent() {
        for spring in [Spring.standard, Spring(mass: 1, stiffness: 200, damping: 5), Spring(mass: 2, stiffness: 50, damping: 60)] {
            let settle = spring.settlingDuration
            XCTAssertGreaterThan(abs(1 - spring.progress(at: settle - 0.002)), Defaults.springSettlingThreshold * 0.9, "\(spring)")
            for step in 0...400 {
                XCTAssertLessThan(abs(1 - spring.progress(at: settle + Double(step) * 0.01)), Defaults.springSettlingThreshold + 1e-9)
            }
        }
        XCTAssertEqual(Spring.standard.settlingDuration, 0.92, accuracy: 0.01, "UISpringTimingParameters(): ≈ 0.92 s")
    }

    func testDampingRatioFormSettlesInTheRequestedDuration() {
        for (ratio, duration) in [(1.0, 0.5), (0.5, 0.8), (0.8, 1.2), (0.2, 2.0)] {
            let spring = Spring(dampingRatio: ratio, duration: duration, initialVelocity: 0.5)
            XCTAssertEqual(spring.dampingRatio, ratio, accuracy: 1e-9)
            XCTAssertEqual(spring.settlingDuration, duration, accuracy: 0.005, "ratio \(ratio)")
        }
    }

    func testInitialVelocityIsInUnitsOfTheDistance() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0.5)
        XCTAssertEqual(spring.velocity(at: 0), 0.5, accuracy: 1e-3)
    }
}
