@testable import Drawing
import GestureEngine
import XCTest

/// The code panel: lines lit and fading on engine time, long lines wrapped inside the panel, the
/// lit line kept in view, and everything drawn inside the panel.
final class CodePanelTests: XCTestCase {
    private let text = (1...60).map { "let line\($0) = \($0)" }.joined(separator: "\n") + "\n"

    func testAnEventLightsItsLinesThenFadesOnEngineTime() {
        let events = [
            CodeEvent(time: 1, lines: [3...4], note: "← .began", role: .recognizer),
            CodeEvent(time: 1, lines: [10...12, 20...20], note: "← .began", role: .action),
            CodeEvent(time: 2, lines: [3...3], note: "← .ended", role: .recognizer),
        ]
        XCTAssertTrue(CodeHighlight(events: events, at: 0.99).lines.isEmpty)
        XCTAssertNil(CodeHighlight(events: events, at: 0.99).anchor)
        let now = CodeHighlight(events: events, at: 1)
        XCTAssertEqual(now.lines.keys.sorted(), [3, 4, 10, 11, 12, 20])
        XCTAssertEqual(now.lines[3], CodeHighlight.Lit(strength: 1, note: "← .began"))
        XCTAssertEqual(now.lines[20]?.note, nil, "the note is on the first line only")
        XCTAssertEqual(now.anchor, 10...20, "the action outranks the state change")
        XCTAssertEqual(CodeHighlight(events: events, at: 1.4).lines[10]?.strength, 1)
        XCTAssertEqual(CodeHighlight(events: events, at: 1.8).lines[10]?.strength ?? 0, 0.5, accuracy: 1e-9)
        // The later event wins its line; the earlier ones are dark by then.
        let later = CodeHighlight(events: events, at: 2.3)
        XCTAssertEqual(later.lines.keys.sorted(), [3])
        XCTAssertEqual(later.lines[3]?.note, "← .ended")
        XCTAssertEqual(later.anchor, 3...3)
        // Long after: nothing lit, the panel stays on the last event's lines.
        XCTAssertTrue(CodeHighlight(events: events, at: 10).lines.isEmpty)
        XCTAssertEqual(CodeHighlight(events: events, at: 10).anchor, 3...3)
        XCTAssertTrue(CodeHighlight.isFading(events, at: 2.5))
        XCTAssertFalse(CodeHighlight.isFading(events, at: 3.2))
        XCTAssertTrue(CodeHighlight(events: events, at: .nan).lines.isEmpty)
    }

    func testLongLinesWrapInsideTheWidthAndKeepEveryCharacter() {
        let line = "        widget.center = CGPoint(x: widget.center.x + translation.x, y: widget.center.y + translation.y)"
        let listing = CodeListing(text: line + "\nx\n", title: "t.swift")
        let measurer = EstimatedTextMeasure()
        for width in [40.0, 120, 200, 333, 2000] {
            let rows = listing.rows(width: width, fontSize: 10, measurer: measurer)
            let first = rows.filter { $0.line == 1 }
            XCTAssertEqual(first.first?.continues, false)
            XCTAssertTrue(first.dropFirst().allSatisfy(\.continues))
            XCTAssertEqual(first.flatMap(\.pieces).map(\.token.text).joined().filter { $0 != " " }, line.filter { $0 != " " })
            if width < 100 {
                XCTAssertEqual(first.count, 1, "narrower than the line's indent: not wrapped, cut by the panel")
            } else {
                for row in rows { XCTAssertLessThanOrEqual(row.width, width + 1e-9, "\(width)") }
            }
            XCTAssertEqual(rows.last?.line, 2)
        }
        XCTAssertEqual(listing.rows(width: 2000, fontSize: 10, measurer: measurer).count, 2)
    }

    func testThePanelScrollsToKeepTheAnchorInViewWithinTheListing() {
        let listing = CodeListing(text: text, title: "t.swift")
        let rows = listing.rows(width: 500, fontSize: 10, measurer: EstimatedTextMeasure())
        XCTAssertEqual(CodePanel.firstRow(of: rows, anchor: nil, visibleRows: 12), 0)
        XCTAssertEqual(CodePanel.firstRow(of: rows, anchor: 3...3, visibleRows: 12), 0)
        XCTAssertEqual(CodePanel.firstRow(of: rows, anchor: 30...31, visibleRows: 12), 25, "a third of the way down")
        XCTAssertEqual(CodePanel.firstRow(of: rows, anchor: 59...60, visibleRows: 12), 48, "no space past the end")
        XCTAssertEqual(CodePanel.firstRow(of: rows, anchor: 30...31, visibleRows: 100), 0)
    }

    func testEverythingIsDrawnInsideThePanelAndTheLitLineIsBanded() {
        let listing = CodeListing(text: text, title: "t.swift")
        let frame = Rect(100, 50, 300, 200)
        let events = [CodeEvent(time: 1, lines: [40...40], note: "← true", role: .question)]
        var list = DrawList(size: Size(500, 300), background: .black)
        CodePanel.draw(listing, highlight: CodeHighlight(events: events, at: 1), in: frame, typeScale: .unit, measurer: EstimatedTextMeasure(),
                       into: &list)
        XCTAssertEqual(list.commands.first, .clip(frame))
        XCTAssertEqual(list.commands.last, .clip(nil))
        let texts = list.commands.compactMap { if case let .text(run) = $0 { run } else { nil } }
        XCTAssertTrue(texts.contains { $0.text == "40" }, "the lit line is shown")
        XCTAssertTrue(texts.contains { $0.text == "← true" })
        XCTAssertFalse(texts.contains { $0.text == "1" }, "scrolled past the top")
        XCTAssertTrue(texts.allSatisfy { $0.fontSize == CodePanel.baseFontSize })
        for run in texts where run.text != "t.swift" {
            XCTAssertTrue(frame.contains(run.position), "\(run.text) at \(run.position)")
        }
        let bands = list.commands.filter { if case let .fill(shape, color) = $0 { shape.rect.height < 20 && color.alpha < 0.5 } else { false } }
        XCTAssertEqual(bands.count, 1, "one lit row")
    }

    /// A comparison's lines the other side lacks get a vermillion bar in the gutter, on the rows
    /// in view only.
    func testMarkedLinesHaveAGutterBar() {
        let listing = CodeListing(text: text, title: "t.swift")
        let frame = Rect(0, 0, 300, 200)
        var list = DrawList(size: Size(300, 200), background: .black)
        CodePanel.draw(listing, highlight: CodeHighlight(events: [], at: 0), marked: [2, 3, 59], in: frame, typeScale: .unit,
                       measurer: EstimatedTextMeasure(), into: &list)
        let bars = list.commands.compactMap { command -> Rect? in
            guard case let .fill(shape, color) = command, color == Palette.exclusionMarker else { return nil }
            return shape.rect
        }
        XCTAssertEqual(bars.count, 2, "lines 2 and 3 are in view, 59 is not")
        XCTAssertLessThan(bars[0].minY, bars[1].minY)
    }
}
