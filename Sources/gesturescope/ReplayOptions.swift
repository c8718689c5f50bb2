import ArgumentParser
import SceneFormat

/// The arguments of every command that replays a scene headlessly: which scene, which input,
/// at what time scale.
struct ReplayOptions: ParsableArguments {
    @Argument(help: "Scene file, or the name of a scene in Scenes/.")
    var scene: String

    @Option(help: "Input script file to play instead of the scene's demo script.")
    var script: String?

    @Option(help: "Slow motion: engine seconds per script second (0.05 to 1). Times given on the command line are script seconds.")
    var timeScale: Double = 1

    func validate() throws {
        guard (0.05...1).contains(timeScale) else { throw ValidationError("--time-scale must be between 0.05 and 1") }
    }

    /// The scene and the input to play on it; exits with code 2 (after printing the
    /// diagnostics) when either file is invalid.
    func load(root: ResourceRoot) throws -> (scene: SceneDescription, script: InputScript) {
        let description = try CommandSupport.loadScene(scene, root: root)
        return (description, try CommandSupport.script(script, scene: description))
    }
}
