#!/usr/bin/env bash
# Fullscreen with no window manager (a bare X server, as in a kiosk session): `run --fullscreen`
# covers the 1280×800 screen and the frame is laid out on it (the timeline panel reaches the
# bottom-right corner, the status bar runs along the bottom); F11 gives the window back its
# size and place, laid out again on them; F11 once more fills the screen again.
source "$(dirname "$0")/lib.sh"

display=$(free_display)
XVFB_SCREEN=1280x800x24 start_xvfb "$display"
APP_SCALE="" APP_ARGS="--fullscreen" start_app "$display" widget-1-tap "$WORK/trace.jsonl" 20
export DISPLAY=":$display"

geometry() { xdotool getwindowgeometry --shell "$WINDOW" | grep -E '^(X|Y|WIDTH|HEIGHT)=' | tr '\n' ' '; }
pixel() { convert "$WORK/screen.png" -format "%[pixel:p{$1,$2}]" info:; }
# The status bar's height on a window of width × height: 22 points at its type scale (the smaller
# of width / 640 and height / 390, at least 1).
status_height() { awk -v w="$1" -v h="$2" 'BEGIN { f = w / 640; if (h / 390 < f) f = h / 390; if (f < 1) f = 1; print int(22 * f) }'; }
expect_frame_fills() { # right bottom (screen points of the window's corner), then what it is for, width height of the window
    import -window root "$WORK/screen.png"
    local above=$(($2 - $(status_height "$4" "$5") - 20))
    [ "$(pixel $(($1 - 20)) "$above")" = "srgb(11,16,28)" ] \
        || fail "$3: no timeline panel near the corner ($(($1 - 20)),$above): $(pixel $(($1 - 20)) "$above")"
    [ "$(pixel $(($1 - 20)) $(($2 - 8)))" = "srgb(17,24,39)" ] \
        || fail "$3: no status bar at the bottom ($(($1 - 20)),$(($2 - 8))): $(pixel $(($1 - 20)) $(($2 - 8)))"
}

fullscreen="X=0 Y=0 WIDTH=1280 HEIGHT=800 "
[ "$(geometry)" = "$fullscreen" ] || fail "run --fullscreen left the window at $(geometry)"
sleep 0.5
expect_frame_fills 1280 800 "run --fullscreen" 1280 800

xdotool windowfocus --sync "$WINDOW" key F11
sleep 1
windowed=$(geometry)
eval "$(xdotool getwindowgeometry --shell "$WINDOW")"
[ "$WIDTH" -lt 1280 ] && [ "$HEIGHT" -lt 800 ] || fail "F11 did not give the window back a window's size: $windowed"
# Its own bottom-right corner, in screen points.
expect_frame_fills $((X + WIDTH)) $((Y + HEIGHT)) "after F11" "$WIDTH" "$HEIGHT"

xdotool windowfocus --sync "$WINDOW" key F11
sleep 1
[ "$(geometry)" = "$fullscreen" ] || fail "a second F11 left the window at $(geometry)"
expect_frame_fills 1280 800 "after a second F11" 1280 800

xdotool windowfocus --sync "$WINDOW" key F11
sleep 1
[ "$(geometry)" = "$windowed" ] || fail "F11 did not give the window back the same size and place: $(geometry), not $windowed"
stop_app
echo "ok: fullscreen without a window manager: the window covers the screen, the frame follows it, F11 gives back its place"
