@testable import Drawing
import EngineTestSupport
import ExampleRecognizers
import Foundation
import GestureEngine
import SceneFormat
import XCTest

/// The shipped scenes' demos replayed as `Replay` does (Session's one recipe: the script from
/// engine time 0, then pending timers until the engine is at rest), the trace fed to an
/// `OverlayState`: the timeline as the window and `snapshot` would draw it, at chosen moments.
enum ShippedSceneTimelines {
    static let scenesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenes")

    /// Every `.yaml` file in Scenes/, sorted.
    static var scenePaths: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: scenesFolder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { scenesFolder.appendingPathComponent($0).path }
    }

    static func scene(named name: String) throws -> SceneDescription {
        try SceneLoader.loadScene(path: scenesFolder.appendingPathComponent("\(name).yaml").path, recognizers: .withExamples).get()
    }

    /// The timeline at each moment of `moments` (engine seconds, ascending) and, last, once the
    /// engine is at rest after the script; each with the engine time it was taken at.
    static func timelines(of scene: SceneDescription, at moments: [Double] = []) -> [(time: Double, model: TimelineModel)] {
        let engine = scene.makeEngine()
        checkAtRestAfterTest(engine)
        let overlay = OverlayState(quietViewIDs: scene.quietViewIDs)
        var player = ScriptPlayer(script: scene.script)
        var consumed = 0
        var result: [(time: Double, model: TimelineModel)] = []
        func advance(to time: Double) {
            player.play(into: engine, until: time)
            overlay.consume(engine.trace.events(from: consumed), window: engine.window)
            consumed = engine.trace.endIndex
        }
        for moment in moments {
            advance(to: moment)
            result.append((moment, overlay.timeline))
        }
        advance(to: max(scene.script.endTime, moments.last ?? 0))
        let limit = engine.now + 60
        while let due = engine.nextTimerDue, due <= limit { advance(to: due) }
        result.append((engine.now, overlay.timeline))
        return result
    }

    /// The moments worth drawing in a scene's demo: each step's start and end (the script's
    /// touch-downs, lifts and moves' ends) and the poster time.
    static func keyMoments(of scene: SceneDescription) -> [Double] {
        let times = scene.script.steps.flatMap { [$0.time, $0.endTime] } + [scene.effectivePosterTime]
        return Set(times).sorted()
    }
}
