/// Where a touch came from, as the finger overlay labels it: a real contact, the mouse, the
/// second finger the mouse simulates (Alt-drag), or a script.
public enum InputSource: String, Sendable {
    case finger
    case mouse
    case simulated
    case script

    /// The source of a finger from the window's input: the mouse's ids (negative), else SDL.
    init(windowFinger fingerID: Int) {
        if fingerID >= 0 {
            self = .finger
        } else {
            self = MouseFingerSimulator.isPointerFinger(fingerID) ? .mouse : .simulated
        }
    }
}
