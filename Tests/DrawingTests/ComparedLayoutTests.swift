import Drawing
import GestureEngine
import XCTest

/// Two scenes side by side in one window (`run A --compare B`): two equal panes, each a whole
/// frame layout, the band below them and the bars along the bottom, for any window size.
final class ComparedLayoutTests: XCTestCase {
    private let widget = Size(640, 420)

    func testThePanesAreEqualSideBySideAboveTheBandAndTheBars() {
        let layout = ComparedLayout(canvas: Size(1920, 1080), sceneSizes: (widget, widget), timeline: TimelinePlacement(), hasStatusBar: true,
                                    hasControlStrip: true)
        let (a, b) = (layout.panes[0], layout.panes[1])
        XCTAssertEqual(a.layout.canvas, b.layout.canvas)
        XCTAssertEqual(a.origin.y, b.origin.y)
        XCTAssertEqual(a.frame.maxX, 960)
        XCTAssertEqual(b.frame.maxX, 1920)
        XCTAssertEqual(layout.headers, [Rect(0, 0, 960, a.origin.y), Rect(960, 0, 960, a.origin.y)])
        XCTAssertEqual(layout.divergenceBand.minY, a.frame.maxY)
        XCTAssertEqual(layout.divergenceBand.maxY, layout.window.controlStrip?.minY)
        XCTAssertEqual(layout.window.controlStrip?.maxY, layout.window.statusBar?.minY)
        XCTAssertEqual([a.layout.dock, b.layout.dock], [.bottom, .bottom], "each scene above its own timeline")
        // Words sized for three quarters of the window, not half of it.
        XCTAssertEqual(a.layout.typeScale, TypeScale(canvas: Size(1440, a.layout.canvas.height)))
    }

    func testForAnyWindowThePartsStayInsideTheCanvasAndApart() {
        for width in stride(from: 300.0, through: 4000, by: 370) {
            for height in stride(from: 100.0, through: 2400, by: 230) {
                for strip in [false, true] {
                    let canvas = Size(width, height)
                    let layout = ComparedLayout(canvas: canvas, sceneSizes: (widget, Size(300, 900)), timeline: TimelinePlacement(),
                                                hasStatusBar: true, hasControlStrip: strip)
                    let whole = Rect(0, 0, width, height)
                    var parts = layout.panes.map(\.frame) + layout.headers + [layout.divergenceBand]
                    parts += [layout.window.statusBar, layout.window.controlStrip].compactMap { $0 }
                    for part in parts {
                        XCTAssertTrue(part.minX >= 0 && part.minY >= 0 && part.maxX <= whole.maxX && part.maxY <= whole.maxY, "\(part) outside \(canvas)")
                    }
                    for (index, part) in parts.enumerated() {
                        for other in parts[(index + 1)...] {
                            XCTAssertNil(part.intersection(other).flatMap { $0.width > 1e-9 && $0.height > 1e-9 ? $0 : nil }, "\(part) and \(other) in \(canvas)")
                        }
                    }
                    XCTAssertEqual(layout.panes[0].layout.canvas, layout.panes[1].layout.canvas)
                }
            }
        }
    }

    func testAPointIsInThePaneWhosePartOfTheWindowHoldsIt() {
        let layout = ComparedLayout(canvas: Size(1600, 900), sceneSizes: (widget, widget), timeline: TimelinePlacement(), hasStatusBar: true)
        XCTAssertEqual(layout.pane(at: Point(100, 300)), 0)
        XCTAssertEqual(layout.pane(at: Point(1500, 300)), 1)
        XCTAssertNil(layout.pane(at: Point(100, 5)), "a header")
        XCTAssertNil(layout.pane(at: layout.divergenceBand.center))
        let b = layout.panes[1]
        XCTAssertEqual(b.windowPoint(b.localPoint(Point(1234, 567))), Point(1234, 567))
    }

    func testAComparisonOpensAtMostTheScreenAndAtLeastMostOfIt() {
        let screen = Size(1920, 1080)
        let opening = ComparedLayout.openingCanvas(sceneSizes: (widget, widget), timeline: TimelinePlacement(), hasStatusBar: true, limit: screen)
        XCTAssertTrue(opening.width <= 1920 && opening.height <= 1080 && opening.width >= 1536 && opening.height >= 864, "\(opening)")
    }

    /// With no screen to fit, the opening size shows both scenes whole at 1× (or at the fixed
    /// scale), as the layout lays them out, and is not much larger than that needs.
    func testTheOpeningSizeShowsBothScenesWholeAtTheirScale() {
        for (sizes, scale) in [((widget, widget), nil), ((widget, Size(320, 200)), nil), ((Size(300, 900), widget), nil),
                               ((widget, widget), 2.0), ((Size(375, 667), Size(375, 667)), 0.5)] as [((Size, Size), Double?)] {
            let canvas = ComparedLayout.openingCanvas(sceneSizes: sizes, timeline: TimelinePlacement(), hasStatusBar: true, scale: scale)
            let layout = ComparedLayout(canvas: canvas, sceneSizes: sizes, timeline: TimelinePlacement(), hasStatusBar: true, fixedScale: scale)
            for pane in layout.panes {
                XCTAssertGreaterThanOrEqual(pane.layout.scale, (scale ?? 1) * 0.999, "\(sizes) at \(String(describing: scale)): \(canvas)")
                XCTAssertEqual(pane.layout.visibleViewport.width, pane.layout.viewport.width, accuracy: 1e-6, "whole, not cut: \(sizes) \(canvas)")
                XCTAssertEqual(pane.layout.visibleViewport.height, pane.layout.viewport.height, accuracy: 1e-6, "whole, not cut: \(sizes) \(canvas)")
            }
            let smaller = ComparedLayout(canvas: Size(canvas.width * 0.9, canvas.height * 0.9), sceneSizes: sizes, timeline: TimelinePlacement(),
                                         hasStatusBar: true, fixedScale: scale)
            XCTAssertTrue(smaller.panes.contains { $0.layout.scale < (scale ?? 1) * 0.999 || $0.layout.visibleViewport.height < $0.layout.viewport.height - 1
                              || $0.layout.visibleViewport.width < $0.layout.viewport.width - 1 },
                          "a tenth smaller no longer shows them whole: \(sizes) \(canvas)")
        }
    }
}
