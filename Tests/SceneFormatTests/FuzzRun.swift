import Foundation

/// The settings of one seeded fuzz run, read from the environment so that a short run is part of
/// `swift test` and a long one is a documented command with the same code.
///
/// `GESTURESCOPE_FUZZ_SEED` picks the sequence (default: the test's own); the count variable
/// named by each fuzzer (`GESTURESCOPE_FUZZ_EVENTS`, `GESTURESCOPE_FUZZ_FILES`) sets its length.
/// The same seed and count always give the same inputs on every machine.
struct FuzzRun {
    let seed: UInt64
    let count: Int

    init(defaultSeed: UInt64, countVariable: String, defaultCount: Int) {
        let environment = ProcessInfo.processInfo.environment
        seed = environment["GESTURESCOPE_FUZZ_SEED"].flatMap { UInt64($0) } ?? defaultSeed
        count = environment[countVariable].flatMap { Int($0) }.map { max($0, 1) } ?? defaultCount
    }

    var generator: SplitMix64 { SplitMix64(state: seed) }
}

/// SplitMix64: small, fast, and the same numbers on every machine.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// True with probability 1 / `n`.
    mutating func oneIn(_ n: Int) -> Bool {
        Int.random(in: 0..<n, using: &self) == 0
    }
}
