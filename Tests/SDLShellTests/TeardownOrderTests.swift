import CSDL
import Drawing
import Foundation
import GestureEngine
@testable import SDLShell
import XCTest

/// SDL objects are destroyed in the only safe order whatever order their owners let go in:
/// text textures and fonts, then the renderer, then what it draws on.
final class TeardownOrderTests: XCTestCase {
    private let fontPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets/fonts/DejaVuSans.ttf").path

    override func setUpWithError() throws {
        try SDLRuntime.startHeadless()
    }

    override func tearDown() {
        SDLRuntime.stop()
    }

    private func listWithText() -> DrawList {
        var list = DrawList(size: Size(120, 40), background: .white)
        list.append(.text(TextRun(text: "teardown", fontSize: 14, color: .black, position: Point(60, 20))))
        return list
    }

    func testTheRendererOutlivesTheTextTexturesWhenItsCanvasIsReleasedFirst() throws {
        var canvas: SoftwareCanvas? = try SoftwareCanvas(width: 120, height: 40)
        var drawer: DrawListRenderer? = try DrawListRenderer.checked(renderer: canvas!.renderer, fontPath: fontPath)
        drawer?.render(listWithText(), pixelScale: 1)
        weak let renderer = canvas?.renderer
        SDL_ClearError()

        canvas = nil
        XCTAssertNotNil(renderer, "the drawer's text textures still need the renderer")
        drawer = nil
        XCTAssertNil(renderer, "the renderer goes with its last texture")
        XCTAssertEqual(String(cString: SDL_GetError()), "", "no texture was destroyed after its renderer")
    }

    func testTheCanvasSurfaceOutlivesItsRenderer() throws {
        var canvas: SoftwareCanvas? = try SoftwareCanvas(width: 8, height: 8)
        let renderer = canvas!.renderer
        canvas = nil
        SDL_SetRenderDrawColor(renderer.pointer, 255, 0, 0, 255)
        XCTAssertEqual(SDL_RenderClear(renderer.pointer), 0, "the renderer still draws on a live surface")
    }
}
