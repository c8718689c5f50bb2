import Dispatch
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// SIGINT, SIGTERM or SIGHUP while recording (or while `check --jobs` waits for its jobs): the
/// frame loop stops (the jobs are killed), the partial file (the jobs' folder) is removed, and
/// the command exits with 128 + the signal. The signals are ignored for the process and
/// handled on Dispatch's queue. ffmpeg does not inherit the ignoring (Dispatch's handler takes
/// its place, and exec puts a handled signal back to its default), so a Ctrl-C in the terminal
/// may end ffmpeg first; the recording is given up either way, and an abandoned ffmpeg is
/// killed. Nothing blocks past a signal: writes into ffmpeg or a FIFO, and the wait for ffmpeg
/// to end, are short polls that check `signal`.
final class Interruption {
    private let received = ReceivedSignal()
    private var sources: [any DispatchSourceSignal] = []

    init() {
        for number in [SIGINT, SIGTERM, SIGHUP] {
            Glibc.signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            let received = self.received
            source.setEventHandler { received.number.store(number, ordering: .relaxed) }
            source.resume()
            sources.append(source)
        }
    }

    /// The signal received, if any.
    var signal: Int32? {
        let number = received.number.load(ordering: .relaxed)
        return number == 0 ? nil : number
    }
}

/// The number of the signal received (0: none), set on Dispatch's queue, read by the frame loop.
private final class ReceivedSignal: Sendable {
    let number = Atomic<Int32>(0)
}
