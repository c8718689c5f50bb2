#!/usr/bin/env bash
# The control strip with real XI2 fingers (Xorg + inputtest): a touch on the scene shows the
# strip once the finger lifts; tapping its "Next ▶" switches scenes; the strip's touches never
# reach the engine (the trace holds the scene's one tap, nothing more).
source "$(dirname "$0")/lib.sh"

display=$(free_display)
socket="$WORK/touch.sock"
start_xorg_with_touch "$display" "$socket"
start_app "$display" widget-1-tap "$WORK/trace.jsonl" 30
screen() { echo "$(($1 + WINDOW_X)):$(($2 + WINDOW_Y))"; }
title() { DISPLAY=":$display" xdotool getwindowname "$WINDOW"; }
[ "$(title)" = "Talk widget 1 — tap — Gesturescope" ] || fail "unexpected first scene: $(title)"

# The strip, once shown: 60 pt above the 22-pt status bar of the same window; buttons 84 pt
# wide, 6 pt apart from x = 6; "Next ▶" is the third. (One inputtest connection for both taps.)
strip_y=$((HEIGHT - 22 - 30))
next_x=$((6 + 2 * 90 + 42))
python3 "$HERE/inputtest_touch.py" "$socket" 1280 800 "down:1:$(screen 300 200)" sleep:0.05 "up:1:$(screen 300 200)" sleep:0.8 \
    "down:2:$(screen $next_x $strip_y)" sleep:0.05 "up:2:$(screen $next_x $strip_y)"
sleep 0.8
[ "$(title)" = "Talk widget 2 — tap and pan — Gesturescope" ] || fail "the strip's Next did not switch scenes: $(title); $(cat "$WORK/app.log")"
stop_app

expect_trace "$WORK/trace.jsonl" <<'TRACE'
touch 1 began 300 200 direct
hit 1 widget window/widget
participants 1 [tap]
deliver widget 1 began
touch 1 ended 300 200 direct
state tap possible ended
deliver widget 1 cancelled
action tap ended
log
state tap ended possible
TRACE
echo "ok: a real touch shows the control strip; its Next switches scenes; none of its touches reach the engine"
