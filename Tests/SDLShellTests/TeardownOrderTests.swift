import CSDL
@testable import SDLShell
import XCTest

/// SDL objects are destroyed in the only safe order whatever order their owners let go in: a
/// presenter's texture, then the renderer it was made with, then what that renderer draws on.
final class TeardownOrderTests: XCTestCase {
    override func setUpWithError() throws {
        try SDLRuntime.startHeadless()
    }

    override func tearDown() {
        SDLRuntime.stop()
    }

    /// A software renderer over a surface of its own, standing in for a window's.
    private func makeRenderer() throws -> SDLRenderer {
        let surface = try XCTUnwrap(SDL_CreateRGBSurfaceWithFormat(0, 16, 16, 32, SDL_PIXELFORMAT_RGB888.rawValue))
        let owner = SurfaceOwner(surface)
        let renderer = try XCTUnwrap(SDL_CreateSoftwareRenderer(surface))
        return SDLRenderer(renderer, drawingOn: owner)
    }

    func testTheRendererOutlivesItsTextureWhenItsOwnerLetsGoFirst() throws {
        var renderer: SDLRenderer? = try makeRenderer()
        var texture: StreamingTexture? = try StreamingTexture(renderer: renderer!, width: 16, height: 16)
        weak let weakRenderer = renderer
        SDL_ClearError()

        renderer = nil
        XCTAssertNotNil(weakRenderer, "the texture still needs the renderer")
        XCTAssertNotNil(texture)
        texture = nil
        XCTAssertNil(weakRenderer, "the renderer goes with its last texture")
        XCTAssertEqual(String(cString: SDL_GetError()), "", "no texture was destroyed after its renderer")
    }

    func testWhatTheRendererDrawsOnOutlivesIt() throws {
        let renderer = try makeRenderer()
        SDL_SetRenderDrawColor(renderer.pointer, 255, 0, 0, 255)
        XCTAssertEqual(SDL_RenderClear(renderer.pointer), 0, "the renderer still draws on a live surface")
    }
}

/// Frees an SDL surface when released.
private final class SurfaceOwner {
    let surface: UnsafeMutablePointer<SDL_Surface>

    init(_ surface: UnsafeMutablePointer<SDL_Surface>) {
        self.surface = surface
    }

    deinit {
        SDL_FreeSurface(surface)
    }
}
