import Foundation
@testable import SceneFormat
import XCTest

/// The gallery's order: chapters in the talk's order, the listing within a chapter, unlisted
/// scenes at their chapter's end in name order, then scenes without a source, then the user's.
final class SceneGalleryTests: XCTestCase {
    private func header(_ name: String, _ chapter: GalleryChapter?) -> SceneHeader {
        SceneHeader(path: "/s/\(name).yaml", name: name.uppercased(), source: chapter.map { SceneSource(chapter: $0, section: "s") })
    }

    func testChaptersFollowTheTalkAndTheListingOrdersWithinThem() {
        let shipped = [header("curves", .gesturescope), header("touch", .touchDemo), header("widget-2", .talk1), header("edges", .talk2),
                       header("widget-1", .talk1), header("drag", .talk3), header("taps", .guideTaps), header("squares", .guideGestures)]
        let gallery = SceneGallery(shipped: shipped, user: [], listing: ["widget-1", "widget-2"])
        XCTAssertEqual(gallery.groups.map(\.chapter), [.talk1, .talk2, .talk3, .guideGestures, .guideTaps, .touchDemo, .gesturescope])
        XCTAssertEqual(gallery.paths.map { URL(fileURLWithPath: $0).lastPathComponent },
                       ["widget-1", "widget-2", "edges", "drag", "squares", "taps", "touch", "curves"].map { $0 + ".yaml" })
    }

    /// Another branch's new scene carries a valid source but is not listed: it ends its chapter,
    /// after the listed ones, in name order; a listed name with no scene is skipped.
    func testAnUnlistedSceneEndsItsChapterInNameOrder() {
        let shipped = [header("zeta-new", .talk1), header("alpha-new", .talk1), header("widget-2", .talk1), header("widget-1", .talk1),
                       header("intro", .gesturescope)]
        let gallery = SceneGallery(shipped: shipped, user: [], listing: ["widget-2", "gone", "widget-1"])
        XCTAssertEqual(gallery.groups.first?.scenes.map(\.fileName), ["widget-2", "widget-1", "alpha-new", "zeta-new"])
        XCTAssertEqual(gallery.groups.last?.scenes.map(\.fileName), ["intro"])
    }

    func testScenesWithoutASourceComeAfterTheChaptersAndTheUsersScenesLast() {
        let gallery = SceneGallery(shipped: [header("b-plain", nil), header("a-plain", nil), header("intro", .gesturescope)],
                                   user: [header("mine", .talk1), header("another", nil)], listing: [])
        XCTAssertEqual(gallery.groups.map(\.heading), [GalleryChapter.gesturescope.title, SceneGallery.unsortedHeading, SceneGallery.userHeading])
        XCTAssertEqual(gallery.paths.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent },
                       ["intro", "a-plain", "b-plain", "another", "mine"])
    }

    func testTheHeaderReadsNameDescriptionAndAValidSourceOnly() {
        let valid = SceneHeader.parse("name: A\ndescription: >\n  one\n  two\nsource: {chapter: guide-taps, section: \"Listing 2-2\"}\n", path: "/a.yaml")
        XCTAssertEqual(valid, SceneHeader(path: "/a.yaml", name: "A", description: "one two\n",
                                          source: SceneSource(chapter: .guideTaps, section: "Listing 2-2")))
        XCTAssertNil(SceneHeader.parse("name: A\nsource: {chapter: talk-4, section: x}\n", path: "/a.yaml").source, "an unknown chapter")
        XCTAssertNil(SceneHeader.parse("name: A\nsource: {chapter: talk-1}\n", path: "/a.yaml").source, "no section")
        XCTAssertEqual(SceneHeader.parse("name: [unclosed\n", path: "/a.yaml"), SceneHeader(path: "/a.yaml"), "broken YAML: a bare header")
    }

    func testTheListingSkipsCommentsAndBlankLines() {
        XCTAssertEqual(SceneGallery.parseListing("# order\n\nwidget-1  # the tap\n  widget-2\n"), ["widget-1", "widget-2"])
    }

    /// Piped: plain text, whole lines. On a terminal: bold headings, lines cut at its width.
    func testTheListIsPlainWhenPipedAndFittedOnATerminal() {
        let gallery = SceneGallery(shipped: [header("widget-1", .talk1), header("taps-and-long-presses", .guideTaps)], user: [], listing: [])
        XCTAssertEqual(GalleryListing.text(gallery), """
        \(GalleryChapter.talk1.title)
          widget-1               WIDGET-1

        \(GalleryChapter.guideTaps.title)
          taps-and-long-presses  TAPS-AND-LONG-PRESSES

        """)
        let terminal = GalleryListing.text(gallery, width: 20, emphasis: true).split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(terminal[0], "\u{1B}[1m" + GalleryListing.cut(GalleryChapter.talk1.title, to: 20) + "\u{1B}[0m")
        XCTAssertEqual(terminal[1], "  widget-1         …")
        XCTAssertTrue(terminal.allSatisfy { $0.replacingOccurrences(of: "\u{1B}[1m", with: "").replacingOccurrences(of: "\u{1B}[0m", with: "").count <= 20 })
    }

    /// Every shipped scene has a valid source and the listing names only shipped scenes.
    func testEveryShippedSceneHasASourceAndTheListingNamesShippedScenes() throws {
        let root = ResourceRoot(path: ProjectFiles.path(""))
        let headers = root.sceneFiles.map { SceneHeader.read(path: $0) }
        XCTAssertEqual(headers.filter { $0.source == nil }.map(\.fileName), [])
        let listing = SceneGallery.parseListing(try String(contentsOfFile: root.scenesFolder + "/" + SceneGallery.listingName, encoding: .utf8))
        XCTAssertEqual(Set(listing).subtracting(headers.map(\.fileName)), [], "listed but not shipped")
        XCTAssertEqual(Set(headers.map(\.fileName)).subtracting(listing), [], "shipped but not listed")
    }

    func testTheParserReadsSourceAndNamesTheChaptersOnAMistake() throws {
        let scene = try SceneLoader.parseScene("name: A\nwindow: {size: [10, 10]}\nsource: {chapter: talk-2, section: Cover Sheet}\n", file: "a.yaml").get()
        XCTAssertEqual(scene.source, SceneSource(chapter: .talk2, section: "Cover Sheet"))
        XCTAssertEqual(scene.galleryName, "Talk part 2 · A")
        XCTAssertEqual(scene.sourceLine, "WWDC 2017 talk, part 2 — Cover Sheet")
        guard case let .failure(errors) = SceneLoader.parseScene("name: A\nwindow: {size: [10, 10]}\nsource: {chapter: talk2}\n", file: "a.yaml") else {
            return XCTFail("a bad source must not load")
        }
        XCTAssertEqual(errors.diagnostics.map(\.line), [3, 3])
        XCTAssertTrue(errors.diagnostics.contains { $0.message.contains("talk2") && ($0.hint ?? "").contains("talk-2") }, "\(errors.diagnostics)")
        XCTAssertTrue(errors.diagnostics.contains { $0.message.contains("section") }, "\(errors.diagnostics)")
    }
}
