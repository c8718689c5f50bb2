import CStreamingCopy
import XCTest

/// `streaming_copy` copies exactly the bytes asked for, whatever the length and the alignment of
/// either side (the streaming path takes whole 64-byte steps to an aligned destination, the rest
/// an ordinary copy), and writes nothing outside them.
final class StreamingCopyTests: XCTestCase {
    func testCopiesEveryByteAndNothingElseAtAnyLengthAndAlignment() {
        let source = (0..<400).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        for destinationOffset in [0, 1, 4, 8, 15, 16] {
            for sourceOffset in [0, 3, 16] {
                for length in [0, 1, 15, 16, 63, 64, 65, 127, 128, 200, 257, 300] {
                    var destination = [UInt8](repeating: 0xEE, count: 400)
                    destination.withUnsafeMutableBytes { to in
                        source.withUnsafeBytes { from in
                            streaming_copy(to.baseAddress! + destinationOffset, from.baseAddress! + sourceOffset, length)
                        }
                    }
                    let what = "length \(length), destination +\(destinationOffset), source +\(sourceOffset)"
                    XCTAssertEqual(Array(destination[destinationOffset..<destinationOffset + length]),
                                   Array(source[sourceOffset..<sourceOffset + length]), what)
                    XCTAssertTrue(destination[..<destinationOffset].allSatisfy { $0 == 0xEE }, what)
                    XCTAssertTrue(destination[(destinationOffset + length)...].allSatisfy { $0 == 0xEE }, what)
                }
            }
        }
    }
}
