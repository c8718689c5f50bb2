#!/usr/bin/env bash
# `run --trace-out` streams (issue 30 §3–4), in a real window under Xvfb:
#  1. a reader of the file (as `tail -f` reads it) sees a click's touch lines while the window
#     still runs, every line complete;
#  2. SIGHUP (the terminal closed) quits as SIGTERM does: exit 0, the live capture saved, the
#     trace complete;
#  3. SIGKILL keeps every complete line written before it;
#  4. a FIFO reader that stops reading never freezes the window: it still quits at SIGTERM, and
#     says how many events it could not deliver;
#  5. a capture that cannot be saved (a full disk: a link to /dev/full) costs nothing else: the
#     trace is complete, and the message says which output failed;
#  6. a start that fails for one output (a capture in a missing folder) leaves an old trace at
#     --trace-out as it was.
source "$(dirname "$0")/lib.sh"

display=$(free_display)
start_xvfb "$display"
export DISPLAY=":$display"

lines_complete() { # file: every line is a JSON object, the last ended by a newline
    python3 - "$1" <<'PY'
import json, sys
data = open(sys.argv[1], "rb").read()
assert data.endswith(b"\n"), "the last line is not complete"
for line in data.decode().splitlines():
    json.loads(line)
PY
}

click() { # x y
    xdotool mousemove --window "$WINDOW" "$1" "$2" mousedown 1 mousemove --window "$WINDOW" $(($1 + 20)) $(($2 + 10)) mouseup 1
}

# 1 and 2: live lines, then SIGHUP.
APP_ARGS="--capture $WORK/take.yaml" start_app "$display" intro "$WORK/live.jsonl" 60
click 160 180
wait_for 2 grep -q '"phase":"ended"' "$WORK/live.jsonl" || fail "no touch line reached the trace file while the window ran"
lines_complete "$WORK/live.jsonl" || fail "a line of the live trace is incomplete"
kill -HUP "$APP_PID"
status=0
wait "$APP_PID" || status=$?
[ "$status" = 0 ] || fail "SIGHUP: exit $status, expected 0: $(cat "$WORK/app.log")"
grep -q "capture: wrote $WORK/take.yaml" "$WORK/app.log" || fail "SIGHUP: the capture was not saved: $(cat "$WORK/app.log")"
grep -q "up: 1" "$WORK/take.yaml" || fail "SIGHUP: the capture lacks the click"
lines_complete "$WORK/live.jsonl" || fail "SIGHUP: the trace is incomplete"

# 3: SIGKILL.
start_app "$display" intro "$WORK/killed.jsonl" 60
click 160 180
wait_for 2 grep -q '"phase":"ended"' "$WORK/killed.jsonl" || fail "no touch line before SIGKILL"
kill -KILL "$APP_PID"
wait "$APP_PID" 2>/dev/null || true
lines_complete "$WORK/killed.jsonl" || fail "SIGKILL: a line is incomplete"
grep -q '"phase":"ended"' "$WORK/killed.jsonl" || fail "SIGKILL: the lines written were lost"

# 4: a FIFO whose reader opens it and never reads (its 64 KiB buffer fills at once).
mkfifo "$WORK/stuck.fifo"
sleep 600 <"$WORK/stuck.fifo" &
PIDS+=($!)
start_app "$display" intro "$WORK/stuck.fifo" 60
for round in $(seq 12); do
    xdotool mousemove --window "$WINDOW" 160 180 mousedown 1
    for step in $(seq 60); do xdotool mousemove --window "$WINDOW" $((160 + step * 3)) $((180 + (step + round) % 40)); done
    xdotool mouseup 1
done
started=$SECONDS
kill -TERM "$APP_PID"
status=0
wait "$APP_PID" || status=$?
[ $((SECONDS - started)) -le 6 ] || fail "FIFO: the window took $((SECONDS - started)) s to quit"
[ "$status" = 0 ] || fail "FIFO: exit $status: $(cat "$WORK/app.log")"
grep -q "could not be delivered to $WORK/stuck.fifo" "$WORK/app.log" || fail "FIFO: nothing said of the undelivered events: $(cat "$WORK/app.log")"

# 5: the capture cannot be saved; the trace is kept.
ln -s /dev/full "$WORK/full.yaml"
APP_ARGS="--capture $WORK/full.yaml" start_app "$display" intro "$WORK/kept.jsonl" 60
click 160 180
wait_for 2 grep -q '"phase":"ended"' "$WORK/kept.jsonl" || fail "no touch line before closing"
status=0
stop_app || true
wait "$APP_PID" 2>/dev/null || status=$?
grep -q "the capture was not saved: cannot write $WORK/full.yaml: No space left on device; the trace $WORK/kept.jsonl is complete" "$WORK/app.log" \
    || fail "full disk: the message does not say which output failed: $(cat "$WORK/app.log")"
lines_complete "$WORK/kept.jsonl" || fail "full disk: the trace was not kept whole"

# 6: a failed start empties nothing.
printf '{"old":true}\n' >"$WORK/old.jsonl"
status=0
"$BIN" run intro --trace-out "$WORK/old.jsonl" --capture "$WORK/no-such-folder/take.yaml" --renderer "$RENDERER" \
    >"$WORK/app.log" 2>&1 || status=$?
[ "$status" = 1 ] || fail "a capture in a missing folder: exit $status, expected 1: $(cat "$WORK/app.log")"
[ "$(cat "$WORK/old.jsonl")" = '{"old":true}' ] || fail "a failed start changed the old trace to: $(head -c 200 "$WORK/old.jsonl")"

echo "trace-stream: ok"
