import EngineTestSupport
import Foundation
@testable import GestureEngine
import XCTest

final class ChromeTraceExportTests: EngineTestCase {
    private func exportE4() throws -> [[String: Any]] {
        var harness = RecognizerHarness()
        let tap = TapGestureRecognizer(id: "tap"), pan = PanGestureRecognizer(id: "pan")
        pan.require(toFail: tap)
        harness.view.addGestureRecognizer(tap)
        harness.view.addGestureRecognizer(pan)
        harness.script.down(1, 100, 100)
        harness.script.move(1, 106, 108, at: 0.016)
        harness.script.move(1, 112, 116, at: 0.048)
        harness.script.down(2, 600, 500, at: 0.05)
        harness.script.up(1, 112, 116, at: 0.064)
        harness.script.up(2, 600, 500, at: 0.07)
        let json = ChromeTraceExport.json(harness.engine.trace.events)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try XCTUnwrap(object["traceEvents"] as? [[String: Any]])
    }

    func testEveryEventHasTheRequiredFieldsAndTimeNeverRunsBackwards() throws {
        let events = try exportE4()
        var last = -1.0
        for event in events {
            for field in ["ph", "pid", "tid", "name"] { XCTAssertNotNil(event[field], "\(field) missing in \(event)") }
            guard event["ph"] as? String != "M" else { continue }
            let ts = try XCTUnwrap(event["ts"] as? Double)
            XCTAssertGreaterThanOrEqual(ts, last)
            last = ts
            if event["ph"] as? String == "i" { XCTAssertEqual(event["s"] as? String, "t") }
        }
    }

    func testEveryBeginIsMatchedByAnEndOnItsTrack() throws {
        var depth: [Int: [String]] = [:]
        for event in try exportE4() {
            guard let ph = event["ph"] as? String, let tid = event["tid"] as? Int, let name = event["name"] as? String else { continue }
            if ph == "B" { depth[tid, default: []].append(name) }
            if ph == "E" { XCTAssertEqual(depth[tid]?.popLast(), name, "track \(tid)") }
        }
        XCTAssertTrue(depth.values.allSatisfy(\.isEmpty), "unclosed slices: \(depth)")
    }

    func testEachRecognizerIsATrackAndItsStatesAreSlices() throws {
        let events = try exportE4()
        let names = Dictionary(uniqueKeysWithValues: events.filter { $0["name"] as? String == "thread_name" }
            .compactMap { event -> (Int, String)? in
                guard let tid = event["tid"] as? Int, let args = event["args"] as? [String: Any], let name = args["name"] as? String else { return nil }
                return (tid, name)
            })
        XCTAssertEqual(Set(names.values), ["touch T1", "touch T2", "recognizer tap", "recognizer pan", "view V", "view window"])
        let panTrack = try XCTUnwrap(names.first { $0.value == "recognizer pan" }?.key)
        let panSlices = events.filter { $0["tid"] as? Int == panTrack && $0["ph"] as? String == "B" }.compactMap { $0["name"] as? String }
        XCTAssertEqual(panSlices, ["began", "changed", "ended"])
        let panInstants = events.filter { $0["tid"] as? Int == panTrack && $0["ph"] as? String == "i" }.compactMap { $0["name"] as? String }
        XCTAssertTrue(panInstants.contains("waits for tap to fail"))
        XCTAssertTrue(panInstants.contains("action .began"))
    }
}
