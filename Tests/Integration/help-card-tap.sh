#!/usr/bin/env bash
# The help card under a real mouse (Xvfb, no window manager): `?` shows it; a click on the scene
# under it closes it and reaches nothing (the trace stays empty); the next click is the scene's.
source "$(dirname "$0")/lib.sh"

display=$(free_display)
start_xvfb "$display"
start_app "$display" widget-1-tap "$WORK/trace.jsonl" 30
export DISPLAY=":$display"

xdotool windowfocus --sync "$WINDOW" key slash
sleep 0.5
xdotool mousemove --window "$WINDOW" 320 200 click 1
sleep 0.5
xdotool mousemove --window "$WINDOW" 320 200 click 1
sleep 0.5
stop_app

# Two clicks, one touch: the first closed the card and reached nothing.
python3 "$HERE/trace_summary.py" "$WORK/trace.jsonl" >"$WORK/summary.txt"
[ "$(grep -c "^touch .* began" "$WORK/summary.txt")" = 1 ] || fail "touches in the trace (one expected): $(grep '^touch' "$WORK/summary.txt")"
grep -q "^action tap ended" "$WORK/summary.txt" || fail "the second click did not tap: $(cat "$WORK/summary.txt")"
echo "ok: help card: a click closes it and reaches nothing; the next click is the scene's"
