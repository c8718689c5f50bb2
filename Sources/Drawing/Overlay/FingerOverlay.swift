import Foundation
import GestureEngine

/// The fingers layer: a ring per live touch (stable colour per touch, its id and type), a fading
/// trail, a ripple when a tap ends, a shrinking cross when a touch is cancelled, a progress ring
/// while a long press is counting, and at touch-down the hit-test path and the participants
/// ("7 of 159 recognizers"). Reads the trace; `draw` takes engine time for the fades.
public final class FingerOverlay {
    /// Seconds a trail point stays visible.
    public static let trailDuration = 0.4
    /// Seconds the exit ripple or cross lasts, and the hit path stays highlighted.
    public static let exitDuration = 0.35
    public static let pathDuration = 0.8

    struct Finger {
        let id: Int
        let type: TouchType
        let downTime: Double
        let start: Point
        var location: Point
        var trail: [(time: Double, point: Point)]
        var participants: [String] = []
        /// Where the touch came from ("finger", "mouse", …), when the input side said.
        var source: String?
        /// Recognizers in the window when the touch was first drawn: the "of M" of the count.
        var recognizersInWindow: Int?
    }

    struct Exit {
        let location: Point
        let time: Double
        let cancelled: Bool
        let colorIndex: Int
    }

    struct HitPath {
        let time: Double
        let viewIDs: [String]
        let touch: Int
        let geometry: HitGeometry
        let location: Point?
    }

    private(set) var fingers: [Int: Finger] = [:]
    private var exits: [Exit] = []
    private var hitPaths: [HitPath] = []

    public init() {}

    public func consume(_ events: ArraySlice<TraceEvent>) {
        for event in events {
            switch event.kind {
            case let .touch(touch, phase, location, type):
                switch phase {
                case .began:
                    fingers[touch] = Finger(id: touch, type: type, downTime: event.time, start: location, location: location,
                                            trail: [(event.time, location)])
                case .moved, .stationary:
                    fingers[touch]?.location = location
                    fingers[touch]?.trail.append((event.time, location))
                case .ended, .cancelled:
                    guard let finger = fingers.removeValue(forKey: touch) else { continue }
                    // A ripple for a tap (short and still), a cross for a cancellation.
                    let isTap = location.distance(to: finger.start) <= Defaults.tapAllowableMovement && event.time - finger.downTime < 0.5
                    if phase == .cancelled || isTap {
                        exits.append(Exit(location: location, time: event.time, cancelled: phase == .cancelled, colorIndex: touch))
                    }
                }
            case let .hit(touch, _, path, geometry):
                hitPaths.append(HitPath(time: event.time, viewIDs: path, touch: touch, geometry: geometry, location: fingers[touch]?.start))
            case let .participants(touch, recognizers):
                fingers[touch]?.participants = recognizers
            default:
                break
            }
        }
    }

    /// Labels a live touch with where it came from (shown under its ring with its type).
    public func setSource(_ source: String, ofTouch id: Int) {
        fingers[id]?.source = source
    }

    /// Touch colours: the Okabe–Ito hues, cycling by touch id.
    static func color(_ index: Int) -> Color {
        let hues = [(0x56, 0xB4, 0xE9), (0xE6, 0x9F, 0x00), (0x00, 0x9E, 0x73), (0xCC, 0x79, 0xA7), (0xF0, 0xE4, 0x42), (0x00, 0x72, 0xB2)]
        let hue = hues[(index - 1 + hues.count * 1000) % hues.count]
        return Color(red8: hue.0, green8: hue.1, blue8: hue.2)
    }

    /// Draws the recent hit-test paths at engine time `now`, on the views where `values` draw
    /// them (they belong with the scene: a panel above the scene covers them); while
    /// `animationsLive`, each says which geometry decided it.
    public func drawHitPaths(window: View, values: (View) -> LayerValues = { $0.modelValues }, now: Double,
                             animationsLive: Bool = false, into list: inout DrawList) {
        hitPaths.removeAll { now - $0.time > Self.pathDuration }
        for path in hitPaths { drawPath(path, window: window, values: values, now: now, animationsLive: animationsLive, into: &list) }
    }

    /// Draws the fingers, trails, ripples and crosses at engine time `now`; `window` resolves
    /// long presses and the participant count; `liveTouches` (the engine's) give force and
    /// contact radius where the input reports them.
    public func draw(window: View, now: Double, liveTouches: [Touch] = [], into list: inout DrawList) {
        exits.removeAll { now - $0.time > Self.exitDuration }
        for id in fingers.keys.sorted() {
            fingers[id]?.trail.removeAll { now - $0.time > Self.trailDuration }
            // One walk of the view tree per touch, not one per frame.
            if fingers[id]?.recognizersInWindow == nil {
                var total = 0
                window.forEachInSubtree { total += $0.gestureRecognizers.count }
                fingers[id]?.recognizersInWindow = total
            }
            guard let finger = fingers[id] else { continue }
            let touch = liveTouches.first { $0.id == id }
            // Devices without pressure report force 1, without a contact size radius 0.
            let force = touch.flatMap { $0.force < 1 ? $0.force : nil }
            let radius = touch.flatMap { $0.majorRadius > 0 ? $0.majorRadius : nil }
            drawFinger(finger, window: window, now: now, force: force, radius: radius, into: &list)
        }
        for exit in exits { drawExit(exit, now: now, into: &list) }
    }

    private func drawPath(_ path: HitPath, window: View, values: (View) -> LayerValues, now: Double, animationsLive: Bool,
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

    private func drawFinger(_ finger: Finger, window: View, now: Double, force: Double?, radius contact: Double?,
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
        drawLongPressProgress(finger, window: window, ringRadius: radius, now: now, into: &list)
        if now - finger.downTime < Self.pathDuration * 1.5, let total = finger.recognizersInWindow, total > 0 {
            drawCount("\(finger.participants.count) of \(total) recognizers", beside: finger.location, width: window.bounds.width, into: &list)
        }
    }

    /// The participant count on a pill beside the finger, on whichever side has room (width
    /// estimated).
    private func drawCount(_ text: String, beside location: Point, width: Double, into list: inout DrawList) {
        let pillWidth = TextRun.estimatedWidth(of: text, fontSize: 11) + 14
        let onRight = location.x + 30 + pillWidth < width
        let left = onRight ? location.x + 30 : location.x - 30 - pillWidth
        list.append(.fill(RoundedRect(rect: Rect(left, location.y - 10, pillWidth, 20), cornerRadius: 10), Palette.panelBackground))
        list.append(.text(TextRun(text: text, fontSize: 11, color: Palette.hitOutline, position: Point(left + 7, location.y), alignment: .left)))
    }

    /// Dots around the ring filling up while a participating long press counts toward its duration.
    private func drawLongPressProgress(_ finger: Finger, window: View, ringRadius: Double, now: Double, into list: inout DrawList) {
        for id in finger.participants {
            guard let press = window.recognizer(withID: id) as? LongPressGestureRecognizer, press.state == .possible,
                  press.touches.contains(where: { $0.id == finger.id }) else { continue }
            let progress = min(1, max(0, (now - finger.downTime) / max(press.minimumPressDuration, 0.01)))
            let dots = Int((progress * 24).rounded(.down))
            for dot in 0..<dots {
                let angle = -Double.pi / 2 + Double(dot) / 24 * 2 * .pi
                list.append(.fill(.circle(center: finger.location + Point(cos(angle), sin(angle)) * (ringRadius + 6), radius: 2), Palette.actionMarker))
            }
            return
        }
    }

    private func drawExit(_ exit: Exit, now: Double, into list: inout DrawList) {
        let age = (now - exit.time) / Self.exitDuration
        let color = Self.color(exit.colorIndex).withAlphaMultiplied(by: 1 - age)
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
