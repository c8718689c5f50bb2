#!/usr/bin/env bash
# A still window draws nothing: the talk's widget under Xvfb, untouched for 4 s, presents its
# first frames and then none (run --frame-stats counts presents); a drag draws frames while it
# moves, and the window is still again after it. And it does not stop too early: after a tap
# the ripple and the hit path fade out on screen (none frozen half-way).
source "$(dirname "$0")/lib.sh"

display=$(free_display)
start_xvfb "$display"
export DISPLAY=":$display"

stats() { # seconds [drag]
    # At 1×, as the scripts of lib.sh's start_app: the drag below starts on the scene.
    "$BIN" run widget-2-tap-pan --quit-after "$1" --renderer "$RENDERER" --scale 1 --frame-stats >"$WORK/out.log" 2>"$WORK/err.log" &
    local pid=$!
    PIDS+=($pid)
    if [ "${2:-}" = drag ]; then
        wait_for 15 xdotool search --onlyvisible --name 'Gesturescope' || fail "no window: $(cat "$WORK/err.log")"
        local window
        window=$(xdotool search --onlyvisible --name 'Gesturescope' | head -1)
        sleep 1
        xdotool mousemove --window "$window" 320 210 mousedown 1
        for step in 1 2 3 4 5 6 7 8; do xdotool mousemove --window "$window" $((320 + step * 8)) $((210 + step * 4)); sleep 0.03; done
        xdotool mouseup 1
    fi
    wait "$pid" || fail "the window exited with an error: $(cat "$WORK/err.log")"
    grep -o 'frame stats: .*' "$WORK/err.log" || fail "no frame stats: $(cat "$WORK/err.log")"
}

line=$(stats 4)
frames=$(sed -E 's/^frame stats: ([0-9]+) frames.*/\1/' <<<"$line")
last=$(sed -E 's/.*last frame at ([0-9.]+) s.*/\1/' <<<"$line")
[ "$frames" -le 6 ] || fail "an untouched window presented $frames frames in 4 s: $line"
python3 -c "import sys; sys.exit(0 if float('$last') < 1.5 else 1)" || fail "an untouched window was still presenting at $last s: $line"

line=$(stats 5 drag)
frames=$(sed -E 's/^frame stats: ([0-9]+) frames.*/\1/' <<<"$line")
last=$(sed -E 's/.*last frame at ([0-9.]+) s.*/\1/' <<<"$line")
[ "$frames" -ge 5 ] || fail "a drag drew only $frames frames: $line"
python3 -c "import sys; sys.exit(0 if float('$last') < 4.5 else 1)" || fail "the window kept presenting after the drag, until $last s: $line"
# A tap on the window's background (no view to recolour or outline) with only the fingers
# layer shown (T hides the timeline, H the responder panel, A the scene's title card): 2.5 s
# later the picture is the one before the tap, but for the status line.
start_app "$display" widget-2-tap-pan "$WORK/trace.jsonl" 10
xdotool key --window "$WINDOW" t h a
sleep 1
import -window "$WINDOW" -crop 640x396+0+24 +repage "$WORK/before.png"
xdotool mousemove --window "$WINDOW" 60 360 click 1
sleep 0.1
import -window "$WINDOW" -crop 640x396+0+24 +repage "$WORK/fading.png"
sleep 2.4
import -window "$WINDOW" -crop 640x396+0+24 +repage "$WORK/after.png"
stop_app
drawn=$(compare -metric AE "$WORK/before.png" "$WORK/fading.png" null: 2>&1 || true)
[ "$drawn" != 0 ] || fail "the tap's ripple was never drawn"
differing=$(compare -metric AE "$WORK/before.png" "$WORK/after.png" null: 2>&1 || true)
[ "$differing" = 0 ] || fail "$differing pixels still differ 2.5 s after a tap: a ring or path froze on screen"

echo "ok: still window: untouched it presents its first frames and none after; after a drag it is still again; a tap's ripple and path fade out ($line)"
