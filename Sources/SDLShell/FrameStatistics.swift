import Foundation

/// What the window presented, for `run --frame-stats`: frames and when, how long input took to
/// reach the screen (from SDL's event timestamp to the present that first showed it), and the
/// process's peak resident memory.
struct FrameStatistics {
    private(set) var frames = 0
    private(set) var lastFrame: Double?
    /// Milliseconds from input events to the presents that showed them.
    private(set) var inputLatencies: [Double] = []
    /// SDL tick stamps (ms) of input not yet on screen.
    private var pendingInput: [UInt32] = []

    /// An input event stamped `ticks` (SDL milliseconds) reached the engine.
    mutating func inputArrived(ticks: UInt32) {
        pendingInput.append(ticks)
    }

    /// A frame was presented at wall second `time`, SDL tick `ticks`.
    mutating func presented(at time: Double, ticks: UInt32) {
        frames += 1
        lastFrame = time
        for stamp in pendingInput { inputLatencies.append(Double(ticks &- stamp)) }
        pendingInput.removeAll(keepingCapacity: true)
    }

    /// One line: `frame stats: 523 frames in 10.00 s: 52.3 fps; last frame at 9.98 s; input to
    /// screen median 9 ms, p99 17 ms (12 inputs); renderer software; video driver x11; peak RSS
    /// 38.7 MB`.
    func summary(over seconds: Double, renderer: String, driver: String) -> String {
        let fps = seconds > 0 ? Double(frames) / seconds : 0
        var parts = [String(format: "frame stats: %d frames in %.2f s: %.1f fps", frames, seconds, fps)]
        parts.append(lastFrame.map { String(format: "last frame at %.2f s", $0) } ?? "no frame")
        if !inputLatencies.isEmpty {
            let sorted = inputLatencies.sorted()
            let median = sorted[sorted.count / 2], p99 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
            parts.append(String(format: "input to screen median %.0f ms, p99 %.0f ms (%d inputs)", median, p99, sorted.count))
        }
        parts.append("renderer \(renderer)")
        parts.append("video driver \(driver)")
        if let peak = Self.peakResidentMegabytes() { parts.append(String(format: "peak RSS %.1f MB", peak)) }
        return parts.joined(separator: "; ")
    }

    /// `VmHWM` of /proc/self/status in megabytes (10⁶ bytes); nil where there is no procfs.
    static func peakResidentMegabytes() -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Double(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first ?? "")
        else { return nil }
        return kilobytes * 1024 / 1_000_000
    }
}
