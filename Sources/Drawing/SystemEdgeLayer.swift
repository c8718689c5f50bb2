import GestureEngine

/// What the device draws for its edge gestures (§10), above the app and its drags, below the
/// overlay: the home indicator (when the bottom edge has a gesture), raised and brightened while
/// a deferred swipe's tongue shows, and the system UI a recognized swipe opened — Home rising
/// from the bottom, the Cover Sheet falling from the top, Slide Over sliding in from the
/// trailing edge — sliding in and out. Drawn from the engine's `SystemEdgeGestures` at `now`.
public enum SystemEdgeLayer {
    /// Seconds the system UI takes to slide in or out, and the tongue to rise. Chosen.
    public static let slideDuration = 0.3
    static let indicatorSize = Size(134, 5)

    public static func draw(_ system: SystemEdgeGestures, windowSize: Size, now: Double, into list: inout DrawList) {
        if system.edges.contains(.bottom) { drawHomeIndicator(system, windowSize: windowSize, now: now, into: &list) }
        guard let ui = system.systemUI else { return }
        let shown = Easing.easedOut(since: ui.openedAt, duration: slideDuration, now: now)
        let hidden = ui.closedAt.map { Easing.easedOut(since: $0, duration: slideDuration, now: now) } ?? 0
        let progress = shown * (1 - hidden)
        guard progress > 0 else { return }
        drawSystemUI(ui.edge, progress: progress, windowSize: windowSize, into: &list)
    }

    /// The home indicator; the tongue lifts it 6 pt and makes it opaque (rising over
    /// `slideDuration`) while the edge is armed, and drops it back when it is disarmed.
    private static func drawHomeIndicator(_ system: SystemEdgeGestures, windowSize: Size, now: Double, into list: inout DrawList) {
        var tongue = 0.0
        if let shownAt = system.tongues[.bottom], system.armedEdges[.bottom] != nil {
            tongue = Easing.easedOut(since: shownAt, duration: slideDuration, now: now)
        }
        let size = indicatorSize
        let rect = Rect((windowSize.width - size.width) / 2, windowSize.height - 8 - size.height - 6 * tongue, size.width, size.height)
        list.append(.fill(RoundedRect(rect: rect, cornerRadius: size.height / 2), Color(red: 1, green: 1, blue: 1, alpha: 0.55 + 0.45 * tongue)))
    }

    private static func drawSystemUI(_ edge: SystemEdge, progress: Double, windowSize: Size, into list: inout DrawList) {
        let width = windowSize.width, height = windowSize.height
        let panel: Rect
        switch edge {
        case .bottom:
            list.append(.fill(RoundedRect(rect: Rect(0, 0, width, height), cornerRadius: 0), Color(red: 0, green: 0, blue: 0, alpha: 0.5 * progress)))
            panel = Rect(0, height * (1 - 0.6 * progress), width, height * 0.6)
        case .top:
            panel = Rect(0, -height + height * progress, width, height)
        case .trailing:
            let panelWidth = min(320, width * 0.45)
            panel = Rect(width - (panelWidth + 12) * progress, 12, panelWidth, height - 24)
        }
        list.append(.fill(RoundedRect(rect: panel, cornerRadius: edge == .top ? 0 : 18), Color(red8: 0x1E, green8: 0x29, blue8: 0x3B, alpha8: 0xF2)))
        let title = edge.systemUIName + " (system)"
        list.append(.text(TextRun(text: title, fontSize: 22, color: .white, position: Point(panel.midX, panel.minY + 40))))
        if edge == .top {
            list.append(.text(TextRun(text: "9:41", fontSize: 64, color: .white, position: Point(panel.midX, panel.midY))))
        } else {
            drawIcons(in: panel, into: &list)
        }
    }

    /// A few rounded app icons, so the panel reads as Home or an app in Slide Over.
    private static func drawIcons(in panel: Rect, into list: inout DrawList) {
        let colors = [Color(red8: 0x34, green8: 0xC7, blue8: 0x59), Color(red8: 0x0A, green8: 0x84, blue8: 0xFF),
                      Color(red8: 0xFF, green8: 0x9F, blue8: 0x0A), Color(red8: 0xFF, green8: 0x37, blue8: 0x5F)]
        let side = 56.0, gap = 22.0
        let columns = max(1, min(4, Int((panel.width - gap) / (side + gap))))
        let left = panel.midX - (Double(columns) * side + Double(columns - 1) * gap) / 2
        for row in 0..<2 {
            for column in 0..<columns {
                let rect = Rect(left + Double(column) * (side + gap), panel.minY + 80 + Double(row) * (side + gap), side, side)
                guard rect.maxY < panel.maxY else { continue }
                list.append(.fill(RoundedRect(rect: rect, cornerRadius: 13), colors[(row * columns + column) % colors.count]))
            }
        }
    }
}
