#if canImport(Glibc)
import Glibc
#endif

/// Writing into a non-blocking descriptor whose reader may stall (a stuck ffmpeg, a FIFO no one
/// drains) without ever blocking past a stop request: while it is full, `poll` waits at most a
/// given time before `shouldStop` is asked again. A blocked `write` would hold a stop off for as
/// long as the reader stalls.
public enum PolledWrite {
    /// How a write ended.
    public enum Outcome: Equatable {
        case written
        /// `shouldStop` said so with this many bytes not taken.
        case stopped(remaining: Int)
        /// The `errno` of a failed write (EPIPE: the reader is gone).
        case failed(Int32)
    }

    /// Writes every byte of `bytes` to the non-blocking `descriptor`, waiting while it is full in
    /// polls of at most `interval` milliseconds, each after asking `shouldStop`.
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, checkingEvery interval: Int32,
                                shouldStop: () -> Bool) -> Outcome {
        var rest = bytes
        while !rest.isEmpty {
            let written = Glibc.write(descriptor, rest.baseAddress, rest.count)
            if written >= 0 {
                rest = UnsafeRawBufferPointer(rebasing: rest[written...])
                continue
            }
            switch errno {
            case EINTR: continue
            case EAGAIN:
                if shouldStop() { return .stopped(remaining: rest.count) }
                var wanted = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&wanted, 1, interval)
            case let code: return .failed(code)
            }
        }
        return .written
    }
}
