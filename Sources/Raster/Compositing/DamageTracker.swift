import Drawing
import Foundation
import GestureEngine

/// What changed between two frames, as window rectangles to redraw: commands that differ, in
/// their old and new places. Frames are compared as command lists: the common prefix and
/// suffix are unchanged; in between, lists of the same shape are compared pair by pair and
/// only differing pairs are damage, otherwise the whole middle of each list is. A changed
/// `clip` damages both its old and new rectangles (whatever it contains may have become
/// visible or hidden); clips opened or closed at other places redraw the whole frame.
///
/// When a frame's changes cover most of the window (a scene where everything moves), the next
/// `framesRedrawnWholeWhenBusy` frames are redrawn whole without being compared: comparing
/// thousands of moved commands only to find that everything moved again costs a redraw's
/// fraction for nothing. Each further comparison in a row that finds the same doubles the run,
/// up to `longestUncomparedRun` frames. A still frame after such a burst is found unchanged at
/// most that many frames later (0.4 s at 60 Hz).
///
/// Invariant: every pixel that could differ between the two frames lies in the damage (bounds
/// are conservative: `DrawCommand.conservativeBounds`); nil means "redraw everything".
public struct DamageTracker {
    /// Frames redrawn whole, uncompared, after a first frame whose changes covered most of the
    /// window (the first run; later ones in a row are longer).
    static let framesRedrawnWholeWhenBusy = 3
    /// The longest run of uncompared frames, reached by busy comparisons in a row.
    static let longestUncomparedRun = 24
    /// Beyond this share of the window, one full redraw is cheaper than many partial ones.
    static let fullRedrawShare = 0.6
    /// At most this many rectangles from the exact merge (and from row bands); more are merged
    /// (the pair that grows least first). Tile runs have their own limit (`maximumTileRuns`).
    static let maximumRects = 8

    private var previous: DrawList?
    /// Frames still to be redrawn whole without comparing (see `framesRedrawnWholeWhenBusy`).
    private var uncomparedFrames = 0
    /// The length of the last run of uncompared frames, while comparisons keep finding
    /// everything moved; 0 after one that did not.
    private var uncomparedRun = 0

    public init() {}

    /// Forgets the last frame: the next one is redrawn in full (after a resize, a new target).
    public mutating func invalidate() {
        previous = nil
        uncomparedFrames = 0
        uncomparedRun = 0
    }

    /// The damage from the last frame to `next` (window points), and `next` becomes the last
    /// frame. Nil: redraw everything. Empty: nothing changed.
    public mutating func damage(to next: DrawList) -> [Rect]? {
        defer { previous = next }
        if uncomparedFrames > 0 {
            uncomparedFrames -= 1
            return nil
        }
        let damage = measuredDamage(to: next)
        if damage.isBusy {
            uncomparedRun = uncomparedRun == 0 ? Self.framesRedrawnWholeWhenBusy : min(Self.longestUncomparedRun, 2 * uncomparedRun)
            uncomparedFrames = uncomparedRun
        } else {
            uncomparedRun = 0
        }
        return damage.rects
    }

    /// The damage to `next` (nil: redraw everything), and whether it is nil because the changes
    /// cover most of the window.
    private func measuredDamage(to next: DrawList) -> (rects: [Rect]?, isBusy: Bool) {
        guard let previous, previous.size == next.size, previous.background == next.background else { return (nil, false) }
        let old = previous.commands, new = next.commands
        var start = 0
        while start < old.count, start < new.count, old[start] == new[start] { start += 1 }
        var oldEnd = old.count, newEnd = new.count
        while oldEnd > start, newEnd > start, old[oldEnd - 1] == new[newEnd - 1] {
            oldEnd -= 1
            newEnd -= 1
        }
        let window = Rect(origin: .zero, size: next.size)
        // Lists of one shape (the same count, clips where clips were): only the commands that
        // differ, pair by pair, are damage — a changing status line at the end of the list does
        // not damage every unchanged command before it.
        let oldMiddle = old[start..<oldEnd], newMiddle = new[start..<newEnd]
        var rects: [Rect] = []
        var changedArea = 0.0
        // Takes a changed command's bounds; false once changes add up to far more than the
        // window (everything moves): it will be a full redraw, so measuring stops.
        func add(_ command: DrawCommand) -> Bool {
            // An unclip changed: the matching clip is in the changed range too.
            guard let bounds = command.conservativeBounds?.intersection(window) else { return true }
            rects.append(bounds)
            changedArea += bounds.area
            return changedArea <= Self.giveUpShare * window.area
        }
        if let pairs = Self.pairwiseChanges(oldMiddle, newMiddle) {
            for offset in pairs {
                guard add(old[start + offset]), add(new[start + offset]) else { return (nil, true) }
            }
        } else {
            // Clips opened or closed differently: the commands after them may sit under other
            // clips in each frame, anywhere. Rare (views appearing or going): redraw everything.
            guard Self.clipNesting(oldMiddle).elementsEqual(Self.clipNesting(newMiddle)) else { return (nil, false) }
            for command in oldMiddle { guard add(command) else { return (nil, true) } }
            for command in newMiddle { guard add(command) else { return (nil, true) } }
        }
        let merged = Self.merged(rects, within: window)
        return (merged, merged == nil)
    }

    /// The clips and unclips of `commands` in order (true: a clip opens, false: one closes).
    static func clipNesting(_ commands: ArraySlice<DrawCommand>) -> some Sequence<Bool> {
        commands.lazy.compactMap { command in
            guard case let .clip(rect) = command else { return nil }
            return rect != nil
        }
    }

    /// The offsets (from the start of the slices) of every pair that differs, when `old` and
    /// `new` have the same length, clips where clips were and unclips where unclips were (so
    /// every command sits under clips at the same places in both, and a changed clip damages its
    /// old and new rectangles); nil otherwise. Then every pixel the lists draw differently lies
    /// under a differing pair: a pixel all of whose commands and clips are equal in both frames
    /// is drawn the same.
    static func pairwiseChanges(_ old: ArraySlice<DrawCommand>, _ new: ArraySlice<DrawCommand>) -> [Int]? {
        guard old.count == new.count else { return nil }
        var changed: [Int] = []
        for offset in 0..<old.count {
            let before = old[old.startIndex + offset], after = new[new.startIndex + offset]
            guard before != after else { continue }
            switch (before, after) {
            case (.clip(nil), _), (_, .clip(nil)): return nil
            case (.clip, .clip): break
            case (.clip, _), (_, .clip): return nil
            default: break
            }
            changed.append(offset)
        }
        return changed
    }

    /// Changed areas summing past this many windows give a full redraw without merging them.
    static let giveUpShare = 3.0

    /// `rects` clipped to `window`, overlapping ones joined, at most `maximumRects` (or up to
    /// `maximumTileRuns` tile runs); nil when they cover most of the window. Many rectangles (a scene full of moving views) are first
    /// gathered on a grid of `tile`-point squares, so the cost stays linear in their number.
    static func merged(_ rects: [Rect], within window: Rect) -> [Rect]? {
        var pieces = rects.compactMap { $0.intersection(window) }
        if pieces.count > exactMergeLimit {
            pieces = tiles(covering: pieces, within: window)
            guard pieces.reduce(0, { $0 + $1.area }) <= fullRedrawShare * window.area else { return nil }
            // Tile runs do not overlap: up to `maximumTileRuns` are redrawn as they are (a scene
            // of many small moving views redraws their neighbourhoods, not whole rows); more,
            // one band per row of tiles keeps the greedy join below cheap.
            if pieces.count <= maximumTileRuns { return pieces }
            pieces = rowBands(pieces)
        }
        var joinedAny = true
        while joinedAny {
            joinedAny = false
            outer: for i in pieces.indices {
                for j in pieces.indices where j > i && pieces[i].intersects(pieces[j]) {
                    pieces[i] = pieces[i].union(pieces[j])
                    pieces.remove(at: j)
                    joinedAny = true
                    break outer
                }
            }
        }
        while pieces.count > maximumRects {
            var best = (i: 0, j: 1, growth: Double.infinity)
            for i in pieces.indices {
                for j in pieces.indices where j > i {
                    let growth = pieces[i].union(pieces[j]).area - pieces[i].area - pieces[j].area
                    if growth < best.growth { best = (i, j, growth) }
                }
            }
            pieces[best.i] = pieces[best.i].union(pieces[best.j])
            pieces.remove(at: best.j)
        }
        let covered = pieces.reduce(0) { $0 + $1.area }
        return covered > fullRedrawShare * window.area ? nil : pieces
    }

    /// Each row's runs as one band (their bounding box), bands joined down the window when they
    /// span the same columns.
    static func rowBands(_ runs: [Rect]) -> [Rect] {
        var bands: [Rect] = []
        for run in runs {
            if let index = bands.lastIndex(where: { $0.minY == run.minY }) {
                bands[index] = bands[index].union(run)
            } else {
                bands.append(run)
            }
        }
        return joinedDown(bands)
    }

    /// Up to this many rectangles are joined exactly; more go through the tile grid first.
    static let exactMergeLimit = 24
    /// Points per side of a grid tile.
    static let tile = 32.0
    /// At most this many tile runs are redrawn one by one (each costs the renderer a pass over
    /// the frame's command bounds and the display one update rectangle).
    static let maximumTileRuns = 256

    /// The tiles any of `rects` touches, as runs of tiles along rows joined down columns when
    /// they span the same columns.
    static func tiles(covering rects: [Rect], within window: Rect) -> [Rect] {
        let columns = max(1, Int((window.width / tile).rounded(.up))), rows = max(1, Int((window.height / tile).rounded(.up)))
        var marked = [Bool](repeating: false, count: columns * rows)
        func cell(_ coordinate: Double, _ origin: Double, _ count: Int) -> Int {
            min(count - 1, max(0, Int(PixelArea.pixel(((coordinate - origin) / tile).rounded(.down)))))
        }
        for rect in rects {
            let firstColumn = cell(rect.minX, window.minX, columns), lastColumn = cell(rect.maxX, window.minX, columns)
            let firstRow = cell(rect.minY, window.minY, rows), lastRow = cell(rect.maxY, window.minY, rows)
            for row in firstRow...lastRow {
                for column in firstColumn...lastColumn { marked[row * columns + column] = true }
            }
        }
        var runs: [Rect] = []
        for row in 0..<rows {
            var column = 0
            while column < columns {
                guard marked[row * columns + column] else { column += 1; continue }
                let start = column
                while column < columns, marked[row * columns + column] { column += 1 }
                let run = Rect(window.minX + Double(start) * tile, window.minY + Double(row) * tile,
                               Double(column - start) * tile, tile).intersection(window)
                if let run { runs.append(run) }
            }
        }
        return joinedDown(runs)
    }

    /// `rects` (in row order) with each one that spans the same columns as an earlier one
    /// ending where it starts joined to it.
    static func joinedDown(_ rects: [Rect]) -> [Rect] {
        var joined: [Rect] = []
        for rect in rects {
            if let index = joined.lastIndex(where: { $0.minX == rect.minX && $0.width == rect.width && $0.maxY == rect.minY }) {
                joined[index] = joined[index].union(rect)
            } else {
                joined.append(rect)
            }
        }
        return joined
    }
}
