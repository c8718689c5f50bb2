import Foundation
import GestureEngine

/// The fingers layer: a ring per live touch (stable colour per touch, its id and type), a fading
/// trail, a ripple when a tap ends, a shrinking cross when a touch is cancelled, a progress ring
/// while a long press is counting, and at touch-down the hit-test path and the participants
/// ("7 of 163 recognizers"). Draws `OverlayState` (reduced from the trace) at engine time `now`.
///
/// Drawn for an audience, on scenes of any colour: rings, ripples and trails are edged by a white
/// and, outside it, a black band (`Palette.outlineLight`, `outlineDark`: against any colour one of
/// them contrasts at least 4.58:1), rings also by a black edge inside, and every label is light
/// text on a dark pill.
public enum FingerOverlay {
    public static var trailDuration: Double { OverlayState.trailDuration }
    public static var exitDuration: Double { OverlayState.exitDuration }
    public static var pathDuration: Double { OverlayState.pathDuration }

    typealias Finger = OverlayState.Finger
    typealias Exit = OverlayState.Exit
    typealias HitPath = OverlayState.HitPath

    /// Points of each outline band outside a ring or ripple: the light one, then the dark one
    /// outside it (2 pt: at 1× each covers whole pixels at every angle).
    public static let outlineBand = 2.0
    /// Points of the dark edge inside a ring's coloured band: with the dark band outside, a
    /// dark edge lies on each side of the light band, so whatever the ring crosses (a view's
    /// edge, an outline running under it) one of the three contrasts with what is under it.
    public static let innerEdge = 1.5
    /// Points between the trail's dots along its path (more when the path is long: at most
    /// `trailDots` dots a finger).
    static let trailSpacing = 2.0
    static let trailDots = 200
    /// Points of each outline band around the trail (thinner than the ring's: the trail is a line).
    static let trailBand = 1.0
    /// The opacity of a participant-count pill that found no free place and covers a label.
    static let crowdedPillAlpha = 0.3

    /// Touch colours: the Okabe–Ito hues, cycling by touch id.
    static func color(_ index: Int) -> Color {
        let hues = [(0x56, 0xB4, 0xE9), (0xE6, 0x9F, 0x00), (0x00, 0x9E, 0x73), (0xCC, 0x79, 0xA7), (0xF0, 0xE4, 0x42), (0x00, 0x72, 0xB2)]
        let hue = hues[(index - 1 + hues.count * 1000) % hues.count]
        return Color(red8: hue.0, green8: hue.1, blue8: hue.2)
    }

    /// The radius of a finger's coloured ring (its outline bands lie outside it): finger-sized,
    /// grown around a large reported contact patch.
    static func ringRadius(contact: Double?) -> Double {
        max(22, (contact ?? 0) + 4)
    }

    /// The width of a finger's coloured ring: thicker for a harder press, where the device
    /// reports force (nil: it does not).
    static func ringWidth(force: Double?) -> Double {
        3 + 3 * (force ?? 0)
    }

    /// Draws the recent hit-test paths at engine time `now`, on the views where `values` draw
    /// them (they belong with the scene: a panel above the scene covers them), each clipped as
    /// its view is; while `animationsLive`, each says which geometry decided it.
    /// `labelScale`: the size of the words drawn, times their base size (`FrameLayout.overlayLabelScale`).
    public static func drawHitPaths(_ state: OverlayState, window: View, values: (View) -> LayerValues = { $0.modelValues }, now: Double,
                                    animationsLive: Bool = false, labelScale: Double = 1, into list: inout DrawList) {
        for path in state.hitPaths where now - path.time <= pathDuration {
            drawPath(path, window: window, values: values, now: now, animationsLive: animationsLive, labelScale: labelScale, into: &list)
        }
    }

    /// Draws the fingers, trails, ripples and crosses at engine time `now`; force and contact
    /// radius are drawn where the input reported them (the trace carries both). The participant
    /// counts go where they cover no label: neither the text already in `list` (the views' labels
    /// and controls' values, the guides' labels) nor the labels drawn here. Every word is
    /// `labelScale` times its base size (`FrameLayout.overlayLabelScale`), and placed as far out.
    /// `pins`: mouse fingers pinned down in the window (scene points), which the window's mouse
    /// owns; the trace knows them only as touches.
    public static func draw(_ state: OverlayState, pins: [Point] = [], window: View, now: Double, labelScale: Double = 1, into list: inout DrawList) {
        let fingers = state.liveTouches
        let counted = fingers.filter { now - $0.downTime < Self.pathDuration * 1.5 && $0.recognizersInWindow > 0 }
        // Read before anything is drawn here, and only while a count shows.
        let sceneText = counted.isEmpty ? [] : textBounds(in: list)
        var labels: [Rect] = []
        var rings: [Int: (center: Point, radius: Double)] = [:]
        // The trails' dots, which a count had better not hide either.
        var trails: [(center: Point, radius: Double)] = []
        for finger in fingers {
            trails += drawTrail(finger, now: now, into: &list)
        }
        for finger in fingers {
            // Devices without pressure report force 1, without a contact size radius 0.
            let force = finger.force < 1 ? finger.force : nil
            let contact = finger.radius > 0 ? finger.radius : nil
            let radius = ringRadius(contact: contact)
            drawFinger(finger, progress: state.longPressProgress(of: finger, now: now), force: force, contact: contact,
                       labelScale: labelScale, labels: &labels, into: &list)
            var reach = radius + 2 * outlineBand
            // A drag interaction's lift counting to 0.5 s, and its gate counting to 1.0 s (§9.3, §9.5).
            if let lift = state.timerProgress(labelled: OverlayState.liftTimerLabel, of: finger, now: now) {
                drawProgress(lift, at: finger.location, radius: radius + 12, color: DragLayer.badgeColor, into: &list)
                reach = radius + 14
            }
            if let gate = state.timerProgress(labelled: OverlayState.gateTimerLabel, of: finger, now: now) {
                drawProgress(gate, at: finger.location, radius: radius + 18, color: Palette.waitLink, into: &list)
                reach = radius + 20
            }
            rings[finger.id] = (finger.location, reach)
        }
        for exit in state.exits where now - exit.time <= exitDuration { drawExit(exit, now: now, into: &list) }
        for pin in pins { drawPin(at: pin, labelScale: labelScale, labels: &labels, into: &list) }
        // Last, above every ring: each count where it covers no label (`placeCount`).
        for finger in counted {
            // With several, each says whose it is: a count moved off its finger still reads.
            let text = (counted.count > 1 ? "T\(finger.id) · " : "") + "\(finger.participants.count) of \(finger.recognizersInWindow) recognizers"
            let (pill, isFree) = placeCount(text, beside: finger.location, ring: rings[finger.id]?.radius ?? 0, in: window.bounds,
                                            labels: sceneText + labels, marks: rings.sorted { $0.key < $1.key }.map(\.value) + trails,
                                            scale: labelScale)
            labels.append(pill)
            let alpha = isFree ? 1 : crowdedPillAlpha
            list.append(.fill(RoundedRect(rect: pill, cornerRadius: pill.height / 2), Palette.labelBackground.withAlphaMultiplied(by: alpha)))
            list.append(.text(TextRun(text: text, fontSize: 11 * labelScale, color: Palette.hitOutline.withAlphaMultiplied(by: alpha),
                                      position: Point(pill.minX + 7 * labelScale, pill.midY), alignment: .left)))
        }
    }

    /// A ring of `width` points just inside `radius` in `color`, edged outside by a light and a
    /// dark band (`outlineBand` each) and inside by a dark edge (`innerEdge`); drawn
    /// overlapping, so no seam shows between them; all at `alpha`.
    public static func drawOutlinedRing(center: Point, radius: Double, width: Double, color: Color, alpha: Double = 1,
                                        into list: inout DrawList) {
        let band = outlineBand
        list.append(.stroke(.circle(center: center, radius: radius + 2 * band), width: width + 2 * band + innerEdge,
                            Palette.outlineDark.withAlphaMultiplied(by: alpha)))
        list.append(.stroke(.circle(center: center, radius: radius + band), width: width + band,
                            Palette.outlineLight.withAlphaMultiplied(by: alpha)))
        list.append(.stroke(.circle(center: center, radius: radius), width: width, color.withAlphaMultiplied(by: alpha)))
    }

    /// `text` in light type on a dark pill centred on `center`; returns the pill (scene points).
    @discardableResult
    public static func drawLabel(_ text: String, fontSize: Double, centeredAt center: Point, alpha: Double = 1,
                                 into list: inout DrawList) -> Rect {
        let pill = labelPill(for: text, fontSize: fontSize, centeredAt: center)
        list.append(.fill(RoundedRect(rect: pill, cornerRadius: pill.height / 2), Palette.labelBackground.withAlphaMultiplied(by: alpha)))
        list.append(.text(TextRun(text: text, fontSize: fontSize, color: Palette.labelText.withAlphaMultiplied(by: alpha), position: center)))
        return pill
    }

    /// The pill `drawLabel` draws under `text`: its estimated width and 5 pt each side, the font
    /// size and 3 pt above and below.
    static func labelPill(for text: String, fontSize: Double, centeredAt center: Point) -> Rect {
        let width = TextRun.estimatedWidth(of: text, fontSize: fontSize) + 10, height = fontSize + 6
        return Rect(center.x - width / 2, center.y - height / 2, width, height)
    }

    /// A pinned mouse finger: a pin head on the finger's spot, and how to lift it.
    private static func drawPin(at location: Point, labelScale: Double, labels: inout [Rect], into list: inout DrawList) {
        list.append(.fill(.circle(center: location, radius: 7), Palette.hitOutline))
        list.append(.stroke(.circle(center: location, radius: 7), width: 2, Palette.panelBackground))
        labels.append(drawLabel("pinned · click to lift", fontSize: 10 * labelScale, centeredAt: location + Point(0, -28 - 16 * labelScale),
                                into: &list))
    }

    private static func drawPath(_ path: HitPath, window: View, values: (View) -> LayerValues, now: Double, animationsLive: Bool,
                                 labelScale: Double, into list: inout DrawList) {
        let fade = max(0, 1 - (now - path.time) / Self.pathDuration)
        // Which geometry decided, when an animation made the difference visible (§2.6–2.8):
        // below the ring's source caption.
        if let location = path.location, path.geometry == .presentation || animationsLive {
            let text = path.geometry == .presentation ? "hit where drawn (presentation)" : "hit by model geometry"
            drawLabel(text, fontSize: 10 * labelScale, centeredAt: location + Point(0, ringRadius(contact: nil) + 2 * outlineBand + 32 * labelScale),
                      alpha: fade, into: &list)
        }
        for (depth, id) in path.viewIDs.enumerated() where id != window.id {
            guard let view = window.descendant(withID: id) else { continue }
            let isHit = depth == path.viewIDs.count - 1
            let shape = SceneRenderer.drawnShape(of: view, values: values)
            list.append(within: SceneRenderer.ancestorClip(of: view, values: values)) {
                $0.append(.stroke(shape, width: isHit ? 3 : 1.5, Palette.hitOutline.withAlphaMultiplied(by: fade * (isHit ? 1 : 0.6))))
            }
        }
    }

    private static func drawFinger(_ finger: Finger, progress: Double?, force: Double?, contact: Double?, labelScale: Double,
                                   labels: inout [Rect], into list: inout DrawList) {
        let color = Self.color(finger.id)
        // The ring stays finger-sized; a reported contact patch is drawn inside it (or grows it).
        let radius = ringRadius(contact: contact)
        list.append(.fill(.circle(center: finger.location, radius: radius), color.withAlphaMultiplied(by: 0.25)))
        if let contact {
            list.append(.fill(.circle(center: finger.location, radius: contact), color.withAlphaMultiplied(by: 0.45)))
        }
        drawOutlinedRing(center: finger.location, radius: radius, width: ringWidth(force: force), color: color, into: &list)
        let outer = radius + 2 * outlineBand
        labels.append(drawLabel("T\(finger.id)", fontSize: 12 * labelScale, centeredAt: finger.location + Point(0, -outer - 12 * labelScale),
                                into: &list))
        // Where it came from, and its type unless it is a plain direct touch.
        let caption = [finger.source, finger.type == .direct ? nil : finger.type.rawValue].compactMap { $0 }.joined(separator: " · ")
        if !caption.isEmpty {
            labels.append(drawLabel(caption, fontSize: 10 * labelScale, centeredAt: finger.location + Point(0, outer + 11 * labelScale),
                                    into: &list))
        }
        if let progress { drawProgress(progress, at: finger.location, radius: radius + 6, color: Palette.actionMarker, into: &list) }
    }

    /// The trail of the last `trailDuration` seconds: dots every `trailSpacing` points along the
    /// finger's path (laid at fixed distances from its touch-down, so they stay put), outside its
    /// ring, shrinking with age and fading over the oldest 40 %; edged as the ring is (every dark
    /// dot, then every light one, then the coloured ones: one continuous line).
    @discardableResult
    private static func drawTrail(_ finger: Finger, now: Double, into list: inout DrawList) -> [(center: Point, radius: Double)] {
        let trail = finger.trail
        guard trail.count > 1, let first = trail.first, let last = trail.last, last.distance > first.distance else { return [] }
        let spacing = max(trailSpacing, (last.distance - first.distance) / Double(trailDots))
        let clear = ringRadius(contact: finger.radius > 0 ? finger.radius : nil) + 2 * outlineBand
        var dots: [(center: Point, core: Double, alpha: Double)] = []
        var segment = 0
        var distance = (first.distance / spacing).rounded(.up) * spacing
        while distance <= last.distance {
            while segment < trail.count - 2, trail[segment + 1].distance < distance { segment += 1 }
            let start = trail[segment], end = trail[segment + 1]
            let along = end.distance > start.distance ? min(1, max(0, (distance - start.distance) / (end.distance - start.distance))) : 1
            let point = start.point + (end.point - start.point) * along
            let age = (now - (start.time + (end.time - start.time) * along)) / trailDuration
            distance += spacing
            guard age < 1, point.distance(to: finger.location) > clear else { continue }
            let youth = 1 - max(0, age)
            // Radii in quarter points: the renderers' shape caches see a few sizes, not hundreds.
            dots.append((point, (4 * (1 + youth)).rounded() / 4, min(1, youth / 0.4)))
        }
        guard !dots.isEmpty else { return [] }
        let color = Self.color(finger.id)
        for (extra, shade) in [(2 * trailBand, Palette.outlineDark), (trailBand, Palette.outlineLight), (0, color)] {
            for dot in dots {
                list.append(.fill(.circle(center: dot.center, radius: dot.core + extra), shade.withAlphaMultiplied(by: dot.alpha)))
            }
        }
        return dots.map { ($0.center, $0.core + 2 * trailBand) }
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
        let fade = 1 - age
        if exit.cancelled {
            // A cross that shrinks: the system took the touch away. Each bar on a dark one.
            let size = 18 * (1 - age) + 4
            let place = Transform2D(translationX: exit.location.x, y: exit.location.y)
            for (outset, color) in [(outlineBand, Palette.outlineDark), (0, Palette.exclusionMarker)] {
                for angle in [Double.pi / 4, -Double.pi / 4] {
                    let bar = RoundedRect(rect: Rect(-size - outset, -1.5 - outset, 2 * (size + outset), 3 + 2 * outset), cornerRadius: 1.5 + outset,
                                          transform: Transform2D(rotationAngle: angle).concatenating(place))
                    list.append(.fill(bar, color.withAlphaMultiplied(by: fade)))
                }
            }
        } else {
            drawOutlinedRing(center: exit.location, radius: 22 + 26 * age, width: 2.5, color: Self.color(exit.touch), alpha: fade, into: &list)
        }
    }
}
