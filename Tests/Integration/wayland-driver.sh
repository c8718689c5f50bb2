#!/usr/bin/env bash
# Which video driver the window takes on a desktop naming both displays, as a GNOME session does
# (DISPLAY for XWayland, WAYLAND_DISPLAY): under mutter (GNOME's compositor, headless) SDL's
# Wayland driver, not X11 as SDL 2 picks by itself; under a compositor with no input seat (weston's
# headless backend, where SDL 2.26 crashes) X11, saying why; --video-driver over SDL_VIDEODRIVER
# over both. The driver is read from --frame-stats. Needs mutter, pipewire, dbus and weston.
source "$(dirname "$0")/lib.sh"

require_mutter "video driver"
command -v weston >/dev/null || fail "weston is not installed (make test installs it: TEST_PACKAGES)"
start_mutter --no-x11
start_seatless_weston
display=$(free_display)
start_xvfb "$display"

# The frame statistics' video driver for a short run with WAYLAND_DISPLAY=$1 and more options.
driver_of() { # wayland-display [run options…]
    local wayland=$1; shift
    env DISPLAY=":$display" WAYLAND_DISPLAY="$wayland" "$@" 2>"$WORK/run.err" >/dev/null || fail "run failed: $(cat "$WORK/run.err")"
    sed -n 's/.*; video driver \([a-z0-9]*\);.*/\1/p' "$WORK/run.err"
}
run_briefly=("$BIN" run widget-1-tap --quit-after 2 --frame-stats)

[ "$(driver_of "$MUTTER_WAYLAND" "${run_briefly[@]}")" = wayland ] || fail "under mutter: $(cat "$WORK/run.err")"
# GNOME draws no decorations for its clients: the title bar (move, close) is libdecor's, with a
# plugin that draws it (libdecor-0-plugin-1-cairo). Both are loaded into the running window.
env -u DISPLAY WAYLAND_DISPLAY=$MUTTER_WAYLAND "$BIN" run widget-1-tap --quit-after 4 >/dev/null 2>"$WORK/decor.err" &
app=$!
PIDS+=($app)
wait_for 10 grep -q "libdecor-cairo" "/proc/$app/maps" || fail "no libdecor plugin in the Wayland window: $(grep -o '[^ ]*decor[^ ]*' "/proc/$app/maps" | sort -u) $(cat "$WORK/decor.err")"
wait "$app" || fail "the decorated window failed: $(cat "$WORK/decor.err")"
[ "$(driver_of "$MUTTER_WAYLAND" SDL_VIDEODRIVER=x11 "${run_briefly[@]}")" = x11 ] || fail "SDL_VIDEODRIVER=x11: $(cat "$WORK/run.err")"
[ "$(driver_of "$MUTTER_WAYLAND" SDL_VIDEODRIVER=x11 "${run_briefly[@]}" --video-driver wayland)" = wayland ] \
    || fail "--video-driver wayland over SDL_VIDEODRIVER=x11: $(cat "$WORK/run.err")"
[ "$(driver_of "$MUTTER_WAYLAND" "${run_briefly[@]}" --video-driver x11)" = x11 ] || fail "--video-driver x11: $(cat "$WORK/run.err")"
[ "$(driver_of gesturescope-seatless "${run_briefly[@]}")" = x11 ] || fail "seatless: $(cat "$WORK/run.err")"
grep -qxF "gesturescope: WAYLAND_DISPLAY=gesturescope-seatless offers no input seat: the window opens on X11 (XWayland)" "$WORK/run.err" \
    || fail "the fallback is not said: $(cat "$WORK/run.err")"
stop_mutter
echo "ok: video driver: Wayland under mutter (not XWayland), X11 when the compositor has no seat, --video-driver over SDL_VIDEODRIVER"
