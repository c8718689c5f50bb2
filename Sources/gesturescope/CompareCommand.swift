import ArgumentParser
import FileOutput
import GestureEngine
import SceneFormat
import Session
import TraceDiff

struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Replay the same input on two scenes and print where their behaviour first differs.",
        discussion: """
        Plays A's demo script (or --script FILE; a capture from run --capture is a script) on A and on B, headlessly, and \
        compares the two traces by meaning (docs/COMPARE.md): aligned by input and by recognizer and view ids, numbers within \
        1e-6 s and 1e-3 pt. Prints the first divergence as a sentence and as trace lines, then per recognizer its state path, \
        per view its responder calls and per recognizer its actions, A against B.
        B may be omitted when --set makes it: `compare widget-2-tap-pan --set pan.requireToFail=[tap]`.
        Exit codes: 0 the two behave the same, 1 they differ, 2 an invalid scene, script or --set, 64 invalid arguments.
        Example: gesturescope compare widget-2-tap-pan widget-4-pan-requires-tap
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "Scene A: a scene file, or the name of a scene in Scenes/.")
    var sceneA: String

    @Argument(help: "Scene B (default: A, changed by --set).")
    var sceneB: String?

    @Option(name: [.customLong("script"), .customLong("capture")], help: ArgumentHelp(
        "Input script file to play on both instead of A's demo script (--capture: the same, for a capture from run --capture).",
        valueName: "file.yaml"))
    var script: String?

    @Option(name: .customLong("set"), help: ArgumentHelp(
        "Change a recognizer of B before it is built: RECOGNIZER.KEY=VALUE, VALUE in YAML (e.g. pan.requireToFail=[tap], tap.taps=2). Repeatable.",
        valueName: "recognizer.key=value"))
    var settings: [String] = []

    @Option(help: "Output format: text (for people) or json (one object, for tools; docs/COMPARE.md).")
    var format: Format = .text

    func validate() throws {
        if sceneB == nil, settings.isEmpty {
            throw ValidationError("give scene B, or --set to make B from A (e.g. --set pan.requireToFail=[tap])")
        }
    }

    func run() throws {
        let root = try CommandSupport.resources()
        let a = try CommandSupport.loadScene(sceneA, root: root)
        let b = try CommandSupport.loadScene(sceneB ?? sceneA, root: root, settings: SceneOverrides.settings(settings))
        let input = try CommandSupport.script(script, scene: a)
        let inputFile = script ?? a.file
        let traceA = try CommandSupport.replayedEvents(a, .script(input, timeScale: 1), inputFile: inputFile)
        let traceB = try CommandSupport.replayedEvents(b, .script(input, timeScale: 1), inputFile: inputFile)
        let diff = SemanticDiff(traceA, traceB)
        let nameB = ([sceneB ?? sceneA] + settings.map { "--set \($0)" }).joined(separator: " ")
        let played = script.map { "script \($0)" } ?? "A's demo script"
        try CommandSupport.say(format == .json ? diff.json(a: sceneA, b: nameB, input: played) : diff.text(a: sceneA, b: nameB, input: played))
        if !diff.same { throw ExitCode.failure }
    }
}
