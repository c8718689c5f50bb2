// The one question SDL does not answer: is there a window manager to carry out a fullscreen
// request? SDL asks the display the same question but keeps the answer to itself; without a
// manager, SDL_SetWindowFullscreen(SDL_WINDOW_FULLSCREEN_DESKTOP) reports the display's size
// while the X window keeps its old one.
#include "CWindowManager.h"
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <X11/Xatom.h>
#include <X11/Xlib.h>

static int ignore_error(Display *display, XErrorEvent *event) {
    (void)display;
    (void)event;
    return 0;
}

// The window that `window`'s _NET_SUPPORTING_WM_CHECK property names, in `named`; 0 when it has
// none (or `window` is gone: the error is trapped, not fatal).
static int supporting_window(Display *display, Window window, Atom check, Window *named) {
    int (*previous)(Display *, XErrorEvent *) = XSetErrorHandler(ignore_error);
    Atom type = None;
    int format = 0;
    unsigned long count = 0, after = 0;
    unsigned char *data = NULL;
    int status = XGetWindowProperty(display, window, check, 0, 1, False, XA_WINDOW, &type, &format, &count, &after, &data);
    XSync(display, False);
    XSetErrorHandler(previous);
    int found = status == Success && type == XA_WINDOW && format == 32 && count == 1 && data != NULL;
    if (found) *named = *(Window *)data;
    if (data != NULL) XFree(data);
    return found;
}

int gesturescope_window_manager_state(void *sdlWindow) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (sdlWindow == NULL || !SDL_GetWindowWMInfo((SDL_Window *)sdlWindow, &info) || info.subsystem != SDL_SYSWM_X11) return -1;
    Display *display = info.info.x11.display;
    Atom check = XInternAtom(display, "_NET_SUPPORTING_WM_CHECK", True);
    if (check == None) return 0;
    // EWMH: the root window names a child window, and that child names itself (a name left on
    // the root by a manager that has exited names a window that is gone or says otherwise).
    Window named = 0;
    if (!supporting_window(display, DefaultRootWindow(display), check, &named)) return 0;
    Window confirmed = 0;
    return supporting_window(display, named, check, &confirmed) && confirmed == named;
}
