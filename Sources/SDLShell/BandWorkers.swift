import Foundation
import Synchronization

/// Threads that draw the bands of every frame beyond the first, which the caller draws, and stay
/// awake between frames that come back to back. `concurrentPerform` woke a pool thread for each
/// frame, and on this virtual machine one started its band about 1 ms late (as long as the band
/// takes to draw); a third of the time the caller, done with its own band, had drawn it too.
///
/// Bands are claimed, not assigned: after its own band the caller draws every band no worker has
/// claimed yet, so a worker that is late, parked or was never started costs speed, never a hang.
/// When the workers and the caller fit the processors, a worker looks out for the next frame
/// (yielding the processor to whoever needs it) for `awakeSeconds` at the most, then parks. It
/// looks out after every frame when frames come back to back (a recorder), or only from
/// `expectFrame` until that frame is published or withdrawn (`forgetExpectedFrame`) — a window:
/// its worker parks as soon as a frame is drawn, so the display server has the processor while
/// it copies the frame out, and is woken while the next frame is composed. Either way a window
/// with nothing moving costs nothing.
///
/// `@unchecked Sendable`: `job` is written only by `run`'s caller, before it publishes the frame's
/// bands (`nextBand`, release), and read only by whoever claims a band (acquire); `run` returns
/// only after every claimed band has been counted in `finished` (release/acquire), and clears
/// `job` itself, so what the job holds (renderers, fonts) is released by its owner, on its thread.
final class BandWorkers: @unchecked Sendable {
    /// How long a worker looks out for the next frame at the most before it parks, by default.
    static let awakeSeconds = 0.004

    /// When a worker looks for the next frame: after each frame, or only after `expectFrame`.
    enum Lookout {
        case afterEveryFrame
        case whenExpected
    }

    /// Bands beyond the first, 1…`count`.
    private let count: Int
    /// Whether workers may stay awake: they and the caller fit the processors.
    private let mayStayAwake: Bool
    /// When workers look out for the next frame (see `Lookout`), and for how long at the most.
    private let lookout: Lookout
    private let lookoutSeconds: Double
    /// The next band of the current frame to claim (beyond `count`: none left). Between frames
    /// it is `noFrame`, far from overflowing however many late claims add to it.
    private let nextBand = Atomic<Int>(BandWorkers.noFrame)
    private static let noFrame = Int.max / 2
    private let finished = Atomic<Int>(0)
    private let generation = Atomic<Int>(0)
    private let stopping = Atomic<Bool>(false)
    /// From `expectFrame` until the frame is published (`run`) or `forgetExpectedFrame`: with
    /// `.whenExpected`, workers look out for a frame only while this holds, so one woken too
    /// late for a frame, or for a frame that never came, parks at once.
    private let frameExpected = Atomic<Bool>(false)
    /// Workers waiting on `parking` now, and the times any stopped waiting, for tests.
    private let parkedWorkers = Atomic<Int>(0)
    private let unparkings = Atomic<Int>(0)
    private let parking = NSCondition()
    private var job: (@Sendable (Int) -> Void)?

    /// Up to `count` workers, for bands 1…`count` of each frame, looking out for the next frame
    /// as `lookout` says, for `awakeSeconds` at the most. A worker that cannot start is replaced
    /// by the caller (see `run`).
    init(count: Int, lookout: Lookout = .afterEveryFrame, awakeSeconds: Double = BandWorkers.awakeSeconds) {
        self.count = count
        self.lookout = lookout
        lookoutSeconds = awakeSeconds
        mayStayAwake = count + 1 <= ProcessInfo.processInfo.activeProcessorCount
        guard count > 0 else { return }
        for worker in 1...count {
            let thread = Thread { [self] in work() }
            thread.name = "gesturescope band \(worker)"
            thread.start()
        }
    }

    /// Runs `body(0)` on the calling thread and `body(k)` for k in 1…`count` on whichever thread
    /// claims band k first (a worker, or the caller once its own band is drawn); returns when
    /// all have returned. One caller at a time.
    func run(_ body: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else { return body(0) }
        job = body
        finished.store(0, ordering: .relaxed)
        nextBand.store(1, ordering: .releasing)
        parking.lock()
        generation.add(1, ordering: .releasing)
        parking.broadcast()
        parking.unlock()
        // Only once the frame is published: a worker that sees the flag down sees the frame.
        frameExpected.store(false, ordering: .releasing)
        body(0)
        drawUnclaimedBands()
        while finished.load(ordering: .acquiring) < count { sched_yield() }
        nextBand.store(Self.noFrame, ordering: .relaxed)
        job = nil
    }

    /// A frame is coming soon (it is being composed): parked workers wake and look out for it
    /// until it is published or withdrawn (`forgetExpectedFrame`), for `awakeSeconds` at the
    /// most, so that their waking up (about a millisecond on a virtual machine whose idle
    /// processor the host must resume) overlaps the composing instead of the drawing.
    func expectFrame() {
        guard count > 0, mayStayAwake else { return }
        frameExpected.store(true, ordering: .releasing)
        parking.lock()
        generation.add(1, ordering: .releasing)
        parking.broadcast()
        parking.unlock()
    }

    /// The frame `expectFrame` announced will not come (it changed nothing): workers looking
    /// out for it park.
    func forgetExpectedFrame() {
        frameExpected.store(false, ordering: .releasing)
    }

    /// How many workers are parked now (waiting to be woken), for tests.
    var parkedCount: Int { parkedWorkers.load(ordering: .relaxed) }
    /// How many times a parked worker has been woken so far, for tests.
    var unparkedCount: Int { unparkings.load(ordering: .relaxed) }

    /// Ends the workers once they finish what they are drawing.
    func stop() {
        parking.lock()
        stopping.store(true, ordering: .relaxed)
        generation.add(1, ordering: .releasing)
        parking.broadcast()
        parking.unlock()
    }

    /// Claims and draws bands of the current frame until none is left.
    private func drawUnclaimedBands() {
        while true {
            let band = nextBand.add(1, ordering: .acquiringAndReleasing).oldValue
            guard band <= count else { return }
            job?(band)
            finished.add(1, ordering: .releasing)
        }
    }

    /// Whether a worker with nothing to draw should look out for the next frame now.
    private var looksOut: Bool {
        mayStayAwake && (lookout == .afterEveryFrame || frameExpected.load(ordering: .acquiring))
    }

    private func work() {
        var seen = 0
        let clock = ContinuousClock()
        while true {
            var current = generation.load(ordering: .acquiring)
            if current == seen {
                let deadline = clock.now + .seconds(lookoutSeconds)
                while current == seen, looksOut, clock.now < deadline {
                    sched_yield()
                    current = generation.load(ordering: .acquiring)
                }
                // Every bump of `generation` happens under `parking`'s lock: checked under it,
                // no wake-up is lost.
                if current == seen {
                    parking.lock()
                    if generation.load(ordering: .acquiring) == seen {
                        parkedWorkers.add(1, ordering: .relaxed)
                        while generation.load(ordering: .acquiring) == seen { parking.wait() }
                        parkedWorkers.subtract(1, ordering: .relaxed)
                        unparkings.add(1, ordering: .relaxed)
                    }
                    parking.unlock()
                    current = generation.load(ordering: .acquiring)
                }
            }
            seen = current
            if stopping.load(ordering: .relaxed) { return }
            drawUnclaimedBands()
        }
    }
}
