import App
import ArgumentParser
import SceneFormat

/// `--compare B` and `--set` of `run` and `record`: the scene shown beside the first on the same
/// input, made from a file or from the first scene with recognizer settings.
struct ComparisonOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Show this scene beside the first, both driven by the same input (in the window: fingers, the mouse, Alt-pinch and pins on either side reach both at the same scene point), their timelines on one time axis and the first place they part marked on both (docs/COMPARE.md). A scene file or name; the first scene itself with --set.",
        valueName: "scene"))
    var compare: String?

    @Option(name: .customLong("set"), help: ArgumentHelp(
        "With --compare: change a recognizer of the compared scene before it is built, RECOGNIZER.KEY=VALUE, VALUE in YAML (e.g. pan.requireToFail=[tap]). Repeatable.",
        valueName: "recognizer.key=value"))
    var settings: [String] = []

    /// Refuses `--set` without `--compare`; `example` is the command line the message suggests.
    func validate(example: String) throws {
        if !settings.isEmpty, compare == nil {
            throw ValidationError("--set changes the compared scene: give --compare too (e.g. \(example))")
        }
    }

    /// The compared scene and how the window names and reloads it; nil without `--compare`.
    /// Exits with code 2, after saying why, for a scene or a setting that cannot be loaded.
    func scene(beside first: SceneDescription, root: ResourceRoot) throws -> (scene: SceneDescription, option: ComparedScene, names: [String])? {
        guard let compare else { return nil }
        let parsed = try SceneOverrides.settings(settings)
        let scene = try CommandSupport.loadScene(compare, root: root, settings: parsed)
        let option = ComparedScene(path: scene.file, settings: parsed)
        return (scene, option, option.sideNames(a: first, b: scene))
    }
}
