/// Every number the engine uses that UIKit does not let a caller set per call, with its unit and
/// whether UIKit documents it or the project chose it (UIKIT-SEMANTICS.md §12).
public enum Defaults {
    /// Views with alpha below this are skipped by hit testing. Unitless. Documented (§2.2).
    public static let hitTestMinimumAlpha = 0.01

    /// Longest gap from a lift to the next down that still counts toward `tapCount`. Seconds.
    /// Chosen (§7.1): the Flutter/Android/Hammer value.
    public static let multiTapInterval = 0.3

    /// Farthest a next down may land from the first down and still count toward `tapCount`.
    /// Points. Chosen (§7.1): the HIG minimum target.
    public static let multiTapDistance = 44.0
}
