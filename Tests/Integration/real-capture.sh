#!/usr/bin/env bash
# A live performance captured (`run --capture`) and replayed headlessly gives exactly the live
# trace, byte for byte: with the mouse under Xvfb (a tap, slow motion, a pause, an Alt-drag pinch,
# a pinned finger the window cancels when it closes), and with real XI2 fingers under Xorg +
# inputtest.
source "$(dirname "$0")/lib.sh"
cd "$WORK"

replays_exactly() { # scene capture live-trace
    "$BIN" trace "$1" --script "$2" >"$WORK/replay.jsonl" || fail "the capture does not replay: $(cat "$WORK/app.log")"
    [ -s "$3" ] || fail "no live trace"
    cmp -s "$3" "$WORK/replay.jsonl" || {
        diff <(head -40 "$3") <(head -40 "$WORK/replay.jsonl") >&2 || true
        fail "replaying $2 does not give the live trace ($(wc -l <"$3") live lines, $(wc -l <"$WORK/replay.jsonl") replayed)"
    }
}

# The mouse, slow motion and pauses, two simulated fingers, a pin.
display=$(free_display)
start_xvfb "$display"
export DISPLAY=":$display"
APP_ARGS="--capture $WORK/mouse.yaml" start_app "$display" widget-4-pan-requires-tap "$WORK/mouse.jsonl" 30
at() { xdotool mousemove --window "$WINDOW" "$1" "$2"; }
at 300 300; xdotool click 1; sleep 0.4
xdotool key bracketleft bracketleft            # 0.25× slow motion
at 330 320; xdotool mousedown 1
for i in $(seq 1 12); do at $((330 + i * 9)) $((320 + i * 4)); sleep 0.02; done
xdotool mouseup 1; sleep 0.3
xdotool key space; sleep 0.5; xdotool key space  # a pause in the middle
xdotool key bracketright bracketright          # back to 1×
at 420 360; xdotool keydown alt mousedown 1
for i in $(seq 1 8); do at $((420 + i * 6)) $((360 + i * 3)); sleep 0.02; done
xdotool mouseup 1 keyup alt; sleep 2
# F12 once the overlay's fades are over: a PNG of exactly what the window shows, at its pixel size.
xdotool key --window "$WINDOW" F12
sleep 0.5
import -window "$WINDOW" "$WORK/screen.png"
at 300 340; xdotool mousedown 1; at 320 350; xdotool keydown ctrl mouseup 1 keyup ctrl   # pinned, still down
sleep 0.5
stop_app
shot=$(ls "$WORK"/widget-4-pan-requires-tap-*s.png 2>/dev/null | head -1)
[ -n "$shot" ] || fail "F12 saved no screenshot: $(cat "$WORK/app.log")"
[ "$(identify -format '%wx%h' "$shot")" = "${WIDTH}x${HEIGHT}" ] || fail "the screenshot is $(identify -format '%wx%h' "$shot"), the window ${WIDTH}x${HEIGHT}"
differing=$(compare -metric AE "$shot" "$WORK/screen.png" null: 2>&1 || true)
[ "$differing" = 0 ] || fail "the screenshot differs from the screen in $differing pixels"
echo "ok: F12 saves the window as shown, pixel for pixel"
[ -s "$WORK/mouse.yaml" ] || fail "no capture written: $(cat "$WORK/app.log")"
grep -q "capture: wrote" "$WORK/app.log" || fail "the window did not say where the capture went"
grep -q "down: 2" "$WORK/mouse.yaml" || fail "the Alt-drag's second finger is not in the capture"
grep -q "cancel: 1" "$WORK/mouse.yaml" || fail "the pinned finger, cancelled as the window closed, is not in the capture"
replays_exactly widget-4-pan-requires-tap "$WORK/mouse.yaml" "$WORK/mouse.jsonl"
echo "ok: a captured mouse performance (slow motion, pause, Alt-drag, pin) replays to the live trace byte for byte"
stop_app
kill "${PIDS[0]}" 2>/dev/null || true

# Real XI2 fingers.
display=$(free_display)
socket="$WORK/touch.sock"
start_xorg_with_touch "$display" "$socket"
APP_ARGS="--capture $WORK/touch.yaml" start_app "$display" intro "$WORK/touch.jsonl" 30
screen() { echo "$(($1 + WINDOW_X)):$(($2 + WINDOW_Y))"; }
python3 "$HERE/inputtest_touch.py" "$socket" 1280 800 \
    "down:1:$(screen 100 320)" "down:2:$(screen 200 380)" sleep:0.05 \
    "move:1:$(screen 110 330)" "move:2:$(screen 210 390)" sleep:0.05 \
    "move:1:$(screen 130 340)" "move:2:$(screen 230 400)" sleep:0.05 \
    "up:1:$(screen 130 340)" "up:2:$(screen 230 400)" sleep:0.3 \
    "down:1:$(screen 400 300)" sleep:0.05 "up:1:$(screen 400 300)"
sleep 0.5
stop_app
grep -q "down: 2" "$WORK/touch.yaml" || fail "the second real finger is not in the capture: $(cat "$WORK/app.log")"
replays_exactly intro "$WORK/touch.yaml" "$WORK/touch.jsonl"
echo "ok: a captured real-touch performance (XI2, two fingers) replays to the live trace byte for byte"
