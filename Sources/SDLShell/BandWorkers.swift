import Foundation
import Synchronization

/// Threads that each draw one band of every frame while the caller draws the first, and stay
/// awake for a moment after it, so that the next frame finds them running. `concurrentPerform`
/// wakes a pool thread for each frame, and on this virtual machine one started its band about
/// 1 ms late (as long as the band takes to draw) and a third of the time not before the caller,
/// done with its own band, had taken it too.
///
/// A worker that finds no frame within `awakeSeconds` parks on a condition: a window with nothing
/// moving costs nothing.
///
/// `@unchecked Sendable`: `job` is written only by `run`'s caller, before it publishes the
/// frame by incrementing `generation` (release), and read by workers after they see the new
/// generation (acquire); `run` returns only after every worker has counted itself out of
/// `remaining` (release/acquire), so no worker reads `job` while the next one is written.
final class BandWorkers: @unchecked Sendable {
    /// How long a worker keeps looking for the next frame before it parks.
    static let awakeSeconds = 0.004

    private let count: Int
    private let generation = Atomic<Int>(0)
    private let remaining = Atomic<Int>(0)
    private let stopping = Atomic<Bool>(false)
    private let parking = NSCondition()
    private var job: (@Sendable (Int) -> Void)?

    /// `count` workers, drawing bands 1…`count` of each frame.
    init(count: Int) {
        self.count = count
        guard count > 0 else { return }
        for band in 1...count {
            let thread = Thread { [self] in work(band: band) }
            thread.name = "gesturescope band \(band)"
            thread.start()
        }
    }

    /// Runs `body(0)` on the calling thread and `body(k)` on worker k, for k in 1…`count`;
    /// returns when all have returned.
    func run(_ body: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else { return body(0) }
        job = body
        remaining.store(count, ordering: .relaxed)
        parking.lock()
        generation.add(1, ordering: .releasing)
        parking.broadcast()
        parking.unlock()
        body(0)
        while remaining.load(ordering: .acquiring) > 0 { sched_yield() }
        // What the frame's work holds (renderers, fonts) is released by its owner, on its own
        // thread, in its own order: never later by a worker.
        job = nil
    }

    /// Ends the workers once they finish what they are drawing.
    func stop() {
        parking.lock()
        stopping.store(true, ordering: .relaxed)
        generation.add(1, ordering: .releasing)
        parking.broadcast()
        parking.unlock()
    }

    private func work(band: Int) {
        var seen = 0
        let clock = ContinuousClock()
        while true {
            var current = generation.load(ordering: .acquiring)
            if current == seen {
                // Awake for a while (yielding the processor to whoever needs it), then parked.
                let deadline = clock.now + .seconds(Self.awakeSeconds)
                while current == seen, clock.now < deadline {
                    sched_yield()
                    current = generation.load(ordering: .acquiring)
                }
                if current == seen {
                    parking.lock()
                    while generation.load(ordering: .acquiring) == seen { parking.wait() }
                    parking.unlock()
                    current = generation.load(ordering: .acquiring)
                }
            }
            seen = current
            if stopping.load(ordering: .relaxed) { return }
            job?(band)
            remaining.subtract(1, ordering: .releasing)
        }
    }
}
