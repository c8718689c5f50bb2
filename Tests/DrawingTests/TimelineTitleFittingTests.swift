@testable import Drawing
import XCTest

/// Row titles too long for their column are shortened so that two rows never read the same.
final class TimelineTitleFittingTests: XCTestCase {
    private let measurer = EstimatedTextMeasure()

    private func fitted(_ titles: [String], maxWidth: Double) -> [String] {
        TimelineTitleFitting.fitted(titles.map { ($0, 12) }, maxWidth: maxWidth, measurer: measurer)
    }

    func testATitleThatFitsIsKeptAndOneThatDoesNotLosesItsEnd() {
        XCTAssertEqual(fitted(["UITouch", "drag lift photo1"], maxWidth: 80), ["UITouch", "drag lift…"])
    }

    /// touchdemo-6: two rows both read `delayed.scroll.…` when cut at the end.
    func testTitlesThatWouldReadTheSameKeepTheirDistinguishingEnds() {
        let titles = fitted(["delayed.scroll.pan", "delayed.scroll.delay", "view a15"], maxWidth: 80)
        XCTAssertEqual(titles[2], "view a15")
        XCTAssertTrue(titles[0].hasPrefix("…") && titles[0].hasSuffix(".pan"), titles[0])
        XCTAssertTrue(titles[1].hasPrefix("…") && titles[1].hasSuffix(".delay"), titles[1])
        for title in titles { XCTAssertLessThanOrEqual(measurer.width(of: title, fontSize: 12), 80) }
    }

    /// scroll-pager: two scroll views' pans share even their ends; their starts tell them apart.
    func testTitlesWhoseEndsMeetKeepAsMuchOfTheirStartAsTellsThemApart() {
        let titles = fitted(["pager.scroll.pan", "list1.scroll.pan", "pager.scroll.delay", "list1.scroll.delay"], maxWidth: 80)
        XCTAssertEqual(Set(titles).count, 4, "\(titles)")
        XCTAssertTrue(titles[0].hasPrefix("p") && titles[0].hasSuffix("pan"), titles[0])
        XCTAssertTrue(titles[1].hasPrefix("l") && titles[1].hasSuffix("pan"), titles[1])
        for title in titles { XCTAssertLessThanOrEqual(measurer.width(of: title, fontSize: 12), 80) }
    }
}
