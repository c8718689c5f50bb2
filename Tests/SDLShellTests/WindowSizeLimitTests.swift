import Drawing
import GestureEngine
import Raster
import SceneFormat
import SDLShell
import Session
import XCTest

/// Issue 30 §1: the validator accepted a 16 384-point window that no canvas could draw beside
/// its timeline (`canvas size 16780×16384 is out of range`, exit 1, no report). Every window the
/// validator accepts now fits the canvas a snapshot or `check` draws at 1×, and the next size up
/// is a positioned error.
final class WindowSizeLimitTests: XCTestCase {
    private let side = SceneLimits.standard.windowSide

    private func scene(_ width: Double, _ height: Double) -> Result<SceneDescription, SceneErrors> {
        SceneLoader.parseScene("name: big\nwindow: {size: [\(formatNumber(width)), \(formatNumber(height))]}\n", file: "big.yaml")
    }

    func testEveryWindowTheValidatorAcceptsFitsTheCanvas() throws {
        for (width, height) in [(side, side), (side, 1), (1, side), (side, side / 2), (side / 2, side), (side, side - 400), (side * 0.9, side)] {
            let scene = try scene(width, height).get()
            let size = Replay.session(of: scene, playing: .script(scene.script, timeScale: 1), until: 0).frame().size
            XCTAssertLessThanOrEqual(size.width.rounded(), Double(SoftwareCanvas.maximumSide), "\(width)×\(height)")
            XCTAssertLessThanOrEqual(size.height.rounded(), Double(SoftwareCanvas.maximumSide), "\(width)×\(height)")
        }
    }

    func testALargerWindowIsAPositionedError() {
        guard case let .failure(errors) = scene(side + 1, 100) else { return XCTFail("a window larger than can be drawn was accepted") }
        XCTAssertTrue(errors.description.contains("big.yaml:2:"), errors.description)
        XCTAssertTrue(errors.description.contains("each side must be 1 to 14000 points"), errors.description)
    }
}
