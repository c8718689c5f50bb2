#!/usr/bin/env bash
# The window resizing itself is drawn on its new surface, never on the freed old one: on a
# 1920×1080 screen, `run widget-4-pan-requires-tap --scale 2`, `+` until the window grows (it to keep the
# scene at 2× beside a larger timeline) then `D` (the demo) crashed 3 times in 3 in
# PixelCompositor.fillClip (issue 28): SDL had replaced the surface at the same address over other
# pixels before its resize event arrived. Then the same with each scene of the talk's widget.
source "$(dirname "$0")/lib.sh"

display=$(free_display)
XVFB_SCREEN=1920x1080x24 start_xvfb "$display"
export DISPLAY=":$display"
for scene in widget-4-pan-requires-tap tap-vs-double-tap; do
    APP_ARGS="--scale 2" start_app "$display" "$scene" "$WORK/trace.jsonl" 20
    xdotool mousemove --window "$WINDOW" 20 20   # keys go to the window under the pointer (no window manager)
    before=$(xdotool getwindowgeometry "$WINDOW" | sed -n 's/.*Geometry: //p')
    # The first resize found the old surface's struct still in use; the second reuses it (SIGSEGV).
    for round in 1 2 3; do
        xdotool key equal
        sleep 0.3
        xdotool key d
        sleep 2
        kill -0 "$APP_PID" 2>/dev/null || fail "$scene: the window died after + and D ($round): $(grep -m3 -E 'crashed|Signal|Fatal' "$WORK/app.log")"
    done
    after=$(xdotool getwindowgeometry "$WINDOW" | sed -n 's/.*Geometry: //p')
    [ "$before" != "$after" ] || fail "$scene: the demo's reload did not resize the window ($before): the test proves nothing"
    import -window "$WINDOW" "$WORK/window.png"
    size=$(convert "$WORK/window.png" -format "%wx%h" info:)
    [ "$size" = "$after" ] || fail "$scene: the window shows $size, not its $after"
    stop_app
done
echo "ok: self-resize: + then D at --scale 2 on 1920×1080, drawn on the new surface"
