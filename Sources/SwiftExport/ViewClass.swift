import GestureEngine
import SceneFormat

/// The class a scene's view is made of: UIKit's (a control's, `UIScrollView`), the file's
/// `TouchLoggingView` for a plain view whose responder calls the scene logs, or a subclass of
/// one of those overriding hit testing (`point(inside:with:)`, `hitTest(_:with:)`) or a scroll
/// view's content-touch questions.
struct ViewClass: Hashable {
    /// What a subclass overrides.
    enum Override: Hashable {
        /// TouchDemo's enlarged hit area: `minimumTouchSize`, a stored property.
        case enlargedHitArea
        /// Hit where it is drawn: the presentation layer, while it animates.
        case presentationHitTest
        /// The transparent overlay: a touch on the view itself, on none of its subviews, passes through.
        case passThrough
        /// `touchesShouldBegin(_:with:in:)` answering this for every content view.
        case touchesShouldBegin(Bool)
        /// `touchesShouldCancel(in:)` answering this for every content view.
        case touchesShouldCancel(Bool)

        var namePart: String {
            switch self {
            case .enlargedHitArea: "EnlargedHitArea"
            case .presentationHitTest: "PresentationHitTest"
            case .passThrough: "PassThrough"
            case let .touchesShouldBegin(answer): answer ? "ContentTouchAsking" : "ContentTouchRefusing"
            case let .touchesShouldCancel(answer): answer ? "ContentCancelling" : "ContentKeeping"
            }
        }
    }

    /// UIKit's class, or `TouchLoggingView`.
    let base: String
    let overrides: [Override]

    /// The class name the code uses: `base` without overrides, else the overrides' names before
    /// the base's noun (`PassThroughScrollView`).
    var name: String {
        guard !overrides.isEmpty else { return base }
        let noun = base == "TouchLoggingView" ? "View" : String(base.dropFirst(2))
        return overrides.map(\.namePart).joined() + noun
    }

    /// `description`'s class.
    init(of description: ViewDescription, built: View) {
        if let control = description.control {
            base = Self.controlClass(control.kind)
        } else if description.scroll != nil {
            base = "UIScrollView"
        } else {
            base = description.logsTouches ? "TouchLoggingView" : "UIView"
        }
        var overrides: [Override] = []
        let options = built.hitTestOptions
        if options.minimumTouchSize != nil { overrides.append(.enlargedHitArea) }
        if options.usesPresentation { overrides.append(.presentationHitTest) }
        if options.passesThroughSelf { overrides.append(.passThrough) }
        if let answer = description.scroll?.touchesShouldBegin { overrides.append(.touchesShouldBegin(answer)) }
        if let answer = description.scroll?.touchesShouldCancel { overrides.append(.touchesShouldCancel(answer)) }
        self.overrides = overrides
    }

    static func controlClass(_ kind: Control.Kind) -> String {
        switch kind {
        case .button: "UIButton"
        case .toggle: "UISwitch"
        case .slider: "UISlider"
        case .stepper: "UIStepper"
        case .segmented: "UISegmentedControl"
        case .pageControl: "UIPageControl"
        }
    }

    /// The noun a short name takes from the class (`Slider`, `ScrollView`, `View`).
    var noun: String { base.hasPrefix("UI") && base != "UIView" ? String(base.dropFirst(2)) : "View" }

    /// Whether UIKit's class clips its subviews unless told otherwise (a scroll view does).
    var clipsByDefault: Bool { base == "UIScrollView" }

    /// Whether the view logs its responder calls (`TouchLoggingView`, or a subclass of it).
    var logsTouches: Bool { base == "TouchLoggingView" }
}
