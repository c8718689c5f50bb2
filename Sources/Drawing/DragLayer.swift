import Foundation
import GestureEngine

/// What the device itself draws for drag interactions (§9), above the app's views and below the
/// overlay: a held lift (the view scaled up over a shadow), the preview following a session's
/// finger with its item-count badge, and the preview landing (flying into its drop target and
/// fading, or back to its source). Drawn from the engine's `DragCoordinator` at engine time
/// `now`, like the views themselves.
public enum DragLayer {
    /// How much a lifted view grows (unitless). Chosen: UIKit's lift is a few per cent.
    public static let liftScale = 1.06
    /// Seconds the lift takes to grow, and to settle back when it reverses. Chosen.
    public static let liftAnimation = 0.2
    /// The badge: UIKit's system blue with white text.
    static let badgeColor = Color(red8: 0x0A, green8: 0x84, blue8: 0xFF)
    static let shadowColor = Color(red: 0, green: 0, blue: 0, alpha: 0.28)

    public static func draw(_ drags: DragCoordinator, window: View, values: (View) -> LayerValues, now: Double, into list: inout DrawList) {
        for lift in drags.lifts where lift.showsPreview {
            // Timing first: a settled lift costs no walk of the tree.
            guard let scale = scale(of: lift, now: now), let view = window.descendant(withID: lift.viewID) else { continue }
            let center = windowCenter(of: view, values: values)
            drawPreview(of: view, values: values, scale: scale, from: center, to: center, alpha: 1, items: 1, into: &list)
        }
        for session in drags.sessions where session.interaction.liftPreview == .view {
            // The preview is anchored where the source was when the session began (a drop may
            // move the source itself into the target) and keeps the grab point under the finger.
            let drawnAt = windowCenter(of: session.source, values: values)
            let grabbed = session.items.first?.location ?? session.location
            let underFinger = session.sourceCenter + (session.location - grabbed)
            guard let endedAt = session.endedAt, let landing = session.landingPoint else {
                drawPreview(of: session.source, values: values, scale: liftScale, from: drawnAt, to: underFinger, alpha: 1,
                            items: session.items.count, into: &list)
                continue
            }
            // Landing: from under the finger to the target (shrinking, fading) or back to the source.
            let progress = Easing.easedOut(since: endedAt, duration: Defaults.dragLandingDuration, now: now)
            guard progress < 1 else { continue }
            let dropping = session.phase != .cancelling
            let scale = dropping ? liftScale + (0.4 - liftScale) * progress : liftScale + (1 - liftScale) * progress
            drawPreview(of: session.source, values: values, scale: scale, from: drawnAt, to: underFinger + (landing - underFinger) * progress,
                        alpha: dropping ? 1 - progress : 1, items: session.items.count, into: &list)
        }
    }

    /// The lift's scale at `now`: growing after the lift, settling after a reversal; nil once
    /// it no longer shows (a session took over, or it has settled).
    static func scale(of lift: DragLift, now: Double) -> Double? {
        let grown = Easing.easedOut(since: lift.liftedAt, duration: liftAnimation, now: now)
        switch lift.outcome {
        case .held:
            return 1 + (liftScale - 1) * grown
        case .dragged:
            return nil
        case .reversed:
            let settled = Easing.progress(since: lift.endedAt ?? now, duration: liftAnimation, now: now)
            guard settled < 1 else { return nil }
            return 1 + (liftScale - 1) * grown * (1 - Easing.easeOut(settled))
        }
    }

    /// The view, drawn with its centre at `from` (window points), scaled by `scale` and moved so
    /// its centre is at `to`, over a soft shadow, with a badge counting `items` when more than one.
    private static func drawPreview(of view: View, values: (View) -> LayerValues, scale: Double, from: Point, to: Point,
                                    alpha: Double, items: Int, into list: inout DrawList) {
        let placement = Transform2D(translationX: -from.x, y: -from.y)
            .concatenating(Transform2D(scaleX: scale, y: scale))
            .concatenating(Transform2D(translationX: to.x, y: to.y))
        let lifted = max(0, min(1, (scale - 1) / (liftScale - 1)))
        if lifted > 0 {
            var shadow = SceneRenderer.drawnShape(of: view, values: values)
            shadow.transform = shadow.transform.concatenating(placement).concatenating(Transform2D(translationX: 0, y: 8 * lifted))
            list.append(.fill(shadow, shadowColor.withAlphaMultiplied(by: alpha * lifted)))
        }
        SceneRenderer.drawCopy(of: view, values: values, placement: placement, alpha: alpha, into: &list)
        guard items > 1 else { return }
        let shape = SceneRenderer.drawnShape(of: view, values: values)
        let corner = shape.transform.concatenating(placement).apply(to: Point(shape.rect.maxX, shape.rect.minY))
        list.append(.fill(.circle(center: corner, radius: 13), badgeColor.withAlphaMultiplied(by: alpha)))
        list.append(.text(TextRun(text: "\(items)", fontSize: 14, color: Color.white.withAlphaMultiplied(by: alpha), position: corner)))
    }

    private static func windowCenter(of view: View, values: (View) -> LayerValues) -> Point {
        let shape = SceneRenderer.drawnShape(of: view, values: values)
        return shape.transform.apply(to: shape.rect.center)
    }
}
