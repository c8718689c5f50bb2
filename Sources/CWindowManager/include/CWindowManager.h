#ifndef GESTURESCOPE_CWINDOWMANAGER_H
#define GESTURESCOPE_CWINDOWMANAGER_H

/// Whether a window manager runs on the X display of `sdlWindow` (an `SDL_Window *`): 1 when the
/// root window names one (`_NET_SUPPORTING_WM_CHECK`, the EWMH check SDL itself makes), 0 when
/// none does (a bare X server, a kiosk session), -1 when the window is not an X11 one (Wayland)
/// or SDL cannot say.
int gesturescope_window_manager_state(void *sdlWindow);

#endif
