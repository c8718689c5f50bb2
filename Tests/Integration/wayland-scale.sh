#!/usr/bin/env bash
# Sharp on a scaled screen: a native Wayland window on mutter's monitor at scale 2 (mutter_scale.py)
# draws two pixels a point. A real tap lands in window points; F12 saves the frame at the window's
# pixel size, which must be twice its points; and that frame, after the tap, matches `snapshot
# --scale 2` of the window's own trace (as window-matches-snapshot.sh at 1×): the scene, the
# overlay and its text drawn at 2×, not drawn at 1× and magnified. What it does not prove: that
# mutter shows those pixels unscaled (reading mutter's screen cast needs a PipeWire session
# manager; docs/WAYLAND.md).
source "$(dirname "$0")/lib.sh"
require_mutter "Wayland at scale 2"

# 2560×1600 pixels at scale 2: 1280×800 points, room for the window.
MUTTER_MONITOR=2560x1600 start_mutter --no-x11
"$MUTTER_PYTHON" "$HERE/mutter_scale.py" 2 || fail "mutter did not take scale 2"
cd "$WORK"
start_touch
APP_ARGS="--control-strip off" start_wayland_app widget-2-tap-pan "$WORK/trace.jsonl" 12
touch_run "down 1 320 210" "sleep 50" "up 1"
sleep 1.5
touch_run "key ffc9"
wait_for 5 grep -q "^screenshot: wrote" "$WORK/app.log" || fail "F12 saved no screenshot: $(cat "$WORK/app.log")"
stop_app

python3 "$HERE/trace_summary.py" "$WORK/trace.jsonl" >"$WORK/summary.txt"
head -1 "$WORK/summary.txt" >"$WORK/first.txt"
[ "$(cat "$WORK/first.txt")" = "touch 1 began 320 210 direct" ] || fail "the tap, sent at 320,210 points, arrived as: $(cat "$WORK/first.txt")"
shot=$(ls "$WORK"/widget-2-tap-pan-*s.png)
read -r pixels_wide pixels_high < <(identify -format '%w %h\n' "$shot")
width=$((pixels_wide / 2)) height=$((pixels_high / 2))
[ $((width * 2)) = "$pixels_wide" ] && [ $((height * 2)) = "$pixels_high" ] && [ "$width" -ge 640 ] \
    || fail "the frame is ${pixels_wide}×${pixels_high} pixels: not twice a window of the scene's points"

# At the moment of F12 (the screenshot's name gives its engine time): the tap's ripple over.
at=${shot##*-}
at=${at%s.png}
"$BIN" snapshot widget-2-tap-pan --trace "$WORK/trace.jsonl" --at "$at" --size "${width}x$((height - 22))" --scale 2 \
    --out "$WORK/snapshot.png" >"$WORK/snapshot.log" 2>&1 || fail "snapshot failed: $(cat "$WORK/snapshot.log")"
body="${pixels_wide}x$((pixels_high - 44))+0+0"
differing=$(compare -metric AE -fuzz 6% "$shot[$body]" "$WORK/snapshot.png[$body]" null: 2>&1 || true)
limit=$((pixels_wide * pixels_high / 500))
[ "${differing%%.*}" -le "$limit" ] 2>/dev/null || fail "$differing pixels differ between the window's frame and the snapshot at 2× (at most $limit allowed)"
echo "ok: Wayland at scale 2: a ${width}×${height}-point window draws ${pixels_wide}×${pixels_high} pixels, a real tap lands in points, and its frame matches snapshot --scale 2 ($differing pixels differ)"
