#!/usr/bin/env bash
# Under a Wayland compositor without an input seat (weston's headless backend), SDL 2.26
# segfaults while opening the display. The window says so in one line naming WAYLAND_DISPLAY and
# exits 1, instead of a crash dump. Needs weston (apt-get install weston); skipped without it.
source "$(dirname "$0")/lib.sh"

if ! command -v weston >/dev/null; then
    echo "skip: wayland without a seat: weston is not installed"
    exit 0
fi

start_seatless_weston

status=0
env -u DISPLAY WAYLAND_DISPLAY=gesturescope-seatless SDL_VIDEODRIVER=wayland \
    timeout 20 "$BIN" run intro --quit-after 3 >"$WORK/app.out" 2>"$WORK/app.err" || status=$?
if [ "$status" = 0 ]; then
    echo "skip: wayland without a seat: this SDL opened a window under weston's headless backend (no crash to report)"
    exit 0
fi
[ "$status" = 1 ] || fail "exit status $status, expected 1: $(head -c 600 "$WORK/app.err")"
expected="gesturescope: error: SDL crashed while opening the Wayland display WAYLAND_DISPLAY=gesturescope-seatless; the compositor may have no input seat; try SDL_VIDEODRIVER=x11"
grep -qxF "$expected" "$WORK/app.err" || fail "expected the one-line crash message, got: $(head -c 600 "$WORK/app.err")"
! grep -q "Backtrac\|Program crashed" "$WORK/app.err" || fail "a crash dump was printed: $(head -c 600 "$WORK/app.err")"
echo "ok: wayland without a seat: SDL's crash is one line naming WAYLAND_DISPLAY, exit 1"
