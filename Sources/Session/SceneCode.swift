import Drawing
import GestureEngine
import SceneFormat
import SwiftExport

/// A scene's UIKit Swift as the code panel shows it (`UIKitSource`), and every moment its lines
/// ran: the trace's events that light lines (`SwiftLineMap.lines(for:)`), kept as `CodeEvent`s
/// in engine-time order as the session plays, so the panel can light the lines of any moment
/// shown (now, or a pinned one) after the trace itself is dropped.
///
/// Invariant: `events` are in time order, each lighting at least one line of `listing`. At most
/// `eventLimit` are kept: past it the older half goes (an hour of dragging is about 220 000).
public final class SceneCode {
    /// The source's lines, coloured, titled with the file `gesturescope swift` would write.
    public let listing: CodeListing
    /// Where each part of the scene is in the listing.
    public let lineMap: SwiftLineMap
    /// The moments code ran, in time order.
    public private(set) var events: [CodeEvent] = []

    /// The most events kept.
    public static let eventLimit = 250_000

    /// The code of `scene`, named after its file (`widget-4-pan-requires-tap.yaml` →
    /// `widget-4-pan-requires-tap.swift`; a scene with no file is `Scene.swift`).
    public init(scene: SceneDescription) {
        let file = scene.file.split(separator: "/").last.map(String.init) ?? ""
        let name = file.hasSuffix(".yaml") ? String(file.dropLast(".yaml".count)) : (file.isEmpty ? "Scene" : file)
        let source = UIKitSource(scene: scene, name: name)
        listing = CodeListing(text: source.text, title: name + ".swift")
        lineMap = source.lineMap
    }

    /// Keeps the events of `trace` (the next in time order) that light lines.
    public func consume(_ trace: some Sequence<TraceEvent>) {
        for event in trace {
            if let code = Self.codeEvent(event, in: lineMap) { events.append(code) }
        }
        if events.count > Self.eventLimit { events.removeFirst(events.count / 2) }
    }

    /// The engine times line `line` (1-based) ran, in time order: where the timeline marks it when
    /// the line is chosen in the code panel. Worked out again only when events came since.
    public func moments(ofLine line: Int) -> [Double] {
        if let cached = momentsCache, cached.line == line, cached.eventCount == events.count, cached.last == events.last?.time {
            return cached.times
        }
        let times = events.filter { event in event.lines.contains { $0.contains(line) } }.map(\.time)
        momentsCache = (line, events.count, events.last?.time, times)
        return times
    }

    /// The last `moments(ofLine:)` answer, and the events it was worked out from.
    private var momentsCache: (line: Int, eventCount: Int, last: Double?, times: [Double])?

    /// The panel's highlight at engine time `time`.
    public func highlight(at time: Double) -> CodeHighlight {
        CodeHighlight(events: events, at: time)
    }

    /// What `event` lights in the file `lineMap` describes, nil when it lights nothing: the
    /// recognizer's creation for a state change, noted with the new state (`← .began`); the
    /// action method for an action, noted with the state it saw; the answering method for a
    /// delegate question, noted with the answer (`← true`); a control's action method, noted
    /// with the event (`← .touchUpInside`), and a drop's work, as actions; a drag delegate's
    /// answer, as a question; a view's responder method, a hit-test override, an animator's
    /// lines, un-noted.
    public static func codeEvent(_ event: TraceEvent, in lineMap: SwiftLineMap) -> CodeEvent? {
        let lines = lineMap.lines(for: event)
        guard !lines.isEmpty else { return nil }
        let (note, role): (String?, CodeEvent.Role) = switch event.kind {
        case let .state(_, _, to, _): ("← .\(to)", .recognizer)
        case let .action(_, state, _): ("← .\(state)", .action)
        case let .ask(_, _, _, answer): ("← \(answer)", .question)
        case let .controlEvent(_, controlEvent, _, _, _, _): ("← .\(controlEvent.rawValue)", .action)
        case .dropPerformed: (nil, .action)
        case .dragDelegate: (nil, .question)
        default: (nil, .responder)
        }
        return CodeEvent(time: event.time, lines: lines, note: note, role: role)
    }
}
