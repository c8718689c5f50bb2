import Foundation
import Raster
@testable import SDLShell
import XCTest

/// A renderer made with `checked` fails at once, naming the font file and SDL_ttf's reason, when
/// the font is broken; `snapshot` and the window make theirs that way.
final class FontCheckTests: XCTestCase {
    private let goodFont = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets/fonts/DejaVuSans.ttf").path
    private var directory: URL!

    override func setUpWithError() throws {
        try SDLRuntime.startHeadless()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("font-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        SDLRuntime.stop()
        try FileManager.default.removeItem(at: directory)
    }

    private func fontFile(_ name: String, _ bytes: Data) throws -> String {
        let url = directory.appendingPathComponent(name)
        try bytes.write(to: url)
        return url.path
    }

    private func assertRejected(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertThrowsError(try TextAtlas.checked(fontPath: path), file: file, line: line) { error in
            let message = (error as? SDLError)?.message ?? ""
            XCTAssertTrue(message.hasPrefix("cannot open the font \(path): "), message, file: file, line: line)
            XCTAssertGreaterThan(message.count, "cannot open the font \(path): ".count, "SDL_ttf's reason follows", file: file, line: line)
            XCTAssertFalse(message.contains("\n"), "one line", file: file, line: line)
        }
    }

    func testAGarbageFontIsRejectedNamingTheFile() throws {
        try assertRejected(fontFile("garbage.ttf", Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) })))
    }

    func testATruncatedFontIsRejectedNamingTheFile() throws {
        let whole = try Data(contentsOf: URL(fileURLWithPath: goodFont))
        try assertRejected(fontFile("truncated.ttf", whole.prefix(whole.count / 2)))
    }

    func testAMissingFontIsRejectedNamingTheFile() throws {
        try assertRejected(directory.appendingPathComponent("absent.ttf").path)
    }

    func testTheBundledFontPassesTheCheck() throws {
        XCTAssertNoThrow(try TextAtlas.checked(fontPath: goodFont))
    }
}
