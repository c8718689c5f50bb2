import Foundation
import GestureEngine

/// The drag part of the fingers layer (§9), drawn from `DragOverlayState`: each session's
/// finger (its touch now belongs to the session) with its item count, the drop target under it
/// outlined in its proposal's colour with the proposal named, and every add-to-drag tap marked
/// where it landed (`+1` flying into the stack, or `no items` when the view declined).
public enum DragOverlay {
    /// Proposal colours: performing ones green, refusing ones red, `cancel` grey.
    static func color(of proposal: DropOperation?) -> Color {
        switch proposal {
        case .copy?, .move?: Color(red8: 0x22, green8: 0xC5, blue8: 0x5E)
        case .forbidden?: Color(red8: 0xEF, green8: 0x44, blue8: 0x44)
        case .cancel?, nil: Color(red8: 0x94, green8: 0xA3, blue8: 0xB8)
        }
    }

    /// Seconds an added item's dot takes to fly from the tap into the stack.
    static let joinFlight = 0.3

    /// Every word is `labelScale` times its base size (`FrameLayout.overlayLabelScale`).
    public static func draw(_ state: DragOverlayState, window: View, values: (View) -> LayerValues, now: Double, labelScale: Double = 1,
                            into list: inout DrawList) {
        for session in state.sessions {
            let fade = session.endedAt.map { max(0, 1 - (now - $0) / Defaults.dragLandingDuration) } ?? 1
            if let target = session.target, let view = window.descendant(withID: target) {
                drawTarget(view, proposal: session.proposal, values: values, fade: fade, labelScale: labelScale, into: &list)
            }
            guard session.endedAt == nil else { continue }
            // Edged and labelled as a finger's ring is: it reads on any colour.
            FingerOverlay.drawOutlinedRing(center: session.location, radius: 22, width: 3, color: Palette.touchRing, into: &list)
            let caption = "S\(session.id) · \(session.items) item\(session.items == 1 ? "" : "s")"
            FingerOverlay.drawLabel(caption, fontSize: 11 * labelScale,
                                    centeredAt: session.location + Point(0, 22 + 2 * FingerOverlay.outlineBand + 12 * labelScale), into: &list)
        }
        for tap in state.taps where now - tap.time <= DragOverlayState.addTapDuration {
            drawTap(tap, joining: state.sessions.first { $0.id == tap.session }, now: now, labelScale: labelScale, into: &list)
        }
    }

    private static func drawTarget(_ view: View, proposal: DropOperation?, values: (View) -> LayerValues, fade: Double, labelScale: Double,
                                   into list: inout DrawList) {
        let color = color(of: proposal).withAlphaMultiplied(by: fade)
        let shape = SceneRenderer.drawnShape(of: view, values: values)
        // The outline is cut as the target is; its proposal's pill is a label and is not.
        list.append(within: SceneRenderer.ancestorClip(of: view, values: values)) { $0.append(.stroke(shape, width: 4, color)) }
        let top = shape.transform.apply(to: Point(shape.rect.midX, shape.rect.minY)) + Point(0, 14 * labelScale)
        let text = proposal?.rawValue ?? "no proposal"
        let width = TextRun.estimatedWidth(of: text, fontSize: 12 * labelScale) + 16 * labelScale, height = 20 * labelScale
        list.append(.fill(RoundedRect(rect: Rect(top.x - width / 2, top.y - height / 2, width, height), cornerRadius: height / 2),
                          Palette.panelBackground.withAlphaMultiplied(by: fade)))
        list.append(.text(TextRun(text: text, fontSize: 12 * labelScale, color: color, position: top)))
    }

    private static func drawTap(_ tap: DragOverlayState.AddTap, joining session: DragOverlayState.Session?, now: Double, labelScale: Double,
                                into list: inout DrawList) {
        let age = (now - tap.time) / DragOverlayState.addTapDuration
        let fade = 1 - age
        let color = tap.added ? DragLayer.badgeColor : Palette.secondaryText
        FingerOverlay.drawOutlinedRing(center: tap.location, radius: 16 + 10 * age, width: 2, color: color, alpha: fade, into: &list)
        // In its colour on a dark pill: it reads on any view.
        let text = tap.added ? "+ to S\(tap.session) (\(tap.items))" : "no items: the app's tap"
        let pill = FingerOverlay.labelPill(for: text, fontSize: 11 * labelScale, centeredAt: tap.location + Point(0, -18 - 16 * labelScale))
        list.append(.fill(RoundedRect(rect: pill, cornerRadius: pill.height / 2), Palette.labelBackground.withAlphaMultiplied(by: fade)))
        list.append(.text(TextRun(text: text, fontSize: 11 * labelScale, color: color.withAlphaMultiplied(by: fade), position: pill.center)))
        guard tap.added, let session, session.endedAt == nil else { return }
        let flight = min(1, (now - tap.time) / joinFlight)
        guard flight < 1 else { return }
        let dot = tap.location + (session.location - tap.location) * flight
        list.append(.fill(.circle(center: dot, radius: 6), color))
    }
}
