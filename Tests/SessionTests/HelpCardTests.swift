import Drawing
import GestureEngine
import Session
import XCTest

/// The help card under fingers and on small windows: a tap anywhere closes it and reaches
/// nothing else; the card lies above the control strip and the status bar, in type of at least
/// 12 points, with every entry.
final class HelpCardTests: XCTestCase {
    /// widget-1-tap's scene in a 640 × 708 window with the strip and the status bar.
    private let layout = FrameLayout(canvas: Size(640, 708), sceneSize: Size(640, 420), timeline: TimelinePlacement(), hasStatusBar: true,
                                     hasControlStrip: true)

    private func click(_ phase: TouchInput.Phase, at point: Point, fingers: [Int] = [1]) -> TranslatedInput {
        .touches(InputEvent(time: 1, changes: fingers.map { TouchInput(fingerID: $0, phase: phase, location: point, type: .direct) }))
    }

    /// Routes one event as the window does: the card's cover, then what the card leaves.
    private func route(_ input: TranslatedInput, _ viewport: inout ViewportInput, _ card: inout HelpCardState) -> ViewportInput.Routed {
        var routed = viewport.route(input, layout: layout, coveredBy: card.cover(in: layout))
        routed.pressesOutside = card.take(routed.pressesOutside)
        return routed
    }

    func testATapOnTheSceneUnderTheCardClosesItAndNeverReachesTheScene() {
        var viewport = ViewportInput(), card = HelpCardState()
        card.toggle()
        let onScene = layout.visibleViewport.center
        let down = route(click(.down, at: onScene), &viewport, &card)
        XCTAssertNil(down.scene, "the tap that closes the card is not the scene's")
        XCTAssertEqual(down.pressesOutside, [], "nor a strip's or the timeline's press")
        XCTAssertFalse(card.isShown)
        XCTAssertNil(route(click(.move, at: onScene + Point(5, 5)), &viewport, &card).scene, "its moves are not either")
        XCTAssertNil(route(click(.up, at: onScene), &viewport, &card).scene, "nor its lift")
        // The card closed, the next tap is the scene's.
        XCTAssertNotNil(route(click(.down, at: onScene, fingers: [2]), &viewport, &card).scene)
    }

    func testATapOnTheStripOrTheTimelineOnlyClosesTheCard() throws {
        for point in [Point(40, try XCTUnwrap(layout.controlStrip).midY), try XCTUnwrap(layout.timeline).center] {
            var viewport = ViewportInput(), card = HelpCardState()
            card.toggle()
            let routed = route(click(.down, at: point), &viewport, &card)
            XCTAssertNil(routed.scene)
            XCTAssertEqual(routed.pressesOutside, [], "no strip button runs, no timeline pin is set")
            XCTAssertFalse(card.isShown)
        }
    }

    /// An Alt-click's two fingers close the card once; neither reaches the scene or a button.
    func testTwoFingersAtOnceCloseTheCardAndNothingElse() {
        var viewport = ViewportInput(), card = HelpCardState()
        card.toggle()
        let routed = route(click(.down, at: layout.visibleViewport.center, fingers: [1, 2]), &viewport, &card)
        XCTAssertNil(routed.scene)
        XCTAssertEqual(routed.pressesOutside, [])
        XCTAssertFalse(card.isShown)
    }

    func testAHiddenCardCoversNothing() {
        var viewport = ViewportInput(), card = HelpCardState()
        XCTAssertNil(card.cover(in: layout))
        XCTAssertNotNil(route(click(.down, at: layout.visibleViewport.center), &viewport, &card).scene)
        XCTAssertEqual(card.take([Point(1, 1)]), [Point(1, 1)])
    }

    private var entries: [HelpCardLayout.Entry] {
        // The window's entries, as many and as long (KeyBindings' `helpEntries` in SDLShell).
        KeyCommand.allCases.map { HelpCardLayout.Entry(keys: "Shift / F11", text: "\($0.summary)   [\($0.title)]", short: $0.title) }
            + (0..<6).map { _ in HelpCardLayout.Entry(keys: "Shift+Alt-drag", text: "two fingers mirrored around the view's centre (pinch / rotate)",
                                                      short: "pinch / rotate") }
    }

    /// At 640 and 900 points wide, with the strip and the status bar, and at 1920 × 1080: the
    /// card and every line of it lie above the strip, in type of 12 points at least, every entry
    /// shown; a large window takes larger type.
    func testTheCardStaysAboveTheStripWithEveryEntryInReadableType() throws {
        var sizes: [Double] = []
        for canvas in [Size(640, 480), Size(640, 708), Size(900, 600), Size(1280, 800), Size(1920, 1080)] {
            let layout = FrameLayout(canvas: canvas, sceneSize: Size(640, 420), timeline: TimelinePlacement(), hasStatusBar: true, hasControlStrip: true)
            let area = Rect(0, 0, canvas.width, try XCTUnwrap(layout.controlStrip).minY)
            let card = HelpCardLayout(title: "Gesturescope — keys", entries: entries, in: area, typeScale: TypeScale(canvas: canvas))
            XCTAssertTrue(card.frame.minX >= 0 && card.frame.maxX <= canvas.width && card.frame.minY >= 0, "\(canvas): \(card.frame)")
            XCTAssertLessThanOrEqual(card.frame.maxY, area.maxY, "\(canvas): the card reaches under the strip")
            XCTAssertEqual(card.omitted, 0, "\(canvas): entries left out")
            XCTAssertGreaterThanOrEqual(card.lines.filter { $0.color == Palette.panelTitle }.count, entries.count, "\(canvas): every entry's keys")
            for line in card.lines + [card.title] {
                XCTAssertGreaterThanOrEqual(line.fontSize, HelpCardLayout.minimumFontSize, "\(canvas): \(line.text)")
                let box = line.box(measuredBy: EstimatedTextMeasure())
                XCTAssertLessThanOrEqual(box.maxY, card.frame.maxY + 1e-9, "\(canvas): \(line.text) below the card")
                XCTAssertLessThanOrEqual(box.maxX, card.frame.maxX + 1e-9, "\(canvas): \(line.text) past the card")
                XCTAssertGreaterThanOrEqual(box.minY, card.frame.minY - 1e-9, "\(canvas): \(line.text) above the card")
            }
            sizes.append(card.fontSize)
        }
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(sizes.last), 20, "1920 × 1080: type for a room")
    }

    /// A window near its smallest cannot hold the card: what does not fit is left out and the
    /// card says so, still inside its area and in 12-point type.
    func testATinyWindowLeavesEntriesOutAndSaysSo() {
        let area = Rect(0, 0, 300, 200)
        let card = HelpCardLayout(title: "Gesturescope — keys", entries: entries, in: area, typeScale: .unit)
        XCTAssertGreaterThan(card.omitted, 0)
        XCTAssertTrue(card.isShort)
        XCTAssertTrue(card.lines.last?.text.hasPrefix("… \(card.omitted) more") == true, card.lines.last?.text ?? "")
        XCTAssertLessThanOrEqual(card.frame.maxY, area.maxY)
        XCTAssertEqual(card.fontSize, 12)
    }
}
