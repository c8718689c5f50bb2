#!/usr/bin/env bash
# Fullscreen with no window manager (a bare X server, as in a kiosk session): `run --fullscreen`
# covers the 1280×800 screen and the frame is laid out on it (the timeline panel reaches the
# bottom-right corner, the status bar runs along the bottom); F11 gives the window back its
# size and place, laid out again on them; F11 once more fills the screen again.
source "$(dirname "$0")/lib.sh"

display=$(free_display)
start_xvfb "$display"
APP_ARGS="--fullscreen" start_app "$display" widget-1-tap "$WORK/trace.jsonl" 20
export DISPLAY=":$display"

geometry() { xdotool getwindowgeometry --shell "$WINDOW" | grep -E '^(X|Y|WIDTH|HEIGHT)=' | tr '\n' ' '; }
pixel() { convert "$WORK/screen.png" -format "%[pixel:p{$1,$2}]" info:; }
expect_frame_fills() { # width height: the panel near the corner, the status bar along the bottom
    import -window root "$WORK/screen.png"
    [ "$(pixel $(($1 - 20)) $(($2 - 40)))" = "srgb(11,16,28)" ] \
        || fail "$3: no timeline panel near the corner ($(($1 - 20)),$(($2 - 40))): $(pixel $(($1 - 20)) $(($2 - 40)))"
    [ "$(pixel $(($1 - 20)) $(($2 - 8)))" = "srgb(17,24,39)" ] \
        || fail "$3: no status bar at the bottom ($(($1 - 20)),$(($2 - 8))): $(pixel $(($1 - 20)) $(($2 - 8)))"
}

fullscreen="X=0 Y=0 WIDTH=1280 HEIGHT=800 "
[ "$(geometry)" = "$fullscreen" ] || fail "run --fullscreen left the window at $(geometry)"
sleep 0.5
expect_frame_fills 1280 800 "run --fullscreen"

xdotool windowfocus --sync "$WINDOW" key F11
sleep 1
windowed=$(geometry)
[ "$windowed" = "X=320 Y=46 WIDTH=640 HEIGHT=708 " ] || fail "F11 did not give the window back its size and place: $windowed"
# The window is on the screen's centre: its own bottom-right corner, in screen points.
expect_frame_fills $((320 + 640)) $((46 + 708)) "after F11"

xdotool windowfocus --sync "$WINDOW" key F11
sleep 1
[ "$(geometry)" = "$fullscreen" ] || fail "a second F11 left the window at $(geometry)"
expect_frame_fills 1280 800 "after a second F11"
stop_app
echo "ok: fullscreen without a window manager: the window covers the screen, the frame follows it, F11 gives back its place"
