#if canImport(Glibc)
import Glibc
#endif

/// Turns a crash inside a C library call into one line on standard error and exit status 1,
/// instead of Swift's crash dump. For calls known to crash on some systems (SDL 2.26's Wayland
/// driver under a compositor without an input seat segfaults inside its own initialisation).
///
/// Only SIGSEGV and SIGBUS are caught, only while `run`'s body executes (the previous handlers,
/// Swift's backtracer among them, are restored after). The handler uses async-signal-safe calls
/// only: `write(2)` of a message prepared before arming, then `_exit(1)`.
enum SDLCrashGuard {
    /// Runs `body` with the guard armed; on a crash prints `line` (one line, no newline needed).
    static func run<Result>(saying line: String, _ body: () -> Result) -> Result {
        let message = Array("gesturescope: error: \(line)\n".utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: message.count)
        _ = buffer.initialize(from: message)
        crashMessage = UnsafeBufferPointer(buffer)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            if let message = crashMessage { _ = write(STDERR_FILENO, message.baseAddress, message.count) }
            _exit(1)
        }
        sigemptyset(&action.sa_mask)
        var previousSegv = sigaction(), previousBus = sigaction()
        sigaction(SIGSEGV, &action, &previousSegv)
        sigaction(SIGBUS, &action, &previousBus)
        defer {
            sigaction(SIGSEGV, &previousSegv, nil)
            sigaction(SIGBUS, &previousBus, nil)
            crashMessage = nil
            buffer.deallocate()
        }
        return body()
    }
}

/// The line the armed handler writes; set before arming, cleared after disarming.
nonisolated(unsafe) private var crashMessage: UnsafeBufferPointer<UInt8>?
