#!/usr/bin/env bash
# §9.6 with real XInput2 fingers (Xorg + the inputtest driver): finger 1 holds photo 1 until it
# lifts (0.5 s) and drags it; a real second finger taps photo 2, whose add-items tap adds its
# item to the session (the app's view hears the tap cancelled); finger 1 drops the two items in
# the album. The trace expected is drag-adding.expected, as with mutter's fingers (wayland-fingers.sh).
source "$(dirname "$0")/lib.sh"

display=$(free_display)
socket="$WORK/touch.sock"
start_xorg_with_touch "$display" "$socket"
start_app "$display" drag-adding "$WORK/trace.jsonl" 20

# Window points → screen pixels: the window's position on the 1280×800 screen.
at() { echo "$(($1 + WINDOW_X)):$(($2 + WINDOW_Y))"; }
python3 "$HERE/inputtest_touch.py" "$socket" 1280 800 \
    "down:1:$(at 120 95)" sleep:0.7 \
    "move:1:$(at 126 95)" "move:1:$(at 134 95)" sleep:0.05 "move:1:$(at 330 300)" sleep:0.1 \
    "down:2:$(at 340 95)" sleep:0.05 "up:2:$(at 340 95)" sleep:0.1 \
    "move:1:$(at 330 440)" sleep:0.05 "up:1:$(at 330 440)"
sleep 0.8
stop_app

expect_trace "$WORK/trace.jsonl" <"$HERE/drag-adding.expected"
echo "ok: real drag (Xorg + inputtest): a second real finger adds its photo to the drag held by the first"
