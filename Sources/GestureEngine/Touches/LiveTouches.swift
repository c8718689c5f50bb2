/// The touches down, oldest first, with constant-time insertion, removal and lookup by touch id.
///
/// A turn changes a few touches while thousands may be down (a replayed trace may hold 10 000):
/// removing a lifted touch leaves a hole instead of shifting the rest, and the holes are swept
/// out once they outnumber the touches, so n downs and lifts cost O(n) in all, not O(n²).
/// Reading `all` is O(touches down); nothing in a turn reads it for every touch.
struct LiveTouches {
    private var slots: [Touch?] = []
    private var slotByID: [Int: Int] = [:]

    var isEmpty: Bool { slotByID.isEmpty }

    /// Every touch down, oldest first.
    var all: [Touch] { slots.compactMap { $0 } }

    func contains(id: Int) -> Bool { slotByID[id] != nil }

    /// Adds `touch` as the newest.
    mutating func append(_ touch: Touch) {
        slotByID[touch.id] = slots.count
        slots.append(touch)
    }

    /// Removes `touch` (nothing when it is not down).
    mutating func remove(_ touch: Touch) {
        guard let slot = slotByID.removeValue(forKey: touch.id) else { return }
        slots[slot] = nil
        if slots.count > 2 * slotByID.count + 16 { sweep() }
    }

    /// Closes the holes, keeping the order.
    private mutating func sweep() {
        slots = slots.filter { $0 != nil }
        for (slot, touch) in slots.enumerated() { slotByID[touch!.id] = slot }
    }
}
