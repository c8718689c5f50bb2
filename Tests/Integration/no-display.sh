#!/usr/bin/env bash
# A display that does not exist (DISPLAY naming no server, a dead WAYLAND_DISPLAY) or refuses the
# connection (an X server whose client slots another program took) is said in one line naming
# it, and the scene's demo is written as a snapshot instead, exit 0, at once: SDL never falls
# back to a driver without a window (offscreen) and runs there unseen. A server that is there but
# refuses (its socket exists) is tried again for about a second first.
source "$(dirname "$0")/lib.sh"

[ ! -e /tmp/.X11-unix/X987 ] || fail "a server is listening on :987; this test needs it absent"

expect_snapshot_instead() { # label naming env-assignments...
    local label=$1 naming=$2; shift 2
    local started=$SECONDS status=0
    env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER "$@" \
        timeout 20 "$BIN" run intro --snapshot-out "$WORK/$label.png" >"$WORK/$label.out" 2>"$WORK/$label.err" || status=$?
    [ "$status" = 0 ] || fail "$label: exit status $status (124: still running after 20 s): $(cat "$WORK/$label.out" "$WORK/$label.err")"
    [ $((SECONDS - started)) -le 5 ] || fail "$label: took $((SECONDS - started)) s"
    [ "$(wc -l <"$WORK/$label.out")" = 1 ] || fail "$label: expected one line, got: $(cat "$WORK/$label.out")"
    grep -qF -- "$naming" "$WORK/$label.out" || fail "$label: the line does not name $naming: $(cat "$WORK/$label.out")"
    grep -qF -- "$WORK/$label.png" "$WORK/$label.out" || fail "$label: the line does not name the snapshot: $(cat "$WORK/$label.out")"
    [ "$(head -c 8 "$WORK/$label.png" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || fail "$label: no PNG written"
}

expect_snapshot_instead x11 "DISPLAY=:987" DISPLAY=:987
expect_snapshot_instead wayland "WAYLAND_DISPLAY=gesturescope-absent" XDG_RUNTIME_DIR="$WORK" WAYLAND_DISPLAY=gesturescope-absent
expect_snapshot_instead both "DISPLAY=:987 or WAYLAND_DISPLAY=gesturescope-absent" \
    XDG_RUNTIME_DIR="$WORK" DISPLAY=:987 WAYLAND_DISPLAY=gesturescope-absent
display=$(free_display)
Xvfb ":$display" -screen 0 1280x800x24 -nolisten tcp -maxclients 64 >"$WORK/xvfb.log" 2>&1 &
PIDS+=($!)
wait_for 10 test -e "/tmp/.X11-unix/X$display" || fail "Xvfb :$display did not start: $(cat "$WORK/xvfb.log")"
fill_client_slots() {
    rm -f "$WORK/fill.out"
    python3 "$HERE/x_fill_clients.py" "$display" >"$WORK/fill.out" &
    FILLER=$!
    PIDS+=($FILLER)
    wait_for 10 grep -q full "$WORK/fill.out" || fail "could not fill the X server's client slots"
}
fill_client_slots
expect_snapshot_instead full "DISPLAY=:$display" DISPLAY=":$display"

# A server that frees a slot within a second is tried again and shows the window.
export DISPLAY=":$display"
"$BIN" run intro --quit-after 20 >"$WORK/busy.log" 2>&1 &
APP_PID=$!
PIDS+=($APP_PID)
sleep 0.2
kill "$FILLER"
wait_for 15 xdotool search --pid "$APP_PID" --name Gesturescope \
    || fail "busy server: no window: $(cat "$WORK/busy.log")"
kill -TERM "$APP_PID"
wait "$APP_PID" || fail "busy server: the window did not exit cleanly: $(cat "$WORK/busy.log")"
echo "ok: no display: DISPLAY=:987, a dead WAYLAND_DISPLAY and a full X server are named in one line with a snapshot instead, exit 0; a server that frees a slot within a second shows the window"
