#!/usr/bin/env bash
# Quitting is clean under load: LAUNCHES (default 30) real windows under Xvfb, with both cores
# busy and xdotool input flowing, each told to quit with SIGTERM at a random moment from its
# first frame to 1.2 s later. Every exit must have status 0 (a crash in teardown is status 139,
# with Swift's backtrace in the log). A wrong teardown order crashes only sometimes, so each
# window also runs with sdl_teardown_order.c preloaded, which checks the order at every SDL call
# and exits 86 on the first mistake (built with cc when there is one). About 50 s on two cores;
# more launches:
#
#   bash Tests/Integration/quit-under-load.sh 200
source "$(dirname "$0")/lib.sh"

launches=${1:-30}
scenes=(intro settings delivery)

preload=""
if command -v cc >/dev/null && cc -shared -fPIC -o "$WORK/sdl_teardown_order.so" "$HERE/sdl_teardown_order.c" -ldl; then
    preload="$WORK/sdl_teardown_order.so"
else
    echo "note: no C compiler: the teardown order is checked only by the exit status" >&2
fi

display=$(free_display)
start_xvfb "$display"
export DISPLAY=":$display"
for _ in 1 2; do
    (while :; do :; done) &
    PIDS+=($!)
done

input_burst() { # window
    for step in 1 2 3 4 5 6; do
        xdotool mousemove --window "$1" $((100 + step * 30)) $((150 + step * 20)) mousedown 1 \
            mousemove --window "$1" $((140 + step * 30)) $((190 + step * 20)) mouseup 1
    done 2>/dev/null || true
}

failures=0
for launch in $(seq "$launches"); do
    scene=${scenes[$((launch % ${#scenes[@]}))]}
    LD_PRELOAD="$preload" "$BIN" run "$scene" --quit-after 30 >"$WORK/app.log" 2>&1 &
    APP_PID=$!
    PIDS+=($APP_PID)
    wait_for 20 xdotool search --pid "$APP_PID" --name 'Gesturescope' || fail "launch $launch: no window: $(cat "$WORK/app.log")"
    window=$(xdotool search --pid "$APP_PID" --name 'Gesturescope' | head -1) || true
    input_burst "$window" &
    burst=$!
    sleep "$(awk -v r="$RANDOM" 'BEGIN { printf "%.3f", r / 32767 * 1.2 }')"
    kill -TERM "$APP_PID" 2>/dev/null || true
    status=0
    wait "$APP_PID" || status=$?
    wait "$burst" 2>/dev/null || true
    if [ "$status" != 0 ]; then
        failures=$((failures + 1))
        echo "launch $launch ($scene): exit status $status: $(head -c 400 "$WORK/app.log")" >&2
    fi
done
[ "$failures" = 0 ] || fail "$failures of $launches quits were not clean"
echo "ok: quit under load: $launches windows told to quit with SIGTERM at random moments all exited with status 0"
