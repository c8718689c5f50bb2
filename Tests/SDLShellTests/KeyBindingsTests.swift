import CSDL
@testable import SDLShell
import Session
import XCTest

/// One table drives the window's keys and the help card: every key the card names reaches its
/// command, and no key is bound twice.
final class KeyBindingsTests: XCTestCase {
    func testEveryBoundKeyReachesItsCommandAndNoKeyIsBoundTwice() {
        var seen: Set<Int64> = []
        for command in KeyCommand.allCases {
            XCTAssertFalse(command.keys.isEmpty, "\(command) has no key on the help card")
            for binding in command.bindings {
                XCTAssertTrue(seen.insert(Int64(binding.key.rawValue)).inserted, "\(binding.name) is bound twice")
                XCTAssertEqual(KeyCommand(key: SDL_Keycode(binding.key.rawValue)), command)
            }
        }
        XCTAssertNil(KeyCommand(key: SDL_Keycode(SDLK_y.rawValue)), "an unbound key")
    }

    func testTheHelpCardNamesTheKeysFromTheTable() {
        XCTAssertEqual(KeyCommand.quit.keys, "Esc / Q")
        XCTAssertEqual(KeyCommand.taller.keys, "= / +")
        XCTAssertTrue(KeyCommand.helpLines.contains("? / F1   show or hide this card   [Help]"), "each line names the command's strip button")
        XCTAssertEqual(KeyCommand.helpLines.filter { $0.hasSuffix("]") }.count, KeyCommand.allCases.count)
    }
}
