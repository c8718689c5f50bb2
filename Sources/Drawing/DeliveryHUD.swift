import GestureEngine

/// Outlines the view each live touch hit (and the last one hit) and lists the latest responder
/// calls and actions in a panel docked bottom-right. It reads only the trace (the source
/// of truth) plus the view tree for geometry.
///
/// Invariant: after `consume`, `liveTouches` holds exactly the touches the trace shows as down.
public final class DeliveryHUD {
    public struct LiveTouch: Equatable {
        public var id: Int
        public var location: Point
        public var type: TouchType
        public var viewID: String?
    }

    /// How many responder calls the panel lists.
    public static let panelLines = 8

    public private(set) var liveTouches: [LiveTouch] = []
    /// The hit view of the most recent touch; stays outlined after the touch ends, until the next.
    public private(set) var lastHitViewID: String?
    /// Latest responder calls (views with `logsTouches`), recognizer actions and scene log lines,
    /// oldest first, as text-trace lines.
    public private(set) var recentDeliveries: [String] = []

    public init() {}

    /// Takes in trace events not seen before; `window` resolves view ids for `logsTouches`.
    public func consume(_ events: ArraySlice<TraceEvent>, window: View) {
        // One walk per batch, not one per responder call.
        var quietViewIDs: Set<String> = []
        window.forEachInSubtree { if !$0.logsTouches { quietViewIDs.insert($0.id) } }
        for event in events {
            switch event.kind {
            case let .touch(touch, phase, location, type):
                if phase == .began {
                    liveTouches.append(LiveTouch(id: touch, location: location, type: type, viewID: nil))
                } else if phase.isTerminal {
                    liveTouches.removeAll { $0.id == touch }
                } else if let index = liveTouches.firstIndex(where: { $0.id == touch }) {
                    liveTouches[index].location = location
                }
            case let .hit(touch, view, _, _):
                if let index = liveTouches.firstIndex(where: { $0.id == touch }) { liveTouches[index].viewID = view }
                lastHitViewID = view
            case let .deliver(view, _, _), let .undelivered(view, _, _):
                guard !quietViewIDs.contains(view) else { continue }
                append(event.textLine)
            case .action, .log:
                append(event.textLine)
            default:
                continue
            }
        }
    }

    private func append(_ line: String) {
        recentDeliveries.append(line)
        if recentDeliveries.count > Self.panelLines { recentDeliveries.removeFirst() }
    }

    /// The hit view's outline where `values` draw it, and (when `showsPanel`) the corner list
    /// of calls. Touches themselves are drawn by `FingerOverlay`.
    public func draw(window: View, values: (View) -> LayerValues = { $0.modelValues }, showsPanel: Bool = true, into list: inout DrawList) {
        var outlined = Set(liveTouches.compactMap(\.viewID))
        if let last = lastHitViewID { outlined.insert(last) }
        for id in outlined.sorted() {
            guard id != window.id, let view = window.descendant(withID: id) else { continue }
            var shape = SceneRenderer.drawnShape(of: view, values: values)
            shape.rect = shape.rect.outset(dx: 3, dy: 3)
            shape.cornerRadius += 3
            list.append(.stroke(shape, width: 3, Palette.hitOutline))
        }
        if showsPanel { drawPanel(size: list.size, into: &list) }
    }

    private func drawPanel(size: Size, into list: inout DrawList) {
        let lineHeight = 17.0
        let lines = recentDeliveries.isEmpty ? ["touch a view: its responder calls appear here"] : recentDeliveries
        let height = 30 + Double(lines.count) * lineHeight
        let width = min(300, size.width - 24)
        let frame = Rect(size.width - width - 12, size.height - height - 12, width, height)
        list.append(.fill(RoundedRect(rect: frame, cornerRadius: 10), Palette.panelBackground))
        list.append(.text(TextRun(text: "Responder calls and actions", fontSize: 13, color: Palette.panelTitle,
                                  position: Point(frame.minX + 12, frame.minY + 14), alignment: .left)))
        for (index, line) in lines.enumerated() {
            list.append(.text(TextRun(text: line, fontSize: 12, color: Palette.panelText,
                                      position: Point(frame.minX + 12, frame.minY + 32 + Double(index) * lineHeight),
                                      alignment: .left)))
        }
    }
}
