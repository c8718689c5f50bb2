import GestureEngine
import SceneFormat

/// Measures the engine's cost per touch event. Reads a clock (a benchmark, not the engine).
public enum EngineBenchmark {
    public struct Result {
        public let name: String
        public let events: Int
        /// Nanoseconds per event.
        public let median: Double
        public let p90: Double
        public let p99: Double
    }

    /// `runs` measurements after a warm-up; the result with the median median, so that one
    /// disturbed run (the machine has 2 cores) does not decide.
    public static func measure(name: String, makeEngine: () -> Engine, sequences: Int, moves: Int, movesOnly: Bool, runs: Int) -> Result {
        _ = measure(name: name, engine: makeEngine(), sequences: max(1, sequences / 10), moves: moves, movesOnly: movesOnly)
        let results = (0..<runs).map { _ in measure(name: name, engine: makeEngine(), sequences: sequences, moves: moves, movesOnly: movesOnly) }
        return results.sorted { $0.median < $1.median }[runs / 2]
    }

    /// Sequences of down, `moves` moves, up at spread-out points, timed per `send`.
    static func measure(name: String, engine: Engine, sequences: Int, moves: Int, movesOnly: Bool) -> Result {
        let size = engine.window.bounds.size
        let clock = ContinuousClock()
        var samples: [Double] = []
        samples.reserveCapacity(sequences * (moves + 2))
        var time = 0.0
        var seed: UInt64 = 42
        func next() -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(seed >> 11) / Double(1 << 53)
        }
        for _ in 0..<sequences {
            var point = Point(next() * size.width * 0.9, next() * size.height * 0.9)
            for index in 0...(moves + 1) {
                let phase: TouchInput.Phase = index == 0 ? .down : (index == moves + 1 ? .up : .move)
                if phase == .move { point = point + Point(1.5, 1) }
                time += 0.008
                let event = InputEvent(time: time, changes: [TouchInput(fingerID: 1, phase: phase, location: point)])
                let elapsed = clock.measure { engine.send(event) }
                if !movesOnly || phase == .move { samples.append(elapsed.milliseconds * 1e6) }
            }
            time += 1
            engine.advance(to: time)
        }
        let percentiles = Percentiles(samples)
        return Result(name: name, events: percentiles.count, median: percentiles.at(0.5), p90: percentiles.at(0.9), p99: percentiles.at(0.99))
    }

    /// A window with one scroll view (400×800) listing `rows` 44-pt rows, each with a tap,
    /// scrolled to the middle of its content: `measure`'s drags (down and right, 1 pt a move)
    /// scroll it, their lifts leave it coasting for about a second and a half (125 pt/s), and the
    /// next touch-down — a second later — hit-tests the rows and stops it. A short list bounces
    /// at its top edge instead.
    public static func list(of rows: Int) -> View {
        let window = View(id: "window", frame: Rect(0, 0, 400, 800))
        let list = View(id: "list", frame: Rect(0, 0, 400, 800))
        list.clipsToBounds = true
        let scroll = ScrollView(viewID: "list", contentSize: Size(400, Double(rows) * 44))
        list.setScrollView(scroll)
        scroll.contentOffset = Point(0, max(0, Double(rows) * 22 - 400))
        for index in 0..<rows {
            let row = View(id: "row\(index)", frame: Rect(0, Double(index) * 44, 400, 43))
            row.addGestureRecognizer(TapGestureRecognizer(id: "tap\(index)"))
            list.addSubview(row)
        }
        window.addSubview(list)
        return window
    }

    /// A grid of `count` views, each with a pan (so every touch has a participant), in a window.
    public static func grid(of count: Int) -> View {
        let columns = Int(Double(count).squareRoot().rounded(.up))
        let side = 8.0
        let window = View(id: "window", frame: Rect(0, 0, Double(columns) * side, Double(columns) * side))
        for index in 0..<count {
            let cell = View(id: "cell\(index)", frame: Rect(Double(index % columns) * side, Double(index / columns) * side, side, side))
            cell.addGestureRecognizer(PanGestureRecognizer(id: "pan\(index)"))
            window.addSubview(cell)
        }
        return window
    }
}
