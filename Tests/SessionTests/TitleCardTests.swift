import Drawing
import GestureEngine
import Session
import XCTest

/// A scene's title card: shown when the scene opens, gone at the first finger on the scene (the
/// finger still reaches it) or after a few seconds, back on request; its words sized for a room.
final class TitleCardTests: XCTestCase {
    func testTheCardHoldsThenFadesAndAFingerOnTheSceneHidesIt() {
        var card = TitleCardState()
        XCTAssertEqual(card.opacity(at: 0), 0, "hidden until a scene opens")
        card.show(at: 10)
        XCTAssertEqual(card.opacity(at: 10), 1)
        XCTAssertEqual(card.opacity(at: 16), 1)
        XCTAssertEqual(card.opacity(at: 16.3), 0.5, accuracy: 1e-9)
        XCTAssertEqual(card.opacity(at: 16.6), 0)
        card.show(at: 20)
        let move = TranslatedInput.touches(InputEvent(time: 1, changes: [TouchInput(fingerID: 1, phase: .move, location: .zero, type: .direct)]))
        card.sceneReceived(move)
        XCTAssertEqual(card.opacity(at: 21), 1, "a finger already down moving does not hide it")
        card.sceneReceived(.touches(InputEvent(time: 1, changes: [TouchInput(fingerID: 2, phase: .down, location: .zero, type: .direct)])))
        XCTAssertEqual(card.opacity(at: 21), 0, "a finger coming down on the scene hides it")
        card.toggle(at: 30)
        XCTAssertEqual(card.opacity(at: 31), 1, "the key shows it again")
        card.toggle(at: 32)
        XCTAssertEqual(card.opacity(at: 32), 0, "and hides it")
    }

    /// drag-adding's words in the viewport of a 640-point and a 1920-point window: inside the
    /// viewport, the name 1.75 × the description, which is at least 12 points and grows with
    /// the window; the whole description shown.
    func testTheCardFitsItsViewportInTypeForTheRoom() throws {
        let description = "Lift photo 1 and drag it; tap other photos with more fingers to add them (Ctrl-release pins the dragging finger "
            + "for the mouse); the note keeps its own tap; drop the stack in the album."
        var sizes: [Double] = []
        for (viewport, canvas) in [(Rect(0, 0, 640, 512), Size(640, 534)), (Rect(0, 0, 1100, 880), Size(1920, 1080)), (Rect(0, 0, 300, 150), Size(300, 172))] {
            let card = TitleCard(name: "Adding to a drag", description: description, in: viewport, typeScale: TypeScale(canvas: canvas))
            XCTAssertTrue(card.frame.minX >= viewport.minX && card.frame.maxX <= viewport.maxX && card.frame.minY >= viewport.minY
                && card.frame.maxY <= viewport.maxY, "\(viewport): \(card.frame)")
            let name = try XCTUnwrap(card.runs.first)
            XCTAssertEqual(name.text, "Adding to a drag")
            XCTAssertEqual(name.fontSize, card.textSize * TitleCard.titleRatio, accuracy: 1e-9)
            XCTAssertGreaterThanOrEqual(card.textSize, TitleCard.minimumTextSize)
            for run in card.runs { XCTAssertGreaterThanOrEqual(run.fontSize, TitleCard.minimumTextSize, run.text) }
            sizes.append(card.textSize)
            if viewport.width >= 640 {
                let words = card.runs.dropFirst().dropLast().map(\.text).joined(separator: " ")
                XCTAssertEqual(words, description, "\(viewport): the whole description")
            }
        }
        XCTAssertEqual(sizes[0], 15)
        XCTAssertGreaterThanOrEqual(sizes[1], 30, "1920 × 1080: type for a room")
    }

    /// A long name and source in a 640-point scene's viewport wrap to two lines each instead of
    /// losing their ends; a third line's worth is cut with "…".
    func testTheNameAndTheSourceWrapToTwoLines() {
        let source = "WWDC 2017 talk, part 1 — Delivery flags: delaysTouchesBegan, delaysTouchesEnded"
        let card = TitleCard(name: "delaysTouchesBegan — off and on", description: "Tap each widget.", source: source,
                             in: Rect(0, 0, 640, 420), typeScale: TypeScale(canvas: Size(1920, 1080)))
        let sourceRuns = card.runs.filter { $0.fontSize < card.textSize }.dropLast()
        let nameRuns = card.runs.filter { $0.fontSize == card.textSize * TitleCard.titleRatio }
        XCTAssertEqual(sourceRuns.count, 2)
        XCTAssertEqual(sourceRuns.map(\.text).joined(separator: " "), source)
        XCTAssertEqual(nameRuns.count, 2)
        XCTAssertEqual(nameRuns.map(\.text).joined(separator: " "), "delaysTouchesBegan — off and on")
        XCTAssertLessThan(nameRuns[0].position.y, nameRuns[1].position.y)
        let short = TitleCard(name: "delaysTouchesBegan — off and on " + String(repeating: "and more words ", count: 8), description: "",
                              in: Rect(0, 0, 640, 420), typeScale: TypeScale(canvas: Size(1920, 1080)))
        let cut = short.runs.filter { $0.fontSize == short.textSize * TitleCard.titleRatio }
        XCTAssertEqual(cut.count, 2)
        XCTAssertTrue(cut[1].text.hasSuffix("…"), cut[1].text)
    }
}
