# The real-finger checks made under mutter (sourced after lib.sh), with the app as a native
# Wayland client (wayland-fingers.sh, CLIENT=wayland) or on mutter's Xwayland
# (xwayland-fingers.sh, CLIENT=xwayland). Each opens the app on a fresh injector session; the
# coordinates given are window points, which `at` turns into the injector's.

# Opens the app as CLIENT, on a new touch session.
open_app() { # scene trace-file seconds
    start_touch
    if [ "$CLIENT" = wayland ]; then start_wayland_app "$@"; else start_xwayland_app "$@"; fi
}

# Window points → the injector's coordinates: the window's own (Wayland), or the monitor's.
at() {
    if [ "$CLIENT" = wayland ]; then echo "$1 $2"; else echo "$(($1 + WINDOW_X)) $(($2 + WINDOW_Y))"; fi
}

# Fails unless the summary of trace $1 has a line matching each further argument.
trace_has() { # trace-file pattern…
    local trace=$1 pattern
    shift
    python3 "$HERE/trace_summary.py" "$trace" >"$WORK/summary.txt"
    for pattern in "$@"; do
        grep -qx -- "$pattern" "$WORK/summary.txt" || fail "no line '$pattern' in the trace: $(grep -v '^deliver\|^state\|^action' "$WORK/summary.txt" | head -40)"
    done
}

# Two real fingers spread on the talk's widget 3 (a tap and a pan allowed together): two direct
# touches with their own ids, where they were put, moving and lifting; the tap, wanting one
# finger, fails. Then the same pinch on the three squares' cyan one: its pinch recognizer begins,
# changes and ends.
check_pinch() {
    APP_ARGS="--control-strip off" open_app widget-3-simultaneous "$WORK/pinch.jsonl" 20
    touch_run "pinch $(at 320 210) 40 100 10 16"
    sleep 0.5
    stop_app
    trace_has "$WORK/pinch.jsonl" "touch 1 began 280 210 direct" "touch 2 began 360 210 direct" "hit 2 widget window/widget" \
        "touch 1 moved 220 210 direct" "touch 2 moved 420 210 direct" "touch 1 ended 220 210 direct" "touch 2 ended 420 210 direct" \
        "state tap possible failed"
    [ "$(grep -c '^touch .* began' "$WORK/summary.txt")" = 2 ] || fail "not two touches: $(grep '^touch' "$WORK/summary.txt")"
    ! grep '^touch' "$WORK/summary.txt" | grep -vq ' direct$' || fail "a touch that is not direct: $(grep '^touch' "$WORK/summary.txt")"

    APP_ARGS="--control-strip off" open_app three-squares "$WORK/squares.jsonl" 20
    touch_run "pinch $(at 450 220) 30 90 10 16"
    sleep 0.5
    stop_app
    trace_has "$WORK/squares.jsonl" "touch 1 began 420 220 direct" "touch 2 began 480 220 direct" "hit 1 cyan window/cyan" \
        "state Z_C possible began" "action Z_C began" "state Z_C began changed" "action Z_C changed" "state Z_C changed ended" \
        "touch 1 ended 360 220 direct" "touch 2 ended 540 220 direct"
    echo "ok: $CLIENT: a real two-finger pinch reaches the engine as two direct touches (widget 3) and pinches (three squares)"
}

# §9.6 as real-drag-add.sh does it with Xorg's fingers, and the same trace: finger 1 holds
# photo 1 until it lifts and drags it; a second finger taps photo 2, adding it; finger 1 drops both
# in the album.
check_drag_add() {
    open_app drag-adding "$WORK/drag.jsonl" 20
    touch_run "down 1 $(at 120 95)" "sleep 700" "move 1 $(at 126 95)" "move 1 $(at 134 95)" "sleep 50" "move 1 $(at 330 300)" \
        "sleep 100" "down 2 $(at 340 95)" "sleep 50" "up 2" "sleep 100" "move 1 $(at 330 440)" "sleep 50" "up 1"
    sleep 0.8
    stop_app
    expect_trace "$WORK/drag.jsonl" <"$HERE/drag-adding.expected"
    echo "ok: $CLIENT: a second real finger adds its photo to the drag held by the first"
}

# The control strip, there because the seat has a touchscreen (as real-control-strip.sh): a tap on
# the scene, then one on the strip's "Next ▶", which switches scenes and reaches no scene.
check_control_strip() {
    cd "$WORK"
    open_app widget-1-tap "$WORK/strip.jsonl" 20
    local height
    if [ "$CLIENT" = wayland ]; then
        # No X to ask: F12 saves the frame at the window's size and says it.
        touch_run "key ffc9"
        wait_for 5 grep -q "^screenshot: wrote" "$WORK/app.log" || fail "F12 saved no screenshot: $(cat "$WORK/app.log")"
        height=$(sed -n 's/^screenshot: wrote .* ([0-9]*×\([0-9]*\))$/\1/p' "$WORK/app.log")
    else
        height=$HEIGHT
    fi
    # The strip: 60 pt above the 22-pt status bar; "Next ▶", the third button, at x = 6 + 2 × 90 + 42.
    touch_run "down 1 $(at 300 200)" "sleep 50" "up 1" "sleep 800" "down 2 $(at 228 $((height - 52)))" "sleep 50" "up 2" "sleep 500"
    # The scene now shown (Scenes/gallery.txt follows widget 1 with the delaysTouchesBegan one),
    # as the window's title says it or, with no X to ask, F12's screenshot is named after it.
    if [ "$CLIENT" = wayland ]; then
        touch_run "key ffc9"
        wait_for 5 grep -q "^screenshot: wrote delivery-delays-touches-began-" "$WORK/app.log" \
            || fail "the strip's Next did not switch scenes: $(cat "$WORK/app.log")"
    else
        local title
        title=$(DISPLAY=$MUTTER_X11 xdotool getwindowname "$WINDOW")
        [ "$title" = "delaysTouchesBegan — off and on — Gesturescope" ] || fail "the strip's Next did not switch scenes: $title"
    fi
    stop_app
    # The scene's one tap, nothing of the strip's.
    python3 "$HERE/trace_summary.py" "$WORK/strip.jsonl" >"$WORK/summary.txt"
    [ "$(grep -c "^touch .* began" "$WORK/summary.txt")" = 1 ] || fail "touches in the trace: $(grep '^touch' "$WORK/summary.txt")"
    grep -q "^touch 1 ended" "$WORK/summary.txt" || fail "the scene's tap did not end: $(cat "$WORK/summary.txt")"
    grep -q "^action tap ended" "$WORK/summary.txt" || fail "the scene's tap did not act: $(cat "$WORK/summary.txt")"
    echo "ok: $CLIENT: the control strip answers a real finger (Next switches scenes) and none of its touches reach the engine"
}

# A capture of real fingers (two moving together, then a tap) replays to the live trace byte for
# byte (as real-capture.sh with Xorg's).
check_capture() {
    cd "$WORK"
    APP_ARGS="--control-strip off --capture $WORK/take.yaml" open_app intro "$WORK/take.jsonl" 30
    touch_run "down 1 $(at 100 320)" "down 2 $(at 200 380)" "sleep 50" "move 1 $(at 110 330)" "move 2 $(at 210 390)" "sleep 50" \
        "move 1 $(at 130 340)" "move 2 $(at 230 400)" "sleep 50" "up 1" "up 2" "sleep 300" "down 1 $(at 400 300)" "sleep 50" "up 1"
    sleep 0.5
    stop_app
    grep -q "down: 2" "$WORK/take.yaml" || fail "the second real finger is not in the capture: $(cat "$WORK/app.log")"
    "$BIN" trace intro --script "$WORK/take.yaml" >"$WORK/replay.jsonl" || fail "the capture does not replay"
    cmp -s "$WORK/take.jsonl" "$WORK/replay.jsonl" || {
        diff <(head -40 "$WORK/take.jsonl") <(head -40 "$WORK/replay.jsonl") >&2 || true
        fail "replaying the capture does not give the live trace"
    }
    echo "ok: $CLIENT: a capture of real fingers replays to the live trace byte for byte ($(wc -l <"$WORK/take.jsonl") lines)"
}

# A finger down when another window comes up and takes the focus: the touch is cancelled (none
# stays live), and once that window is gone the app takes a new tap.
check_focus_loss() {
    APP_ARGS="--control-strip off" open_app widget-1-tap "$WORK/focus.jsonl" 20
    touch_run "down 1 $(at 300 200)" "sleep 100"
    if [ "$CLIENT" = wayland ]; then
        env -u DISPLAY SDL_VIDEODRIVER=wayland WAYLAND_DISPLAY="$MUTTER_WAYLAND" SDL_VIDEO_WAYLAND_ALLOW_LIBDECOR=0 \
            "$BIN" run widget-2-tap-pan --quit-after 20 --control-strip off >"$WORK/other.log" 2>&1 &
    else
        DISPLAY=$MUTTER_X11 SDL_VIDEODRIVER=x11 "$BIN" run widget-2-tap-pan --quit-after 20 --control-strip off >"$WORK/other.log" 2>&1 &
    fi
    local other=$!
    PIDS+=($other)
    wait_for 15 grep -q '"phase":"cancelled"' "$WORK/focus.jsonl" || fail "the touch was not cancelled when another window came up: $(cat "$WORK/other.log")"
    touch_run "move 1 $(at 304 204)" "up 1"
    kill "$other"
    wait "$other" || true
    sleep 0.5
    touch_run "down 1 $(at 300 200)" "sleep 50" "up 1"
    sleep 0.5
    stop_app
    python3 "$HERE/trace_summary.py" "$WORK/focus.jsonl" | grep '^touch\|^action' >"$WORK/summary.txt"
    diff -u - "$WORK/summary.txt" <<'TRACE' || fail "trace differs (expected vs actual above)"
touch 1 began 300 200 direct
touch 1 cancelled 300 200 direct
touch 2 began 300 200 direct
touch 2 ended 300 200 direct
action tap ended
TRACE
    echo "ok: $CLIENT: a window coming up over a finger cancels its touch, none stays stuck, and a new tap works"
}
