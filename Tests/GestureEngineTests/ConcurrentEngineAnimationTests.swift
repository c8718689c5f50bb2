import EngineTestSupport
import Foundation
@testable import GestureEngine
import XCTest

/// Two engines on two threads (two scenes side by side): an animation block of one records only
/// its own window's views, even while the other engine's block is open on another thread. The
/// threads are interleaved by semaphores so that both blocks are open when each sets its view:
/// a recorder shared by the process would take A's change into B's block and leave A's empty.
final class ConcurrentEngineAnimationTests: EngineTestCase {
    /// An engine and its one view, handed to a thread of its own (each is used by one thread at
    /// a time; the semaphores order every hand-over).
    private final class Scene: @unchecked Sendable {
        let engine: Engine
        let view: View

        init(id: String) {
            let window = View(id: "window", frame: Rect(0, 0, 200, 200))
            view = View(id: id, frame: Rect(0, 0, 40, 40))
            window.addSubview(view)
            engine = engineUnderTest(window: window)
        }
    }

    func testEachEnginesBlockRecordsOnlyItsOwnViewWhileTheOtherIsOpenOnAnotherThread() {
        let a = Scene(id: "a"), b = Scene(id: "b")
        let steps = Steps()
        let done = DispatchGroup()
        done.enter()
        Thread.detachNewThread {
            a.engine.animations.animate(timing: .curve(.linear, duration: 1), changes: {
                steps.aOpen.signal()
                steps.wait(steps.bOpen)
                a.view.alpha = 0.5
                steps.aChanged.signal()
                steps.wait(steps.bChanged)
            })
            done.leave()
        }
        done.enter()
        Thread.detachNewThread {
            steps.wait(steps.aOpen)
            b.engine.animations.animate(timing: .curve(.linear, duration: 1), changes: {
                steps.bOpen.signal()
                steps.wait(steps.aChanged)
                b.view.alpha = 0.25
                steps.bChanged.signal()
            })
            done.leave()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(steps.missed, 0)
        XCTAssertEqual(a.engine.traceText(only: ["animation"]), ["@0.000 animation start a.alpha (1) → (0.5) linear 1 s"])
        XCTAssertEqual(b.engine.traceText(only: ["animation"]), ["@0.000 animation start b.alpha (1) → (0.25) linear 1 s"])
        a.engine.advance(to: 1)
        b.engine.advance(to: 1)
        assertQuiescent(a.engine)
        assertQuiescent(b.engine)
    }

    /// Many blocks on two engines at once, each changing its own views: every block animates
    /// exactly its view, whatever the threads' interleaving.
    func testConcurrentBlocksOfTwoEnginesAnimateOnlyTheirOwnViews() {
        let scenes = [Scene(id: "a"), Scene(id: "b")]
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let scene = scenes[index]
            for step in 1...200 {
                scene.engine.animations.animate(timing: .curve(.linear, duration: 1), changes: {
                    scene.view.center.x = Double(step)
                })
            }
        }
        for scene in scenes {
            let started = scene.engine.trace.events.filter { $0.typeName == "animation" && $0.textLine.contains(" start ") }
            XCTAssertEqual(started.count, 200)
            XCTAssertTrue(started.allSatisfy { $0.textLine.contains(" \(scene.view.id).center ") })
            scene.engine.advance(to: 2)
            assertQuiescent(scene.engine)
        }
    }

    /// The hand-overs between the two threads. A wait that times out (a thread that never ran)
    /// is counted, failing the test instead of hanging it.
    private final class Steps: @unchecked Sendable {
        let aOpen = DispatchSemaphore(value: 0), bOpen = DispatchSemaphore(value: 0)
        let aChanged = DispatchSemaphore(value: 0), bChanged = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var timedOut = 0

        func wait(_ semaphore: DispatchSemaphore) {
            guard semaphore.wait(timeout: .now() + 10) == .timedOut else { return }
            lock.withLock { timedOut += 1 }
        }

        var missed: Int { lock.withLock { timedOut } }
    }
}
