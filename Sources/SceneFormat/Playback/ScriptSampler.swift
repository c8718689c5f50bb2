import GestureEngine

extension InputScript {
    /// The script as engine input: every step and interpolated move sample, grouped so that
    /// changes at the same instant form one `InputEvent` (fingers moving together move in one
    /// event) unless a step asks to be an event of its own. Ordered by time; within an instant,
    /// by step order.
    public func inputEvents() -> [InputEvent] {
        var samples: [(time: Double, order: Int, change: TouchInput, isSeparate: Bool)] = []
        var position: [Int: (location: Point, type: TouchType, force: Double, radius: Double)] = [:]
        for (index, step) in steps.enumerated() {
            let order = index * 100_000
            // A move or a lift may give the contact a new force and radius from here on.
            if let force = step.force { position[step.finger]?.force = force }
            if let radius = step.radius { position[step.finger]?.radius = radius }
            switch step.action {
            case let .down(at, type, force, radius):
                position[step.finger] = (at, type, force, radius)
                samples.append((step.time, order, TouchInput(fingerID: step.finger, phase: .down, location: at, type: type, force: force,
                                                             majorRadius: radius), step.isSeparateEvent))
            case let .move(to, duration):
                guard let start = position[step.finger] else { continue }
                // Parsed scripts keep moves within `SceneLimits.standard.duration`; the clamp keeps any
                // script built in code from trapping on the conversion.
                let count = Int(max(1, min(SceneLimits.standard.duration / Self.sampleInterval, (duration / Self.sampleInterval).rounded(.up))))
                for k in 1...count {
                    let fraction = duration > 0 ? min(1, Double(k) * Self.sampleInterval / duration) : 1
                    let time = k == count ? step.time + duration : step.time + Double(k) * Self.sampleInterval
                    let location = start.location.interpolated(to: to, fraction: fraction)
                    samples.append((time, order + k, TouchInput(fingerID: step.finger, phase: .move, location: location,
                                                                type: start.type, force: start.force, majorRadius: start.radius),
                                    k == 1 && step.isSeparateEvent))
                }
                position[step.finger]?.location = to
            case let .up(at):
                guard let current = position.removeValue(forKey: step.finger) else { continue }
                samples.append((step.time, order, TouchInput(fingerID: step.finger, phase: .up, location: at ?? current.location,
                                                             type: current.type, force: current.force, majorRadius: current.radius),
                                step.isSeparateEvent))
            case .cancel:
                guard let current = position.removeValue(forKey: step.finger) else { continue }
                samples.append((step.time, order, TouchInput(fingerID: step.finger, phase: .cancel, location: current.location,
                                                             type: current.type, force: current.force, majorRadius: current.radius),
                                step.isSeparateEvent))
            }
        }
        samples.sort { ($0.time, $0.order) < ($1.time, $1.order) }
        var events: [InputEvent] = []
        for sample in samples {
            if let last = events.last, last.time == sample.time, !sample.isSeparate {
                events[events.count - 1].changes.append(sample.change)
            } else {
                events.append(InputEvent(time: sample.time, changes: [sample.change]))
            }
        }
        return events
    }
}
