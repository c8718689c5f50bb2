@testable import VisualCheck
import XCTest

final class ImageComparisonTests: XCTestCase {
    private typealias Images = TestImages

    func testIdenticalImagesMatchWithNoDifferingPixel() {
        let image = Images.image([(4, 4, 4, 4, Images.black), (10, 2, 3, 7, Images.red)])
        let comparison = ImageComparison(expected: image, actual: image)
        XCTAssertEqual(comparison.differingPixels, 0)
        XCTAssertEqual(comparison.antiAliasedPixels, 0)
        XCTAssertTrue(comparison.matches(within: ComparisonTolerance()))
    }

    /// A 4×4 square moved one pixel right: the column it left and the column it took differ.
    func testAViewMovedOnePixelDiffersByTheColumnsItLeftAndTook() throws {
        let expected = Images.image([(4, 4, 4, 4, Images.black)])
        let actual = Images.image([(5, 4, 4, 4, Images.black)])
        let comparison = ImageComparison(expected: expected, actual: actual)
        XCTAssertEqual(comparison.differingPixels, 8)
        XCTAssertEqual(comparison.antiAliasedPixels, 0)
        XCTAssertFalse(comparison.matches(within: ComparisonTolerance()))
        XCTAssertTrue(comparison.matches(within: ComparisonTolerance(maximumDifferingPixels: 8)))
        XCTAssertFalse(comparison.matches(within: ComparisonTolerance(maximumDifferingPixels: 7)))
        let diff = try XCTUnwrap(comparison.diffImage)
        let columns = [4, 8].flatMap { x in (4..<8).map { y in y * 20 + x } }.sorted()
        XCTAssertEqual(Images.indices(of: ImageComparison.differentColor, in: diff), columns)
    }

    func testARecolouredViewDiffersInEveryPixelOfIt() {
        let comparison = ImageComparison(expected: Images.image([(4, 4, 4, 4, Images.red)]), actual: Images.image([(4, 4, 4, 4, Images.blue)]))
        XCTAssertEqual(comparison.differingPixels, 16)
        XCTAssertFalse(comparison.matches(within: ComparisonTolerance()))
    }

    /// Every channel of every other pixel one level off: below the default threshold, counted at 0.
    func testOneLevelColourNoisePassesAtTheDefaultThresholdAndCountsAtZero() {
        let expected = Images.image([(4, 4, 8, 8, Images.red), (0, 14, 20, 3, Images.grey(128))])
        var actual = expected
        for index in stride(from: 0, to: actual.pixels.count, by: 2) {
            let pixel = actual.pixels[index]
            let shifted = pixel & 0x0001_0101 == 0 ? pixel + 0x0001_0101 : pixel - 0x0001_0101
            actual[index % 20, index / 20] = shifted
        }
        XCTAssertEqual(ImageComparison(expected: expected, actual: actual).differingPixels, 0)
        let strict = ComparisonTolerance(threshold: 0)
        XCTAssertEqual(ImageComparison(expected: expected, actual: actual, tolerance: strict).differingPixels, 200)
    }

    /// A square's anti-aliased right edge (half-covered grey) covered a little more: each edge
    /// pixel changes beyond the threshold, but is anti-aliased between the square and the
    /// background, which are the same in both images.
    func testAnAntiAliasedEdgeThatShiftsIsNotCounted() throws {
        let expected = Images.image([(4, 4, 6, 6, Images.black), (10, 4, 1, 6, Images.grey(0x80))])
        let actual = Images.image([(4, 4, 6, 6, Images.black), (10, 4, 1, 6, Images.grey(0x60))])
        let comparison = ImageComparison(expected: expected, actual: actual)
        XCTAssertEqual(comparison.differingPixels, 0)
        XCTAssertEqual(comparison.antiAliasedPixels, 6)
        XCTAssertTrue(comparison.matches(within: ComparisonTolerance()))
        let diff = try XCTUnwrap(comparison.diffImage)
        XCTAssertEqual(Images.indices(of: ImageComparison.antiAliasedColor, in: diff), (4..<10).map { $0 * 20 + 10 })
    }

    /// The same grey edge without the square beside it is no edge: a changed line is counted.
    func testAChangedLineOnAFlatBackgroundIsCounted() {
        let expected = Images.image([(10, 4, 1, 6, Images.grey(0x80))])
        let actual = Images.image([(10, 4, 1, 6, Images.grey(0x60))])
        XCTAssertEqual(ImageComparison(expected: expected, actual: actual).differingPixels, 6)
    }

    func testImagesOfDifferentSizesNeverMatch() {
        let comparison = ImageComparison(expected: Images.image(width: 20, height: 20), actual: Images.image(width: 20, height: 21))
        XCTAssertFalse(comparison.sizesMatch)
        XCTAssertFalse(comparison.matches(within: ComparisonTolerance(threshold: 1, maximumDifferingPixels: 1000)))
        XCTAssertNil(comparison.diffImage)
    }

    func testTheDiffFadesTheExpectedImageToLightGrey() throws {
        let expected = Images.image([(0, 0, 1, 1, Images.black)], width: 2, height: 1)
        let diff = try XCTUnwrap(ImageComparison(expected: expected, actual: expected).diffImage)
        XCTAssertEqual(diff.pixels, [Images.grey(191), Images.white])
    }

    func testPixelsWithAlphaAreComparedOverWhite() throws {
        let halfBlack = try XCTUnwrap(PixelImage(width: 1, height: 1, rgbaBytes: [0, 0, 0, 128]))
        XCTAssertEqual(halfBlack.opaqueXRGBWords, [0x7F7F7F])
        let opaqueGrey = Images.image(width: 1, height: 1, background: Images.grey(0x7F))
        XCTAssertEqual(ImageComparison(expected: halfBlack, actual: opaqueGrey, tolerance: ComparisonTolerance(threshold: 0.01)).differingPixels, 0)
    }

    func testAnImageNeedsExactlyOneWordAPixel() {
        XCTAssertNil(PixelImage(width: 2, height: 2, pixels: [0, 0, 0]))
        XCTAssertNil(PixelImage(width: 0, height: 1, pixels: []))
        XCTAssertNil(PixelImage(width: Int.max, height: 2, pixels: []))
        XCTAssertNil(PixelImage(width: 1, height: 1, rgbaBytes: [1, 2, 3]))
    }
}
