/// The window's horizontal size class (`UIUserInterfaceSizeClass`), which changes how the drag
/// interaction gates the app's long presses (§9.5) and whether the trailing system edge exists
/// (§10.1). A visualizer setting, not derived from the window's size.
public enum SizeClass: String, Sendable, CaseIterable {
    /// iPad full screen: the competing long press waits at most 1.0 s.
    case regular
    /// iPhone, or an iPad app in a narrow split: the competing long press waits for the touch to end.
    case compact
}
