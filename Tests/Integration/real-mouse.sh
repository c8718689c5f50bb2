#!/usr/bin/env bash
# A real window under Xvfb receives real X11 mouse input from xdotool: a drag is one direct
# touch; an Alt-drag is two touches mirrored around the centre of the view under the pointer.
source "$(dirname "$0")/lib.sh"

display=$(free_display)
start_xvfb "$display"
start_app "$display" intro "$WORK/trace.jsonl" 20
export DISPLAY=":$display"

xdotool mousemove --window "$WINDOW" 160 180 mousedown 1
xdotool mousemove --window "$WINDOW" 200 200
xdotool mousemove --window "$WINDOW" 250 220 mouseup 1
sleep 0.3
xdotool windowfocus --sync "$WINDOW" 2>/dev/null || true
xdotool keydown alt mousemove --window "$WINDOW" 410 210 mousedown 1
xdotool mousemove --window "$WINDOW" 420 220 mouseup 1 keyup alt
sleep 0.5
stop_app

expect_trace "$WORK/trace.jsonl" <<'TRACE'
touch 1 began 160 180 direct
hit 1 blue window/cards/blue
participants 1 []
deliver blue 1 began
touch 1 moved 200 200 direct
deliver blue 1 moved
touch 1 moved 250 220 direct
deliver blue 1 moved
touch 1 ended 250 220 direct
deliver blue 1 ended
touch 2 began 410 210 direct
hit 2 orange window/cards/orange
participants 2 []
touch 3 began 310 158 direct
hit 3 orange window/cards/orange
participants 3 []
deliver orange 2 began
undelivered orange 3 multipleTouchDisabled
touch 2 moved 420 220 direct
touch 3 moved 300 148 direct
deliver orange 2 moved
touch 2 ended 420 220 direct
touch 3 ended 300 148 direct
deliver orange 2 ended
TRACE
echo "ok: real mouse (Xvfb + xdotool): drag and Alt-drag reach the engine as the expected touches"
