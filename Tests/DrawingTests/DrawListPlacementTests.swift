import Drawing
import GestureEngine
import XCTest

/// Commands appended through a placement land in window points: shapes keep their own
/// transforms after it, text moves and scales, clips stay rectangles.
final class DrawListPlacementTests: XCTestCase {
    private let placement = Transform2D(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 20)

    func testEachKindOfCommandIsPlaced() {
        var list = DrawList(size: Size(500, 500), background: .white)
        list.placement = placement
        let shape = RoundedRect(rect: Rect(0, 0, 10, 5), cornerRadius: 2, transform: Transform2D(translationX: 3, y: 4))
        list.append(.fill(shape, .black))
        list.append(.stroke(shape, width: 1, .black))
        list.append(.text(TextRun(text: "a", fontSize: 10, color: .black, position: Point(5, 5))))
        list.append(.clip(Rect(1, 1, 4, 4)))
        list.placement = nil
        list.append(.clip(nil))
        let placed = RoundedRect(rect: Rect(0, 0, 10, 5), cornerRadius: 2, transform: Transform2D(a: 2, b: 0, c: 0, d: 2, tx: 16, ty: 28))
        XCTAssertEqual(list.commands, [
            .fill(placed, .black), .stroke(placed, width: 1, .black),
            .text(TextRun(text: "a", fontSize: 10, color: .black, position: Point(20, 30), scale: 2)),
            .clip(Rect(12, 22, 8, 8)), .clip(nil),
        ])
    }

    /// A frame on a canvas twice the scene's size draws the scene's views at 2×, inside the clip
    /// of the visible viewport, and the timeline panel unplaced.
    func testAFrameDrawsTheSceneThroughTheViewportsTransform() {
        let window = View(id: "window", frame: Rect(0, 0, 100, 50))
        window.backgroundColor = .white
        let card = View(id: "card", frame: Rect(10, 10, 20, 10))
        card.backgroundColor = .black
        window.addSubview(card)
        var layers = OverlayLayers()
        layers.showsTimeline = false
        let layout = FrameComposer.layout(of: window, layers: layers, canvas: Size(200, 100))
        XCTAssertEqual(layout.scale, 2)
        let list = FrameComposer.compose(window: window, layers: layers, layout: layout)
        XCTAssertEqual(list.commands.first, .clip(Rect(0, 0, 200, 100)))
        guard case let .fill(shape, _) = list.commands[1] else { return XCTFail("the card first: \(list)") }
        XCTAssertEqual(shape.transform.apply(to: shape.rect), Rect(20, 20, 40, 20))
        XCTAssertEqual(list.commands.last, .clip(nil))
        XCTAssertNil(list.placement)
    }
}
