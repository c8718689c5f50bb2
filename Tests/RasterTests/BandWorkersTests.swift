import Foundation
@testable import Raster
import Synchronization
import XCTest

/// Every band of every frame is drawn exactly once, by a worker or by the caller, and `run`
/// returns only when all are drawn — with more bands than processors, and frames back to back.
final class BandWorkersTests: XCTestCase {
    /// Counts of each band's runs, and whether one ran twice at once.
    private final class Tally: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [Int]
        private var running: Set<Int> = []
        private(set) var overlapped = false

        init(bands: Int) { counts = Array(repeating: 0, count: bands) }

        func begin(_ band: Int) {
            lock.withLock {
                if !running.insert(band).inserted { overlapped = true }
                counts[band] += 1
            }
        }

        func end(_ band: Int) { _ = lock.withLock { running.remove(band) } }

        var snapshot: [Int] { lock.withLock { counts } }
    }

    /// In the background: every band drawn once by the workers or by `finish`, none by `start`
    /// waiting, and `finish` returns only when all are drawn.
    func testEveryBandOfAFrameStartedInTheBackgroundRunsOnceBeforeFinishReturns() {
        for bands in [1, 2, 8] {
            let workers = BandWorkers(count: bands, bands: bands)
            let tally = Tally(bands: bands)
            for frame in 1...300 {
                workers.start { band in
                    tally.begin(band)
                    if band % 3 == 1 { usleep(50) }
                    tally.end(band)
                }
                workers.finish()
                XCTAssertEqual(tally.snapshot, Array(repeating: frame, count: bands), "\(bands) bands, frame \(frame)")
            }
            XCTAssertFalse(tally.overlapped)
            workers.stop()
        }
    }

    /// The workers draw: a frame started in the background while the caller is busy elsewhere
    /// (20 ms, here, as it composes the next) is drawn by worker threads, not left for `finish`
    /// to draw on the caller's. Fails if the workers stop drawing and the caller does it all.
    func testTheWorkersDrawTheBandsWhileTheCallerIsBusy() {
        let workers = BandWorkers(count: 2, bands: 2)
        let offCaller = Atomic<Int>(0)
        XCTAssertTrue(Thread.isMainThread, "XCTest calls on the main thread")
        for _ in 1...10 {
            workers.start { _ in
                if !Thread.isMainThread { offCaller.add(1, ordering: .relaxed) }
            }
            usleep(20_000)
            workers.finish()
        }
        workers.stop()
        XCTAssertGreaterThan(offCaller.load(ordering: .relaxed), 0, "no band of 20 was drawn by a worker")
    }

    func testEveryBandOfEveryFrameRunsOnceBeforeRunReturns() {
        for bands in [1, 2, 8] {
            let workers = BandWorkers(count: bands - 1)
            let tally = Tally(bands: bands)
            for frame in 1...300 {
                workers.run { band in
                    tally.begin(band)
                    if band % 3 == 1 { usleep(50) }
                    tally.end(band)
                }
                XCTAssertEqual(tally.snapshot, Array(repeating: frame, count: bands), "\(bands) bands, frame \(frame)")
            }
            XCTAssertFalse(tally.overlapped)
            workers.stop()
        }
    }

    /// A window's workers: woken by `expectFrame` while a frame is composed, parked after it.
    /// Frames announced or not, announced twice, announced after a wait longer than the
    /// look-out, and announcements no frame follows (`forgetExpectedFrame`: nothing changed) all
    /// end with every band drawn once.
    func testFramesAnnouncedOrNotRunEveryBandOnce() {
        for bands in [1, 2, 8] {
            let workers = BandWorkers(count: bands - 1, lookout: .whenExpected)
            let tally = Tally(bands: bands)
            for frame in 1...300 {
                if frame % 4 != 0 { workers.expectFrame() }
                if frame % 5 == 0 { workers.expectFrame() }
                if frame % 7 == 0 { usleep(200) }
                if frame % 11 == 0 {
                    workers.expectFrame()
                    usleep(5_000)
                }
                if frame % 13 == 0 {
                    workers.expectFrame()
                    workers.forgetExpectedFrame()
                    workers.expectFrame()
                }
                workers.run { band in
                    tally.begin(band)
                    if band % 3 == 1 { usleep(50) }
                    tally.end(band)
                }
                XCTAssertEqual(tally.snapshot, Array(repeating: frame, count: bands), "\(bands) bands, frame \(frame)")
                if frame % 17 == 0 {
                    workers.expectFrame()
                    workers.forgetExpectedFrame()
                }
            }
            XCTAssertFalse(tally.overlapped)
            workers.stop()
        }
    }

    /// `expectFrame` wakes a parked worker (so its waking overlaps the composing), and the worker
    /// parks again as soon as the frame is published, or the announcement withdrawn: with a
    /// look-out of a minute, parking within the 2 s the test waits shows it did not wait out
    /// its look-out.
    func testAnnouncedFramesWakeParkedWorkersWhichParkAgain() throws {
        try XCTSkipIf(ProcessInfo.processInfo.activeProcessorCount < 2, "workers look out only when they and the caller fit the processors")
        let workers = BandWorkers(count: 1, lookout: .whenExpected, awakeSeconds: 60)
        defer { workers.stop() }
        XCTAssertTrue(waits { workers.parkedCount == 1 }, "a new worker parks")
        var woken = workers.unparkedCount
        workers.expectFrame()
        XCTAssertTrue(waits { workers.unparkedCount > woken }, "the announcement wakes it")
        XCTAssertEqual(workers.parkedCount, 0, "it looks out for the frame")
        workers.run { _ in }
        XCTAssertTrue(waits { workers.parkedCount == 1 }, "it parks once the frame is published")
        woken = workers.unparkedCount
        workers.expectFrame()
        XCTAssertTrue(waits { workers.unparkedCount > woken })
        workers.forgetExpectedFrame()
        XCTAssertTrue(waits { workers.parkedCount == 1 }, "it parks when the frame is withdrawn")
    }

    /// Whether `condition` holds within 2 s (checked every 100 µs).
    private func waits(for condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(2)
        while Date() < deadline {
            if condition() { return true }
            usleep(100)
        }
        return condition()
    }
}
