/// Places one lane's labels beside their markers, in rows of the strips above and below the
/// lane's bar, so that no two labels of a row come closer than `spacing` and none leaves
/// `minX…maxX` (the panel's base points, `TimelineArrangement`). Rows of one strip are the same height and do not overlap, so
/// labels in different rows never intersect.
///
/// A label goes right of its marker if it fits there, else left of it (it would run past the
/// panel's edge, or into a label already placed), in the first of the rows given that has
/// room; failing that, as close to the right-of-marker place as a free gap allows, at most
/// `maxShift` points away (or as far as a caller allows), in the first row with such a gap.
/// Labels of a row read in the order of their markers' times: a place that would put a label
/// left of one whose marker is earlier (or right of a later one) is not free.
struct TimelineLabelPacker {
    enum Strip: Hashable, Sendable { case above, below }

    /// A label row: `row` 0 is the one next to the bar.
    struct Slot: Hashable, Sendable {
        var strip: Strip
        var row: Int
    }

    struct Placement: Equatable, Sendable {
        var text: String
        var left: Double
        var width: Double
        var slot: Slot
    }

    /// Points kept clear between two labels of a row.
    static let spacing = 4.0
    /// Furthest a label slides from its right-of-marker place to find room, points.
    static let maxShift = 48.0

    let minX: Double
    let maxX: Double
    /// A placed label's extent and its marker's x.
    private typealias Span = (left: Double, right: Double, anchor: Double)
    /// Occupied spans of each row above the bar and below it, by row.
    private var above: [[Span]] = []
    private var below: [[Span]] = []

    init(minX: Double, maxX: Double) {
        self.minX = minX
        self.maxX = maxX
    }

    /// How many rows of `strip` hold a label.
    func rowsUsed(in strip: Strip) -> Int {
        (strip == .above ? above : below).lastIndex { !$0.isEmpty }.map { $0 + 1 } ?? 0
    }

    private func spans(in slot: Slot) -> [Span] {
        let rows = slot.strip == .above ? above : below
        return slot.row < rows.count ? rows[slot.row] : []
    }

    /// Places the first of `texts` (each with its width) that finds room in one of `slots`,
    /// `gap` points from the marker at `anchor`, sliding at most `maxShift` points; nil
    /// (nothing placed) when none does. A text no wider than `minX…maxX` always finds room in
    /// an empty row when `maxShift` is infinite.
    mutating func place(_ texts: [(text: String, width: Double)], anchor: Double, gap: Double, slots: [Slot],
                        maxShift: Double = TimelineLabelPacker.maxShift) -> Placement? {
        for (text, width) in texts where width <= maxX - minX {
            for slides in [false, true] {
                for slot in slots {
                    guard let left = freeLeft(width: width, anchor: anchor, gap: gap, in: slot, slides: slides, maxShift: maxShift) else {
                        continue
                    }
                    occupy((left, left + width, anchor), in: slot)
                    return Placement(text: text, left: left, width: width, slot: slot)
                }
            }
        }
        return nil
    }

    /// The left edge for a label `width` wide in `slot`: right of the marker, else left of it;
    /// when it `slides`, the nearest free place within `maxShift` of right of it.
    private func freeLeft(width: Double, anchor: Double, gap: Double, in slot: Slot, slides: Bool, maxShift: Double) -> Double? {
        let spans = spans(in: slot)
        func isFree(_ left: Double) -> Bool {
            guard left >= minX - 1e-9, left + width <= maxX + 1e-9 else { return false }
            return !spans.contains {
                (left < $0.right + Self.spacing && $0.left < left + width + Self.spacing)
                    // Out of time order: an earlier marker's label to the right, or a later one's to the left.
                    || ($0.anchor < anchor && $0.left > left) || ($0.anchor > anchor && $0.left < left)
            }
        }
        let right = anchor + gap, left = anchor - gap - width
        guard slides else { return isFree(right) ? right : isFree(left) ? left : nil }
        // Just past each occupied span, just before it, and against either end of the strip.
        let candidates = spans.flatMap { [$0.right + Self.spacing, $0.left - Self.spacing - width] } + [minX, maxX - width]
        return candidates.filter { abs($0 - right) <= maxShift && isFree($0) }.min { abs($0 - right) < abs($1 - right) }
    }

    private mutating func occupy(_ span: Span, in slot: Slot) {
        if slot.strip == .above {
            while above.count <= slot.row { above.append([]) }
            above[slot.row].append(span)
        } else {
            while below.count <= slot.row { below.append([]) }
            below[slot.row].append(span)
        }
    }
}
