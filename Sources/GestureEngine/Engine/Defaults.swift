/// Every number the engine uses that UIKit does not let a caller set per call, with its unit and
/// whether UIKit documents it or the project chose it (docs/SEMANTICS.md §12).
public enum Defaults {
    /// Views with alpha below this are skipped by hit testing. Unitless. Documented (§2.2).
    public static let hitTestMinimumAlpha = 0.01

    /// Longest gap from a lift to the next down that still counts toward `tapCount`. Seconds.
    /// Chosen (§7.1): the Flutter/Android/Hammer value.
    public static let multiTapInterval = 0.3

    /// Farthest a next down may land from the first down and still count toward `tapCount`.
    /// Points. Chosen (§7.1): the HIG minimum target.
    public static let multiTapDistance = 44.0

    /// How far each touch of a tap may move from where it came down before the tap fails.
    /// Points. Chosen (§7.1): beyond the pan's 10 pt, so a pan begins while a tap is still possible.
    public static let tapAllowableMovement = 15.0

    /// How far the touches' centroid must move before a pan begins. Points. Chosen (§7.3).
    public static let panRecognitionDistance = 10.0

    /// Velocity fit (§7.0), chosen after Android/Flutter: at most this many samples …
    public static let velocitySampleLimit = 20
    /// … no older than this before the newest, in seconds …
    public static let velocityHorizon = 0.1
    /// … and none across a gap longer than this, in seconds; a lift longer than this after the
    /// newest sample gives zero velocity (the finger had stopped).
    public static let velocityMaximumGap = 0.04

    /// How long a touch-delay recognizer holds views' `began`. Seconds. Chosen (§7.8): the
    /// WWDC14 TouchDemo value, matching the reported 150 ms of scroll views (§3.8).
    public static let touchDelay = 0.15

    /// Long press: hold time (seconds) and allowable movement (points). Documented (§7.2).
    public static let longPressDuration = 0.5
    public static let longPressAllowableMovement = 10.0

    /// Swipe (§7.5), chosen after other toolkits: distance along the direction (points), slowest
    /// average speed (points per second; with the distance this makes a 0.25 s deadline),
    /// largest deviation from the direction (radians), and off-direction travel that fails it (points).
    public static let swipeMinimumDistance = 50.0
    public static let swipeMinimumSpeed = 200.0
    public static let swipeMaximumDeviation = 30.0 * Double.pi / 180
    public static let swipeOffDirectionFailure = 10.0

    /// Pinch begins when the span changed this much from when the second touch landed. Points.
    /// Chosen (§7.6): the pan's stillness scale.
    public static let pinchRecognitionSpan = 10.0
    /// Rotation begins when the angle between the touches changed this much. Radians. Chosen (§7.7).
    public static let rotationRecognitionAngle = 0.1

    /// Screen-edge pan: the band along each edge where the first touch must start. Points.
    /// Chosen (§7.4): the Cupertino back-swipe strip.
    public static let screenEdgeBand = 20.0

    /// A spring counts as settled once |1 − progress| stays below this fraction of the distance:
    /// its duration when mass, stiffness and damping are given. Unitless. Chosen (§8.4): 0.1 %
    /// is invisible.
    public static let springSettlingThreshold = 0.001

    /// Drag interaction (§9.3–9.4), chosen: the lift comes after a hold this long (seconds) …
    public static let dragLiftDuration = 0.5
    /// … within this much movement (points), the long press's scale …
    public static let dragLiftAllowableMovement = 10.0
    /// … and the session begins once the lifted touch has moved this far from where it lifted
    /// (points), the pan's threshold.
    public static let dragSessionStartDistance = 10.0

    /// §9.5, chosen: in regular width the competing-long-press gate fails this long after the
    /// touch came down (seconds); in compact width only at a drag-less touch end.
    public static let dragLongPressGateRegular = 1.0

    /// How long a dropped or cancelled drag's preview takes to fly into its target or back to
    /// its source, in seconds. Chosen: UIKit's drop animations run about a third of a second.
    public static let dragLandingDuration = 0.3

    /// How far beyond its bounds a touch still counts as inside a control, for drag-inside and
    /// touch-up-inside (points). Chosen: iOS's controls are commonly measured to allow about
    /// 70 pt, so a finger that slips off a button still presses it.
    public static let controlTouchMargin = 70.0

    /// A stepper held down steps again after this delay, then at this interval (seconds).
    /// Chosen: UIStepper's autorepeat starts after about half a second and runs about ten steps a second.
    public static let stepperRepeatDelay = 0.5
    public static let stepperRepeatInterval = 0.1

    /// Distance between a page control's dots, centre to centre (points). Chosen: UIPageControl's look.
    public static let pageControlDotSpacing = 16.0

    /// How far beyond a slider's thumb a touch still lands on it (points). Chosen: a 28-pt thumb
    /// then takes a 48-pt fingertip target, the HIG's minimum and more.
    public static let sliderThumbSlop = 10.0
    /// A slider's thumb radius (points; less on a slider under twice as tall). Chosen: UISlider's
    /// thumb is drawn about 28 pt across.
    public static let sliderThumbRadius = 14.0
    /// The gap between a switch's knob and its track's edge (points): the knob's radius is half
    /// the height less this, and it travels the width less the height. Chosen: UISwitch's look
    /// (a 27-pt knob in a 31-pt track).
    public static let switchKnobInset = 2.0

    /// System edge gestures (§10.1), chosen: the band along each system edge (points) …
    public static let systemEdgeBand = 20.0
    /// … the inward-dominant movement that recognizes (points), twice the pan's threshold …
    public static let systemEdgeRecognition = 20.0
    /// … and the movement that fails it when not inward-dominant (points).
    public static let systemEdgeFailure = 10.0
    /// §10.4, chosen: how long a deferred edge stays armed after the swipe that showed the
    /// tongue ends, in seconds.
    public static let deferredEdgeArmedDuration = 2.0
    /// How long the system UI a recognized edge gesture opened stays up after its finger lifts,
    /// before it slides away, in seconds. Chosen: long enough for a viewer to read it.
    public static let systemUIDwell = 0.8

    /// Scroll views (§3.8): `decelerationRate` `normal` and `fast`, velocity kept per
    /// millisecond of coasting. Documented values of `UIScrollView.DecelerationRate`.
    public static let scrollDecelerationNormal = 0.998
    public static let scrollDecelerationFast = 0.99
    /// Coasting stops when the content's speed falls below this (points per second). Chosen:
    /// below it the remaining travel is a couple of points at the normal rate.
    public static let scrollStopSpeed = 5.0
    /// A release velocity is taken at most this fast per axis (points per second). Chosen: far
    /// beyond any finger (the fastest real flicks are around 10 000 pt/s), so only hostile
    /// input is bounded.
    public static let scrollMaximumSpeed = 50_000.0
    /// Rubber-banding past an edge while dragging: the content follows the finger by
    /// `d·c·x / (d + c·x)` for an overshoot x along a viewport dimension d, with this c. Chosen:
    /// the constant commonly measured on iOS.
    public static let scrollRubberBand = 0.55
    /// The critically damped spring that brings content back to an edge after a bounce, and
    /// the one that settles a page (angular frequency, 1/s). Chosen: back from a 50-pt
    /// overshoot in about half a second; a page in about as long.
    public static let scrollBounceFrequency = 12.0
    public static let scrollPagingFrequency = 15.0
    /// A spring is settled once it is this close to its target (points).
    public static let scrollSettleDistance = 0.5
    /// Scroll indicators fade out over this long once the content comes to rest (seconds).
    /// Chosen: about iOS's fade.
    public static let scrollIndicatorFade = 0.25
    /// §3.8 direction lock, chosen: a drag whose smaller component is at most this share of the
    /// larger one (under about 27°) locks to the larger one's axis.
    public static let scrollDirectionLockRatio = 0.5
}
