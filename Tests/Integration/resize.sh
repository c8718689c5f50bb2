#!/usr/bin/env bash
# Resizing the window re-lays the frame on the new size: under Xvfb the curves scene (900×560,
# animating) is resized to 1100×700; the timeline panel docked beside the scene and the status
# bar along the bottom then reach the window's new bottom-right corner (the software path draws on
# the window's new surface, not on the freed old one).
source "$(dirname "$0")/lib.sh"

display=$(free_display)
start_xvfb "$display"
start_app "$display" curves "$WORK/trace.jsonl" 8
export DISPLAY=":$display"

xdotool windowmove "$WINDOW" 0 0 windowsize "$WINDOW" 1100 700
sleep 1.5
import -window "$WINDOW" "$WORK/window.png"
size=$(convert "$WORK/window.png" -format "%w×%h" info:)
[ "$size" = "1100×700" ] || fail "the window is $size after resizing to 1100×700"
# Near the new bottom-right corner: the timeline panel's colour (#0b101c) just above the status
# bar (22 points at the type scale of 1100 × 700, 1100 / 640: 37.8 points tall), and the status
# bar's (#111827) along the bottom.
panel=$(convert "$WORK/window.png" -format "%[pixel:p{1080,640}]" info:)
[ "$panel" = "srgb(11,16,28)" ] || fail "at (1080,640) the colour is $panel, not the timeline panel: the frame kept its old size"
status=$(convert "$WORK/window.png" -format "%[pixel:p{1080,690}]" info:)
[ "$status" = "srgb(17,24,39)" ] || fail "at (1080,690) the colour is $status, not the status bar: the frame kept its old size"
stop_app
echo "ok: resize: the overlay follows the window to 1100×700"
