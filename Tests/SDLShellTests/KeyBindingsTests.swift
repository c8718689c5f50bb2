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
        let help = KeyCommand.helpEntries.first { $0.keys == "? / F1" }
        XCTAssertEqual(help?.text, "show or hide this card (a tap anywhere closes it)   [Help]", "each entry names the command's strip button")
        XCTAssertEqual(help?.short, "Help")
        XCTAssertEqual(KeyCommand.helpEntries.filter { $0.text.hasSuffix("]") }.count, KeyCommand.allCases.count)
        XCTAssertEqual(KeyCommand.sceneInfo.keys, "A")
    }
}
