/// Every key the scene and script formats accept, per kind of mapping. The parser rejects other
/// keys with these lists; a test keeps `docs/scene.schema.json` equal to them.
public enum SceneKeys {
    public static let scene = ["name", "description", "window", "views", "script", "posterTime", "checkpoints", "source"]
    /// A scene's `source`: its gallery chapter and the section within it.
    public static let source = ["chapter", "section"]
    public static let window = ["size", "background", "sizeClass", "systemEdges", "deferSystemGestures"]
    /// A view's keys, declared with their readers in `ViewProperty`.
    public static var view: [String] { ViewProperty.keys }
    /// Keys every recognizer accepts; each kind adds its own (`RecognizerKind.parameters`).
    public static let gestureCommon = [
        "id", "type", "name", "enabled", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded", "allowedTouchTypes",
        "requiresExclusiveTouchType", "requireToFail", "attachTo", "delegate", "overrides", "actions",
    ]
    public static let delegate = [
        "simultaneousWith", "requireFailureOf", "requiredToFailBy", "shouldBegin", "beginOnlyWhilePossible", "receiveTouchTypes",
        "beginWhenMoving",
    ]
    public static let overrides = ["requireFailureOf", "requiredToFailBy", "cannotPrevent", "cannotBePreventedBy"]
    public static let action = ["on", "do", "value", "to", "timing", "delay", "options", "anchors", "fraction", "distance", "durationFactor"]
    /// A view's load-time `animation`, and the animation keys of an `animate` action.
    public static let animation = ["to", "timing", "delay", "options"]
    /// A view's `animator` (§8.5).
    public static let animator = [
        "name", "to", "timing", "start", "delay", "fractionComplete", "reversed", "scrubsLinearly", "pausesOnCompletion",
        "manualHitTesting", "userInteraction", "interruptible",
    ]
    public static let animationTarget = ["center", "size", "alpha", "background", "cornerRadius", "scale", "rotateDegrees"]
    public static let timing = ["curve", "duration", "spring"]
    public static let spring = ["dampingRatio", "duration", "mass", "stiffness", "damping", "velocity"]
    public static let transform = ["translate", "scale", "rotateDegrees"]
    public static let border = ["width", "color"]
    public static let label = ["text", "color", "size"]
    public static let hitTest = ["minimumTouchSize", "passThrough", "presentation"]
    /// A view's `interactions` (§9): a drag interaction and a drop target.
    public static let interactions = ["drag", "drop"]
    public static let drag = ["items", "preview", "itemsForAdding", "sessionForAddingItems", "allowsSimultaneousRecognitionDuringLift", "enabled"]
    public static let drop = ["proposal", "perform"]
    /// A view's `control` (§3.7) and one of its actions.
    public static let control = ["type", "on", "value", "minimum", "maximum", "step", "segments", "selected", "pages", "page", "enabled", "actions"]
    public static let controlAction = ["on", "do", "value"]
    /// A view's `scroll` (§3.8).
    public static let scroll = [
        "contentSize", "contentOffset", "contentInset", "bounces", "alwaysBounceHorizontal", "alwaysBounceVertical", "paging",
        "directionalLock", "decelerationRate", "delaysContentTouches", "canCancelContentTouches", "touchesShouldBegin",
        "touchesShouldCancel", "indicators",
        "minimumZoomScale", "maximumZoomScale", "zoomView", "panAttachTo",
    ]
    /// One step of a drop's `perform` given as a mapping.
    public static let dropAction = ["do", "value"]
    public static let scriptFile = ["description", "script"]
    /// Keys of one script step; exactly one of `stepActions` must be present.
    public static let step = ["t", "down", "move", "up", "cancel", "end", "caption", "timeScale", "at", "to", "duration", "type", "force",
                              "radius", "separate", "again", "source"]
    public static let stepActions = ["down", "move", "up", "cancel", "end", "caption", "timeScale"]
}
