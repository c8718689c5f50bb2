import Drawing
import EngineTestSupport
import ExampleRecognizers
import Foundation
import GestureEngine
import SceneFormat
import Session
import XCTest

/// Every shipped scene, in the window's layout at 1280×800 and 800×600: the views its demo
/// touches are drawn in full inside the scene's viewport, never under the timeline panel or
/// the status bar, and each demo touch lands where it is drawn.
final class SceneLayoutTests: EngineTestCase {
    private let scenesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenes")

    func testTheDemosHitViewsAreFullyVisibleBesideTheTimelineAtBothWindowSizes() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: scenesFolder.path).filter { $0.hasSuffix(".yaml") }.sorted()
        XCTAssertGreaterThan(names.count, 10)
        // Scenes whose demo only animates (curves) hit nothing.
        var checkedHits = 0
        for name in names {
            let scene = try SceneLoader.loadScene(path: scenesFolder.appendingPathComponent(name).path, recognizers: .withExamples).get()
            let session = replayUnderTest(of: scene, playing: .script(scene.script, timeScale: 1))
            let events = session.engine.trace.events
            var began: [Int: Point] = [:]
            var hits: [(touch: Int, view: String)] = []
            for event in events {
                switch event.kind {
                case let .touch(touch, .began, location, _, _, _): began[touch] = location
                case let .hit(touch, view?, _, _): hits.append((touch, view))
                default: break
                }
            }
            checkedHits += hits.count
            for canvas in [Size(1280, 800), Size(800, 600)] {
                let layout = session.layout(canvas: canvas, hasStatusBar: true)
                let panel = try XCTUnwrap(layout.timeline, name)
                XCTAssertNil(layout.viewport.intersection(panel).flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil }, "\(name) \(canvas)")
                for hit in hits {
                    guard let location = began[hit.touch] else { continue }
                    let onScreen = layout.windowPoint(location)
                    XCTAssertTrue(layout.viewport.contains(onScreen) && !panel.contains(onScreen),
                                  "\(name) at \(canvas): touch \(hit.touch) lands at \(onScreen), outside the scene's viewport \(layout.viewport)")
                    guard hit.view != session.engine.window.id, let view = session.engine.window.descendant(withID: hit.view),
                          let frame = Self.shownFrame(of: view) else { continue }
                    let drawn = layout.sceneToWindow.apply(to: frame)
                    let visible = drawn.intersection(layout.viewport)
                    XCTAssertEqual(visible.map { $0.width * $0.height } ?? 0, drawn.width * drawn.height, accuracy: 1e-6 * drawn.width * drawn.height + 1e-9,
                                   "\(name) at \(canvas): \(hit.view) is drawn at \(drawn), not all inside the viewport \(layout.viewport)")
                }
            }
        }
        XCTAssertGreaterThan(checkedHits, 20)
    }

    /// The part of `view` (window points) the scene itself shows: within the window and every
    /// clipping ancestor (a scroll view's content scrolled partly away is shown only in part);
    /// nil when none of it is.
    private static func shownFrame(of view: View) -> Rect? {
        guard var shown = view.convert(view.bounds, to: nil) else { return nil }
        var ancestor = view.superview
        while let clipping = ancestor {
            if clipping.clipsToBounds || clipping.superview == nil {
                guard let bounds = clipping.convert(clipping.bounds, to: nil), let inside = shown.intersection(bounds) else { return nil }
                shown = inside
            }
            ancestor = clipping.superview
        }
        return shown.width > 0 && shown.height > 0 ? shown : nil
    }
}
