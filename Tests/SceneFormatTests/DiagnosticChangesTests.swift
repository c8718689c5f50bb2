import SceneFormat
import XCTest

/// `validate --watch` prints only what a save changed: problems that appeared, problems fixed.
final class DiagnosticChangesTests: XCTestCase {
    private func problem(_ line: Int, _ message: String) -> Diagnostic {
        Diagnostic(file: "s.yaml", line: line, column: 3, message: message)
    }

    func testOnlyAppearedAndFixedProblemsAreChanges() {
        let before = [problem(4, "unknown key 'colour'"), problem(9, "finger 1 is not down")]
        let after = [problem(9, "finger 1 is not down"), problem(12, "time goes backwards")]
        let changes = DiagnosticChanges(from: before, to: after)
        XCTAssertEqual(changes.appeared, [problem(12, "time goes backwards")])
        XCTAssertEqual(changes.fixed, [problem(4, "unknown key 'colour'")])
        XCTAssertTrue(DiagnosticChanges(from: after, to: after).isEmpty, "a save that changed nothing prints nothing")
        XCTAssertEqual(DiagnosticChanges(from: after, to: []).fixed, after, "all fixed")
    }
}
