@testable import Drawing
import EngineTestSupport
import GestureEngine
import SceneFormat
import XCTest

/// The timeline's text never overprints and never leaves its panel, on every shipped scene's
/// demo, in both shapes the panel takes (docked at the right: tall and narrow; docked below:
/// wide and short) and at the smallest sizes, with the estimated widths and with a wider
/// measurer (a font that runs wider than the estimate must move labels apart, not overprint);
/// whole, and zoomed ×4 at the interaction's start, middle and end with a pinned moment.
final class TimelineLabelLayoutTests: EngineTestCase {
    /// Docked at the right, docked below.
    static let panels = [Rect(900, 20, 380, 700), Rect(8, 500, 1264, 250)]
    /// The smallest the window makes the panel (90 pt tall), wide and narrow.
    static let smallPanels = [Rect(8, 700, 1264, 90), Rect(8, 700, 200, 90)]

    /// A font a third wider than the estimate, and one whose capitals and digits are wider still.
    struct WideMeasure: TextMeasuring {
        func width(of text: String, fontSize: Double) -> Double {
            text.reduce(0) { $0 + fontSize * ($1.isUppercase || $1.isNumber ? 0.9 : 0.7) }
        }
    }

    /// The box a text run covers, computed here from its position, alignment and size.
    static func box(_ run: TextRun, _ measurer: some TextMeasuring) -> Rect {
        let width = measurer.width(of: run.text, fontSize: run.fontSize) * run.scale
        let height = run.fontSize * TextRun.lineHeightFactor * run.scale
        let left = run.alignment == .left ? run.position.x : run.alignment == .right ? run.position.x - width : run.position.x - width / 2
        return Rect(left, run.position.y - height / 2, width, height)
    }

    /// Zoomed ×4 around the interaction's start, middle and end, each with that moment pinned.
    static func zoomedViews(of model: TimelineModel, now: Double) -> [TimelineView] {
        let end = model.isHolding ? model.latestTime : max(model.latestTime, now)
        return [model.startTime, (model.startTime + end) / 2, end].map { moment in
            var view = TimelineView()
            view.zoom(by: 4, around: moment, model: model, now: now)
            view.pinned = moment
            return view
        }
    }

    static func texts(_ list: DrawList) -> [TextRun] {
        list.commands.compactMap { if case let .text(run) = $0 { run } else { nil } }
    }

    /// The window bounds of every marker the timeline draws (actions' diamonds, exclusions, the
    /// crosses of refused calls, delivered calls' and touch phases' ticks), by their colours and
    /// base sizes.
    static func markers(_ list: DrawList) -> [(kind: String, box: Rect)] {
        list.commands.compactMap { command in
            guard case let .fill(shape, color) = command else { return nil }
            let kind: String? = switch color {
            case Palette.actionMarker: "action"
            case Palette.exclusionMarker where shape.rect.width == 2 || shape.rect.height == 1.5: "exclusion"
            case Palette.delivery where shape.rect.width == 3: "tick"
            default: nil
            }
            return kind.map { ($0, shape.transform.apply(to: shape.rect)) }
        }
    }

    /// Every pair of text boxes that intersect, every marker over a text, and every box not
    /// inside `frame`, as readable lines.
    static func problems(in list: DrawList, frame: Rect, measurer: some TextMeasuring) -> [String] {
        let boxes = texts(list).map { ($0.text, box($0, measurer)) }
        var problems: [String] = []
        for (kind, marker) in markers(list) {
            for (text, box) in boxes where box.minX < marker.maxX - 1e-6 && marker.minX < box.maxX - 1e-6
                && box.minY < marker.maxY - 1e-6 && marker.minY < box.maxY - 1e-6 {
                problems.append("the \(kind) marker \(marker) covers \"\(text)\" \(box)")
            }
        }
        for (text, box) in boxes where box.minX < frame.minX - 1e-6 || box.maxX > frame.maxX + 1e-6
            || box.minY < frame.minY - 1e-6 || box.maxY > frame.maxY + 1e-6 {
            problems.append("\"\(text)\" \(box) leaves the panel \(frame)")
        }
        for (index, (text, box)) in boxes.enumerated() {
            for (other, otherBox) in boxes[(index + 1)...] where box.minX < otherBox.maxX - 1e-6 && otherBox.minX < box.maxX - 1e-6
                && box.minY < otherBox.maxY - 1e-6 && otherBox.minY < box.maxY - 1e-6 {
                problems.append("\"\(text)\" \(box) overprints \"\(other)\" \(otherBox)")
            }
        }
        return problems
    }

    private func assertEveryShippedSceneLaysOutCleanly(measurer: some TextMeasuring, file: StaticString = #filePath, line: UInt = #line) throws {
        let paths = ShippedSceneTimelines.scenePaths
        XCTAssertGreaterThanOrEqual(paths.count, 16, "the shipped scenes", file: file, line: line)
        for path in paths {
            let scene = try SceneLoader.loadScene(path: path, recognizers: .withExamples).get()
            // The panel as windows of a projector, a laptop and a small screen lay it out, at their
            // type scales, and the fixed panels at the base size.
            let windows = Self.windowSizes.compactMap { canvas -> (Rect, TypeScale)? in
                let layout = FrameLayout(canvas: canvas, sceneSize: scene.windowSize, timeline: TimelinePlacement(), hasStatusBar: true)
                return layout.timeline.map { ($0, layout.timelineScale) }
            }
            for (time, model) in ShippedSceneTimelines.timelines(of: scene, at: ShippedSceneTimelines.keyMoments(of: scene)) {
                for (frame, typeScale) in (Self.panels + Self.smallPanels).map({ ($0, TypeScale.unit) }) + windows {
                    for view in [TimelineView()] + Self.zoomedViews(of: model, now: time) {
                        var list = DrawList(size: Size(1920, 1080), background: .black)
                        TimelineRenderer.draw(model, in: frame, now: time, measurer: measurer, view: view, typeScale: typeScale, into: &list)
                        let name = (path as NSString).lastPathComponent
                        let context = "\(name) at \(formatNumber(time)) s in \(frame) at ×\(formatNumber(typeScale.factor)), "
                            + "zoom ×\(formatNumber(view.zoom)) pinned at \(view.pinned ?? .nan)"
                        XCTAssertEqual(Self.problems(in: list, frame: frame, measurer: measurer), [], context, file: file, line: line)
                        XCTAssertEqual(Self.repeatedTitles(in: list, model: model), [], context, file: file, line: line)
                        if !model.lanes.isEmpty, view.pinned != nil {
                            XCTAssertTrue(Self.texts(list).contains { $0.color == Palette.panelTitle }, "the pin's time: \(context)", file: file, line: line)
                        }
                    }
                }
            }
        }
    }

    /// Windows the sweep lays the panel out for: 800 × 600, 1280 × 800 and 1920 × 1080.
    static let windowSizes = [Size(800, 600), Size(1280, 800), Size(1920, 1080)]

    /// Row titles drawn alike for lanes whose titles differ (the titles are the runs at the
    /// panel's left, where no label goes).
    static func repeatedTitles(in list: DrawList, model: TimelineModel) -> [String] {
        let runs = texts(list)
        guard let left = runs.map(\.position.x).min() else { return [] }
        let titles = runs.filter { $0.position.x == left && $0.alignment == .left }.map(\.text)
        let distinctLanes = Set(model.lanes.map(TimelineRenderer.title)).count == model.lanes.count
        return distinctLanes ? Dictionary(grouping: titles, by: { $0 }).filter { $0.value.count > 1 }.map(\.key) : []
    }

    func testNoLabelOverprintsAnotherOrLeavesThePanelInAnyShippedScene() throws {
        try assertEveryShippedSceneLaysOutCleanly(measurer: EstimatedTextMeasure())
    }

    func testAWiderFontMovesLabelsApartInsteadOfOverprinting() throws {
        try assertEveryShippedSceneLaysOutCleanly(measurer: WideMeasure())
    }
}

/// What the layout must keep visible: the talk's key moments.
final class TimelineKeyMomentTests: EngineTestCase {
    private func drawnTexts(_ model: TimelineModel, in frame: Rect, now: Double) -> [String] {
        var list = DrawList(size: Size(1280, 800), background: .black)
        TimelineRenderer.draw(model, in: frame, now: now, into: &list)
        return TimelineLabelLayoutTests.texts(list).map(\.text)
    }

    /// Widget 2: the pan's first move past 10 pt excludes the tap and the view hears
    /// `cancelled(T1)` at the instant of a `moved(T1)`; the second touch's `cancelled(T2)` comes
    /// with the lift that recognizes the tap.
    func testWidget2ShowsTheViewsCancelledCallsInBothPanelShapes() throws {
        let scene = try ShippedSceneTimelines.scene(named: "widget-2-tap-pan")
        let moments = ShippedSceneTimelines.timelines(of: scene, at: [0.5])
        XCTAssertEqual(moments.map(\.time), [0.5, 1.1])
        for frame in TimelineLabelLayoutTests.panels {
            let first = drawnTexts(moments[0].model, in: frame, now: 0.5)
            XCTAssertTrue(first.contains("cancelled(T1)"), "\(frame): \(first)")
            XCTAssertTrue(first.contains("failed: excluded by pan"), "\(frame): \(first)")
            let second = drawnTexts(moments[1].model, in: frame, now: 1.1)
            XCTAssertTrue(second.contains("cancelled(T2)"), "\(frame): \(second)")
        }
    }

    /// Tap vs double tap: the second tap continues the first one's timeline (the double tap
    /// was still waiting for it), so the single tap's suppression shows beside both touches.
    func testADoubleTapIsOneTimelineShowingTheSingleTapsSuppression() throws {
        let scene = try ShippedSceneTimelines.scene(named: "tap-vs-double-tap")
        let model = ShippedSceneTimelines.timelines(of: scene, at: [0.55])[0].model
        XCTAssertEqual(model.startTime, 0.2)
        XCTAssertEqual(model.lanes.map(\.id), ["touches", "single", "double", "photo"])
        for frame in TimelineLabelLayoutTests.panels {
            let texts = drawnTexts(model, in: frame, now: 0.55)
            for expected in ["T1 began (320,210)", "T2 ended (322,212)", "waits for double", "suppressed: double won", "cancelled(T1, T2)"] {
                XCTAssertTrue(texts.contains(expected), "\(frame): \(expected) in \(texts)")
            }
        }
    }

    /// Three squares mid-gesture: the rotation's two simultaneity questions at one instant share
    /// a label; with every lane at full size too tall for the wide panel the rows compact, and
    /// only the two recognizers that never left `possible` and then the UITouch row (the
    /// recognizers' action diamonds take a strip of their own) are hidden, and said to be.
    func testSameInstantQuestionsShareALabelAndCrowdedRowsCompactBeforeHiding() throws {
        let scene = try ShippedSceneTimelines.scene(named: "three-squares")
        let model = ShippedSceneTimelines.timelines(of: scene, at: [1.19])[0].model
        XCTAssertEqual(model.lanes.count, 11)
        let tall = drawnTexts(model, in: TimelineLabelLayoutTests.panels[0], now: 1.19)
        XCTAssertTrue(tall.contains("shouldRecognizeSimultaneously P_Y, Z_Y? yes"), "\(tall)")
        XCTAssertEqual(tall.filter { model.lanes.map(TimelineRenderer.title).contains($0) }.count, 11, "every lane in the tall panel")
        let wide = drawnTexts(model, in: TimelineLabelLayoutTests.panels[1], now: 1.19)
        XCTAssertEqual(wide.filter { model.lanes.map(TimelineRenderer.title).contains($0) },
                       ["P_Y", "Z_Y", "R_Y", "LP_Y", "view yellow", "P_C", "LP_C", "view cyan"])
        XCTAssertEqual(wide.last, "+3 rows hidden (enlarge the panel): UITouch, Z_C, R_C")
    }

    /// The smallest panel the window allows (90 pt) cannot hold the two squares' four winning
    /// recognizers at the readable minimum: they are squeezed, never hidden.
    func testWinningRecognizersKeepTheirRowsInTheSmallestPanel() throws {
        let scene = try ShippedSceneTimelines.scene(named: "three-squares")
        let model = ShippedSceneTimelines.timelines(of: scene, at: [1.19])[0].model
        let frame = Rect(8, 700, 1264, 90)
        var list = DrawList(size: Size(1280, 800), background: .black)
        TimelineRenderer.draw(model, in: frame, now: 1.19, into: &list)
        let titles = TimelineLabelLayoutTests.texts(list).map(\.text).filter { model.lanes.map(TimelineRenderer.title).contains($0) }
        XCTAssertEqual(titles, ["P_Y", "Z_Y", "R_Y", "P_C"])
        XCTAssertEqual(TimelineLabelLayoutTests.problems(in: list, frame: frame, measurer: EstimatedTextMeasure()), [])
    }
}
