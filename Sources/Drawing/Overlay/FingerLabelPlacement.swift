import GestureEngine

/// Where the finger layer's participant counts go: beside their finger, clear of every label
/// already drawn (the scene's text, the overlay's pills) and, if it can, of every ring and trail.
extension FingerOverlay {
    /// Where the participant count `text` goes beside the finger at `location` whose ring reaches
    /// `ring` points: the first of the candidate places around it (level to the right, level to
    /// the left, a row up and down on either side, above its id, below its caption, then further
    /// rows) that lies in `bounds` and covers no label in `labels` — preferring one that covers
    /// no other mark either (`marks`: the fingers' rings, the trails' dots). With none free, the
    /// place that covers the least label, and false: it is drawn faded.
    static func placeCount(_ text: String, beside location: Point, ring: Double, in bounds: Rect, labels: [Rect],
                           marks: [(center: Point, radius: Double)], scale: Double = 1) -> (pill: Rect, isFree: Bool) {
        let width = TextRun.estimatedWidth(of: text, fontSize: 11 * scale) + 14 * scale, height = 20 * scale
        let right = location.x + ring + 8 * scale, left = location.x - ring - 8 * scale - width, middle = location.x - width / 2
        var places: [Rect] = []
        func add(_ x: Double, _ centerY: Double) { places.append(Rect(x, location.y + centerY - height / 2, width, height)) }
        add(right, 0)
        add(left, 0)
        for row in [-26 * scale, 26 * scale] {
            add(right, row)
            add(left, row)
        }
        // Above the id label, below the source caption.
        add(middle, -ring - 36 * scale)
        add(middle, ring + 36 * scale)
        for row in [-52.0, 52, -78, 78, -104, 104].map({ $0 * scale }) {
            add(right, row)
            add(left, row)
        }
        let inside = places.filter { bounds.minX <= $0.minX && $0.maxX <= bounds.maxX && bounds.minY <= $0.minY && $0.maxY <= bounds.maxY }
        // A scene too small for any: the first, moved into it as far as it goes.
        let moved = Rect(max(bounds.minX, min(places[0].minX, bounds.maxX - width)), max(bounds.minY, min(places[0].minY, bounds.maxY - height)),
                         width, height)
        let candidates = inside.isEmpty ? [moved] : inside
        func covered(_ place: Rect) -> Double {
            labels.reduce(0) { $0 + (place.intersection($1.outset(dx: 2, dy: 2))?.area ?? 0) }
        }
        func coversMark(_ place: Rect) -> Bool {
            marks.contains { mark in
                let nearest = Point(min(max(mark.center.x, place.minX), place.maxX), min(max(mark.center.y, place.minY), place.maxY))
                return nearest.distance(to: mark.center) < mark.radius
            }
        }
        if let place = candidates.first(where: { covered($0) == 0 && !coversMark($0) }) ?? candidates.first(where: { covered($0) == 0 }) {
            return (place, true)
        }
        return (candidates.min { covered($0) < covered($1) } ?? candidates[0], false)
    }

    /// Where the text already in `list` lies, in the coordinates of its `placement` (scene
    /// points), each within the clips open over it: estimated a little wider than `TextRun`
    /// estimates (capitals run wider), rotated text by its conservative bounds.
    static func textBounds(in list: DrawList) -> [Rect] {
        let toScene = list.placement?.inverted ?? .identity
        var clips: [Rect?] = []
        var bounds: [Rect] = []
        for command in list.commands {
            switch command {
            case let .clip(rect?):
                let outer = clips.last ?? nil
                clips.append(outer.map { rect.intersection($0) ?? Rect(rect.minX, rect.minY, 0, 0) } ?? rect)
            case .clip(nil):
                _ = clips.popLast()
            case let .text(run):
                guard var rect = run.angle == 0 ? estimatedBounds(of: run) : command.conservativeBounds else { continue }
                if let clip = clips.last ?? nil {
                    guard let visible = rect.intersection(clip) else { continue }
                    rect = visible
                }
                bounds.append(toScene.apply(to: rect))
            default:
                continue
            }
        }
        return bounds
    }

    /// Unrotated text's box (window points): 0.62 em a character across, 1.3 em high.
    private static func estimatedBounds(of run: TextRun) -> Rect {
        let size = run.fontSize * run.scale
        let width = Double(run.text.count) * size * 0.62, height = size * 1.3
        let minX = switch run.alignment {
        case .center: run.position.x - width / 2
        case .left: run.position.x
        case .right: run.position.x - width
        }
        return Rect(minX, run.position.y - height / 2, width, height)
    }
}
