#if canImport(Glibc)
import Glibc
#endif

/// Opening and writing a pipe or FIFO whose reader may stall without ever blocking past a stop
/// request (SIGINT, SIGTERM): the descriptor is made non-blocking and written by `PolledWrite`,
/// which asks `shouldStop` every `checkInterval` milliseconds while the reader takes nothing.
enum StoppableWrite {
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

    /// Makes `descriptor` non-blocking, as `PolledWrite` needs.
    static func makeNonBlocking(_ descriptor: Int32) {
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) }
    }
}
