#!/usr/bin/env bash
# The control strip with real XI2 fingers (Xorg + inputtest): a machine with a touchscreen opens
# the window with the strip below the scene (the scene keeps its size); tapping its "Next ▶"
# switches scenes; the strip's touches never reach the engine (the trace holds the scene's one
# tap, nothing more).
source "$(dirname "$0")/lib.sh"

display=$(free_display)
socket="$WORK/touch.sock"
start_xorg_with_touch "$display" "$socket"
start_app "$display" widget-1-tap "$WORK/trace.jsonl" 30
screen() { echo "$(($1 + WINDOW_X)):$(($2 + WINDOW_Y))"; }
title() { DISPLAY=":$display" xdotool getwindowname "$WINDOW"; }
[ "$(title)" = "Talk widget 1 — tap — Gesturescope" ] || fail "unexpected first scene: $(title)"

# The strip: 60 pt above the 22-pt status bar; buttons 84 pt wide, 6 pt apart from x = 6;
# "Next ▶" is the third. (One inputtest connection for both taps.)
strip_y=$((HEIGHT - 22 - 30))
next_x=$((6 + 2 * 90 + 42))
python3 "$HERE/inputtest_touch.py" "$socket" 1280 800 "down:1:$(screen 300 200)" sleep:0.05 "up:1:$(screen 300 200)" sleep:0.8 \
    "down:2:$(screen $next_x $strip_y)" sleep:0.05 "up:2:$(screen $next_x $strip_y)"
sleep 0.8
# The gallery (Scenes/gallery.txt) follows widget 1 with the delaysTouchesBegan scene.
[ "$(title)" = "delaysTouchesBegan — off and on — Gesturescope" ] || fail "the strip's Next did not switch scenes: $(title); $(cat "$WORK/app.log")"
stop_app

# The scene's tap, and nothing of the strip's: one touch began and ended, the tap recognized.
python3 "$HERE/trace_summary.py" "$WORK/trace.jsonl" >"$WORK/summary.txt"
[ "$(grep -c "^touch .* began" "$WORK/summary.txt")" = 1 ] || fail "touches in the trace: $(grep '^touch' "$WORK/summary.txt")"
grep -q "^touch 1 ended" "$WORK/summary.txt" || fail "the scene's tap did not end: $(cat "$WORK/summary.txt")"
grep -q "^action tap ended" "$WORK/summary.txt" || fail "the scene's tap did not act: $(cat "$WORK/summary.txt")"
echo "ok: with a touchscreen the window opens with the control strip; its Next switches scenes; none of its touches reach the engine"
