/// Where a scene comes from (`source: {chapter, section}`): a chapter of the gallery and, in free
/// text, the part of it the scene shows.
public struct SceneSource: Sendable, Equatable {
    public var chapter: GalleryChapter
    /// The section, figure or stage within the chapter ("Tap and pan", "Listing 6-2").
    public var section: String

    public init(chapter: GalleryChapter, section: String) {
        self.chapter = chapter
        self.section = section
    }
}

/// The gallery's chapters, in the order `←`/`→`, the no-scene window and `gesturescope list`
/// follow: the WWDC 2017 talk's three parts, then the two Apple guides, the WWDC 2014 TouchDemo
/// sample and the project's own scenes.
public enum GalleryChapter: String, CaseIterable, Sendable, Comparable {
    case talk1 = "talk-1"
    case talk2 = "talk-2"
    case talk3 = "talk-3"
    case guideGestures = "guide-gestures"
    case guideTaps = "guide-taps"
    case touchDemo = "touchdemo"
    case gesturescope

    /// The chapter's heading in `gesturescope list` and on a scene's title card.
    public var title: String {
        switch self {
        case .talk1: "WWDC 2017 “Modern User Interaction on iOS”, part 1: the gesture system"
        case .talk2: "WWDC 2017 “Modern User Interaction on iOS”, part 2: system gestures"
        case .talk3: "WWDC 2017 “Modern User Interaction on iOS”, part 3: drag and drop"
        case .guideGestures: "Apple’s guide: Coordinating Multiple Gesture Recognizers"
        case .guideTaps: "Apple’s guide: Handling Tap and Long-Press Gestures"
        case .touchDemo: "WWDC 2014 TouchDemo: advanced scroll views and touch handling"
        case .gesturescope: "Gesturescope’s own scenes"
        }
    }

    /// A few words for the status bar, beside the scene's name.
    public var shortTitle: String {
        switch self {
        case .talk1: "Talk part 1"
        case .talk2: "Talk part 2"
        case .talk3: "Talk part 3"
        case .guideGestures: "Gestures guide"
        case .guideTaps: "Tap guide"
        case .touchDemo: "TouchDemo"
        case .gesturescope: "Gesturescope"
        }
    }

    /// The chapter on a scene's title card, before the section: short enough for a line that
    /// reads from the back of a room, long enough to say what "part 1" is part of.
    public var cardTitle: String {
        switch self {
        case .talk1: "WWDC 2017 talk, part 1"
        case .talk2: "WWDC 2017 talk, part 2"
        case .talk3: "WWDC 2017 talk, part 3"
        case .guideGestures: "Gestures guide"
        case .guideTaps: "Tap and long-press guide"
        case .touchDemo: "TouchDemo (WWDC 2014)"
        case .gesturescope: "Gesturescope"
        }
    }

    private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}

public extension SceneDescription {
    /// Where the scene comes from, for its title card: "TouchDemo (WWDC 2014) — Highlighting
    /// objects" (`cardTitle`: the card's line must read from the back of a room);
    /// nil without a `source`.
    var sourceLine: String? {
        source.map { "\($0.chapter.cardTitle) — \($0.section)" }
    }

    /// The scene's name after its chapter's short title ("TouchDemo · …"), for the status bar;
    /// the name alone without a `source`.
    var galleryName: String {
        source.map { "\($0.chapter.shortTitle) · \(name)" } ?? name
    }
}
