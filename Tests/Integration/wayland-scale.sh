#!/usr/bin/env bash
# Sharp on a scaled screen: a native Wayland window on mutter's monitor at scale 2 (mutter_scale.py)
# draws two pixels a point, and mutter shows those pixels unscaled. A real tap lands in window
# points; then the monitor's pixels, read from mutter's own screen cast (`cast_frame`: PipeWire,
# wireplumber, gst-launch's pipewiresrc), show the window on exactly twice its points, and those
# pixels (all but the status bar) match `snapshot --scale 2` of the window's own trace: the scene,
# the overlay and its text drawn at 2× and composited 1:1, not drawn at 1× and magnified (a 1×
# snapshot magnified must differ, and does: by about ten times the pixels allowed). F12's frame, the
# window's own, matches the same snapshot.
MUTTER_SCREENCAST=1
source "$(dirname "$0")/lib.sh"
require_mutter "Wayland at scale 2"

# 2560×1600 pixels at scale 2: 1280×800 points, room for the window.
MUTTER_MONITOR=2560x1600 start_mutter --no-x11
"$MUTTER_PYTHON" "$HERE/mutter_scale.py" 2 || fail "mutter did not take scale 2"
cd "$WORK"
start_touch
# The monitor before the window opens: the window is where the screen then differs.
cast_frame "$WORK/background.png"
APP_ARGS="--control-strip off" start_wayland_app widget-2-tap-pan "$WORK/trace.jsonl" 12
touch_run "down 1 320 210" "sleep 50" "up 1"
sleep 1.5
touch_run monitor
cast_frame "$WORK/screen.png"
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

# The window on the monitor: the box of the pixels that differ from the bare background. It must
# be the frame's size: at scale 2 mutter shows each of the window's pixels as one of its own.
compare -fuzz 2% "$WORK/background.png" "$WORK/screen.png" -compose Src -highlight-color white -lowlight-color black \
    "$WORK/changed.png" 2>/dev/null || true
box=$(convert "$WORK/changed.png" -format '%@' info:)
[ "${box%%+*}" = "${pixels_wide}x$pixels_high" ] || fail "on mutter's monitor the window covers $box pixels, not the frame's ${pixels_wide}×$pixels_high"
convert "$WORK/screen.png" -crop "$box" +repage "$WORK/on-screen.png"

# At the moment of F12 (the screenshot's name gives its engine time): the tap's ripple over, and
# the scene as still as when the screen was read.
at=${shot##*-}
at=${at%s.png}
"$BIN" snapshot widget-2-tap-pan --trace "$WORK/trace.jsonl" --at "$at" --size "${width}x$((height - 22))" --scale 2 \
    --out "$WORK/snapshot.png" >"$WORK/snapshot.log" 2>&1 || fail "snapshot failed: $(cat "$WORK/snapshot.log")"
body="${pixels_wide}x$((pixels_high - 44))+0+0"
limit=$((pixels_wide * pixels_high / 500))
differing() { compare -metric AE -fuzz 6% "$1[$body]" "$2[$body]" null: 2>&1 || true; }
on_screen=$(differing "$WORK/on-screen.png" "$WORK/snapshot.png")
[ "${on_screen%%.*}" -le "$limit" ] 2>/dev/null || fail "$on_screen pixels differ between mutter's screen and the snapshot at 2× (at most $limit allowed)"
frame=$(differing "$shot" "$WORK/snapshot.png")
[ "${frame%%.*}" -le "$limit" ] 2>/dev/null || fail "$frame pixels differ between the window's frame and the snapshot at 2× (at most $limit allowed)"

# The check tells the two apart: the same picture drawn at 1× and magnified (each pixel doubled)
# differs from the screen by far more than the pixels allowed.
"$BIN" snapshot widget-2-tap-pan --trace "$WORK/trace.jsonl" --at "$at" --size "${width}x$((height - 22))" --scale 1 \
    --out "$WORK/snapshot-1x.png" >"$WORK/snapshot.log" 2>&1 || fail "snapshot at 1× failed: $(cat "$WORK/snapshot.log")"
convert "$WORK/snapshot-1x.png" -filter point -resize 200% "$WORK/magnified.png"
magnified=$(differing "$WORK/on-screen.png" "$WORK/magnified.png")
[ "${magnified%%.*}" -gt "$limit" ] 2>/dev/null || fail "a 1× snapshot magnified also matches mutter's screen ($magnified pixels differ): the check cannot tell sharp from magnified"
echo "ok: Wayland at scale 2: a ${width}×${height}-point window draws ${pixels_wide}×${pixels_high} pixels, a real tap lands in points, and mutter's screen shows them 1:1 at $box, matching snapshot --scale 2 ($on_screen pixels differ; F12's frame $frame; a 1× snapshot magnified $magnified; at most $limit allowed)"
