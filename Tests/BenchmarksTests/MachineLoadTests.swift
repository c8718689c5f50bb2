@testable import Benchmarks
import XCTest

/// `bench`'s last line: the load average and the share of CPU time the host stole, read from
/// /proc/stat's aggregate `cpu` line as Linux writes it.
final class MachineLoadTests: XCTestCase {
    /// /proc/stat as a 2-core guest writes it: the aggregate line first (two spaces after "cpu"),
    /// then one per core, then counters that are not CPU time.
    private func stat(user: UInt64, idle: UInt64, steal: UInt64) -> String {
        """
        cpu  \(user) 0 100 \(idle) 5 0 3 \(steal) 0 0
        cpu0 1 0 1 1 0 0 0 1 0 0
        cpu1 1 0 1 1 0 0 0 1 0 0
        intr 12345 0 0
        ctxt 987654
        """
    }

    func testReadsTheAggregateLineUpToSteal() throws {
        let load = try XCTUnwrap(MachineLoad.parse(stat: stat(user: 1000, idle: 5000, steal: 200), loadAverage: 1.25))
        XCTAssertEqual(load.loadAverage, 1.25)
        // user + nice + system + idle + iowait + irq + softirq + steal; guest time is inside user.
        XCTAssertEqual(load.total, 1000 + 0 + 100 + 5000 + 5 + 0 + 3 + 200)
        XCTAssertEqual(load.stolen, 200)
    }

    func testRefusesWhatIsNotProcStat() {
        XCTAssertNil(MachineLoad.parse(stat: "", loadAverage: 0))
        XCTAssertNil(MachineLoad.parse(stat: "cpu0 1 2 3 4 5 6 7 8\n", loadAverage: 0), "no aggregate line")
        XCTAssertNil(MachineLoad.parse(stat: "cpu  1 2 3 4\n", loadAverage: 0), "an old kernel's line without steal")
        XCTAssertNil(MachineLoad.parse(stat: "cpu  1 2 x 4 5 6 7 8\n", loadAverage: 0))
    }

    func testSummaryGivesTheStolenShareOfTheTimeBetween() throws {
        let start = try XCTUnwrap(MachineLoad.parse(stat: stat(user: 1000, idle: 5000, steal: 200), loadAverage: 0.5))
        // 400 jiffies later, 100 of them stolen: 25 %.
        let end = try XCTUnwrap(MachineLoad.parse(stat: stat(user: 1200, idle: 5100, steal: 300), loadAverage: 1.5))
        XCTAssertEqual(end.summary(since: start), "machine: load average 0.50 → 1.50, CPU time stolen by the host 25 %")
        XCTAssertEqual(start.summary(since: start), "machine: load average 0.50 → 0.50, CPU time stolen by the host 0 %",
                       "no time between: no share")
    }
}
