import Foundation
import VisualCheck
import XCTest

/// The tests' one way to compare output with an approved golden file.
///
/// Two kinds of golden, each recorded in one way:
/// - **Scene goldens** (`Scenes/goldens/`): what `gesturescope check` compares — each shipped
///   scene's demo trace and its renderings at its checkpoints. Tests that check the same thing
///   read them from there and never write them; `gesturescope check --update SCENE` approves a
///   change (docs/CHECK.md).
/// - **Test goldens** (`Tests/Goldens/`): what only unit tests compare (frames as DrawList text,
///   the timeline's drawing, the 2× snapshot of a test scene, the long list's trace).
///   `GESTURESCOPE_RECORD_GOLDENS=1 swift test` writes the current output over each one a test
///   compares (only where it differs), instead of failing.
///
/// Either way the test fails when the output differs from the golden, saying where: the first
/// differing line of a text with the lines around it, or the number of differing pixels with an
/// actual and a diff picture written to `.build/test-artifacts/`.
public enum Golden {
    /// The checkout this file is in (found from `#filePath`: Tests/GoldenSupport/Golden.swift).
    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// Where the test goldens are.
    public static let testGoldens = repositoryRoot.appendingPathComponent("Tests/Goldens")
    /// Where the scene goldens `gesturescope check` compares are.
    public static let sceneGoldens = repositoryRoot.appendingPathComponent("Scenes/goldens")
    /// Where a failing image comparison leaves the actual and diff pictures.
    public static let artifacts = repositoryRoot.appendingPathComponent(".build/test-artifacts")

    /// The environment variable that makes test goldens be recorded instead of compared.
    public static let recordVariable = "GESTURESCOPE_RECORD_GOLDENS"
    /// Whether this run records test goldens (`GESTURESCOPE_RECORD_GOLDENS=1`).
    public static var isRecording: Bool { ProcessInfo.processInfo.environment[recordVariable] == "1" }

    static func recordHint(_ name: String) -> String {
        "if the change is intended, re-record: \(recordVariable)=1 swift test (writes Tests/Goldens/\(name))"
    }

    static func approveHint(scene: String) -> String {
        "if the change is intended, approve it: gesturescope check --update \(scene)"
    }

    /// The first difference of two texts, as `check` reports a trace's: its line number, up to
    /// three shared lines before it, then up to three of the golden's (`-`) and the output's (`+`).
    static func difference(expected: String, actual: String) -> String? {
        TraceDifference(expected: expected, actual: actual).map { "differs from line \($0.line):\n\($0.excerpt)" }
    }
}

/// Compares `text` with the test golden `Tests/Goldens/<name>` (a path such as
/// `frames/intro@2.1.txt`); records it instead when `Golden.isRecording`.
public func assertGolden(text: String, named name: String, file: StaticString = #filePath, line: UInt = #line) {
    let url = Golden.testGoldens.appendingPathComponent(name)
    let expected = try? String(contentsOf: url, encoding: .utf8)
    if Golden.isRecording {
        guard expected != text else { return }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            XCTFail("cannot record Tests/Goldens/\(name): \(error)", file: file, line: line)
        }
        return
    }
    guard let expected else {
        return XCTFail("no golden Tests/Goldens/\(name); \(Golden.recordHint(name))", file: file, line: line)
    }
    if let difference = Golden.difference(expected: expected, actual: text) {
        XCTFail("Tests/Goldens/\(name) \(difference)\(Golden.recordHint(name))", file: file, line: line)
    }
}

/// Compares `trace` (JSON Lines, as `gesturescope trace SCENE` prints it) with the scene golden
/// `Scenes/goldens/<scene>.trace.jsonl` that `gesturescope check` compares. Never records: the
/// failure names the `check --update` command that approves the change.
public func assertSceneGolden(trace: String, scene: String, file: StaticString = #filePath, line: UInt = #line) {
    let name = GoldenNames.trace(scene: scene)
    guard let expected = try? String(contentsOf: Golden.sceneGoldens.appendingPathComponent(name), encoding: .utf8) else {
        return XCTFail("no golden Scenes/goldens/\(name); gesturescope check --update \(scene) creates it", file: file, line: line)
    }
    if let difference = Golden.difference(expected: expected, actual: trace) {
        XCTFail("Scenes/goldens/\(name) \(difference)\(Golden.approveHint(scene: scene))", file: file, line: line)
    }
}

/// Compares `image` with the test golden PNG `Tests/Goldens/<name>` as `gesturescope check`
/// compares renderings (`ImageComparison`: YIQ colour distance within `tolerance.threshold`,
/// anti-aliased edges not counted, at most `tolerance.maximumDifferingPixels` differing pixels,
/// the same size); records it instead when `Golden.isRecording` and it does not match. On a
/// failure the actual image and the diff picture (differing pixels red, anti-aliased ones yellow)
/// are written to `.build/test-artifacts/`.
public func assertGolden(image: PixelImage, named name: String, tolerance: ComparisonTolerance = ComparisonTolerance(),
                         file: StaticString = #filePath, line: UInt = #line) {
    let url = Golden.testGoldens.appendingPathComponent(name)
    let expected = PNGImage(path: url.path)?.pixelImage
    let comparison = expected.map { ImageComparison(expected: $0, actual: image, tolerance: tolerance) }
    if Golden.isRecording {
        guard comparison?.matches(within: tolerance) != true else { return }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try PNGImage.write(image, to: url.path)
        } catch {
            XCTFail("cannot record Tests/Goldens/\(name): \(error)", file: file, line: line)
        }
        return
    }
    guard let comparison else {
        return XCTFail("no golden Tests/Goldens/\(name) (or not a PNG); \(Golden.recordHint(name))", file: file, line: line)
    }
    guard !comparison.matches(within: tolerance) else { return }
    let stem = url.deletingPathExtension().lastPathComponent
    let actualPath = Golden.artifacts.appendingPathComponent("\(stem).actual.png").path
    let diffPath = Golden.artifacts.appendingPathComponent("\(stem).diff.png").path
    var written = [actualPath]
    do {
        try FileManager.default.createDirectory(at: Golden.artifacts, withIntermediateDirectories: true)
        try PNGImage.write(image, to: actualPath)
        if let diff = comparison.diffImage {
            try PNGImage.write(diff, to: diffPath)
            written.append(diffPath)
        }
    } catch {
        written = ["(cannot write the pictures: \(error))"]
    }
    let what = comparison.sizesMatch
        ? "\(comparison.differingPixels) pixels differ (\(comparison.antiAliasedPixels) more anti-aliased, not counted; budget \(tolerance.maximumDifferingPixels))"
        : "the size differs: \(comparison.expected.sizeDescription) expected, \(image.sizeDescription) drawn"
    XCTFail("Tests/Goldens/\(name): \(what); see \(written.joined(separator: ", ")); \(Golden.recordHint(name))", file: file, line: line)
}
