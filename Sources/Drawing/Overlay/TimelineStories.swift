/// The stories a session told before the one the timeline shows now, so that nothing a
/// presenter did is lost: each finished `TimelineModel`, numbered in order, the latest
/// `capacity` kept (a window left running for hours holds a bounded history).
///
/// Invariant: `earlier` is in increasing `number` order, at most `capacity` long, and every
/// number is below the current story's.
public struct TimelineStories {
    /// A finished story and its number (the first story of a session is 1).
    public struct Story {
        public let number: Int
        public let model: TimelineModel
    }

    /// Finished stories, oldest first.
    public private(set) var earlier: [Story] = []
    /// The number of the story being told now (0 before the first touch).
    public private(set) var current = 0

    /// How many finished stories are kept.
    public static let capacity = 32

    public init() {}

    /// A new story begins: `finished` (the one told until now, if it told anything) is kept.
    mutating func begin(after finished: TimelineModel) {
        if !finished.lanes.isEmpty, current > 0 {
            earlier.append(Story(number: current, model: finished))
            if earlier.count > Self.capacity { earlier.removeFirst(earlier.count - Self.capacity) }
        }
        current += 1
    }

    /// The kept story numbered `number`; nil when it is the current one, or no longer kept.
    public func story(numbered number: Int) -> TimelineModel? {
        earlier.last { $0.number == number }?.model
    }

    /// The story `steps` before (negative: after) `number` (nil: the current one), among those
    /// kept: nil means the current one. Stepping past the oldest kept stays on it.
    public func step(_ steps: Int, from number: Int?) -> Int? {
        let numbers = earlier.map(\.number)
        let position = number.flatMap { numbers.firstIndex(of: $0) } ?? numbers.count
        let target = max(0, min(numbers.count, position - steps))
        return target == numbers.count ? nil : numbers[target]
    }
}
