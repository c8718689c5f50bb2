/// One text command of a frame ready to be blended: its coverage, where the coverage's first
/// pixel goes (output pixels, possibly outside the canvas) and its colour.
public struct PlacedText: Sendable {
    public let coverage: TextCoverage
    public let x: Int, y: Int
    public let color: ColorBytes
}

/// The text of one frame, prepared before its bands are drawn (`TextAtlas.prepare`): for each
/// text command that may be drawn, by its index in the DrawList, its placed coverage. Immutable,
/// so every band reads it at once.
public struct FrameText: Sendable {
    /// Command indices, increasing, and what each draws.
    private let indices: [Int]
    private let placed: [PlacedText]

    init(indices: [Int], placed: [PlacedText]) {
        self.indices = indices
        self.placed = placed
    }

    /// No text.
    public static let none = FrameText(indices: [], placed: [])

    /// The text command at `index`, nil when it draws nothing.
    func text(at index: Int) -> PlacedText? {
        var low = 0, high = indices.count
        while low < high {
            let middle = (low + high) / 2
            if indices[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low < indices.count && indices[low] == index ? placed[low] : nil
    }
}
