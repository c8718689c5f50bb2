#!/usr/bin/env bash
# `run A --compare B` in a real window under Xvfb: the talk's stages 2 and 4 side by side, one
# real drag and one real tap with xdotool on B's pane. Both scenes take the input; the window's
# own pixels (read back by OCR) say where they part; the capture of the live input replays to the
# same divergence in `compare`, and `record --compare` makes the video of it.
source "$(dirname "$0")/lib.sh"

display=$(free_display)
start_xvfb "$display"
export DISPLAY=":$display"
APP_SCALE= APP_ARGS="--compare widget-4-pan-requires-tap --capture $WORK/take.yaml" start_app "$display" widget-2-tap-pan "" 30
[ "$(xdotool getwindowname "$WINDOW")" = "Talk widget 2 — tap and pan ⇄ Talk widget 4 — pan requires tap to fail — Gesturescope" ] \
    || fail "title: $(xdotool getwindowname "$WINDOW")"

# The title cards cover the scenes until the first touch; A (scene info) puts them away.
xdotool key --window "$WINDOW" a
sleep 0.3

# The centre of B's widget (its blue, #3b82f6, in the window's right half) in window points, and
# the window points of 12.5 of its scene points (it is 300 points wide).
import -window "$WINDOW" "$WORK/opened.png"
size=$(identify -format "%w %h" "$WORK/opened.png")
width=${size% *}
height=${size#* }
read -r cx cy first < <(convert "$WORK/opened.png" -depth 8 rgb:- | python3 -c '
import sys
width, height = int(sys.argv[1]), int(sys.argv[2])
pixels = sys.stdin.buffer.read()
xs, ys = [], []
for y in range(height):
    for x in range(width // 2, width):
        r, g, b = pixels[3 * (y * width + x): 3 * (y * width + x) + 3]
        if abs(r - 0x3b) < 8 and abs(g - 0x82) < 8 and abs(b - 0xf6) < 8:
            xs.append(x)
            ys.append(y)
if not xs:
    sys.exit("no widget in the right half")
print((min(xs) + max(xs)) // 2, (min(ys) + max(ys)) // 2, round(12.5 * (max(xs) - min(xs) + 1) / 300))
' "$width" "$height") || fail "B's widget not found in the window"

# A drag on B's pane, in steps as a hand moves. The first step, 12.5 scene points, passes the
# pan's 10 but not the tap's 15: there stage 2's pan begins and stage 4's waits for the tap to fail.
xdotool mousemove --window "$WINDOW" "$cx" "$cy" mousedown 1
sleep 0.05
for step in 0 1 2 3 4 5 6 7; do
    xdotool mousemove --window "$WINDOW" $((cx + first + 8 * step)) $((cy + 5 * step))
    sleep 0.03
done
xdotool mouseup 1
sleep 0.8
import -window "$WINDOW" "$WORK/dragged.png"
convert "$WORK/dragged.png" -resize 200% "$WORK/dragged-large.png"
tesseract "$WORK/dragged-large.png" "$WORK/dragged" >/dev/null 2>&1 || fail "tesseract failed"
grep -q "excluded by pan" "$WORK/dragged.txt" || fail "A's side is not said in the window: $(cat "$WORK/dragged.txt")"
grep -q "pan waits for tap" "$WORK/dragged.txt" || fail "B's side is not said in the window: $(cat "$WORK/dragged.txt")"

# Then a tap where the widget now is on B's pane.
xdotool mousemove --window "$WINDOW" $((cx + first + 56)) $((cy + 35)) click 1
sleep 0.8
stop_app
grep -c "down:" "$WORK/take.yaml" | grep -qx 2 || fail "the capture should hold two touches, once each: $(cat "$WORK/take.yaml")"

# The capture replays both sides: the same first divergence, told by compare.
expect 1 compare "$BIN" compare widget-2-tap-pan widget-4-pan-requires-tap --capture "$WORK/take.yaml"
grep -q "A — tap failed (excluded by pan)" "$WORK/compare.out" || fail "compare: $(cat "$WORK/compare.out")"
grep -q "B — pan waits for tap" "$WORK/compare.out" || fail "compare: $(cat "$WORK/compare.out")"

# And record makes the side-by-side video of it.
"$BIN" record widget-2-tap-pan --compare widget-4-pan-requires-tap --script "$WORK/take.yaml" --out "$WORK/take.mp4" --fps 30 \
    >"$WORK/record.log" 2>&1 || fail "record --compare: $(cat "$WORK/record.log")"
frames=$(ffprobe -v error -count_frames -select_streams v:0 -show_entries stream=nb_read_frames -of csv=p=0 "$WORK/take.mp4")
[ "${frames:-0}" -gt 30 ] || fail "the video has $frames frames"
echo "ok: run --compare (Xvfb + xdotool): a real drag and tap reach both scenes, the window says where they part, the capture replays it ($frames video frames)"
