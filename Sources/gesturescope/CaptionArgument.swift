import ArgumentParser
import SceneFormat

/// `--caption SECONDS:TEXT`: a caption from a script time on.
struct CaptionArgument: ExpressibleByArgument {
    let caption: InputScript.Caption

    init?(argument: String) {
        guard let colon = argument.firstIndex(of: ":"), let time = Double(argument[..<colon]),
              (0...SceneLimits.standard.duration).contains(time) else { return nil }
        let text = String(argument[argument.index(after: colon)...])
        guard text.count <= 500 else { return nil }
        caption = InputScript.Caption(time: time, text: text)
    }
}
