#!/usr/bin/env bash
# Real fingers through XWayland as GNOME runs it: the app as an X11 client (SDL_VIDEODRIVER=x11,
# no WAYLAND_DISPLAY: SDL 2's default on GNOME) of the Xwayland that mutter 43 headless starts for
# itself; mutter's injected touch (mutter_touch.py) reaches it through Xwayland as XInput2 touch.
# The checks of wayland-fingers.sh, in one mutter.
source "$(dirname "$0")/lib.sh"
source "$HERE/mutter_checks.sh"
require_mutter "XWayland fingers"
command -v Xwayland >/dev/null || { echo "skip: XWayland fingers: xwayland not installed (make setup-test installs it)"; exit 0; }

CLIENT=xwayland
start_mutter
check_pinch
check_drag_add
check_control_strip
check_capture
check_focus_loss
