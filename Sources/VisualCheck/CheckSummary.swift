/// The tally of a check run, as the terminal's last line and the reports' headings say it.
public struct CheckSummary: Sendable, Equatable {
    public let matched: Int
    public let differing: Int
    public let missing: Int

    public init(_ results: [CheckResult]) {
        var matched = 0, differing = 0, missing = 0
        for result in results {
            switch result.verdict {
            case .matched: matched += 1
            case .missingGolden: missing += 1
            case .imageDiffers, .traceDiffers: differing += 1
            }
        }
        self.matched = matched
        self.differing = differing
        self.missing = missing
    }

    public var total: Int { matched + differing + missing }
    public var allMatched: Bool { differing == 0 && missing == 0 }

    /// "12 matched, 1 differs, 2 missing goldens" (zero counts of problems left out).
    public var description: String {
        var parts = ["\(matched) matched"]
        if differing > 0 { parts.append("\(differing) \(differing == 1 ? "differs" : "differ")") }
        if missing > 0 { parts.append("\(missing) missing \(missing == 1 ? "golden" : "goldens")") }
        return parts.joined(separator: ", ")
    }
}
