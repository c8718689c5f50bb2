import Foundation
import GestureEngine

/// The fingers layer: a ring per live touch (stable colour per touch, its id and type), a fading
/// trail, a ripple when a tap ends, a shrinking cross when a touch is cancelled, a progress ring
/// while a long press is counting, and at touch-down the hit-test path and the participants
/// ("6 of 162 recognizers"). Draws `OverlayState` (reduced from the trace) at engine time `now`.
public enum FingerOverlay {
    public static var trailDuration: Double { OverlayState.trailDuration }
    public static var exitDuration: Double { OverlayState.exitDuration }
    public static var pathDuration: Double { OverlayState.pathDuration }

    typealias Finger = OverlayState.Finger
    typealias Exit = OverlayState.Exit
    typealias HitPath = OverlayState.HitPath

    /// Touch colours: the Okabe–Ito hues, cycling by touch id.
    static func color(_ index: Int) -> Color {
        let hues = [(0x56, 0xB4, 0xE9), (0xE6, 0x9F, 0x00), (0x00, 0x9E, 0x73), (0xCC, 0x79, 0xA7), (0xF0, 0xE4, 0x42), (0x00, 0x72, 0xB2)]
        let hue = hues[(index - 1 + hues.count * 1000) % hues.count]
        return Color(red8: hue.0, green8: hue.1, blue8: hue.2)
    }

    /// Draws the recent hit-test paths at engine time `now`, on the views where `values` draw
    /// them (they belong with the scene: a panel above the scene covers them); while
    /// `animationsLive`, each says which geometry decided it.
    public static func drawHitPaths(_ state: OverlayState, window: View, values: (View) -> LayerValues = { $0.modelValues }, now: Double,
                                    animationsLive: Bool = false, into list: inout DrawList) {
        for path in state.hitPaths where now - path.time <= pathDuration {
            drawPath(path, window: window, values: values, now: now, animationsLive: animationsLive, into: &list)
        }
    }

    /// Draws the fingers, trails, ripples and crosses at engine time `now`; force and contact
    /// radius are drawn where the input reported them (the trace carries both).
    public static func draw(_ state: OverlayState, window: View, now: Double, into list: inout DrawList) {
        var pills: [Rect] = []
        for var finger in state.liveTouches {
            finger.trail.removeAll { now - $0.time > trailDuration }
            // Devices without pressure report force 1, without a contact size radius 0.
            let force = finger.force < 1 ? finger.force : nil
            let radius = finger.radius > 0 ? finger.radius : nil
            drawFinger(finger, progress: state.longPressProgress(of: finger, now: now), now: now,
                       force: force, radius: radius, into: &list)
            // A drag interaction's lift counting to 0.5 s, and its gate counting to 1.0 s (§9.3, §9.5).
            let ring = max(22, (radius ?? 0) + 4)
            if let lift = state.timerProgress(labelled: OverlayState.liftTimerLabel, of: finger, now: now) {
                drawProgress(lift, at: finger.location, radius: ring + 12, color: DragLayer.badgeColor, into: &list)
            }
            if let gate = state.timerProgress(labelled: OverlayState.gateTimerLabel, of: finger, now: now) {
                drawProgress(gate, at: finger.location, radius: ring + 18, color: Palette.waitLink, into: &list)
            }
            if now - finger.downTime < Self.pathDuration * 1.5, finger.recognizersInWindow > 0 {
                drawCount("\(finger.participants.count) of \(finger.recognizersInWindow) recognizers", beside: finger.location,
                          width: window.bounds.width, avoiding: &pills, into: &list)
            }
        }
        for exit in state.exits where now - exit.time <= exitDuration { drawExit(exit, now: now, into: &list) }
        for pin in state.pins { drawPin(at: pin, into: &list) }
    }

    /// A pinned mouse finger: a pin head on the finger's spot, and how to lift it.
    private static func drawPin(at location: Point, into list: inout DrawList) {
        list.append(.fill(.circle(center: location, radius: 7), Palette.hitOutline))
        list.append(.stroke(.circle(center: location, radius: 7), width: 2, Palette.panelBackground))
        list.append(.text(TextRun(text: "pinned · click to lift", fontSize: 10, color: Palette.hitOutline, position: location + Point(0, -44))))
    }

    private static func drawPath(_ path: HitPath, window: View, values: (View) -> LayerValues, now: Double, animationsLive: Bool,
                          into list: inout DrawList) {
        let fade = max(0, 1 - (now - path.time) / Self.pathDuration)
        // Which geometry decided, when an animation made the difference visible (§2.6–2.8).
        if let location = path.location, path.geometry == .presentation || animationsLive {
            let text = path.geometry == .presentation ? "hit where drawn (presentation)" : "hit by model geometry"
            list.append(.text(TextRun(text: text, fontSize: 10, color: GhostOverlay.color.withAlphaMultiplied(by: fade),
                                      position: location + Point(0, 48))))
        }
        for (depth, id) in path.viewIDs.enumerated() where id != window.id {
            guard let view = window.descendant(withID: id) else { continue }
            let isHit = depth == path.viewIDs.count - 1
            let shape = SceneRenderer.drawnShape(of: view, values: values)
            list.append(.stroke(shape, width: isHit ? 3 : 1.5, Palette.hitOutline.withAlphaMultiplied(by: fade * (isHit ? 1 : 0.6))))
        }
    }

    private static func drawFinger(_ finger: Finger, progress: Double?, now: Double, force: Double?, radius contact: Double?,
                                   into list: inout DrawList) {
        let color = Self.color(finger.id)
        for (index, sample) in finger.trail.enumerated() where index < finger.trail.count - 1 {
            let age = (now - sample.time) / Self.trailDuration
            list.append(.fill(.circle(center: sample.point, radius: 4 * (1 - age) + 1), color.withAlphaMultiplied(by: 0.6 * (1 - age))))
        }
        // The ring stays finger-sized; a reported contact patch is drawn inside it (or grows it).
        let radius = max(22, (contact ?? 0) + 4)
        list.append(.fill(.circle(center: finger.location, radius: radius), color.withAlphaMultiplied(by: 0.25)))
        if let contact {
            list.append(.fill(.circle(center: finger.location, radius: contact), color.withAlphaMultiplied(by: 0.45)))
        }
        list.append(.stroke(.circle(center: finger.location, radius: radius), width: 2 + 3 * (force ?? 0), color))
        list.append(.text(TextRun(text: "T\(finger.id)", fontSize: 12, color: Palette.panelText, position: finger.location + Point(0, -radius - 12))))
        // Where it came from, and its type unless it is a plain direct touch.
        let caption = [finger.source, finger.type == .direct ? nil : finger.type.rawValue].compactMap { $0 }.joined(separator: " · ")
        if !caption.isEmpty {
            list.append(.text(TextRun(text: caption, fontSize: 10, color: Palette.secondaryText, position: finger.location + Point(0, radius + 12))))
        }
        if let progress { drawProgress(progress, at: finger.location, radius: radius + 6, color: Palette.actionMarker, into: &list) }
    }

    /// The participant count on a pill beside the finger, on whichever side has room (width
    /// estimated), moved up or down in 24-pt steps (nearest first) off the pills already drawn
    /// for other fingers (`pills`, which gains this one): five fingers close together get five
    /// readable pills.
    private static func drawCount(_ text: String, beside location: Point, width: Double, avoiding pills: inout [Rect],
                                  into list: inout DrawList) {
        let pillWidth = TextRun.estimatedWidth(of: text, fontSize: 11) + 14
        let onRight = location.x + 30 + pillWidth < width
        let left = onRight ? location.x + 30 : location.x - 30 - pillWidth
        func isFree(_ y: Double) -> Bool {
            !pills.contains { $0.minX < left + pillWidth && left < $0.maxX && $0.minY < y + 10 && y - 10 < $0.maxY }
        }
        // Level with the finger, then 24 pt down, 24 up, 48 down …: each pill drawn rules out
        // at most two of these, so one is free.
        func offset(_ step: Int) -> Double {
            let distance = 24 * Double((step + 1) / 2)
            return step % 2 == 1 ? distance : -distance
        }
        let middle = (0...(2 * pills.count)).lazy.map { location.y + offset($0) }.first(where: isFree) ?? location.y
        let pill = Rect(left, middle - 10, pillWidth, 20)
        pills.append(pill)
        list.append(.fill(RoundedRect(rect: pill, cornerRadius: 10), Palette.panelBackground))
        list.append(.text(TextRun(text: text, fontSize: 11, color: Palette.hitOutline, position: Point(left + 7, middle), alignment: .left)))
    }

    /// Dots on a circle of `radius` around the finger, filling clockwise from the top while a
    /// participant's timer runs (a long press toward its duration: `OverlayState.longPressProgress`;
    /// a drag's lift and gate: `timerProgress`).
    private static func drawProgress(_ progress: Double, at location: Point, radius: Double, color: Color, into list: inout DrawList) {
        let dots = Int((progress * 24).rounded(.down))
        for dot in 0..<dots {
            let angle = -Double.pi / 2 + Double(dot) / 24 * 2 * .pi
            list.append(.fill(.circle(center: location + Point(cos(angle), sin(angle)) * radius, radius: 2), color))
        }
    }

    private static func drawExit(_ exit: Exit, now: Double, into list: inout DrawList) {
        let age = (now - exit.time) / Self.exitDuration
        let color = Self.color(exit.touch).withAlphaMultiplied(by: 1 - age)
        if exit.cancelled {
            // A cross that shrinks: the system took the touch away.
            let size = 18 * (1 - age) + 4
            for angle in [Double.pi / 4, -Double.pi / 4] {
                let bar = RoundedRect(rect: Rect(-size, -1.5, 2 * size, 3), cornerRadius: 1.5,
                                      transform: Transform2D(rotationAngle: angle).concatenating(Transform2D(translationX: exit.location.x, y: exit.location.y)))
                list.append(.fill(bar, Palette.exclusionMarker.withAlphaMultiplied(by: 1 - age)))
            }
        } else {
            list.append(.stroke(.circle(center: exit.location, radius: 22 + 26 * age), width: 2.5, color))
        }
    }
}
