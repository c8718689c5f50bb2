import GestureEngine

/// Draws a `TimelineModel` into a panel: lane titles on the left, a time axis, recognizer
/// states as coloured segments named after their state, actions as yellow diamonds with the
/// state they carried (and a pan's, pinch's or rotation's value), exclusions and failure reasons in vermillion, questions as small labels,
/// waits as pink links, view lanes with delivered calls (filled ticks) and held ones (hollow).
public enum TimelineRenderer {
    /// Shortest time span shown, seconds: short sequences stay readable.
    static let minimumSpan = 0.6
    static let titleWidth = 120.0
    /// A lane: a strip for labels above the bar (actions, calls), the 14-pt bar, and a strip
    /// below it for waits, questions and held calls.
    static let laneHeight = 34.0
    static let barTop = 9.0, barHeight = 14.0
    /// Points: lane titles, state names on bars, small labels beside markers.
    static let titleSize = 12.0, stateSize = 10.0, labelSize = 9.0

    /// `frame` in window points; `now` is the engine time (the axis runs to it while touches are live).
    public static func draw(_ model: TimelineModel, in frame: Rect, now: Double, into list: inout DrawList) {
        list.append(.fill(RoundedRect(rect: frame, cornerRadius: 10), Palette.timelineBackground))
        guard !model.lanes.isEmpty else {
            list.append(.text(TextRun(text: "timeline: touch the scene", fontSize: 12, color: Palette.secondaryText,
                                      position: Point(frame.midX, frame.midY))))
            return
        }
        let end = model.isHolding ? model.latestTime : max(model.latestTime, now)
        let span = max(minimumSpan, end - model.startTime) * 1.05
        let plot = Rect(frame.minX + titleWidth, frame.minY + 22, frame.width - titleWidth - 12, frame.height - 30)
        func x(_ time: Double) -> Double { plot.minX + (time - model.startTime) / span * plot.width }
        drawAxis(from: model.startTime, span: span, plot: plot, x: x, into: &list)
        let rows = min(model.lanes.count, Int(plot.height / laneHeight))
        for (row, lane) in model.lanes.prefix(rows).enumerated() {
            let top = plot.minY + Double(row) * laneHeight
            let title = lane.kind == .touches ? "UITouch" : lane.kind == .view ? "view \(lane.id)" : lane.id
            list.append(.text(TextRun(text: title, fontSize: titleSize, color: lane.kind == .recognizer ? Palette.panelText : Palette.secondaryText,
                                      position: Point(frame.minX + 10, top + laneHeight / 2), alignment: .left)))
            list.append(.fill(RoundedRect(rect: Rect(plot.minX, top + laneHeight - 1, plot.width, 1), cornerRadius: 0), Palette.timelineGrid))
            drawSegments(lane, top: top, end: end, x: x, into: &list)
            drawWaits(lane, top: top, end: end, x: x, into: &list)
            drawMarkers(lane, top: top, right: frame.maxX - 6, x: x, into: &list)
        }
        if rows < model.lanes.count {
            list.append(.text(TextRun(text: "+\(model.lanes.count - rows) more lanes (enlarge the panel)", fontSize: 10, color: Palette.secondaryText,
                                      position: Point(frame.maxX - 12, frame.maxY - 8), alignment: .right)))
        }
    }

    private static func drawAxis(from start: Double, span: Double, plot: Rect, x: (Double) -> Double, into list: inout DrawList) {
        let step = span > 3 ? 0.5 : span > 1.2 ? 0.2 : 0.1
        var tick = 0.0
        while tick <= span {
            let position = x(start + tick)
            list.append(.fill(RoundedRect(rect: Rect(position, plot.minY - 4, 1, plot.height + 4), cornerRadius: 0),
                              Palette.timelineGrid.withAlphaMultiplied(by: 0.5)))
            list.append(.text(TextRun(text: "\(formatNumber(tick, decimals: 1)) s", fontSize: labelSize + 1, color: Palette.secondaryText,
                                      position: Point(position, plot.minY - 11))))
            tick += step
        }
    }

    private static func drawSegments(_ lane: TimelineModel.Lane, top: Double, end: Double, x: (Double) -> Double, into list: inout DrawList) {
        for segment in lane.segments {
            var label = segment.state.description
            if let reason = segment.reason, segment.state.isTerminal, reason != "reset" { label += ": " + reason }
            // Terminal states usually end (reset) at once and are a lane's last segment: give
            // them room for their name and reason.
            let minimum = segment.state.isTerminal ? min(260, textWidth(label)) : 2.0
            let left = x(segment.start), right = max(left + minimum, x(segment.end ?? end))
            let bar = Rect(left, top + barTop, right - left, barHeight)
            let color = Palette.color(of: segment.state).withAlphaMultiplied(by: segment.state == .possible ? 0.45 : 1)
            list.append(.fill(RoundedRect(rect: bar, cornerRadius: 3), color))
            if bar.width + 0.5 >= textWidth(label) {
                list.append(.text(TextRun(text: label, fontSize: stateSize, color: .white, position: Point(left + 4, bar.midY), alignment: .left)))
            } else if bar.width + 0.5 >= textWidth(segment.state.description) {
                list.append(.text(TextRun(text: segment.state.description, fontSize: stateSize, color: .white, position: Point(left + 4, bar.midY), alignment: .left)))
            }
        }
    }

    private static func drawWaits(_ lane: TimelineModel.Lane, top: Double, end: Double, x: (Double) -> Double, into list: inout DrawList) {
        for wait in lane.waits {
            let left = x(wait.start), right = max(left + 2, x(wait.end ?? end))
            list.append(.fill(RoundedRect(rect: Rect(left, top + barTop + barHeight + 1, right - left, 2), cornerRadius: 1), Palette.waitLink))
            list.append(.text(TextRun(text: "waits for \(wait.on)", fontSize: labelSize, color: Palette.waitLink,
                                      position: Point(left + 2, belowBar(top)), alignment: .left)))
        }
    }

    private static func drawMarkers(_ lane: TimelineModel.Lane, top: Double, right: Double, x: (Double) -> Double, into list: inout DrawList) {
        var labelled: [String: Double] = [:]
        var lastLabelX = -Double.infinity
        // Actions with a value (pans, pinches, rotations) print it beside their state, in the strip
        // above the bar, as long as labels do not overlap. The lane's last one (the gesture's final
        // value) always does: its place is reserved first, pulled left of the panel's edge if need be.
        let lastValued = lane.markers.lastIndex { $0.kind == .action && $0.value != nil }
        let reserved: (left: Double, right: Double)? = lastValued.map { index in
            let marker = lane.markers[index]
            let width = TextRun.estimatedWidth(of: valuedLabel(marker), fontSize: labelSize)
            let left = min(x(marker.time) + 6, right - width)
            return (left, left + width)
        }
        var valuedLabelEnd = -Double.infinity
        for (index, marker) in lane.markers.enumerated() {
            let position = x(marker.time)
            // A run of the same call (moves, even of two fingers in turn) is labelled once per
            // 60 pt, and no two labels start closer than 36 pt: ticks only in between.
            let repeated = (labelled[marker.label].map { position - $0 < 60 } ?? false) || position - lastLabelX < 36
            if !repeated {
                labelled[marker.label] = position
                lastLabelX = position
            }
            switch marker.kind {
            case .action:
                let diamond = RoundedRect(rect: Rect(-4, -4, 8, 8), cornerRadius: 0,
                                          transform: Transform2D(rotationAngle: .pi / 4).concatenating(Transform2D(translationX: position, y: top + barTop)))
                list.append(.fill(diamond, Palette.actionMarker))
                if marker.value == nil {
                    if !repeated {
                        list.append(.text(TextRun(text: marker.label, fontSize: labelSize, color: Palette.actionMarker, position: Point(position + 6, aboveBar(top)), alignment: .left)))
                    }
                } else if let reserved, index == lastValued {
                    list.append(.text(TextRun(text: valuedLabel(marker), fontSize: labelSize, color: Palette.actionMarker, position: Point(reserved.left, aboveBar(top)), alignment: .left)))
                } else if !repeated {
                    // The value if it fits before the reserved label, else the state alone if that
                    // does; `.began` alone (its value is the starting one: Δ(0,0), ×1, 0°).
                    for text in marker.label == ".began" ? [marker.label] : [valuedLabel(marker), marker.label] {
                        let left = position + 6, end = left + TextRun.estimatedWidth(of: text, fontSize: labelSize)
                        guard left >= valuedLabelEnd + 10, end + 10 <= (reserved?.left ?? .infinity) else { continue }
                        list.append(.text(TextRun(text: text, fontSize: labelSize, color: Palette.actionMarker, position: Point(left, aboveBar(top)), alignment: .left)))
                        valuedLabelEnd = end
                        break
                    }
                }
            case .exclusion:
                list.append(.fill(RoundedRect(rect: Rect(position - 1, top + 2, 2, laneHeight - 4), cornerRadius: 0), Palette.exclusionMarker))
            case .question, .log, .suppressed:
                guard !repeated else { continue }
                list.append(.text(TextRun(text: marker.label, fontSize: labelSize, color: Palette.secondaryText,
                                          position: Point(position + 2, belowBar(top)), alignment: .left)))
            case .delivery, .touchPhase:
                list.append(.fill(RoundedRect(rect: Rect(position - 1.5, top + barTop, 3, barHeight), cornerRadius: 1), Palette.delivery))
                if !repeated {
                    list.append(.text(TextRun(text: marker.label, fontSize: labelSize, color: Palette.panelText, position: Point(position + 3, aboveBar(top)), alignment: .left)))
                }
            case .withheld:
                list.append(.stroke(RoundedRect(rect: Rect(position - 2, top + barTop, 4, barHeight), cornerRadius: 1), width: 1, Palette.delivery))
                list.append(.text(TextRun(text: marker.label, fontSize: labelSize, color: Palette.secondaryText, position: Point(position + 3, belowBar(top)), alignment: .left)))
            case .undelivered:
                list.append(.text(TextRun(text: "✕ " + marker.label, fontSize: labelSize, color: Palette.exclusionMarker,
                                          position: Point(position + 2, top + barTop + barHeight / 2), alignment: .left)))
            }
        }
    }

    /// An action's state and its value: `.changed Δ(20,0)`.
    private static func valuedLabel(_ marker: TimelineModel.Marker) -> String {
        marker.value.map { marker.label + " " + $0 } ?? marker.label
    }

    /// A state label's width on a bar, with its padding.
    private static func textWidth(_ label: String) -> Double { TextRun.estimatedWidth(of: label, fontSize: stateSize) + 8 }

    /// The middle of the label strip above a lane's bar.
    private static func aboveBar(_ top: Double) -> Double { top + barTop / 2 }

    /// The middle of the label strip below a lane's bar.
    private static func belowBar(_ top: Double) -> Double { top + barTop + barHeight + (laneHeight - barTop - barHeight) / 2 + 1 }
}
