import Foundation
import GestureEngine

/// What changed between two frames, as window rectangles to redraw: commands that differ, in
/// their old and new places. Frames are compared as command lists: the common prefix and
/// suffix are unchanged, the middle of each list is damage. A changed `clip` damages both its
/// old and new rectangles (whatever it contains may have become visible or hidden).
///
/// Invariant: every pixel that could differ between the two frames lies in the damage (bounds
/// are conservative: `DrawCommand.conservativeBounds`); nil means "redraw everything".
public struct DamageTracker {
    /// Beyond this share of the window, one full redraw is cheaper than many partial ones.
    static let fullRedrawShare = 0.6
    /// At most this many rectangles; more are merged (the pair that grows least first).
    static let maximumRects = 8

    private var previous: DrawList?

    public init() {}

    /// Forgets the last frame: the next one is redrawn in full (after a resize, a new target).
    public mutating func invalidate() {
        previous = nil
    }

    /// The damage from the last frame to `next` (window points), and `next` becomes the last
    /// frame. Nil: redraw everything. Empty: nothing changed.
    public mutating func damage(to next: DrawList) -> [Rect]? {
        defer { previous = next }
        guard let previous, previous.size == next.size, previous.background == next.background else { return nil }
        let old = previous.commands, new = next.commands
        var start = 0
        while start < old.count, start < new.count, old[start] == new[start] { start += 1 }
        var oldEnd = old.count, newEnd = new.count
        while oldEnd > start, newEnd > start, old[oldEnd - 1] == new[newEnd - 1] {
            oldEnd -= 1
            newEnd -= 1
        }
        var rects: [Rect] = []
        for command in old[start..<oldEnd] + new[start..<newEnd] {
            guard let bounds = command.conservativeBounds else {
                // An unclip changed: the matching clip is in the changed range too.
                continue
            }
            guard bounds.width > 0, bounds.height > 0 else { continue }
            rects.append(bounds)
        }
        return Self.merged(rects, within: Rect(origin: .zero, size: next.size))
    }

    /// `rects` clipped to `window`, overlapping ones joined, at most `maximumRects`; nil when
    /// they cover most of the window.
    static func merged(_ rects: [Rect], within window: Rect) -> [Rect]? {
        var pieces = rects.compactMap { $0.intersection(window) }.filter { $0.width > 0 && $0.height > 0 }
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
}

extension DrawCommand {
    /// A window rectangle (points) that contains every pixel the command can touch, including
    /// its anti-aliased edge; nil for `unclip`. Text is measured generously (1 em per
    /// character, 1.5 em high: wider and taller than any glyph of the bundled font), rotated text
    /// by the circle its box turns in.
    public var conservativeBounds: Rect? {
        switch self {
        case let .fill(shape, _), let .stroke(shape, _, _):
            return shape.transform.apply(to: shape.rect).outset(dx: Self.edgeMargin, dy: Self.edgeMargin)
        case let .text(run):
            let size = run.fontSize * run.scale
            let width = Double(run.text.count) * size + size, height = 1.5 * size + 2
            if run.angle != 0 {
                let radius = (width * width + height * height).squareRoot()
                return Rect(run.position.x - radius, run.position.y - radius, 2 * radius, 2 * radius)
            }
            let minX = switch run.alignment {
            case .center: run.position.x - width / 2
            case .left: run.position.x - size / 2
            case .right: run.position.x - width
            }
            return Rect(minX, run.position.y - height / 2, width + size / 2, height)
        case let .clip(rect):
            return rect
        }
    }

    /// Points around a shape for its anti-aliased fringe and pixel rounding at any scale ≥ 1.
    static let edgeMargin = 2.0
}
