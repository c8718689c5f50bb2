import Foundation
import Synchronization

/// Threads that draw the bands of every frame — the bands beyond the first, which the caller
/// draws (`run`), or every band while the caller composes the next frame (`start`, `finish`) —
/// and stay awake between frames that come back to back. `concurrentPerform` woke a pool thread
/// for each frame, and on this virtual machine one started its band about 1 ms late (as long as
/// the band takes to draw); a third of the time the caller, done with its own band, had drawn it
/// too. The project's one mechanism for drawing on several threads.
///
/// Bands are claimed, not assigned: the caller draws every band no worker has claimed yet (after
/// its own band, or in `finish`), so a worker that is late, parked or was never started costs
/// speed, never a hang. When the threads that draw fit the processors, a worker looks out for the
/// next frame (yielding the processor to whoever needs it) for `awakeSeconds` at the most, then
/// parks. It looks out after every frame when frames come back to back (a recorder), or only from
/// `expectFrame` until that frame is published or withdrawn (`forgetExpectedFrame`) — a window:
/// its worker parks as soon as a frame is drawn, so the display server has the processor while
/// it copies the frame out, and is woken while the next frame is composed. Either way a window
/// with nothing moving costs nothing.
///
/// `@unchecked Sendable`: `job` is written only by the caller, before it publishes the frame's
/// bands (`nextBand`, release), and read only by whoever claims a band (acquire); `finish` (and
/// `run`) return only after every claimed band has been counted in `finished` (release/acquire),
/// and clear `job`, so what the job holds (renderers, text) is released by its owner, on its
/// thread.
public final class BandWorkers: @unchecked Sendable {
    /// How long a worker looks out for the next frame at the most before it parks, by default.
    static let awakeSeconds = 0.004

    /// When a worker looks for the next frame: after each frame, or only after `expectFrame`.
    public enum Lookout: Sendable {
        case afterEveryFrame
        case whenExpected
    }

    /// Worker threads.
    private let count: Int
    /// Bands of a frame: `count + 1` (the caller draws one) or `count` (the workers draw all).
    private let bands: Int
    /// The first band workers may claim in the current frame: 1 in `run`, 0 after `start`.
    private var firstClaimable = 1
    /// Whether workers may stay awake: the threads that draw fit the processors.
    private let mayStayAwake: Bool
    /// When workers look out for the next frame (see `Lookout`), and for how long at the most.
    private let lookout: Lookout
    private let lookoutSeconds: Double
    /// The next band of the current frame to claim (from `bands` on: none left). Between frames
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

    /// Up to `count` workers for the `bands` bands of each frame (default `count + 1`: the
    /// caller draws one; `count`: the workers draw them all while the caller composes), looking
    /// out for the next frame as `lookout` says, for `awakeSeconds` at the most. A worker that
    /// cannot start is replaced by the caller (see `run`, `finish`).
    init(count: Int, bands: Int? = nil, lookout: Lookout = .afterEveryFrame, awakeSeconds: Double = BandWorkers.awakeSeconds) {
        self.count = count
        self.bands = max(1, bands ?? count + 1)
        self.lookout = lookout
        lookoutSeconds = awakeSeconds
        // The caller counts when it draws a band while the workers draw theirs.
        mayStayAwake = count + (self.bands > count ? 1 : 0) <= ProcessInfo.processInfo.activeProcessorCount
        guard count > 0 else { return }
        for worker in 1...count {
            let thread = Thread { [self] in work() }
            thread.name = "gesturescope band \(worker)"
            thread.start()
        }
    }

    /// Runs `body(0)` on the calling thread and `body(k)` for every other band k on whichever
    /// thread claims it first (a worker, or the caller once its own band is drawn); returns when
    /// all have returned. One caller at a time.
    func run(_ body: @escaping @Sendable (Int) -> Void) {
        guard count > 0, bands > 1 else { return (0..<bands).forEach(body) }
        publish(body, from: 1)
        body(0)
        finish()
    }

    /// Starts `body(k)` for every band k on whichever worker claims it, and returns at once:
    /// the caller does other work, then calls `finish`. One frame at a time.
    func start(_ body: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else {
            job = body
            firstClaimable = 0
            return
        }
        publish(body, from: 0)
    }

    /// Draws every band of the frame started no worker has claimed, and returns when all are
    /// drawn (at once when no frame was started).
    func finish() {
        guard let body = job else { return }
        guard count > 0 else {
            (0..<bands).forEach(body)
            job = nil
            return
        }
        drawUnclaimedBands()
        while finished.load(ordering: .acquiring) < bands - firstClaimable { sched_yield() }
        nextBand.store(Self.noFrame, ordering: .relaxed)
        job = nil
    }

    /// Publishes the frame's bands from `first` on to the workers, waking those parked.
    private func publish(_ body: @escaping @Sendable (Int) -> Void, from first: Int) {
        job = body
        firstClaimable = first
        finished.store(0, ordering: .relaxed)
        nextBand.store(first, ordering: .releasing)
        parking.lock()
        generation.add(1, ordering: .releasing)
        parking.broadcast()
        parking.unlock()
        // Only once the frame is published: a worker that sees the flag down sees the frame.
        frameExpected.store(false, ordering: .releasing)
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
            guard band < bands else { return }
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
