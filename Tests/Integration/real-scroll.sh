#!/usr/bin/env bash
# §3.8–3.9 with a real mouse (Xvfb + xdotool) on TouchDemo (f): in the list that delays content
# touches, a quick drag starting on a row button scrolls the list and the button hears nothing;
# a press held past the 0.15-s delay, then dragged, is the button's (a control may not be
# cancelled), so the list does not scroll. Each drag pauses before its lift (no fling), so the
# two never overlap in time. The list scrolled 15 pt (25 less the pan's 10), so the second press
# lands on row 4 (a3).
source "$(dirname "$0")/lib.sh"

display=$(free_display)
start_xvfb "$display"
start_app "$display" touchdemo-6-content-delay "$WORK/trace.jsonl" 20
export DISPLAY=":$display"

# Quick: down on row 3 and 25 pt up within a few milliseconds.
xdotool mousemove --window "$WINDOW" 120 240 mousedown 1 mousemove --window "$WINDOW" 120 225 mousemove --window "$WINDOW" 120 215
sleep 0.1
xdotool mouseup 1
sleep 0.5
# Held: down on the row now under the pointer, 0.4 s still, then 25 pt up.
xdotool mousemove --window "$WINDOW" 120 300 mousedown 1
sleep 0.4
xdotool mousemove --window "$WINDOW" 120 285 mousemove --window "$WINDOW" 120 275
sleep 0.1
xdotool mouseup 1
sleep 0.5
stop_app

expect_trace "$WORK/trace.jsonl" <<'TRACE'
touch 1 began 120 240 direct
hit 1 a2 window/delayed/a2
participants 1 [delayed.scroll.pan,delayed.scroll.delay]
timer
withheld a2 1 began
touch 1 moved 120 225 direct
state delayed.scroll.pan possible began
timer
state delayed.scroll.delay possible failed
action delayed.scroll.pan began
scroll delayed began
touch 1 moved 120 215 direct
state delayed.scroll.pan began changed
action delayed.scroll.pan changed
touch 1 ended 120 215 direct
state delayed.scroll.pan changed ended
action delayed.scroll.pan ended
scroll delayed resting
state delayed.scroll.pan ended possible
state delayed.scroll.delay failed possible
touch 2 began 120 300 direct
hit 2 a3 window/delayed/a3
participants 2 [delayed.scroll.pan,delayed.scroll.delay]
timer
withheld a3 2 began
timer
state delayed.scroll.delay possible failed
deliver a3 2 began
controlTracking a3 began 2
controlEvent a3 touchDown 2
touch 2 moved 120 285 direct
ask touchesShouldCancel delayed.scroll.pan a3 False
state delayed.scroll.pan possible failed
deliver a3 2 moved
controlEvent a3 touchDragInside 2
touch 2 moved 120 275 direct
deliver a3 2 moved
controlEvent a3 touchDragInside 2
touch 2 ended 120 275 direct
deliver a3 2 ended
controlTracking a3 ended 2
controlEvent a3 touchUpInside 2
controlEvent a3 primaryActionTriggered 2
state delayed.scroll.pan failed possible
state delayed.scroll.delay failed possible
TRACE
echo "ok: real scroll (Xvfb + xdotool): a quick drag from a button scrolls; a held press tracks the button"
