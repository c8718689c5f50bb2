import Foundation

/// How busy the machine was while a benchmark ran: the load average, and the share of CPU time
/// the hypervisor gave to other guests ("steal", from /proc/stat) — on a shared virtual machine
/// the same binary measures up to twice as slow when its neighbours are busy, and steal is what
/// says so. Linux only; nil where /proc cannot be read.
public struct MachineLoad: Sendable {
    /// The 1-minute load average.
    public let loadAverage: Double
    /// Jiffies since boot: all CPU time, and the part stolen by the host.
    public let total: UInt64, stolen: UInt64

    /// The machine now, or nil.
    public static func now() -> MachineLoad? {
        guard let stat = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
              let loadavg = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8),
              let load = loadavg.split(separator: " ").first.flatMap({ Double($0) })
        else { return nil }
        return parse(stat: stat, loadAverage: load)
    }

    /// The machine as /proc/stat's aggregate `cpu` line describes it: user, nice, system, idle,
    /// iowait, irq, softirq, steal (guest time is already inside user).
    static func parse(stat: String, loadAverage: Double) -> MachineLoad? {
        guard let line = stat.split(separator: "\n").first(where: { $0.hasPrefix("cpu ") }) else { return nil }
        let fields = line.split(separator: " ").dropFirst().prefix(8).compactMap { UInt64($0) }
        guard fields.count == 8 else { return nil }
        return MachineLoad(loadAverage: loadAverage, total: fields.reduce(0, +), stolen: fields[7])
    }

    /// One line for a benchmark's report: the load average from `start` to now and the share of
    /// CPU time stolen in between.
    public func summary(since start: MachineLoad) -> String {
        let elapsed = total &- start.total
        let steal = elapsed > 0 ? 100 * Double(stolen &- start.stolen) / Double(elapsed) : 0
        return String(format: "machine: load average %.2f → %.2f, CPU time stolen by the host %.0f %%", start.loadAverage, loadAverage, steal)
    }
}
