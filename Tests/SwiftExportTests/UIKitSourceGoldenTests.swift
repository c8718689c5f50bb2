import ExampleRecognizers
import GoldenSupport
import SceneFormat
import SwiftExport
import XCTest

/// The generated Swift of varied shipped scenes, compared with approved goldens
/// (`Tests/Goldens/swift/`; `GESTURESCOPE_RECORD_GOLDENS=1 swift test --filter UIKitSourceGoldenTests`
/// re-records them). `make test` typechecks every scene's file against the UIKit interface.
final class UIKitSourceGoldenTests: XCTestCase {
    /// The talk's stage 4: a tap and a pan on one view, `pan.require(toFail: tap)`, two action methods.
    func testPanRequiresTap() throws {
        try assertSourceGolden("widget-4-pan-requires-tap")
    }

    /// A block animation at load, a presentation hit test, a grab, a drag that keeps its
    /// translation, a spring throw.
    func testInterruptibleInteraction() throws {
        try assertSourceGolden("interruptible")
    }

    /// Delegate rules (`shouldReceive`, `shouldBegin`) and a subclass per `canPrevent` override.
    func testDelegateRulesAndOverrides() throws {
        try assertSourceGolden("relevant-who-takes-part")
    }

    /// Drag interactions adding items, a drop target moving them in, their delegates.
    func testDragAndDrop() throws {
        try assertSourceGolden("drag-adding")
    }

    /// Property animators: paused, scrubbed by a pan, continued, reversed.
    func testPropertyAnimators() throws {
        try assertSourceGolden("property-animator")
    }
}

/// The source of the shipped scene `name` (loaded afresh).
func shippedSource(_ name: String) throws -> UIKitSource {
    let scene = try shippedScene(name)
    return UIKitSource(scene: scene, name: name)
}

func shippedScene(_ name: String) throws -> SceneDescription {
    try SceneLoader.loadScene(path: Golden.repositoryRoot.appendingPathComponent("Scenes/\(name).yaml").path, recognizers: .withExamples).get()
}

private func assertSourceGolden(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
    assertGolden(text: try shippedSource(name).text, named: "swift/\(name).swift", file: file, line: line)
}
