#if canImport(Glibc)
import Glibc
#endif
@testable import SDLShell
import XCTest

/// A crash inside a guarded call becomes one line on standard error and exit status 1; outside
/// the guard, the previous handlers are back.
final class CrashGuardTests: XCTestCase {
    func testASegfaultInsideTheGuardPrintsOneLineAndExitsWithStatus1() throws {
        var pipeEnds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&pipeEnds), 0)
        let child = fork()
        if child == 0 {
            dup2(pipeEnds[1], STDERR_FILENO)
            SDLCrashGuard.run(saying: "SDL crashed while opening DISPLAY=:5") { _ = raise(SIGSEGV) }
            _exit(0)
        }
        close(pipeEnds[1])
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 512)
        while case let count = read(pipeEnds[0], &buffer, buffer.count), count > 0 { output += buffer.prefix(count) }
        close(pipeEnds[0])
        var status: Int32 = 0
        waitpid(child, &status, 0)
        XCTAssertEqual(status & 0x7f, 0, "exited, not killed by a signal")
        XCTAssertEqual((status >> 8) & 0xff, 1)
        XCTAssertEqual(String(decoding: output, as: UTF8.self), "gesturescope: error: SDL crashed while opening DISPLAY=:5\n")
    }

    func testThePreviousSegfaultHandlerIsRestoredAfterTheGuardedCall() {
        var before = sigaction(), after = sigaction()
        sigaction(SIGSEGV, nil, &before)
        SDLCrashGuard.run(saying: "unused") {}
        sigaction(SIGSEGV, nil, &after)
        XCTAssertEqual(unsafeBitCast(after.__sigaction_handler.sa_handler, to: Int.self),
                       unsafeBitCast(before.__sigaction_handler.sa_handler, to: Int.self))
    }
}
