# Shared helpers of the integration tests: display servers, the app, trace comparison.
# Each test script sources this, calls its steps, and exits non-zero on the first failure.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
BIN=${GESTURESCOPE_BIN:-$ROOT/.build/debug/gesturescope}
WORK=$(mktemp -d)
# Root runs servers directly; a user with sudo runs Xorg through sudo (Xorg.wrap refuses
# non-console users).
SUDO=""
[ "$(id -u)" = 0 ] || SUDO="sudo -n"
PIDS=()

cleanup() {
    for pid in "${PIDS[@]:-}"; do
        [ -n "$pid" ] && { kill "$pid" 2>/dev/null || $SUDO kill "$pid" 2>/dev/null || true; }
    done
    rm -rf "$WORK"
}
trap cleanup EXIT

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

# A display number with no server on it.
free_display() {
    local n=60
    while [ -e "/tmp/.X11-unix/X$n" ] || [ -e "/tmp/.X$n-lock" ]; do n=$((n + 1)); done
    echo "$n"
}

wait_for() { # seconds command...
    local limit=$1; shift
    local deadline=$((SECONDS + limit))
    until "$@" >/dev/null 2>&1; do
        [ "$SECONDS" -lt "$deadline" ] || return 1
        sleep 0.1
    done
}

# The screen (XVFB_SCREEN): large enough that a scene at 1× opens beside its timeline at the
# window's type scale (docs/OVERLAY.md).
start_xvfb() { # display
    Xvfb ":$1" -screen 0 "${XVFB_SCREEN:-1920x1200x24}" -nolisten tcp >"$WORK/xvfb.log" 2>&1 &
    PIDS+=($!)
    wait_for 10 test -e "/tmp/.X11-unix/X$1" || fail "Xvfb :$1 did not start: $(cat "$WORK/xvfb.log")"
}

start_xorg_with_touch() { # display socket
    sed "s|@SOCKET@|$2|" "$HERE/xorg-inputtest.conf" >"$WORK/xorg.conf"
    $SUDO Xorg ":$1" -config "$WORK/xorg.conf" -noreset -nolisten tcp -novtswitch -sharevts \
        -logfile "$WORK/xorg.log" >"$WORK/xorg.out" 2>&1 &
    PIDS+=($!)
    wait_for 15 test -S "$2" || fail "Xorg :$1 did not start: $(tail -5 "$WORK/xorg.log" 2>/dev/null; cat "$WORK/xorg.out")"
}

# The window's renderer in these tests (software: the path a machine without a GPU takes).
RENDERER=${GESTURESCOPE_RENDERER:-software}

# The scene at 1× (APP_SCALE, `run --scale`; empty: fitted to the window), its top-left corner at
# the window's: a scene point is a window point, as the scripts' coordinates assume.
start_app() { # display scene trace-file seconds (more run options in APP_ARGS)
    local scale=${APP_SCALE-1}
    # shellcheck disable=SC2086  # APP_ARGS is a list of options
    DISPLAY=":$1" "$BIN" run "$2" --trace-out "$3" --quit-after "$4" --renderer "$RENDERER" ${scale:+--scale "$scale"} ${APP_ARGS:-} \
        >"$WORK/app.log" 2>&1 &
    APP_PID=$!
    PIDS+=($APP_PID)
    # Visible, not merely created: input sent to a window not yet mapped is lost.
    wait_for 15 env DISPLAY=":$1" xdotool search --onlyvisible --name 'Gesturescope' || fail "no window: $(cat "$WORK/app.log")"
    WINDOW=$(DISPLAY=":$1" xdotool search --onlyvisible --name 'Gesturescope' | head -1)
    # Its first frames drawn and its event loop running.
    sleep 0.5
    eval "$(DISPLAY=":$1" xdotool getwindowgeometry --shell "$WINDOW")"
    WINDOW_X=$X
    WINDOW_Y=$Y
}

stop_app() {
    kill -TERM "$APP_PID" 2>/dev/null || true
    wait "$APP_PID" 2>/dev/null || true
}

# Compares the trace's summary with the expected lines given on stdin.
expect_trace() { # trace-file
    python3 "$HERE/trace_summary.py" "$1" >"$WORK/actual.txt"
    cat >"$WORK/expected.txt"
    diff -u "$WORK/expected.txt" "$WORK/actual.txt" || fail "trace differs (expected vs actual above)"
}
