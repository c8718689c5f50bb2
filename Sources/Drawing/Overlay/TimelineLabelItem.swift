import GestureEngine

/// The labels one timeline lane asks for, before they are placed (`TimelineLabelPacker`): each
/// with the texts it may show, longest first, and how much it matters.
///
/// Markers of one kind at the same instant that differ only in their subject share one label:
/// `cancelled(T1, T2)`, `shouldRecognizeSimultaneously P_Y, Z_Y? yes`, or counted when that is
/// too long (`shouldRecognizeSimultaneously ×12? yes`, `cancelled(5 touches)`). A run of one
/// `key` call at successive instants, with only `detail` markers between (a slider's
/// `.valueChanged` at each move, a held stepper's repeats), is one label with the count and the
/// last value: `.valueChanged ×15 → 0.62`.
struct TimelineLabelItem {
    enum Priority: Int, Comparable {
        /// Always shown, in an extra row if need be: a view's `cancelled`, an undelivered
        /// touch, a suppression, why a recognizer failed or was cancelled, a lane's final value.
        case essential
        /// Shown wherever a row of the lane has room: touch-downs and lifts, began and ended
        /// calls, actions, questions, waits, log lines.
        case key
        /// Shown only in the row next to the bar on its own side, a run of one call at most
        /// once per `repeatDistance`: moves, `.changed` actions.
        case detail

        static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    var priority: Priority
    /// Panel x (base points) of the marker the label belongs to.
    var anchor: Double
    /// Points between the marker and the label.
    var gap: Double
    /// Longest first; the packer shows the first that finds room.
    var texts: [String]
    var strip: TimelineLabelPacker.Strip
    var color: Color

    /// Closest two labels of one `detail` run come, points.
    static let repeatDistance = 60.0

    /// The items for `lane`'s markers and waits (`x` maps engine seconds to panel x), detail
    /// runs thinned, runs of one key call collapsed.
    static func items(for lane: TimelineModel.Lane, x: (Double) -> Double) -> [TimelineLabelItem] {
        var items: [TimelineLabelItem] = []
        let markers = lane.markers
        let lastValued = markers.lastIndex { $0.kind == .action && $0.value != nil }
        // Where each detail run was last labelled: few runs per lane, so a list.
        var lastKept: [(marker: TimelineModel.Marker, anchor: Double)] = []
        func emit(_ group: [Int]) {
            let first = markers[group[0]]
            let anchor = x(first.time), isLastValued = group[0] == lastValued
            let priority = priority(of: first, isLastValued: isLastValued)
            if priority == .detail {
                let run = lastKept.firstIndex { isSameRun($0.marker, first) }
                if let run, anchor - lastKept[run].anchor < repeatDistance { return }
                if let run { lastKept[run].anchor = anchor } else { lastKept.append((first, anchor)) }
            }
            if let item = item(for: group.map { markers[$0] }, priority: priority, anchor: anchor, isLastValued: isLastValued) {
                items.append(item)
            }
        }
        /// A run of one key call (`run`, marker indices, two or more) as one label at its first
        /// marker, placed as that marker's would be: `.valueChanged ×15 → 0.62`.
        func emitRun(_ run: [Int]) {
            let first = markers[run[0]]
            let isLastValued = run.contains(lastValued ?? -1)
            guard var item = item(for: [first], priority: isLastValued ? .essential : .key, anchor: x(first.time),
                                  isLastValued: isLastValued) else { return }
            let counted = first.label + " ×\(run.count)"
            item.texts = [markers[run[run.count - 1]].value.map { counted + " → " + $0 }, counted].compactMap { $0 }
            items.append(item)
        }
        // A lane's markers come in time order: each instant's are adjacent.
        var groups: [[Int]] = []
        var start = 0
        while start < markers.count {
            var end = start + 1
            while end < markers.count, markers[end].time == markers[start].time { end += 1 }
            if end - start == 1 {
                groups.append([start])
            } else {
                groups += sameInstantGroups(markers, start..<end)
            }
            start = end
        }
        var inRun = Set<Int>()
        for (index, group) in groups.enumerated() where !inRun.contains(index) {
            let run = keyRun(from: index, in: groups, markers, episodes: lane.segments.map(\.start))
            if run.count > 1 {
                inRun.formUnion(run)
                emitRun(run.map { groups[$0][0] })
            } else {
                emit(group)
            }
        }
        for wait in lane.waits {
            items.append(TimelineLabelItem(priority: .key, anchor: x(wait.start), gap: 2, texts: ["waits for \(wait.on)"], strip: .below,
                                           color: Palette.waitLink))
        }
        return items
    }

    /// The groups (indices into `groups`) of the run of one key call that starts with group
    /// `start`: it and each later lone marker identical to it but for its value, past groups of
    /// detail markers only, within the state the lane was in at the first (`episodes`: its
    /// segments' start times: two taps' `.ended` in one story are two labels); just `[start]`
    /// when there is no run.
    private static func keyRun(from start: Int, in groups: [[Int]], _ markers: [TimelineModel.Marker], episodes: [Double]) -> [Int] {
        guard groups[start].count == 1 else { return [start] }
        let first = markers[groups[start][0]]
        guard first.kind != .exclusion, priority(of: first, isLastValued: false) == .key else { return [start] }
        func episode(at time: Double) -> Int { episodes.lastIndex { $0 <= time } ?? -1 }
        let state = episode(at: first.time)
        var run = [start]
        for index in groups.indices.dropFirst(start + 1) {
            let group = groups[index]
            if group.count == 1, isSameCall(markers[group[0]], first) {
                guard episode(at: markers[group[0]].time) == state else { break }
                run.append(index)
            } else if !group.allSatisfy({ priority(of: markers[$0], isLastValued: false) == .detail }) {
                break
            }
        }
        return run
    }

    /// Whether two markers are the same call, whatever their values.
    private static func isSameCall(_ a: TimelineModel.Marker, _ b: TimelineModel.Marker) -> Bool {
        a.kind == b.kind && a.head == b.head && a.subject == b.subject && a.tail == b.tail && a.detail == b.detail
    }

    /// Whether two detail markers belong to one run: the same call (`moved(T1)`), or actions
    /// in the same state whatever their values.
    private static func isSameRun(_ a: TimelineModel.Marker, _ b: TimelineModel.Marker) -> Bool {
        a.kind == b.kind && a.head == b.head && (a.kind == .action || (a.subject == b.subject && a.tail == b.tail))
    }

    /// The markers of one instant grouped by kind, head and tail, in order; actions stay apart
    /// (each carries its own value).
    private static func sameInstantGroups(_ markers: [TimelineModel.Marker], _ instant: Range<Int>) -> [[Int]] {
        var groups: [[Int]] = []
        for index in instant {
            let marker = markers[index]
            let match = marker.kind == .action ? nil : groups.firstIndex { group in
                let first = markers[group[0]]
                return first.kind == marker.kind && first.head == marker.head && first.tail == marker.tail
            }
            if let match { groups[match].append(index) } else { groups.append([index]) }
        }
        return groups
    }

    private static func priority(of marker: TimelineModel.Marker, isLastValued: Bool) -> Priority {
        switch marker.kind {
        case .action: isLastValued ? .essential : marker.head == ".changed" ? .detail : .key
        case .touchPhase, .delivery: marker.phase == .cancelled ? .essential : marker.phase == .began || marker.phase == .ended ? .key : .detail
        case .undelivered, .suppressed: .essential
        case .withheld, .question, .log, .exclusion: .key
        }
    }

    private static func item(for markers: [TimelineModel.Marker], priority: Priority, anchor: Double, isLastValued: Bool) -> TimelineLabelItem? {
        let first = markers[0]
        let texts = texts(for: markers)
        func item(gap: Double, _ strip: TimelineLabelPacker.Strip, _ color: Color, texts: [String] = texts) -> TimelineLabelItem {
            TimelineLabelItem(priority: priority, anchor: anchor, gap: gap, texts: texts, strip: strip, color: color)
        }
        switch first.kind {
        case .exclusion:
            // The excluded segment carries the reason.
            return nil
        case .action:
            // `.began` alone: its value is the starting one (Δ(0,0), ×1, 0°).
            let valued = first.value.map { first.label + " " + $0 }
            let texts = isLastValued || first.head != ".began" ? [valued, first.label].compactMap { $0 } : [first.label]
            return item(gap: 6, .above, Palette.actionMarker, texts: texts)
        case .touchPhase, .delivery:
            return item(gap: 3, .above, Palette.panelText)
        case .withheld:
            return item(gap: 3, .below, Palette.secondaryText)
        case .undelivered:
            return item(gap: 4, .above, Palette.exclusionMarker, texts: texts.map { "✕ " + $0 })
        case .suppressed:
            return item(gap: 2, .below, Palette.waitLink)
        case .question, .log:
            return item(gap: 2, .below, Palette.secondaryText)
        }
    }

    /// Texts for same-instant markers, longest first: one marker's label with and without its
    /// detail; several subjects listed, then counted.
    private static func texts(for markers: [TimelineModel.Marker]) -> [String] {
        let first = markers[0]
        var subjects: [String] = []
        for marker in markers where !subjects.contains(marker.subject) { subjects.append(marker.subject) }
        if markers.count == 1 { return first.detail == nil ? [first.label] : [first.label, first.shortLabel] }
        if subjects.count == 1 { return [first.shortLabel + " ×\(markers.count)"] }
        let counted = first.kind == .question ? "×\(subjects.count)" : "\(subjects.count) touches"
        return [first.head + subjects.joined(separator: ", ") + first.tail, first.head + counted + first.tail]
    }
}
