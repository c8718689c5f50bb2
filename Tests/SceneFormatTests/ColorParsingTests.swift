import GestureEngine
@testable import SceneFormat
import XCTest

/// Colours as scene files write them: `#rgb`, `#rrggbb`, `#rrggbbaa` in ASCII hex digits of
/// either case, or a name in any case; anything else is not a colour.
final class ColorParsingTests: XCTestCase {
    func testHexFormsAndNames() {
        XCTAssertEqual(ColorParsing.parse("#abc"), Color(red8: 0xAA, green8: 0xBB, blue8: 0xCC))
        XCTAssertEqual(ColorParsing.parse("#A1b2C3"), Color(red8: 0xA1, green8: 0xB2, blue8: 0xC3))
        XCTAssertEqual(ColorParsing.parse("#0f172a80"), Color(red8: 0x0F, green8: 0x17, blue8: 0x2A, alpha8: 0x80))
        XCTAssertEqual(ColorParsing.parse("#000"), .black)
        XCTAssertEqual(ColorParsing.parse("Blue"), ColorParsing.names["blue"])
        XCTAssertEqual(ColorParsing.parse("clear"), .clear)
    }

    func testEverythingElseIsNotAColour() {
        for text in ["", "#", "#12", "#1234", "#12345", "#1234567", "#123456789", "#ggg", "#ＦＦＦ", "#１２３", "abc", "#12 34 56", "teal", "##123"] {
            XCTAssertNil(ColorParsing.parse(text), text)
        }
    }
}
