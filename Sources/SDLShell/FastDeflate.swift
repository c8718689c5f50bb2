/// A zlib stream (RFC 1950 around one RFC 1951 block with the fixed Huffman codes) that looks
/// for repeats only at two distances chosen by the caller — for PNG rows, the pixel to the left
/// and the pixel above. Rendered frames are mostly flat colour, so those two find nearly every
/// repeat a general matcher finds, in one pass with no hash table: several times faster than
/// zlib's fastest level, for output somewhat larger.
///
/// Any decoder reads the result (the format is plain deflate); only the choice of matches is
/// simplified.
enum FastDeflate {
    /// The zlib stream of `data`, matching at `distances` (bytes back, each 1…32 768; others
    /// are ignored), the earlier distance winning ties.
    static func compress(_ data: UnsafeBufferPointer<UInt8>, distances: [Int]) -> [UInt8] {
        let usable = distances.filter { (1...maximumDistance).contains($0) }
        var writer = BitWriter(capacity: data.count / 4 + 64)
        // CMF: deflate with a 32 KB window; FLG: fastest level, and CMF·256 + FLG a multiple of 31.
        writer.appendByte(0x78)
        writer.appendByte(0x01)
        // BFINAL = 1, BTYPE = 01 (fixed Huffman codes).
        writer.write(0b011, count: 3)
        var position = 0
        while position < data.count {
            var bestLength = 0, bestDistance = 0
            let limit = min(maximumLength, data.count - position)
            for distance in usable where distance <= position && bestLength < limit {
                let length = matchLength(data, at: position, distance: distance, limit: limit)
                if length > bestLength {
                    bestLength = length
                    bestDistance = distance
                }
            }
            if bestLength >= minimumLength {
                writeMatch(length: bestLength, distance: bestDistance, into: &writer)
                position += bestLength
            } else {
                writeLiteral(Int(data[position]), into: &writer)
                position += 1
            }
        }
        writeLiteral(endOfBlock, into: &writer)
        writer.alignToByte()
        let checksum = adler32(data)
        for shift in stride(from: 24, through: 0, by: -8) { writer.appendByte(UInt8(truncatingIfNeeded: checksum >> UInt32(shift))) }
        return writer.bytes
    }

    /// How many bytes from `position` on (at most `limit`) equal those `distance` bytes earlier,
    /// compared eight at a time.
    @inline(__always)
    private static func matchLength(_ data: UnsafeBufferPointer<UInt8>, at position: Int, distance: Int, limit: Int) -> Int {
        guard let base = data.baseAddress else { return 0 }
        let bytes = UnsafeRawPointer(base)
        var length = 0
        while length + 8 <= limit {
            let ahead = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: position + length, as: UInt64.self))
            let behind = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: position + length - distance, as: UInt64.self))
            // The first differing byte is the lowest differing one.
            if ahead != behind { return length + (ahead ^ behind).trailingZeroBitCount / 8 }
            length += 8
        }
        while length < limit, base[position + length] == base[position + length - distance] { length += 1 }
        return length
    }

    /// Deflate's limits: matches of 3…258 bytes, at most 32 768 bytes back.
    static let minimumLength = 3, maximumLength = 258, maximumDistance = 32_768
    private static let endOfBlock = 256

    /// A literal/length symbol (0…287) with its fixed code, bit-reversed for the LSB-first stream.
    private static let literalCodes: [(code: UInt32, length: Int)] = (0..<288).map { symbol in
        let (base, first, length) = switch symbol {
        case 0..<144: (0b0011_0000, 0, 8)
        case 144..<256: (0b1_1001_0000, 144, 9)
        case 256..<280: (0, 256, 7)
        default: (0b1100_0000, 280, 8)
        }
        return (reversed(UInt32(base + symbol - first), bits: length), length)
    }

    /// For each match length 3…258 (indexed by the length): its symbol's code and the extra bits.
    private static let lengthCodes: [(code: UInt32, codeLength: Int, extra: UInt32, extraLength: Int)] = {
        let bases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
        let extras = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        return (0...maximumLength).map { length in
            guard length >= minimumLength else { return (0, 0, 0, 0) }
            // 258 has its own symbol (285), though 227 + 31 would also reach it.
            let index = length == maximumLength ? bases.count - 1 : bases.lastIndex { $0 <= length }!
            let symbol = literalCodes[257 + index]
            return (symbol.code, symbol.length, UInt32(length - bases[index]), extras[index])
        }
    }()

    private static func writeLiteral(_ symbol: Int, into writer: inout BitWriter) {
        let entry = literalCodes[symbol]
        writer.write(entry.code, count: entry.length)
    }

    private static func writeMatch(length: Int, distance: Int, into writer: inout BitWriter) {
        let entry = lengthCodes[length]
        writer.write(entry.code, count: entry.codeLength)
        writer.write(entry.extra, count: entry.extraLength)
        // Distance codes 0…29: two per power of two from 5 up, with log₂(d − 1) − 1 extra bits.
        let (code, extraLength): (Int, Int)
        if distance <= 4 {
            (code, extraLength) = (distance - 1, 0)
        } else {
            let high = Int.bitWidth - 1 - (distance - 1).leadingZeroBitCount
            extraLength = high - 1
            code = 2 * high + ((distance - 1) >> extraLength & 1)
        }
        let base = code < 4 ? code + 1 : (2 + (code & 1)) << extraLength + 1
        writer.write(reversed(UInt32(code), bits: 5), count: 5)
        writer.write(UInt32(distance - base), count: extraLength)
    }

    /// The low `bits` bits of `value` in reverse order (Huffman codes are packed from their top bit).
    private static func reversed(_ value: UInt32, bits: Int) -> UInt32 {
        var result: UInt32 = 0
        for index in 0..<bits where value >> UInt32(index) & 1 == 1 { result |= 1 << UInt32(bits - 1 - index) }
        return result
    }

    /// RFC 1950's checksum of `data`.
    static func adler32(_ data: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        var index = 0
        while index < data.count {
            // 5 552 bytes is the most that cannot overflow 32 bits before the reduction.
            let end = min(data.count, index + 5552)
            while index < end {
                a &+= UInt32(data[index])
                b &+= a
                index += 1
            }
            a %= 65521
            b %= 65521
        }
        return b << 16 | a
    }
}

/// Bits appended least significant first, as deflate packs them.
struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var pending: UInt64 = 0
    private var pendingCount = 0

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// The low `count` bits of `value` (at most 32).
    @inline(__always)
    mutating func write(_ value: UInt32, count: Int) {
        pending |= UInt64(value) << UInt64(pendingCount)
        pendingCount += count
        while pendingCount >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: pending))
            pending >>= 8
            pendingCount -= 8
        }
    }

    /// Pads with zero bits to the next whole byte.
    mutating func alignToByte() {
        if pendingCount > 0 { write(0, count: 8 - pendingCount) }
    }

    /// A whole byte; the stream must be byte-aligned.
    mutating func appendByte(_ byte: UInt8) {
        precondition(pendingCount == 0, "appendByte needs a byte-aligned stream")
        bytes.append(byte)
    }
}
