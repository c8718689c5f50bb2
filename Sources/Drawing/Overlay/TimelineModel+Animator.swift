import GestureEngine

extension TimelineModel {
    /// A property animator's story (§8.5) on a row of its own, `animator NAME`, while a touch
    /// story is told: `→ end` (`→ start` reversed) from a start or a reverse while it runs,
    /// `continue → end`; `paused 0.42`; `scrub 0.55` (one bar for a scrub, showing where it got
    /// to); `stopped 0.40`; `finished at end`. A reverse while it does not run is a mark. Labels
    /// are short: a bar is as long as its state lasted and says nothing when its label overflows.
    mutating func consumeAnimator(_ name: String, _ event: AnimatorEvent, fraction: Double, reversed: Bool, running: Bool, at time: Double) {
        guard !lanes.isEmpty else { return }
        let id = "animator \(name)"
        let value = formatNumber(fraction, decimals: 2)
        switch event {
        case .started, .continued:
            startSegment(.began, on: id, .animator, label: "\(event == .continued ? "continue " : "")→ \(reversed ? "start" : "end")", at: time)
        case .reversed:
            if running {
                startSegment(.began, on: id, .animator, label: "→ \(reversed ? "start" : "end")", at: time)
            } else {
                mark(lane: id, .animator, Marker(time: time, kind: .log, head: reversed ? "reversed" : "forward"))
            }
        case .paused:
            startSegment(.possible, on: id, .animator, label: "paused \(value)", at: time)
        case .scrubbed:
            if let lane = index(of: id), let last = lanes[lane].segments.last, last.end == nil, last.label?.hasPrefix("scrub ") == true {
                lanes[lane].segments[lanes[lane].segments.count - 1].label = "scrub \(value)"
            } else {
                startSegment(.changed, on: id, .animator, label: "scrub \(value)", at: time)
            }
        case .stopped:
            startSegment(.cancelled, on: id, .animator, label: "stopped \(value)", at: time)
        case .finished:
            startSegment(.ended, on: id, .animator, label: "finished at \(fraction >= 1 ? "end" : fraction <= 0 ? "start" : value)", at: time)
        }
    }
}
