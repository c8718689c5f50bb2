#!/usr/bin/env bash
# The talk's widget, stage 2, in a real window under Xvfb with real X11 mouse input: a drag
# of 12.6 pt begins the pan (10 pt) while the tap is still possible (15 pt); the pan excludes
# the tap and cancels the view's touch (docs/SEMANTICS.md E2).
source "$(dirname "$0")/lib.sh"

display=$(free_display)
start_xvfb "$display"
start_app "$display" widget-2-tap-pan "$WORK/trace.jsonl" 20
export DISPLAY=":$display"

xdotool mousemove --window "$WINDOW" 320 210 mousedown 1
xdotool mousemove --window "$WINDOW" 332 214
xdotool mousemove --window "$WINDOW" 380 260 mouseup 1
sleep 0.5
stop_app

expect_trace "$WORK/trace.jsonl" <<'TRACE'
touch 1 began 320 210 direct
hit 1 widget window/widget
participants 1 [tap,pan]
deliver widget 1 began
touch 1 moved 332 214 direct
state pan possible began
state tap possible failed
deliver widget 1 cancelled
action pan began
touch 1 moved 380 260 direct
state pan began changed
action pan changed
touch 1 ended 380 260 direct
state pan changed ended
action pan ended
state tap failed possible
state pan ended possible
TRACE
echo "ok: real gestures (Xvfb + xdotool): a drag on the talk's widget pans and excludes the tap"
