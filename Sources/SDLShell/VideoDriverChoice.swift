/// Which SDL video driver the window uses (`run --video-driver`).
public enum VideoDriverChoice: String, CaseIterable, Sendable {
    /// On a Wayland session, SDL's Wayland driver (SDL 2 on its own takes X11 through XWayland),
    /// X11 when the Wayland display cannot be used (no input seat, no Wayland driver); elsewhere
    /// the display there is. `SDL_VIDEODRIVER` in the environment decides instead when set.
    case auto
    /// SDL's Wayland driver, whatever the environment says.
    case wayland
    /// SDL's X11 driver (XWayland on a Wayland desktop), whatever the environment says.
    case x11
}
