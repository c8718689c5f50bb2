/// Sorted measurements, read at percentiles (nearest rank, `fraction` 0…1).
struct Percentiles {
    private let sorted: [Double]

    init(_ samples: [Double]) {
        sorted = samples.sorted()
    }

    var count: Int { sorted.count }

    func at(_ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    }
}
