import Dispatch

/// A zlib stream (RFC 1950 around RFC 1951 blocks with the fixed Huffman codes, one for each
/// piece compressed at the same time, joined by empty stored blocks) that looks for repeats
/// only at two distances chosen by the caller — for PNG rows, the pixel to the left
/// and the pixel above. Rendered frames are mostly flat colour, so those two find nearly every
/// repeat a general matcher finds, in one pass with no hash table: about twice as fast as
/// libpng's fastest setting on a rendered frame, for output about a third larger.
///
/// Any decoder reads the result (the format is plain deflate); only the choice of matches is
/// simplified.
enum FastDeflate {
    /// The zlib stream of `data`, repeating bytes found `near` or `far` bytes back (each used
    /// only within 1…32 768; `near` wins ties), compressed in pieces at the same time, spread
    /// over the processors: as many as fit `pieceBytes` each, rounded down to a power of two (so
    /// that they divide evenly over 2, 4 or 8 cores), at most `maximumPieces`.
    ///
    /// The pieces depend on the data's size alone, so the stream does too: the same pixels give
    /// the same file on any machine. Each piece is a block of its own; all but the last end with
    /// an empty stored block, which brings the stream to a whole byte so the next piece's bits
    /// follow directly. A piece looks back into the one before for its repeats, as a single pass
    /// would: only a repeat running across a piece's end is cut in two.
    static func compress(_ data: UnsafeBufferPointer<UInt8>, near: Int, far: Int, pieceBytes: Int = FastDeflate.pieceBytes) -> [UInt8] {
        let distances = [near, far].filter { (1...maximumDistance).contains($0) }
        let fitting = max(1, min(maximumPieces, data.count / max(1, pieceBytes)))
        let count = 1 << (Int.bitWidth - 1 - fitting.leadingZeroBitCount)
        let ends = (0...count).map { data.count * $0 / count }
        let results = Pieces(of: data, count: count)
        defer { results.release() }
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let range = ends[index]..<ends[index + 1]
            results.pieces[index] = piece(of: results.data, range, distances: distances, first: index == 0, last: index == count - 1)
            results.checksums[index] = adler32(UnsafeBufferPointer(rebasing: results.data[range]))
        }
        var checksum = results.checksums[0]
        for index in 1..<count {
            checksum = combine(checksum, results.checksums[index], secondLength: ends[index + 1] - ends[index])
        }
        var stream: [UInt8] = []
        stream.reserveCapacity((0..<count).reduce(4) { $0 + results.pieces[$1].count })
        for index in 0..<count { stream += results.pieces[index] }
        for shift in stride(from: 24, through: 0, by: -8) { stream.append(UInt8(truncatingIfNeeded: checksum >> UInt32(shift))) }
        return stream
    }

    /// The least data a piece compresses (unless there is less in all): a 1280×720 frame's 2.8 MB
    /// of rows and a 1280×1066 snapshot's 4.1 MB are eight pieces each; less than 512 KB is one.
    static let pieceBytes = 256 * 1024
    static let maximumPieces = 16

    /// `range` of `data` as one block with the fixed Huffman codes, repeats looked for at
    /// `distances` (into the bytes before `range` too): after the zlib header when `first`;
    /// the final block, padded to a byte, when `last`; otherwise followed by an empty stored
    /// block, which ends on a byte boundary.
    private static func piece(of data: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, distances: [Int], first: Bool, last: Bool) -> [UInt8] {
        // At most 9 bits a byte, plus the header, the block's ends and the empty stored block.
        let capacity = range.count + range.count / 8 + 64
        return [UInt8](unsafeUninitializedCapacity: capacity) { output, count in
            var writer = BitWriter(output.baseAddress!)
            // CMF: deflate with a 32 KB window; FLG: fastest level, and CMF·256 + FLG a multiple of 31.
            if first { writer.write(0x0178, count: 16) }
            // BFINAL, then BTYPE = 01 (fixed Huffman codes).
            writer.write(last ? 0b011 : 0b010, count: 3)
            literalCodes.withUnsafeBufferPointer { literals in
                lengthCodes.withUnsafeBufferPointer { lengths in
                    let distanceCodes = distances.map(distanceCode)
                    var position = range.lowerBound
                    while position < range.upperBound {
                        var bestLength = 0, bestIndex = 0
                        let limit = min(maximumLength, range.upperBound - position)
                        for index in distances.indices where distances[index] <= position && bestLength < limit {
                            let length = matchLength(data, at: position, distance: distances[index], limit: limit)
                            if length > bestLength {
                                bestLength = length
                                bestIndex = index
                            }
                        }
                        if bestLength >= minimumLength {
                            let length = lengths[bestLength], distance = distanceCodes[bestIndex]
                            writer.write(length.bits | distance.bits << UInt64(length.count), count: length.count + distance.count)
                            position += bestLength
                        } else {
                            let literal = literals[Int(data[position])]
                            writer.write(literal.bits, count: literal.count)
                            position += 1
                        }
                    }
                    let end = literals[endOfBlock]
                    writer.write(end.bits, count: end.count)
                }
            }
            if !last {
                // BFINAL = 0, BTYPE = 00 (stored), then on the next byte LEN = 0 and NLEN = ~0.
                writer.write(0b000, count: 3)
                writer.alignToByte()
                writer.write(0xFFFF_0000, count: 32)
            }
            writer.alignToByte()
            count = writer.finish()
        }
    }

    /// Deflate's limits: matches of 3…258 bytes, at most 32 768 bytes back.
    static let minimumLength = 3, maximumLength = 258, maximumDistance = 32_768
    private static let endOfBlock = 256

    /// Bits as they go into the stream (Huffman codes reversed, extra bits after them) and how many.
    private struct Code {
        let bits: UInt64, count: Int
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

    /// Each literal/length symbol (0…287) with its fixed code.
    private static let literalCodes: [Code] = (0..<288).map { symbol in
        let (base, first, length) = switch symbol {
        case 0..<144: (0b0011_0000, 0, 8)
        case 144..<256: (0b1_1001_0000, 144, 9)
        case 256..<280: (0, 256, 7)
        default: (0b1100_0000, 280, 8)
        }
        return Code(bits: reversed(UInt64(base + symbol - first), bits: length), count: length)
    }

    /// For each match length 3…258 (indexed by the length): its symbol's code and extra bits.
    private static let lengthCodes: [Code] = {
        let bases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
        let extras = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        return (0...maximumLength).map { length in
            guard length >= minimumLength else { return Code(bits: 0, count: 0) }
            // 258 has its own symbol (285), though 227 + 31 would also reach it.
            let index = length == maximumLength ? bases.count - 1 : bases.lastIndex { $0 <= length }!
            let symbol = literalCodes[257 + index]
            return Code(bits: symbol.bits | UInt64(length - bases[index]) << UInt64(symbol.count), count: symbol.count + extras[index])
        }
    }()

    /// A distance (1…32 768) as its 5-bit code and extra bits: codes 0…3 are 1…4, then two codes
    /// per power of two, with log₂(d − 1) − 1 extra bits.
    private static func distanceCode(_ distance: Int) -> Code {
        let (code, extraCount): (Int, Int)
        if distance <= 4 {
            (code, extraCount) = (distance - 1, 0)
        } else {
            let high = Int.bitWidth - 1 - (distance - 1).leadingZeroBitCount
            extraCount = high - 1
            code = 2 * high + ((distance - 1) >> extraCount & 1)
        }
        let base = code < 4 ? code + 1 : (2 + (code & 1)) << extraCount + 1
        return Code(bits: reversed(UInt64(code), bits: 5) | UInt64(distance - base) << 5, count: 5 + extraCount)
    }

    /// The low `bits` bits of `value` in reverse order (Huffman codes are packed from their top bit).
    private static func reversed(_ value: UInt64, bits: Int) -> UInt64 {
        var result: UInt64 = 0
        for index in 0..<bits where value >> UInt64(index) & 1 == 1 { result |= 1 << UInt64(bits - 1 - index) }
        return result
    }

    /// The checksum of two pieces of data one after the other, from each one's checksum and
    /// the second's length: each byte of the second piece adds the first's sum `a` (less the
    /// initial 1) once more to `b`.
    static func combine(_ first: UInt32, _ second: UInt32, secondLength: Int) -> UInt32 {
        let modulus: UInt64 = 65521
        let firstA = UInt64(first & 0xFFFF), firstB = UInt64(first >> 16)
        let secondA = UInt64(second & 0xFFFF), secondB = UInt64(second >> 16)
        let a = (firstA + secondA + modulus - 1) % modulus
        let b = (firstB + secondB + UInt64(secondLength) % modulus * ((firstA + modulus - 1) % modulus)) % modulus
        return UInt32(b << 16 | a)
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

/// Bits written least significant first, as deflate packs them, into memory the caller sized.
private struct BitWriter {
    private let base: UnsafeMutablePointer<UInt8>
    private var written = 0
    private var pending: UInt64 = 0
    private var pendingCount = 0

    init(_ base: UnsafeMutablePointer<UInt8>) {
        self.base = base
    }

    /// The low `count` bits of `bits` (at most 32).
    @inline(__always)
    mutating func write(_ bits: UInt64, count: Int) {
        pending |= bits << UInt64(pendingCount)
        pendingCount += count
        if pendingCount >= 32 {
            UnsafeMutableRawPointer(base + written).storeBytes(of: UInt32(truncatingIfNeeded: pending).littleEndian, as: UInt32.self)
            written += 4
            pending >>= 32
            pendingCount -= 32
        }
    }

    /// Pads with zero bits to the next whole byte.
    mutating func alignToByte() {
        write(0, count: (8 - pendingCount % 8) % 8)
    }

    /// Writes what is pending (whole bytes: call `alignToByte` first); returns the bytes written.
    mutating func finish() -> Int {
        while pendingCount > 0 {
            base[written] = UInt8(truncatingIfNeeded: pending)
            written += 1
            pending >>= 8
            pendingCount -= 8
        }
        return written
    }
}

/// The data `FastDeflate.compress` compresses in pieces, and each piece's output and checksum.
///
/// `@unchecked Sendable` because it holds pointers: sound since `data` is only read while the
/// pieces are made, iteration k of one `concurrentPerform` writes only slot k of `pieces` and
/// `checksums`, and they are read after it returns.
private struct Pieces: @unchecked Sendable {
    let data: UnsafeBufferPointer<UInt8>
    let pieces: UnsafeMutablePointer<[UInt8]>
    let checksums: UnsafeMutablePointer<UInt32>
    let count: Int

    init(of data: UnsafeBufferPointer<UInt8>, count: Int) {
        self.data = data
        self.count = count
        pieces = .allocate(capacity: count)
        pieces.initialize(repeating: [], count: count)
        checksums = .allocate(capacity: count)
        checksums.initialize(repeating: 1, count: count)
    }

    func release() {
        pieces.deinitialize(count: count)
        pieces.deallocate()
        checksums.deallocate()
    }
}
