/// One comparison `gesturescope check` made: a scene's rendering at a checkpoint, or its demo
/// trace, against its golden.
public struct CheckResult: Sendable, Codable {
    public enum Subject: Sendable, Equatable, Codable {
        /// The rendering at a checkpoint (script seconds).
        case image(at: Double)
        case trace
    }

    public enum Verdict: Sendable, Codable {
        case matched
        /// The rendering differs: `differingPixels` counted (anti-aliased ones not), or the
        /// sizes differ (`expectedSize` ≠ `actualSize`, "W×H").
        case imageDiffers(differingPixels: Int, expectedSize: String, actualSize: String)
        case traceDiffers(TraceDifference)
        /// No golden file at `GoldenNames`' name.
        case missingGolden
    }

    /// The scene's file name without `.yaml`.
    public let scene: String
    public let subject: Subject
    public let verdict: Verdict
    /// The golden's path, as given to the command (for messages).
    public let goldenPath: String
    /// The command that approves this scene's current rendering and trace as its goldens, as the
    /// user can type it where they ran `check`.
    public let approval: String

    /// A result; `approval` defaults to `gesturescope check --update SCENE`.
    public init(scene: String, subject: Subject, verdict: Verdict, goldenPath: String, approval: String? = nil) {
        self.scene = scene
        self.subject = subject
        self.verdict = verdict
        self.goldenPath = goldenPath
        self.approval = approval ?? "gesturescope check --update \(scene)"
    }

    public var passed: Bool {
        if case .matched = verdict { return true }
        return false
    }

    /// "intro@1.65" or "intro trace": the result's name in every report.
    public var name: String {
        switch subject {
        case let .image(seconds): "\(scene)@\(GoldenNames.time(seconds))"
        case .trace: "\(scene) trace"
        }
    }

    /// The report's file name for an image's `role` ("expected", "actual", "diff"); nil for a trace.
    public func reportImage(_ role: String) -> String? {
        guard case let .image(seconds) = subject else { return nil }
        return GoldenNames.reportImage(scene: scene, at: seconds, role: role)
    }

    /// The images the report shows for this result, each `role` ("expected", "actual", "diff")
    /// with its file name in the report folder: all three for a differing rendering (no diff
    /// when the sizes differ), the rendering alone for a missing golden, none otherwise.
    public var reportImages: [(role: String, file: String)] {
        guard case let .image(seconds) = subject else { return [] }
        let roles: [String] = switch verdict {
        case .matched, .traceDiffers: []
        case .missingGolden: ["actual"]
        case let .imageDiffers(_, expectedSize, actualSize): expectedSize == actualSize ? ["expected", "actual", "diff"] : ["expected", "actual"]
        }
        return roles.map { ($0, GoldenNames.reportImage(scene: scene, at: seconds, role: $0)) }
    }

    /// What went wrong, in one line (nil when it matched): the same words in the terminal, the
    /// HTML page and the JUnit report.
    public var problem: String? {
        switch verdict {
        case .matched: nil
        case let .imageDiffers(_, expectedSize, actualSize) where expectedSize != actualSize:
            "size differs: expected \(expectedSize), got \(actualSize)"
        case let .imageDiffers(count, _, _): "\(count) \(count == 1 ? "pixel differs" : "pixels differ")"
        case let .traceDiffers(difference): difference.summary
        case .missingGolden: "missing golden \(goldenPath) (\(approval) creates it)"
        }
    }

    /// The problem, where to see it and how to approve it, in one line (nil when it matched):
    /// the JUnit failure's message. `reportFolder` is where the report's images are.
    public func explanation(reportFolder: String) -> String? {
        guard let problem else { return nil }
        if case .missingGolden = verdict { return problem }
        let shown = reportImages.map { reportFolder + "/" + $0.file }
        let diff = reportImages.first { $0.role == "diff" }.map { "diff image: \(reportFolder)/\($0.file)" }
        let see = diff ?? (shown.isEmpty ? "" : "images: " + shown.joined(separator: ", "))
        return [problem, see, "if intended, approve: \(approval)"].filter { !$0.isEmpty }.joined(separator: "; ")
    }
}
