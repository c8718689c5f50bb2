import ArgumentParser
import Foundation
import Drawing

/// `--layers` of `record` and `snapshot`: the overlay layers drawn, comma-separated.
enum LayerList {
    /// The names `--layers` takes (`panel`: the responder panel, shown when the timeline is not;
    /// `code`: the code panel, docked with the timeline).
    static let names = ["timeline", "code", "fingers", "ghosts", "panel", "none"]
    /// What both commands draw by default (everything but the code panel).
    static let standard = "timeline,fingers,ghosts,panel"
    /// `--layers`' help, for both commands.
    static let help = "Overlay layers drawn, comma-separated: timeline, code (the scene as UIKit Swift, its running lines lit, docked with the timeline; docs/CODE.md), fingers, ghosts, panel (the responder panel, shown when the timeline is not), or none."

    /// Throws for a name that is not a layer.
    static func validate(_ list: String) throws {
        let unknown = parts(list).filter { !names.contains($0) }
        guard unknown.isEmpty else { throw ValidationError("unknown layer \(unknown.joined(separator: ", ")): use \(names.joined(separator: ", "))") }
    }

    /// The layers `list` names.
    static func layers(_ list: String) -> OverlayLayers {
        let names = Set(parts(list))
        var chosen = OverlayLayers()
        chosen.showsTimeline = names.contains("timeline")
        chosen.showsCode = names.contains("code")
        chosen.showsFingers = names.contains("fingers")
        chosen.showsGhosts = names.contains("ghosts")
        chosen.showsResponderPanel = names.contains("panel")
        return chosen
    }

    private static func parts(_ list: String) -> [String] {
        list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
