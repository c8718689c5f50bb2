import GestureEngine

/// The system edge part of the fingers layer (§10): each system edge's 20-pt band, faint when
/// the system owns it, shaded and labelled `deferred` when the app defers it, and bright with a
/// countdown while a deferred edge is armed for a second swipe.
public enum SystemEdgeOverlay {
    static let bandColor = Color(red8: 0xCC, green8: 0x79, blue8: 0xA7)

    public static func draw(_ state: SystemEdgeOverlayState, edges: Set<SystemEdge>, sizeClass: SizeClass, windowSize: Size, now: Double,
                            into list: inout DrawList) {
        for edge in SystemEdge.allCases where edges.contains(edge) && (edge != .trailing || sizeClass == .regular) {
            let band = edge.band(in: windowSize)
            let isDeferred = state.deferred.contains(edge)
            let armed = state.armed[edge]
            let alpha = armed != nil ? 0.45 : isDeferred ? 0.25 : 0.08
            list.append(.fill(RoundedRect(rect: band, cornerRadius: 0), bandColor.withAlphaMultiplied(by: alpha)))
            guard isDeferred || armed != nil else { continue }
            var text = "system \(edge.rawValue): deferred"
            if let armed {
                if case let .until(until) = armed {
                    text = "armed: swipe again within \(formatNumber(max(0, until - now), decimals: 1)) s"
                } else {
                    text = "armed: swipe again"
                }
            }
            let position = edge == .trailing ? Point(band.minX - 4, band.midY) : Point(band.midX, edge == .top ? band.maxY + 9 : band.minY - 9)
            list.append(.text(TextRun(text: text, fontSize: 11, color: bandColor, position: position, alignment: edge == .trailing ? .right : .center)))
        }
    }
}
