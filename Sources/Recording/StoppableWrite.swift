#if canImport(Glibc)
import Glibc
#endif

/// Writing into a pipe or FIFO whose reader may stall (a stuck ffmpeg, a FIFO no one drains)
/// without ever blocking past a stop request: the descriptor is made non-blocking, and while it
/// is full `poll` waits at most `checkInterval` milliseconds before `shouldStop` is asked again.
/// A blocked `write` would hold SIGINT and SIGTERM off for as long as the reader stalls.
enum StoppableWrite {
    /// How a write ended.
    enum Outcome: Equatable {
        case written
        /// `shouldStop` said so before every byte was taken.
        case stopped
        /// The `errno` of a failed write (EPIPE: the reader is gone).
        case failed(Int32)
    }

    /// Milliseconds between stop checks while the reader takes nothing.
    static let checkInterval: Int32 = 50

    /// Opens `path` for writing as `>` would, without blocking on a FIFO no one reads yet:
    /// retried every `checkInterval` until a reader comes or `shouldStop` says so (nil, errno 0).
    /// The descriptor is non-blocking; nil and the `errno` when it cannot be opened.
    static func open(_ path: String, shouldStop: () -> Bool) -> (descriptor: Int32?, errno: Int32) {
        while true {
            let fd = Glibc.open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
            if fd >= 0 { return (fd, 0) }
            // ENXIO: a FIFO without a reader.
            guard errno == ENXIO || errno == EINTR else { return (nil, errno) }
            if shouldStop() { return (nil, 0) }
            usleep(useconds_t(checkInterval) * 1000)
        }
    }

    /// Makes `descriptor` non-blocking, as `writeAll` needs.
    static func makeNonBlocking(_ descriptor: Int32) {
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) }
    }

    /// Writes every byte of `bytes` to the non-blocking `descriptor`, waiting while it is full.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, shouldStop: () -> Bool) -> Outcome {
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
                if shouldStop() { return .stopped }
                var wanted = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&wanted, 1, checkInterval)
            case let code: return .failed(code)
            }
        }
        return .written
    }
}
