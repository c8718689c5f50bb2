#!/usr/bin/env bash
# The code panel in a real window under Xvfb: a real drag on the talk's widget 4 with xdotool, then
# Space (pause) so the moment holds; the window's own pixels, read by OCR, show the pan's action
# method lit with the state its last call saw. The panel follows the interaction, not a script.
source "$(dirname "$0")/lib.sh"

display=$(free_display)
start_xvfb "$display"
APP_ARGS="--code" start_app "$display" widget-4-pan-requires-tap "$WORK/trace.jsonl" 20
export DISPLAY=":$display"

# Put the title card away, then drag the widget far (the tap fails, the pan acts).
xdotool key --window "$WINDOW" a
sleep 0.3
xdotool mousemove --window "$WINDOW" 320 210 mousedown 1
for step in 1 2 3 4 5 6 7 8 9 10; do
    xdotool mousemove --window "$WINDOW" $((320 + 6 * step)) $((210 + 4 * step))
    sleep 0.02
done
xdotool mouseup 1
xdotool key --window "$WINDOW" space
sleep 0.5
import -window "$WINDOW" "$WORK/window.png"
stop_app

grep -q '"type":"action","recognizer":"pan","state":"ended"' "$WORK/trace.jsonl" || fail "the pan did not act"
# Where OCR reads `handlePan` (word boxes at twice the size), and the colour just left of it: a lit
# line's yellow band over the panel's dark background, not the background itself.
convert "$WORK/window.png" -resize 200% "$WORK/large.png"
tesseract "$WORK/large.png" "$WORK/words" tsv >/dev/null 2>&1 || fail "tesseract failed"
read -r x y < <(python3 -c '
import csv, sys
for row in csv.DictReader(open(sys.argv[1]), delimiter="\t", quoting=csv.QUOTE_NONE):
    if "handlePan" in (row.get("text") or ""):
        print((int(row["left"]) - 12) // 2, (int(row["top"]) + int(row["height"]) // 2) // 2)
        break
else:
    sys.exit("handlePan is not in view")
' "$WORK/words.tsv") || fail "handlePan is not in view: $(cut -f12 "$WORK/words.tsv" | tr '\n' ' ')"
read -r r g b < <(convert "$WORK/window.png" -crop "1x1+$x+$y" -depth 8 txt:- | sed -n 's/.*(\([0-9]*\),\([0-9]*\),\([0-9]*\).*/\1 \2 \3/p' | tail -1)
# The band is the marker yellow (#F0E442) at 23 % over #0B101C: red and green well above blue.
[ "$r" -gt 40 ] && [ "$g" -gt 40 ] && [ "$r" -gt $((b + 15)) ] || fail "handlePan's line is not lit: ($r,$g,$b) at $x,$y"
echo "ok: code panel (Xvfb + xdotool): after a real drag on widget 4, paused, the window shows handlePan's line lit"
