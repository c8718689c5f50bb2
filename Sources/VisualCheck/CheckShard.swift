/// One of `count` parts of a check's scenes (`check --shard K/N`), for a CI matrix: scene number
/// `i` (from 0, in the order the scenes are checked: file names sorted, or as named) belongs to
/// shard `i mod N + 1`. The split depends only on that order, so every machine of a matrix that
/// sees the same scenes makes the same split, and the shards together check each scene once.
public struct CheckShard: Sendable, Equatable, Codable {
    /// 1…`count`.
    public let index: Int
    public let count: Int

    /// The whole: every scene.
    public static let all = CheckShard(index: 1, count: 1)!

    /// The shard `index` of `count`; nil unless 1 ≤ index ≤ count.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// A shard read back from a results file: refused unless 1 ≤ index ≤ count ≤ `maximumCount`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let index = try container.decode(Int.self, forKey: .index), count = try container.decode(Int.self, forKey: .count)
        guard count <= Self.maximumCount, let shard = CheckShard(index: index, count: count) else {
            throw DecodingError.dataCorruptedError(forKey: .count, in: container, debugDescription: "shard \(index)/\(count) is out of range")
        }
        self = shard
    }

    /// The shard "K/N" names, or why the text names none.
    public static func parse(_ text: String) -> Result<CheckShard, ShardError> {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else {
            return .failure(ShardError("--shard '\(text)' is not K/N (two whole numbers, such as 2/4)"))
        }
        guard count >= 1, count <= maximumCount else { return .failure(ShardError("--shard \(text): N must be 1 to \(maximumCount)")) }
        guard let shard = CheckShard(index: index, count: count) else {
            return .failure(ShardError("--shard \(text): K must be 1 to \(count)"))
        }
        return .success(shard)
    }

    /// The most shards a check is split into (a matrix larger than any suite).
    public static let maximumCount = 10_000

    /// Whether the item at `position` (from 0) of the whole list belongs to this shard.
    public func contains(position: Int) -> Bool { position % count == index - 1 }

    /// Sub-shard `part` of `parts` of this shard (the scenes `--jobs` gives each process), as a
    /// shard of the whole: shard K/N's scenes split `parts` ways are shard K + N·(part − 1) of N·parts.
    public func part(_ part: Int, of parts: Int) -> CheckShard {
        CheckShard(index: index + count * (part - 1), count: count * parts)!
    }

    /// "2/4".
    public var description: String { "\(index)/\(count)" }
}

/// Why a `--shard` argument names no shard.
public struct ShardError: Error, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
}
