/// A changed golden trace told by meaning (issue 32 part 5): the golden read back and this run's
/// trace compared by `TraceDiff` (aligned by input and by recognizer and view ids, numbers
/// within a tolerance), kept as the words every report shows, so that the results file
/// (`CheckRun`) holds it and a merge of shards says exactly what one run says. Side A is always
/// the golden, side B this run ("now").
public struct TraceDivergenceReport: Sendable, Equatable, Codable {
    /// One summary line whose sides differ (`TraceDiff.SummaryDifference`).
    public struct Change: Sendable, Equatable, Codable {
        /// "state path", "responder calls" or "actions".
        public let aspect: String
        /// The recognizer's or view's id.
        public let name: String
        /// The golden's side in words (`possible → began → ended`, `began 2, moved 4`, `(absent)`).
        public let golden: String
        /// This run's side, as the golden's.
        public let now: String

        /// A line as `check` takes it from the diff, its words escaped for a terminal.
        public init(aspect: String, name: String, golden: String, now: String) {
            self.aspect = aspect
            self.name = name
            self.golden = golden
            self.now = now
        }
    }

    /// The first divergence in one sentence (`DivergenceSentence`, sides "golden" and "now").
    public let sentence: String
    /// The first divergence as aligned trace lines (`DivergenceLines`): `= …` shared, `A …` the
    /// golden's event, `B …` this run's; at most five.
    public let aligned: [String]
    /// The summary lines that differ, state paths first; may be empty (the traces differ in a
    /// number or an order the summary does not show).
    public let changes: [Change]

    /// The report as `check` makes it from the diff (`GoldenTraceMeaning`).
    public init(sentence: String, aligned: [String], changes: [Change]) {
        self.sentence = sentence
        self.aligned = aligned
        self.changes = changes
    }

    /// What a terminal shows below the sentence: the legend, the aligned lines indented, then at
    /// most `changeLimit` changes (nil: all), a line counting the rest. `line` is the first
    /// differing line of the files, for a reader who opens them.
    public func text(line: Int, changeLimit: Int? = nil) -> String {
        var lines = ["A is the golden, B this run (their lines first differ at line \(line)):"]
        lines += aligned.map { "  " + $0 }
        let shown = changeLimit.map { Array(changes.prefix($0)) } ?? changes
        let labels = shown.map { "\($0.name) (\($0.aspect))" }
        let width = labels.map(\.count).max() ?? 0
        for (label, change) in zip(labels, shown) {
            let padding = String(repeating: " ", count: width - label.count)
            lines += ["\(label)\(padding)  A \(change.golden)", "\(String(repeating: " ", count: width))  B \(change.now)"]
        }
        if shown.count < changes.count {
            let more = changes.count - shown.count
            lines.append("… and \(more) more \(more == 1 ? "difference" : "differences") in the summary (the report lists them)")
        }
        return lines.map { $0 + "\n" }.joined()
    }
}
