#!/usr/bin/env bash
# The window and `snapshot` show one picture: a real tap on the talk's widget under Xvfb, then
# 1.5 s of nothing; the window's pixels (all but its status bar) match a snapshot replaying the
# window's own trace at a moment after the tap, at the window's size less the status bar. A ring or ripple frozen
# half-way in the window, a panel laid out differently, would show as differing pixels.
source "$(dirname "$0")/lib.sh"

display=$(free_display)
start_xvfb "$display"
start_app "$display" widget-2-tap-pan "$WORK/trace.jsonl" 12
export DISPLAY=":$display"

xdotool mousemove --window "$WINDOW" 320 210 click 1
sleep 1.5
import -window "$WINDOW" "$WORK/window.png"
eval "$(xdotool getwindowgeometry --shell "$WINDOW")"
stop_app

# Seconds after the trace's last event: the tap is over and every fade has ended.
at=$(python3 -c "import json,sys; print(max(json.loads(l)['t'] for l in open(sys.argv[1]) if l.strip()) + 1.5)" "$WORK/trace.jsonl")
# A snapshot has no status bar: at the window's size less its 22 pt, the layouts are the same.
"$BIN" snapshot widget-2-tap-pan --trace "$WORK/trace.jsonl" --at "$at" --size "${WIDTH}x$((HEIGHT - 22))" --out "$WORK/snapshot.png" \
    >"$WORK/snapshot.log" 2>&1 || fail "snapshot failed: $(cat "$WORK/snapshot.log")"
body="${WIDTH}x$((HEIGHT - 22))+0+0"
differing=$(compare -metric AE -fuzz 6% "$WORK/window.png[$body]" "$WORK/snapshot.png[$body]" null: 2>&1 || true)
limit=$((WIDTH * HEIGHT / 500))
[ "${differing%%.*}" -le "$limit" ] 2>/dev/null || fail "$differing pixels differ between the window and the snapshot (at most $limit allowed)"
echo "ok: window matches snapshot: after a real tap the window shows what snapshot draws from its trace ($differing pixels differ)"
