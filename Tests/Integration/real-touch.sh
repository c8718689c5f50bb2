#!/usr/bin/env bash
# Real XInput2 multitouch (Xorg + the inputtest driver) reaches the engine as two direct touches
# with their own identities, in window points.
source "$(dirname "$0")/lib.sh"

display=$(free_display)
socket="$WORK/touch.sock"
start_xorg_with_touch "$display" "$socket"
# Without the control strip, which a touchscreen brings: the intro scene at 1× on this screen.
APP_ARGS="--control-strip off" start_app "$display" intro "$WORK/trace.jsonl" 20

# Window points → screen pixels: the window's position on the 1280×800 screen.
at() { echo "$(($1 + WINDOW_X)):$(($2 + WINDOW_Y))"; }
python3 "$HERE/inputtest_touch.py" "$socket" 1280 800 \
    "down:1:$(at 100 320)" "down:2:$(at 200 380)" sleep:0.05 \
    "move:1:$(at 110 330)" "move:2:$(at 210 390)" sleep:0.05 \
    "up:1:$(at 110 330)" "up:2:$(at 210 390)"
sleep 0.5
stop_app

expect_trace "$WORK/trace.jsonl" <<'TRACE'
touch 1 began 100 320 direct
hit 1 green window/cards/green
participants 1 []
deliver green 1 began
touch 2 began 200 380 direct
hit 2 green window/cards/green
participants 2 []
deliver green 2 began
touch 1 moved 110 330 direct
deliver green 1 moved
touch 2 moved 210 390 direct
deliver green 2 moved
touch 1 ended 110 330 direct
deliver green 1 ended
touch 2 ended 210 390 direct
deliver green 2 ended
TRACE
echo "ok: real touch (Xorg + inputtest): two fingers reach the engine as two direct touches"
