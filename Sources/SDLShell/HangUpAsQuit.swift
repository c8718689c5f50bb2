import CSDL
import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// SIGHUP (the terminal that started the window closed) quits the window as SIGTERM does: SDL
/// turns SIGINT and SIGTERM into a quit event, but not SIGHUP, whose default action ended the
/// process at once and lost the live capture and the end of the trace. The signal is ignored for
/// the process and handled on Dispatch's queue, which posts the quit event (SDL's event queue
/// takes events from any thread). Held by the window for as long as it runs.
final class HangUpAsQuit {
    private let source: any DispatchSourceSignal

    init() {
        signal(SIGHUP, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGHUP, queue: .global())
        source.setEventHandler {
            var event = SDL_Event()
            event.type = SDL_QUIT.rawValue
            SDL_PushEvent(&event)
        }
        source.resume()
    }

    deinit {
        source.cancel()
    }
}
