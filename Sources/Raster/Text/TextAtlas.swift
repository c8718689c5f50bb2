import Drawing
import GestureEngine

/// Text coverage kept from frame to frame, and each frame's text placed before its bands draw.
///
/// A run of text is rasterised once per (text, pixel size) by the `TextRasterizing` source — on
/// the thread that calls `prepare`, never on a band thread — and its coverage reused in every
/// colour and opacity; turned text (a rotated view's label) is turned from that coverage once
/// per angle and pivot (`TextTurning`). Bounded: past `capacity` runs the least recently used
/// quarter is dropped; turned runs are kept apart, within `turnedCapacity`, so that a label
/// turning under two fingers (a new angle every frame) does not push out the rest.
///
/// Use from one thread only. What `prepare` returns holds its coverage, so dropping entries
/// later never takes pixels from a frame being drawn.
public final class TextAtlas {
    /// Runs kept before the least recently used are dropped.
    public static let capacity = 512
    /// Turned runs kept before all of them are dropped.
    public static let turnedCapacity = 256

    private struct Key: Hashable {
        let text: String
        let pixelSize: Int
    }

    private struct TurnedKey: Hashable {
        let key: Key
        /// The angle in degrees and the pivot (pixels from the run's box) as their bits.
        let degrees: UInt64, pivotX: UInt32, pivotY: UInt32
    }

    private struct Entry {
        /// Nil: the source could not render it (kept, so it is not asked again every frame).
        let coverage: TextCoverage?
        var lastUse: Int
    }

    private let source: TextRasterizing
    private var entries: [Key: Entry] = [:]
    private var turned: [TurnedKey: TextTurning.Turned] = [:]
    private var clock = 0
    /// Runs the source has rasterised so far, for tests.
    public private(set) var rasterisedCount = 0

    /// Text from `source`.
    public init(_ source: TextRasterizing) {
        self.source = source
    }

    /// The text commands of `list` that reach into `regions` (all of them when nil; `reach` is
    /// `DrawListRenderer.reach(of:)`), rasterised as needed and placed at `pixelScale` output
    /// pixels per point: text of `fontSize × scale × pixelScale` pixels rounded (1…512), its
    /// box's corner on a whole pixel, turned about its anchor.
    public func prepare(_ list: DrawList, pixelScale: Double, regions: [RedrawRegion]?, reach: [Rect?]) -> FrameText {
        clock += 1
        var indices: [Int] = [], placed: [PlacedText] = []
        for (index, command) in list.commands.enumerated() {
            guard case let .text(run) = command, run.color.alpha > 0 else { continue }
            if let regions, let bounds = reach[index], !regions.contains(where: { bounds.intersects($0.points) }) { continue }
            if let text = place(run, pixelScale: pixelScale) {
                indices.append(index)
                placed.append(text)
            }
        }
        return FrameText(indices: indices, placed: placed)
    }

    /// `run` placed: its box of coverage centred on its anchor vertically and aligned on it
    /// horizontally, its corner rounded to a whole pixel (in single precision, as text has always
    /// been placed here), then turned by `run.angle` about the anchor.
    private func place(_ run: TextRun, pixelScale: Double) -> PlacedText? {
        let pixelSize = Int(max(1, min(512, (run.fontSize * run.scale * pixelScale).rounded())))
        let key = Key(text: run.text, pixelSize: pixelSize)
        guard let coverage = coverage(for: key) else { return nil }
        let width = Float(coverage.width), height = Float(coverage.height)
        let anchorX = Float(run.position.x * pixelScale), anchorY = Float(run.position.y * pixelScale)
        let originX = switch run.alignment {
        case .center: anchorX - width / 2
        case .left: anchorX
        case .right: anchorX - width
        }
        let x = originX.rounded(), y = (anchorY - height / 2).rounded()
        let color = ColorBytes(run.color)
        guard x.magnitude < Float(PixelArea.touchLimit), y.magnitude < Float(PixelArea.touchLimit) else { return nil }
        guard run.angle != 0 else { return PlacedText(coverage: coverage, x: Int(x), y: Int(y), color: color) }
        let degrees = run.angle * 180 / .pi, pivotX = anchorX - x, pivotY = anchorY - y
        let turnedKey = TurnedKey(key: key, degrees: degrees.bitPattern, pivotX: pivotX.bitPattern, pivotY: pivotY.bitPattern)
        let result: TextTurning.Turned
        if let known = turned[turnedKey] {
            result = known
        } else {
            result = TextTurning.turn(coverage, degrees: degrees, pivotX: Double(pivotX), pivotY: Double(pivotY))
            if turned.count >= Self.turnedCapacity { turned.removeAll(keepingCapacity: true) }
            turned[turnedKey] = result
        }
        return PlacedText(coverage: result.coverage, x: Int(x) + result.x, y: Int(y) + result.y, color: color)
    }

    /// The kept coverage of `key`, rasterised first if it is new.
    private func coverage(for key: Key) -> TextCoverage? {
        // One hash for a hit (every text of every frame).
        if let index = entries.index(forKey: key) {
            entries.values[index].lastUse = clock
            return entries.values[index].coverage
        }
        let coverage = source.coverage(of: key.text, pixelSize: key.pixelSize)
        rasterisedCount += 1
        if entries.count >= Self.capacity {
            for (old, _) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }).prefix(Self.capacity / 4) { entries[old] = nil }
        }
        entries[key] = Entry(coverage: coverage, lastUse: clock)
        return coverage
    }
}
