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

# Stops what the test started one at a time, last started first, each gone before the next is
# stopped: the app before its display server, mutter (`stop_mutter`) before PipeWire and the bus.
cleanup() {
    local i
    for ((i = ${#PIDS[@]} - 1; i >= 0; i--)); do
        if [ "${PIDS[i]}" = "${MUTTER_PID:-}" ]; then stop_mutter; continue; fi
        kill "${PIDS[i]}" 2>/dev/null || $SUDO kill "${PIDS[i]}" 2>/dev/null || true
        wait "${PIDS[i]}" 2>/dev/null || true
    done
    rm -rf "$WORK"
}
trap cleanup EXIT

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

# Runs a command, its output in $WORK/LABEL.out and .err, and fails unless it exits with STATUS.
expect() { # status label command...
    local want=$1 label=$2 status=0; shift 2
    "$@" >"$WORK/$label.out" 2>"$WORK/$label.err" || status=$?
    [ "$status" = "$want" ] || fail "$label: exit $status, not $want: $(cat "$WORK/$label.out" "$WORK/$label.err")"
}

# weston's headless backend, a Wayland compositor with no input seat (SDL 2.26 crashes under it),
# on the socket gesturescope-seatless in XDG_RUNTIME_DIR (made private here when unset).
start_seatless_weston() {
    if [ -z "${XDG_RUNTIME_DIR:-}" ]; then
        export XDG_RUNTIME_DIR="$WORK/runtime"
        mkdir -m 700 "$XDG_RUNTIME_DIR"
    fi
    weston --backend=headless-backend.so --socket=gesturescope-seatless --idle-time=0 >"$WORK/weston.log" 2>&1 &
    PIDS+=($!)
    wait_for 10 test -S "$XDG_RUNTIME_DIR/gesturescope-seatless" || fail "weston did not start: $(tail -5 "$WORK/weston.log")"
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
# An empty trace file streams no trace (`run --compare` takes none).
start_app() { # display scene trace-file seconds (more run options in APP_ARGS)
    local scale=${APP_SCALE-1}
    # shellcheck disable=SC2086  # APP_ARGS is a list of options
    DISPLAY=":$1" "$BIN" run "$2" ${3:+--trace-out "$3"} --quit-after "$4" --renderer "$RENDERER" ${scale:+--scale "$scale"} ${APP_ARGS:-} \
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

# mutter, GNOME's compositor, headless (a virtual monitor, llvmpipe, no GPU), with real touch from
# its RemoteDesktop D-Bus API (mutter_touch.py). docs/WAYLAND.md tells the set-up and its pitfalls.
MUTTER_WAYLAND=gesturescope-mutter
# Debian's python, which has python3-dbus (a pyenv or venv python has not).
MUTTER_PYTHON=${MUTTER_PYTHON:-/usr/bin/python3}

# Exits with a `skip:` line when what mutter's tests need is not installed (make setup-test
# installs it all). MUTTER_SCREENCAST set: also what reading its screen cast needs (`cast_frame`).
require_mutter() { # test name
    local missing=()
    if [ -n "${MUTTER_SCREENCAST:-}" ]; then
        command -v wireplumber >/dev/null || missing+=(wireplumber)
        command -v gst-launch-1.0 >/dev/null || missing+=(gstreamer1.0-tools)
        gst-inspect-1.0 pipewiresrc >/dev/null 2>&1 || missing+=(gstreamer1.0-pipewire)
        gst-inspect-1.0 videoconvert >/dev/null 2>&1 || missing+=(gstreamer1.0-plugins-base)
        gst-inspect-1.0 pngenc >/dev/null 2>&1 || missing+=(gstreamer1.0-plugins-good)
    fi
    command -v mutter >/dev/null || missing+=(mutter)
    command -v pipewire >/dev/null || missing+=(pipewire)
    command -v dbus-daemon >/dev/null || missing+=(dbus)
    "$MUTTER_PYTHON" -c 'import dbus' 2>/dev/null || missing+=(python3-dbus)
    "$MUTTER_PYTHON" -c 'from gi.repository import GLib' 2>/dev/null || missing+=(python3-gi)
    if [ ${#missing[@]} -gt 0 ]; then
        echo "skip: $1: ${missing[*]} not installed (make setup-test installs them)"
        exit 0
    fi
}

# A private session bus and XDG_RUNTIME_DIR (mutter's D-Bus APIs and its sockets live there, none
# of the machine's own), PipeWire (without it mutter refuses a remote-desktop session), then mutter
# with a virtual monitor of MUTTER_MONITOR pixels (larger than any window the tests open: mutter
# shrinks a window that does not fit, and the scene moves in it). More mutter options as arguments: without
# --no-x11 mutter starts its Xwayland, whose display is then MUTTER_X11 (":N"), its cookie in the
# file MUTTER_XAUTHORITY.
start_mutter() { # [mutter options]
    export XDG_RUNTIME_DIR="$WORK/run"
    mkdir -p -m 700 "$XDG_RUNTIME_DIR"
    export DBUS_SESSION_BUS_ADDRESS="unix:path=$XDG_RUNTIME_DIR/bus"
    dbus-daemon --session --nofork --nopidfile --address="$DBUS_SESSION_BUS_ADDRESS" >"$WORK/dbus.log" 2>&1 &
    PIDS+=($!)
    wait_for 10 test -S "$XDG_RUNTIME_DIR/bus" || fail "dbus-daemon did not start: $(cat "$WORK/dbus.log")"
    pipewire >"$WORK/pipewire.log" 2>&1 &
    PIDS+=($!)
    wait_for 10 test -S "$XDG_RUNTIME_DIR/pipewire-0" || fail "pipewire did not start: $(tail -5 "$WORK/pipewire.log")"
    if [ -n "${MUTTER_SCREENCAST:-}" ]; then
        # A session manager, which links a reader's stream to mutter's screen-cast node
        # (`cast_frame`); without one the reader waits, unlinked, for ever.
        wireplumber >"$WORK/wireplumber.log" 2>&1 &
        PIDS+=($!)
    fi
    # The command mutter runs gets mutter's own environment: DISPLAY names its Xwayland, and
    # XAUTHORITY the cookie it wants. The command must outlive the test (mutter quits when it
    # ends), and is stopped by its PID.
    mutter --headless --wayland --virtual-monitor "${MUTTER_MONITOR:-1920x1200}" --wayland-display="$MUTTER_WAYLAND" "$@" \
        -- sh -c 'printf "%s\n" "${DISPLAY:-}" "${XAUTHORITY:-}" >"$0.tmp"; echo $$ >"$0.pid"; mv "$0.tmp" "$0"; exec sleep 3600' \
        "$WORK/mutter-env" >"$WORK/mutter.log" 2>&1 &
    MUTTER_PID=$!
    PIDS+=($MUTTER_PID)
    wait_for 20 test -f "$WORK/mutter-env" || fail "mutter did not start: $(tail -5 "$WORK/mutter.log")"
    PIDS+=($(cat "$WORK/mutter-env.pid"))
    { read -r MUTTER_X11; read -r MUTTER_XAUTHORITY; } <"$WORK/mutter-env"
    wait_for 5 test -S "$XDG_RUNTIME_DIR/$MUTTER_WAYLAND" || fail "mutter has no Wayland socket: $(tail -5 "$WORK/mutter.log")"
}

# Stops mutter's Xwayland, and once mutter has reaped it, mutter: an Xwayland still ending when
# mutter goes is left to init, which in a container may never reap it.
stop_mutter() {
    local xwayland=
    [ -z "${MUTTER_X11:-}" ] || xwayland=$(tr -dc 0-9 <"/tmp/.X${MUTTER_X11#:}-lock" 2>/dev/null || true)
    if [ -n "$xwayland" ] && kill "$xwayland" 2>/dev/null; then
        wait_for 5 test ! -e "/proc/$xwayland" || true
    fi
    kill "$MUTTER_PID" 2>/dev/null || true
    # mutter 43 has been seen spinning for ever as it quits (3 runs of 25 here, its command ended
    # while a session whose screen cast had been read was still open; none of 20 runs of
    # wayland-scale.sh, whose session ends with its window): a test must not hang on it.
    if ! wait_for 10 process_ended "$MUTTER_PID"; then
        echo "mutter did not quit in 10 s: killed" >&2
        kill -KILL "$MUTTER_PID" 2>/dev/null || true
    fi
    wait "$MUTTER_PID" 2>/dev/null || true
}

# Whether a child process has ended (gone, or a zombie not yet reaped).
process_ended() { # pid
    local state
    state=$(awk '{print $3}' "/proc/$1/stat" 2>/dev/null) || return 0
    [ "$state" = Z ]
}

# The touch injector (mutter_touch.py), on a session of its own for each window: mutter ends a
# session when the window it records closes. Its commands go through fd 3; its output is TOUCH_LOG.
start_touch() {
    stop_touch
    TOUCH_COUNT=$((${TOUCH_COUNT:-0} + 1))
    local fifo="$WORK/touch$TOUCH_COUNT.cmd"
    TOUCH_LOG="$WORK/touch$TOUCH_COUNT.log"
    mkfifo "$fifo"
    "$MUTTER_PYTHON" "$HERE/mutter_touch.py" <"$fifo" >"$TOUCH_LOG" 2>&1 &
    TOUCH_PID=$!
    PIDS+=($TOUCH_PID)
    exec 3>"$fifo"
    touch_wait ready 30
}

# Ends the injector's input: it stops its session (if mutter has not already) and exits.
stop_touch() {
    [ -n "${TOUCH_PID:-}" ] || return 0
    exec 3>&-
    wait "$TOUCH_PID" 2>/dev/null || true
    TOUCH_PID=
}

touch_said() { grep -qx "$1" "$TOUCH_LOG"; }

touch_wait() { # line seconds: until the injector says the line
    wait_for "$2" touch_said "$1" || fail "the touch injector did not say '$1': $(cat "$TOUCH_LOG")"
}

# Sends injector commands (one an argument); fails, saying why, if the injector has ended
# (writing to its pipe would kill this script without a word).
touch_send() {
    kill -0 "$TOUCH_PID" 2>/dev/null || fail "the touch injector has ended: $(cat "$TOUCH_LOG")"
    printf '%s\n' "$@" >&3
}

# Sends the commands and returns once mutter has taken them all.
touch_run() {
    TOUCH_BARRIER=$((${TOUCH_BARRIER:-0} + 1))
    touch_send "$@" "echo sent $TOUCH_BARRIER"
    touch_wait "sent $TOUCH_BARRIER" 30
}

# One frame of a stream of mutter's screen cast, as mutter composites it, at the stream's pixel
# size, in a PNG: the injector's `node` names the stream's PipeWire node (the recorded window's,
# or after `monitor` the monitor's). Needs MUTTER_SCREENCAST (wireplumber) when mutter started.
cast_frame() { # png-file
    touch_run node
    local node
    node=$(sed -n 's/^node //p' "$TOUCH_LOG" | tail -1)
    timeout 20 gst-launch-1.0 -q pipewiresrc path="$node" num-buffers=1 ! videoconvert ! pngenc ! filesink location="$1" \
        >"$WORK/cast.log" 2>&1 && [ -s "$1" ] || fail "no frame from mutter's screen cast (node $node): $(tail -5 "$WORK/cast.log")"
}

# The app as a native Wayland client of mutter (start_app's arguments, APP_SCALE and APP_ARGS),
# without libdecor's decorations: the window is then its surface, whose points the injector's
# coordinates are. Returns once the window has focus, the injector aims at it, and its first
# frames are drawn. Call start_touch first (a new session for each window).
start_wayland_app() { # scene trace-file seconds
    local scale=${APP_SCALE-1}
    # shellcheck disable=SC2086  # APP_ARGS is a list of options
    env -u DISPLAY SDL_VIDEODRIVER=wayland WAYLAND_DISPLAY="$MUTTER_WAYLAND" SDL_VIDEO_WAYLAND_ALLOW_LIBDECOR=0 \
        "$BIN" run "$1" --trace-out "$2" --quit-after "$3" --renderer "$RENDERER" ${scale:+--scale "$scale"} ${APP_ARGS:-} \
        >"$WORK/app.log" 2>&1 &
    APP_PID=$!
    PIDS+=($APP_PID)
    touch_send "window 20"
    wait_for 25 touch_said window || fail "no focused window: $(cat "$WORK/app.log") $(cat "$TOUCH_LOG")"
    sleep 0.5
}

# The app as an X11 client of mutter's own Xwayland (start_app's arguments, APP_SCALE and
# APP_ARGS), as an SDL 2 app runs on GNOME by default: SDL_VIDEODRIVER=x11, no WAYLAND_DISPLAY.
# WINDOW_X, WINDOW_Y: the window's corner on the monitor, where the injector's coordinates are
# (it records the monitor: a window stream's points would count the frame mutter draws around
# an X11 window).
start_xwayland_app() { # scene trace-file seconds
    [ -n "$MUTTER_X11" ] || fail "mutter started no Xwayland: $(tail -5 "$WORK/mutter.log")"
    unset WAYLAND_DISPLAY
    export XAUTHORITY=$MUTTER_XAUTHORITY
    SDL_VIDEODRIVER=x11 start_app "${MUTTER_X11#:}" "$@"
    # xdotool's position counts the frame; xwininfo's absolute corner is the window's own.
    local info
    info=$(DISPLAY=$MUTTER_X11 xwininfo -id "$WINDOW")
    WINDOW_X=$(sed -n 's/^ *Absolute upper-left X: *//p' <<<"$info")
    WINDOW_Y=$(sed -n 's/^ *Absolute upper-left Y: *//p' <<<"$info")
}
