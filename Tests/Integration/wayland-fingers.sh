#!/usr/bin/env bash
# Real fingers on native Wayland, as on a GNOME touch laptop: the app as a Wayland client
# (SDL_VIDEODRIVER=wayland) of mutter 43 headless, GNOME's own compositor, its touch injected
# through mutter's RemoteDesktop API (mutter_touch.py; docs/WAYLAND.md). One mutter for every
# check: a pinch, a drag with a finger added, the control strip, a capture replayed byte for
# byte, and a touch cancelled when another window takes the focus.
source "$(dirname "$0")/lib.sh"
source "$HERE/mutter_checks.sh"
require_mutter "native Wayland fingers"

CLIENT=wayland
start_mutter --no-x11
check_pinch
check_drag_add
check_control_strip
check_capture
check_focus_loss
