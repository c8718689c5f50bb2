/// The lines two listings do not share: what a comparison's code panels mark, so that B's
/// `pan.require(toFail: tap)` stands out beside A's code without it. Lines are compared as text,
/// aligned by their longest common subsequence (the lines both keep, in order).
///
/// Invariant: every line of `a` is either in `onlyInA` or matched, in order, by a line of `b`
/// with the same text that is not in `onlyInB` (and the other way round); no alignment keeps more.
public struct CodeLineDiff: Equatable, Sendable {
    /// A's lines (1-based) that B does not have.
    public let onlyInA: Set<Int>
    /// B's lines (1-based) that A does not have.
    public let onlyInB: Set<Int>

    /// Past this many line pairs (after the common start and end are set aside) the middle is
    /// not aligned but marked whole on both sides: the table would cost more than it tells.
    public static let largestTable = 16_000_000

    public init(_ a: [String], _ b: [String]) {
        // The common start and end need no table.
        var start = 0
        while start < a.count, start < b.count, a[start] == b[start] { start += 1 }
        var endA = a.count, endB = b.count
        while endA > start, endB > start, a[endA - 1] == b[endB - 1] {
            endA -= 1
            endB -= 1
        }
        let middleA = Array(a[start ..< endA]), middleB = Array(b[start ..< endB])
        guard middleA.count * middleB.count <= Self.largestTable else {
            onlyInA = Set((start ..< endA).map { $0 + 1 })
            onlyInB = Set((start ..< endB).map { $0 + 1 })
            return
        }
        // lengths[i][j]: the longest common subsequence of middleA[i...] and middleB[j...].
        let columns = middleB.count + 1
        var lengths = [UInt32](repeating: 0, count: (middleA.count + 1) * columns)
        for i in stride(from: middleA.count - 1, through: 0, by: -1) {
            for j in stride(from: middleB.count - 1, through: 0, by: -1) {
                lengths[i * columns + j] = middleA[i] == middleB[j] ? lengths[(i + 1) * columns + j + 1] + 1
                    : max(lengths[(i + 1) * columns + j], lengths[i * columns + j + 1])
            }
        }
        var inA = Set<Int>(), inB = Set<Int>()
        var i = 0, j = 0
        while i < middleA.count || j < middleB.count {
            if i < middleA.count, j < middleB.count, middleA[i] == middleB[j] {
                i += 1
                j += 1
            } else if j == middleB.count || (i < middleA.count && lengths[(i + 1) * columns + j] >= lengths[i * columns + j + 1]) {
                inA.insert(start + i + 1)
                i += 1
            } else {
                inB.insert(start + j + 1)
                j += 1
            }
        }
        onlyInA = inA
        onlyInB = inB
    }
}
