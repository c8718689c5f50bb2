import ArgumentParser
import FileOutput
import Foundation
import GestureEngine
import Raster
import SceneFormat
import SDLShell
import VisualCheck

/// One `check` run's work on each scene: render it at its checkpoints and replay its demo as
/// `snapshot` and `trace` do, then compare with the goldens (writing the report's images) or,
/// with `--update`, replace the goldens that changed. Each comparison is said in one line as it
/// is made.
struct GoldenCheck {
    let goldensFolder: String
    let reportFolder: String
    let tolerance: ComparisonTolerance
    let fontPath: String

    /// Compares `scene`'s renderings and trace with its goldens.
    func compare(_ scene: CheckedScene) throws -> [CheckResult] {
        var results: [CheckResult] = []
        for seconds in scene.description.effectiveCheckpoints {
            let canvas = try render(scene, at: seconds)
            let actual = Self.image(of: canvas)
            let goldenPath = goldensFolder + "/" + GoldenNames.image(scene: scene.name, at: seconds)
            var comparison: ImageComparison?
            let verdict: CheckResult.Verdict
            if let expected = try readGoldenImage(goldenPath) {
                let compared = ImageComparison(expected: expected, actual: actual, tolerance: tolerance)
                comparison = compared
                verdict = compared.matches(within: tolerance) ? .matched
                    : .imageDiffers(differingPixels: compared.differingPixels, expectedSize: expected.sizeDescription, actualSize: actual.sizeDescription)
            } else {
                verdict = .missingGolden
            }
            let result = CheckResult(scene: scene.name, subject: .image(at: seconds), verdict: verdict, goldenPath: goldenPath,
                                     approval: scene.approval)
            try writeReportImages(of: result, canvas: canvas, comparison: comparison)
            try CommandSupport.say(CheckOutput.line(result, reportFolder: reportFolder))
            results.append(result)
        }
        let goldenPath = goldensFolder + "/" + GoldenNames.trace(scene: scene.name)
        let verdict: CheckResult.Verdict
        if let expected = try readGoldenTrace(goldenPath) {
            // Bytes decide whether it changed; the meaning (or why there is none) says how.
            let events = traceEvents(of: scene)
            verdict = TraceDifference(expected: expected, actual: TraceEvent.jsonLines(events))
                .map { .traceDiffers(GoldenTraceMeaning.explain($0, golden: expected, now: events)) } ?? .matched
        } else {
            verdict = .missingGolden
        }
        let result = CheckResult(scene: scene.name, subject: .trace, verdict: verdict, goldenPath: goldenPath, approval: scene.approval)
        try CommandSupport.say(CheckOutput.line(result, reportFolder: reportFolder))
        return results + [result]
    }

    /// Writes `scene`'s current renderings and trace as its goldens where they are new or
    /// changed, saying `new`, `changed (…)` or `unchanged` for each file.
    func update(_ scene: CheckedScene) throws {
        for seconds in scene.description.effectiveCheckpoints {
            let canvas = try render(scene, at: seconds)
            let path = goldensFolder + "/" + GoldenNames.image(scene: scene.name, at: seconds)
            // What changed, or nil when the golden still matches.
            let change: String?
            if try !GoldenFiles.exists(path) {
                change = "new"
            } else if let expected = try? PixelImage(decoded: PNGDecoder.read(path)) {
                let comparison = ImageComparison(expected: expected, actual: Self.image(of: canvas), tolerance: tolerance)
                change = comparison.matches(within: tolerance) ? nil
                    : comparison.sizesMatch ? "changed (\(comparison.differingPixels) pixels)"
                    : "changed (size \(expected.sizeDescription) → \(canvas.width)×\(canvas.height))"
            } else {
                change = "changed (the old golden was unreadable)"
            }
            if change != nil { try CommandSupport.reportingWriteErrors { try OutputFile.write(canvas.pngBytes(), to: path) } }
            try CommandSupport.say("\(path): \(change ?? "unchanged")\n")
        }
        let path = goldensFolder + "/" + GoldenNames.trace(scene: scene.name)
        let text = TraceEvent.jsonLines(traceEvents(of: scene))
        let change: String?
        if try !GoldenFiles.exists(path) {
            change = "new"
        } else if case let .success(old) = SceneLoader.readText(path, maxBytes: TraceInput.maximumBytes, what: "a trace") {
            change = old == text ? nil : "changed (\(TraceDifference.differingLineCount(expected: old, actual: text)) lines)"
        } else {
            change = "changed (the old golden was unreadable)"
        }
        if change != nil { try CommandSupport.reportingWriteErrors { try OutputFile.write(Array(text.utf8), to: path) } }
        try CommandSupport.say("\(path): \(change ?? "unchanged")\n")
    }

    /// The rendering `gesturescope snapshot SCENE --at SECONDS` makes: at 1×, the default size.
    private func render(_ scene: CheckedScene, at seconds: Double) throws -> SoftwareCanvas {
        try Snapshot.render(scene: scene.description, script: scene.description.script, at: seconds, scale: 1, fontPath: fontPath)
    }

    /// The events `gesturescope trace SCENE` prints.
    private func traceEvents(of scene: CheckedScene) -> [TraceEvent] {
        TraceCommand.events(of: scene.description, playing: .script(scene.description.script, timeScale: 1), until: nil)
    }

    private static func image(of canvas: SoftwareCanvas) -> PixelImage {
        PixelImage(width: Int(canvas.width), height: Int(canvas.height), opaqueXRGB: canvas.pixelWords())!
    }

    /// The golden image at `path`; nil when there is none. Exits with code 2 when it cannot be
    /// read or is a symbolic link.
    private func readGoldenImage(_ path: String) throws -> PixelImage? {
        guard try GoldenFiles.exists(path) else { return nil }
        do {
            return try PixelImage(decoded: PNGDecoder.read(path))
        } catch {
            CommandSupport.printError("cannot read the golden \(error.message)", hint: "restore it from version control, or replace it with gesturescope check --update")
            throw CommandSupport.invalidInput
        }
    }

    /// The golden trace at `path`; nil when there is none. Exits with code 2 when it cannot be
    /// read or is a symbolic link.
    private func readGoldenTrace(_ path: String) throws -> String? {
        guard try GoldenFiles.exists(path) else { return nil }
        switch SceneLoader.readText(path, maxBytes: TraceInput.maximumBytes, what: "a trace") {
        case let .success(text): return text
        case let .failure(errors):
            StandardStreams.err(errors.description + "\n")
            throw CommandSupport.invalidInput
        }
    }

    /// The images the report shows for `result` (`CheckResult.reportImages`).
    private func writeReportImages(of result: CheckResult, canvas: SoftwareCanvas, comparison: ImageComparison?) throws {
        for (role, file) in result.reportImages {
            let image: PixelImage? = switch role {
            case "expected": comparison?.expected
            case "diff": comparison?.diffImage
            default: nil
            }
            let bytes = image.map { PNGEncoder.encode(xrgb: $0.opaqueXRGBWords, width: $0.width, height: $0.height) } ?? canvas.pngBytes()
            try CommandSupport.reportingWriteErrors { try OutputFile.write(bytes, to: reportFolder + "/" + file, replacingLinks: true) }
        }
    }
}

extension PixelImage {
    /// The image libpng read (`PNGDecoder`).
    init(decoded: PNGDecoder.Image) {
        self.init(width: decoded.width, height: decoded.height, rgbaBytes: decoded.rgba)!
    }
}
