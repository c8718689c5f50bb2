import GestureEngine
import XCTest

/// Engines made during the running test (harnesses, `engineUnderTest`, sessions registered with
/// `checkAtRestAfterTest`).
/// Tests run one at a time on one thread.
nonisolated(unsafe) private var enginesUnderTest: [Engine] = []

/// Registers `engine` for the end-of-test check of `EngineTestCase`.
public func checkAtRestAfterTest(_ engine: Engine) {
    guard !enginesUnderTest.contains(where: { $0 === engine }) else { return }
    enginesUnderTest.append(engine)
}

/// The base of every test that makes an engine: each engine registered during the test must end at rest
/// (`unfinishedWork` empty: no touch down, no timer, every `began` answered, every recognizer
/// reset), unless the test is named in `endsUnfinishedByDesign`.
open class EngineTestCase: XCTestCase {
    /// Tests that deliberately end with work in flight. Names are `Class.testMethod`.
    public static let endsUnfinishedByDesign: Set<String> = [
        // Hit testing and scrubbing mid-animation: the completion timer is still pending.
        "AnimationHitTestingTests.testAViewThatHitTestsItsPresentationIsHitWhereItIsDrawn",
        "AnimationHitTestingTests.testWithAllowUserInteractionTheModelGeometryDecides",
        "AnimationHitTestingTests.testWithoutAllowUserInteractionTheAnimatingViewIsUntouchable",
        "AnimationSystemTests.testTransformAnimatesAsATurnNotAShrinkingMatrix",
        "PropertyAnimatorTests.testAnimatorViewsAreHitWhereDrawnUnlessManualOrNotInteractive",
        "PropertyAnimatorTests.testNonInterruptibleRefusesPauseStopReverseAndFlagChangesWhileActive",
        "PropertyAnimatorTests.testPausedScrubbingIsLinearOrCurved",
        // Moves of a finger that stays down.
        "ResponderDeliveryTests.testMovesThatChangeNothingAreDroppedButForceOrRadiusChangesAreMoves",
        // Overlay frames drawn while fingers are down, mid-gesture.
        "FingerOverlayTests.testAReportedContactRadiusIsDrawnInsideTheRingOrGrowsIt",
        "FingerOverlayTests.testRingTrailPathCountAndLongPressProgress",
        "SceneSessionTests.testRingsAreCaptionedWithTheirSource",
        "TraceInputReplayTests.testTheSameFrameIsDrawnFromTheTrace",
    ]

    override open func tearDown() {
        let engines = enginesUnderTest
        enginesUnderTest.removeAll()
        if !Self.endsUnfinishedByDesign.contains(testName) {
            for engine in engines {
                XCTAssertEqual(engine.unfinishedWork, [], "the test's engine does not end at rest")
            }
        }
        super.tearDown()
    }

    /// `Class.testMethod`, whatever decoration the platform's `name` carries.
    private var testName: String {
        let trimmed = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]"))
        return trimmed.replacingOccurrences(of: " ", with: ".")
    }
}

/// An engine for `window` that must end the test at rest (see `EngineTestCase`).
public func engineUnderTest(window: View) -> Engine {
    let engine = Engine(window: window)
    checkAtRestAfterTest(engine)
    return engine
}
