import FileOutput
import Foundation

/// A one-line progress bar on standard error, redrawn in place at most ten times a second:
/// frames done of all, render speed and the time left. Silent when standard error is not a
/// terminal (a log, CI). Reads the wall clock: it reports on the work, it decides nothing.
public struct ProgressBar {
    private let total: Int
    private let label: String
    private let isShown: Bool
    private let started = ContinuousClock.now
    private var lastDrawn = ContinuousClock.now - .seconds(1)

    public init(total: Int, label: String, isShown: Bool = isatty(STDERR_FILENO) == 1) {
        self.total = max(1, total)
        self.label = label
        self.isShown = isShown
    }

    /// `done` frames are done.
    public mutating func update(_ done: Int) {
        guard isShown else { return }
        let now = ContinuousClock.now
        guard done >= total || now - lastDrawn >= .milliseconds(100) else { return }
        lastDrawn = now
        StandardStreams.err("\r" + Self.line(label: label, done: done, total: total, elapsed: seconds(now - started)))
    }

    /// Ends the bar's line.
    public func end() {
        guard isShown else { return }
        StandardStreams.err("\n")
    }

    /// The bar's text: `label [=====>    ] 120/600 frames  245 fps  ETA 2 s`.
    static func line(label: String, done: Int, total: Int, elapsed: Double) -> String {
        let width = 24, filled = width * min(done, total) / max(1, total)
        let bar = String(repeating: "=", count: filled) + (filled < width ? ">" + String(repeating: " ", count: width - filled - 1) : "")
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        let left = rate > 0 ? Int((Double(total - done) / rate).rounded(.up)) : 0
        return "\(label) [\(bar)] \(done)/\(total) frames  \(Int(rate.rounded())) fps  ETA \(left) s "
    }

    private func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
