@testable import GestureEngine
import XCTest

/// The arbiter alone, as Flutter tests its arena: fake members on one shared touch, fake
/// answers, and a log of the decisions it hands to its effects. No view tree, no engine.
final class ArbiterTests: XCTestCase {
    // MARK: §5.2 exclusion, §5.5 simultaneity

    func testTheFirstToBeginExcludesTheOthersOnItsTouch() {
        let arena = Arena(["A", "B"])
        arena.change("A", to: .began)
        arena.settle()
        XCTAssertEqual(arena.log, ["letOut A", "ruleOut B by A", "tookTouches A"])
        XCTAssertEqual(arena.record("A").status, .effective)
        XCTAssertEqual(arena.record("A").queuedActions, [.began])
        XCTAssertEqual(arena.record("B").status, .finished)
    }

    func testSimultaneityIsAskedAtEachAttemptToLeavePossibleAndNeverOnChanged() {
        let arena = Arena(["A", "B"])
        arena.questions.simultaneous["A>B"] = false
        arena.questions.simultaneous["B>A"] = true
        arena.change("A", to: .began)
        arena.settle()
        XCTAssertEqual(arena.questions.asked, ["A>B", "B>A"], "the attempting side first, the other while the answer is no")
        // §5.5: B's own attempt asks again (B's delegate first: true, so A's is not asked).
        arena.change("B", to: .began)
        arena.change("A", to: .changed)
        arena.settle()
        XCTAssertEqual(arena.questions.asked, ["A>B", "B>A", "B>A"])
        // Changes ask nothing, even after a participant joined on a touch of its own.
        arena.joinOnAnotherTouch("C")
        arena.change("A", to: .changed)
        arena.change("B", to: .changed)
        arena.settle()
        XCTAssertEqual(arena.questions.asked, ["A>B", "B>A", "B>A"])
        XCTAssertEqual(arena.record("A").queuedActions, [.began, .changed, .changed])
        XCTAssertEqual(arena.record("B").queuedActions, [.began, .changed])
        XCTAssertFalse(arena.log.contains { $0.hasPrefix("ruleOut") || $0.hasPrefix("force") })
    }

    func testTheAnswerAtAnAttemptDecidesThatTransition() {
        let arena = Arena(["A", "B"])
        arena.questions.simultaneous["A>B"] = true
        arena.change("A", to: .began)
        arena.settle()
        // The delegate changed its mind before B's attempt: B is refused (§5.3), A keeps the touch.
        arena.questions.simultaneous["A>B"] = false
        arena.change("B", to: .began)
        arena.settle()
        XCTAssertEqual(arena.questions.asked, ["A>B", "A>B"])
        XCTAssertEqual(arena.log, ["letOut A", "tookTouches A", "ruleOut B by A"])
        XCTAssertEqual(arena.record("A").status, .effective)
    }

    func testAMemberThatEndedInThisTurnIsStillAskedAboutWhateverTheOrder() {
        // §11 E3: the pan ends and the tap recognizes at one lift; the tap's attempt asks about
        // the pan, whether the pan's end is arbitrated before the tap's attempt or after it.
        for panFirst in [true, false] {
            let arena = Arena(panFirst ? ["pan", "tap"] : ["tap", "pan"], discrete: ["tap"])
            arena.questions.simultaneous["pan>tap"] = true
            arena.change("pan", to: .began)
            arena.settle()
            arena.arbiter.endTurn()
            arena.change("pan", to: .ended)
            arena.change("tap", to: .ended)
            arena.settle()
            XCTAssertEqual(arena.questions.asked, ["pan>tap", "pan>tap"], "pan first: \(panFirst)")
            XCTAssertEqual(arena.record("pan").queuedActions, [.began, .ended], "pan first: \(panFirst)")
            XCTAssertEqual(arena.record("tap").queuedActions, [.ended], "pan first: \(panFirst)")
        }
    }

    func testAMemberThatEndedInThisTurnKeepsTheTouchWhateverTheOrder() {
        // §5.3 with no simultaneity: a tap recognizing in the turn a pan ends is refused by the
        // pan, in either participant order.
        for panFirst in [true, false] {
            let arena = Arena(panFirst ? ["pan", "tap"] : ["tap", "pan"], discrete: ["tap"])
            arena.questions.cannotPrevent = ["pan>tap"]
            arena.change("pan", to: .began)
            arena.settle()
            arena.arbiter.endTurn()
            arena.questions.cannotPrevent = []
            arena.change("pan", to: .ended)
            arena.change("tap", to: .ended)
            arena.settle()
            XCTAssertEqual(arena.record("tap").queuedActions, [], "pan first: \(panFirst)")
            XCTAssertTrue(arena.log.contains("ruleOut tap by pan"), "pan first: \(panFirst)")
        }
    }

    func testAMemberJoiningAnActiveOnesTouchIsAskedAboutOnceAtTheNextChangeAndExcluded() {
        // §5.2 at every effective change; §5.5: a pair first met at a change is asked then, once.
        let arena = Arena(["A"])
        arena.change("A", to: .began)
        arena.settle()
        arena.joinOnTheSharedTouch("L")
        arena.questions.simultaneous["A>L"] = false
        arena.change("A", to: .changed)
        arena.settle()
        arena.change("A", to: .changed)
        arena.settle()
        XCTAssertEqual(arena.questions.asked, ["A>L"])
        XCTAssertEqual(arena.log.suffix(1), ["ruleOut L by A"])
        XCTAssertEqual(arena.record("L").status, .finished)
    }

    func testAnAttemptThatGoesPendingAsks() {
        // §5.5: the pan's attempt asks while the tap it waits on is possible.
        let arena = Arena(["tap", "pan"], discrete: ["tap"])
        arena["pan"].require(toFail: arena["tap"])
        arena.questions.simultaneous["pan>tap"] = true
        arena.change("pan", to: .began)
        arena.settle()
        XCTAssertEqual(arena.record("pan").status, .pending)
        XCTAssertEqual(arena.questions.asked, ["pan>tap"])
        arena.change("tap", to: .failed)
        arena.settle()
        XCTAssertEqual(arena.questions.asked, ["pan>tap"], "becoming effective later asks nothing new")
        XCTAssertEqual(arena.record("pan").queuedActions, [.began])
    }

    func testAMemberThatCannotBePreventedIsNotExcluded() {
        let arena = Arena(["A", "B"])
        arena.questions.cannotPrevent = ["A>B"]
        arena.change("A", to: .began)
        arena.settle()
        XCTAssertEqual(arena.record("B").status, .idle)
        XCTAssertTrue(arena.questions.asked.isEmpty, "no simultaneity question for a pair that cannot prevent")
    }

    // MARK: §5.3, §5.4

    func testTheFirstWinnerKeepsTheTouch() {
        let arena = Arena(["A", "B"])
        arena.questions.simultaneous["A>B"] = false
        arena.questions.cannotPrevent = ["A>B"]
        arena.change("A", to: .began)
        arena.settle()
        // B came later: A cannot exclude B, but B becoming effective must not take A's touch.
        arena.questions.cannotPrevent = []
        arena.change("B", to: .began)
        arena.settle()
        XCTAssertEqual(arena.log, ["letOut A", "tookTouches A", "ruleOut B by A"])
        XCTAssertEqual(arena.record("A").status, .effective)
    }

    func testATieGoesToParticipantOrder() {
        let arena = Arena(["A", "B"])
        arena.change("B", to: .began)
        arena.change("A", to: .began)
        arena.settle()
        XCTAssertEqual(arena.log, ["letOut A", "ruleOut B by A", "tookTouches A"],
                       "the loser is never let out: its trace shows only possible → failed")
    }

    func testATieGoesToTheOneWayPreventerFirst() {
        let arena = Arena(["A", "B"])
        arena.questions.cannotPrevent = ["A>B"]
        arena.change("A", to: .began)
        arena.change("B", to: .began)
        arena.settle()
        XCTAssertEqual(arena.log, ["letOut B", "ruleOut A by B", "tookTouches B"])
    }

    // MARK: §6 failure requirements

    func testARequirementMakesItWaitThenEffectiveWithBeganFirst() {
        let arena = Arena(["A", "B"])
        arena["B"].require(toFail: arena["A"])
        arena.change("B", to: .began)
        arena.settle()
        XCTAssertEqual(arena.record("B").status, .pending)
        XCTAssertEqual(arena.log, ["letOut B", "B waits on A"])
        arena.change("B", to: .changed)
        arena.settle()
        XCTAssertEqual(arena.record("B").queuedActions, [], "pending: no action")
        arena.change("A", to: .failed)
        arena.settle()
        XCTAssertEqual(arena.record("B").status, .effective)
        XCTAssertEqual(arena.record("B").queuedActions, [.began], "§6.4: the first action is began")
        XCTAssertEqual(arena.log.suffix(3), ["letOut A", "letOut B", "tookTouches B"])
    }

    func testARequiredRecognizerRecognizingSuppresses() {
        let arena = Arena(["A", "B"])
        arena.questions.requires = ["B>A"]
        arena.change("B", to: .began)
        arena.settle()
        arena.change("A", to: .ended)
        arena.settle()
        XCTAssertEqual(arena.log, ["letOut B", "B waits on A", "letOut A", "letOut B", "suppressed B by A",
                                   "force B cancelled (required A recognized)", "tookTouches A"])
        XCTAssertEqual(arena.record("B").queuedActions, [])
        XCTAssertTrue(arena.record("B").isSuppressed)
    }

    func testShouldBeginFalseFailsItAndSatisfiesItsDependents() {
        let arena = Arena(["A", "B"], discrete: ["A", "B"])
        arena["B"].require(toFail: arena["A"])
        arena.questions.refusesToBegin = ["A"]
        arena.change("B", to: .ended)
        arena.settle()
        arena.change("A", to: .ended)
        arena.settle()
        XCTAssertEqual(arena.log, ["letOut B", "B waits on A", "force A failed (shouldBegin false)", "letOut B", "tookTouches B"])
        XCTAssertEqual(arena.record("B").queuedActions, [.ended])
    }

    func testARequirementRecognizingInTheSameTurnSuppressesItsDependentInEitherOrder() {
        // §6.3–6.5 in one turn: TAP1 requires TAP2; both recognize at one lift. TAP1 waits, TAP2
        // acts, TAP1 is suppressed — whichever comes first in participant order, and whether
        // the requirement is static or answered by a delegate or subclass (§6.1).
        for order in [["TAP1", "TAP2"], ["TAP2", "TAP1"]] {
            for isStatic in [true, false] {
                let arena = Arena(order, discrete: ["TAP1", "TAP2"])
                if isStatic { arena["TAP1"].require(toFail: arena["TAP2"]) } else { arena.questions.requires = ["TAP1>TAP2"] }
                arena.change("TAP1", to: .ended)
                arena.change("TAP2", to: .ended)
                arena.settle()
                let context = "order \(order), static \(isStatic)"
                XCTAssertEqual(arena.record("TAP2").queuedActions, [.ended], context)
                XCTAssertEqual(arena.record("TAP1").queuedActions, [], context)
                XCTAssertTrue(arena.record("TAP1").isSuppressed, context)
                XCTAssertFalse(arena.log.contains("ruleOut TAP2 by TAP1"), context)
            }
        }
    }

    func testARequirementFailingInTheSameTurnLetsItsDependentActInEitherOrder() {
        for order in [["TAP1", "TAP2"], ["TAP2", "TAP1"]] {
            let arena = Arena(order, discrete: ["TAP1", "TAP2"])
            arena["TAP1"].require(toFail: arena["TAP2"])
            arena.change("TAP1", to: .ended)
            arena.change("TAP2", to: .failed)
            arena.settle()
            XCTAssertEqual(arena.record("TAP1").queuedActions, [.ended], "order \(order)")
            XCTAssertEqual(arena.log.suffix(3), ["letOut TAP2", "letOut TAP1", "tookTouches TAP1"],
                           "order \(order): the requirement's failure is shown before its dependent acts")
        }
    }

    func testAnEdgeClosingACycleIsDropped() {
        let arena = Arena(["A", "B"], discrete: ["A", "B"])
        arena["A"].require(toFail: arena["B"])
        arena["B"].require(toFail: arena["A"])
        arena.change("A", to: .ended)
        arena.settle()
        XCTAssertEqual(arena.log, ["cycle: A drops B", "letOut A", "force B failed (required A recognized)", "tookTouches A"])
        XCTAssertEqual(arena.record("A").queuedActions, [.ended])
    }
}

// MARK: Fakes

/// A member: a recognizer outside any view or engine, whose state the test assigns.
private final class FakeMember: GestureRecognizer {
    let discrete: Bool
    init(id: String, discrete: Bool) {
        self.discrete = discrete
        super.init(id: id)
    }
    override var isDiscrete: Bool { discrete }
}

/// Answers from tables; pairs are written `"X>Y"`.
private final class FakeQuestions: ArbitrationQuestions {
    var refusesToBegin: Set<String> = []
    /// `X>Y`: X, effective, may not exclude Y.
    var cannotPrevent: Set<String> = []
    /// `X>Y`: X's delegate's answer about Y; absent: not implemented.
    var simultaneous: [String: Bool] = [:]
    /// `X>Y`: X requires Y to fail.
    var requires: Set<String> = []
    /// The simultaneity questions asked, in order.
    var asked: [String] = []

    func shouldBegin(_ recognizer: GestureRecognizer) -> Bool { !refusesToBegin.contains(recognizer.id) }
    func prevents(_ winner: GestureRecognizer, _ loser: GestureRecognizer) -> Bool { !cannotPrevent.contains("\(winner.id)>\(loser.id)") }
    func shouldRecognizeSimultaneously(_ asker: GestureRecognizer, with other: GestureRecognizer) -> Bool? {
        let pair = "\(asker.id)>\(other.id)"
        guard let answer = simultaneous[pair] else { return nil }
        asked.append(pair)
        return answer
    }
    func requiresFailure(_ recognizer: GestureRecognizer, of other: GestureRecognizer) -> Bool { requires.contains("\(recognizer.id)>\(other.id)") }
    func staticFailureRequirements(of recognizer: GestureRecognizer) -> [GestureRecognizer] { recognizer.staticFailureRequirements }
}

/// Records each decision; applies forced states so that later questions see them.
private final class FakeEffects: ArbitrationEffects {
    var log: [String] = []

    func force(_ record: ArbitrationRecord, to state: GestureRecognizerState, reason: String) {
        record.recognizer.state = state
        log.append("force \(record.recognizer.id) \(state) (\(reason))")
    }
    func ruleOut(_ record: ArbitrationRecord, reason: String, winner: GestureRecognizer?) {
        log.append("ruleOut \(record.recognizer.id) by \(winner?.id ?? "nobody")")
    }
    func letOut(_ record: ArbitrationRecord) { log.append("letOut \(record.recognizer.id)") }
    func waits(_ recognizer: GestureRecognizer, on required: GestureRecognizer) { log.append("\(recognizer.id) waits on \(required.id)") }
    func suppressed(_ recognizer: GestureRecognizer, by winner: GestureRecognizer?) {
        log.append("suppressed \(recognizer.id) by \(winner?.id ?? "?")")
    }
    func droppedCycle(_ recognizer: GestureRecognizer, requiring other: GestureRecognizer) {
        log.append("cycle: \(recognizer.id) drops \(other.id)")
    }
    func tookTouches(_ recognizer: GestureRecognizer) { log.append("tookTouches \(recognizer.id)") }
}

/// An arbiter whose members, in the given participant order, share one touch.
private final class Arena {
    let questions = FakeQuestions()
    let effects = FakeEffects()
    let arbiter: GestureArbiter
    private var members: [FakeMember]
    private let touch = Arena.touch(1)

    private static func touch(_ id: Int) -> Touch {
        Touch(id: id, type: .direct, location: .zero, timestamp: 0, tapCount: 1, force: 1, majorRadius: 0, view: nil)
    }

    /// Members are continuous unless named in `discrete`.
    init(_ ids: [String], discrete: Set<String> = []) {
        members = ids.map { FakeMember(id: $0, discrete: discrete.contains($0)) }
        arbiter = GestureArbiter(questions: questions)
        arbiter.effects = effects
        for member in members { member.trackedTouches = [touch] }
        arbiter.join(members)
    }

    subscript(id: String) -> FakeMember { members.first { $0.id == id }! }

    /// A new continuous member joins on a touch of its own (it conflicts with no one).
    func joinOnAnotherTouch(_ id: String) {
        let member = FakeMember(id: id, discrete: false)
        member.trackedTouches = [Arena.touch(members.count + 1)]
        members.append(member)
        arbiter.join([member])
    }

    /// A new continuous member joins on the touch the others share (it conflicts with them).
    func joinOnTheSharedTouch(_ id: String) {
        let member = FakeMember(id: id, discrete: false)
        member.trackedTouches = [touch]
        members.append(member)
        arbiter.join([member])
    }

    /// The arbiter's record of the member.
    func record(_ id: String) -> ArbitrationRecord { arbiter.record(of: self[id])! }

    var log: [String] { effects.log }

    /// The member assigns its state: the arbiter takes the change at the next `settle`.
    func change(_ id: String, to state: GestureRecognizerState) {
        self[id].state = state
        arbiter.stateDidChange(record(id))
    }

    func settle() { arbiter.settle() }
}
