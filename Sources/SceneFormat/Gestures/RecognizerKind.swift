import GestureEngine

/// A recognizer type scenes may name (`type: tap`): how to make one, and the type-specific keys
/// it takes. The built-in kinds are UIKit's; an app registers its own with
/// `RecognizerRegistry.adding(_:)` (see `Sources/ExampleRecognizers`).
public struct RecognizerKind: Sendable {
    /// The name scene files use.
    public let name: String
    /// The class it stands for, for docs/SCENES.md.
    public let summary: String
    public let parameters: [RecognizerParameter]
    let make: @Sendable (String) -> GestureRecognizer

    /// `make` builds a recognizer with the given id and UIKit's defaults.
    public init(name: String, summary: String, parameters: [RecognizerParameter] = [],
                make: @escaping @Sendable (String) -> GestureRecognizer) {
        self.name = name
        self.summary = summary
        self.parameters = parameters
        self.make = make
    }
}

extension RecognizerKind {
    /// Every built-in kind, in documentation order.
    static let builtIn: [RecognizerKind] = [
        RecognizerKind(name: "tap", summary: "UITapGestureRecognizer", parameters: [
            .integer("taps", in: 0...10, "`numberOfTapsRequired` (1)") { (tap: TapGestureRecognizer, value) in tap.numberOfTapsRequired = value },
            .integer("touches", in: 1...10, "`numberOfTouchesRequired` (1)") { (tap: TapGestureRecognizer, value) in tap.numberOfTouchesRequired = value },
            .number("allowableMovement", in: 0...1_000_000, "points a touch may move (15, chosen)") { (tap: TapGestureRecognizer, value) in
                tap.allowableMovement = value
            },
        ]) { TapGestureRecognizer(id: $0) },
        RecognizerKind(name: "longPress", summary: "UILongPressGestureRecognizer", parameters: [
            .integer("taps", in: 0...10, "`numberOfTapsRequired` (0)") { (press: LongPressGestureRecognizer, value) in press.numberOfTapsRequired = value },
            .integer("touches", in: 1...10, "`numberOfTouchesRequired` (1)") { (press: LongPressGestureRecognizer, value) in
                press.numberOfTouchesRequired = value
            },
            .number("minimumDuration", in: 0...60, "`minimumPressDuration` in seconds (0.5)") { (press: LongPressGestureRecognizer, value) in
                press.minimumPressDuration = value
            },
            .number("allowableMovement", in: 0...1_000_000, "points a touch may move before it begins (10)") { (press: LongPressGestureRecognizer, value) in
                press.allowableMovement = value
            },
        ]) { LongPressGestureRecognizer(id: $0) },
        RecognizerKind(name: "pan", summary: "UIPanGestureRecognizer", parameters: panTouches) { PanGestureRecognizer(id: $0) },
        RecognizerKind(name: "screenEdgePan", summary: "UIScreenEdgePanGestureRecognizer", parameters: [
            .options("edges", names: [("top", ScreenEdgePanGestureRecognizer.Edges.top), ("left", .left), ("bottom", .bottom), ("right", .right),
                                      ("all", .all)],
                     "`edges` (none: never recognizes)") { (pan: ScreenEdgePanGestureRecognizer, value) in pan.edges = value },
        ] + panTouches) { ScreenEdgePanGestureRecognizer(id: $0) },
        RecognizerKind(name: "swipe", summary: "UISwipeGestureRecognizer", parameters: [
            .options("direction", names: [("right", SwipeGestureRecognizer.Direction.right), ("left", .left), ("up", .up), ("down", .down)],
                     "`direction` (right)") { (swipe: SwipeGestureRecognizer, value) in swipe.direction = value },
            .integer("touches", in: 1...10, "`numberOfTouchesRequired` (1)") { (swipe: SwipeGestureRecognizer, value) in
                swipe.numberOfTouchesRequired = value
            },
        ]) { SwipeGestureRecognizer(id: $0) },
        RecognizerKind(name: "pinch", summary: "UIPinchGestureRecognizer") { PinchGestureRecognizer(id: $0) },
        RecognizerKind(name: "rotation", summary: "UIRotationGestureRecognizer") { RotationGestureRecognizer(id: $0) },
        RecognizerKind(name: "touchDelay", summary: "TouchDemo's touch-delay recognizer (§7.8)", parameters: [
            .number("delay", in: 0...10, "seconds the view's `began` is held (0.15)") { (delay: TouchDelayGestureRecognizer, value) in delay.delay = value },
        ]) { TouchDelayGestureRecognizer(id: $0) },
    ]

    private static let panTouches: [RecognizerParameter] = [
        .integer("minimumTouches", in: 1...10, "`minimumNumberOfTouches` (1)") { (pan: PanGestureRecognizer, value) in pan.minimumNumberOfTouches = value },
        .integer("maximumTouches", in: 1...10, "`maximumNumberOfTouches` (unlimited)") { (pan: PanGestureRecognizer, value) in
            pan.maximumNumberOfTouches = value
        },
    ]
}
