#!/usr/bin/env bash
# Soak: the real window on the settings scene under Xvfb, with continuous xdotool input (taps on
# rows and switches, drags through the table), for MINUTES (default 10). Prints the window's
# resident memory (VmRSS from /proc/PID/status) every SOAK_INTERVAL seconds (default 30) and a
# final verdict: growth per hour from the end of the warm-up (the first sample at or after
# SOAK_WARMUP seconds, default 120, at most half the run: caches fill first) to the last sample.
#
#   bash Tests/Integration/soak.sh [minutes]
#
# With SOAK_MAX_GROWTH_MB_PER_HOUR set, exits 1 when the growth exceeds it (run.sh's short
# variant). GESTURESCOPE_BIN picks the binary, as for every integration test.
source "$(dirname "$0")/lib.sh"

minutes=${1:-10}
interval=${SOAK_INTERVAL:-30}
seconds=$(python3 -c "print(round(float('$minutes') * 60))")
[ "$seconds" -ge $((2 * interval)) ] || fail "soak: $minutes min is shorter than two samples of $interval s"

display=$(free_display)
start_xvfb "$display"
DISPLAY=":$display" "$BIN" run settings --quit-after $((seconds + 60)) --renderer "$RENDERER" >"$WORK/app.log" 2>&1 &
APP_PID=$!
PIDS+=($APP_PID)
export DISPLAY=":$display"
wait_for 15 xdotool search --name 'Gesturescope' || fail "no window: $(cat "$WORK/app.log")"
WINDOW=$(xdotool search --name 'Gesturescope' | head -1)

# Window points of the settings scene: rows start at y = 192 and are 48 pt apart; a row's switch
# is at x ≈ 320, its title at x ≈ 100. The screen is 800 px tall, so rows 1–12 are in view.
input_loop() {
    local row y
    while kill -0 "$APP_PID" 2>/dev/null; do
        row=$((RANDOM % 12))
        y=$((215 + row * 48))
        xdotool mousemove --window "$WINDOW" 100 "$y" click 1
        xdotool mousemove --window "$WINDOW" 320 "$y" click 1
        xdotool mousemove --window "$WINDOW" 200 "$y" mousedown 1 \
            mousemove --window "$WINDOW" 200 $((y + 40)) \
            mousemove --window "$WINDOW" 200 $((y + 120)) \
            mousemove --window "$WINDOW" 200 $((y + 160)) mouseup 1
        xdotool mousemove --window "$WINDOW" 330 "$y" mousedown 1 \
            mousemove --window "$WINDOW" 300 "$y" \
            mousemove --window "$WINDOW" 260 "$y" mouseup 1
    done 2>/dev/null
}
input_loop &
PIDS+=($!)

rss_kb() { awk '/^VmRSS:/ { print $2 }' "/proc/$APP_PID/status"; }
echo "soak: $minutes min on the settings scene, $BIN (pid $APP_PID)"
samples=()
elapsed=0
while [ "$elapsed" -lt "$seconds" ]; do
    sleep "$interval"
    elapsed=$((elapsed + interval))
    kill -0 "$APP_PID" 2>/dev/null || fail "the window exited early: $(cat "$WORK/app.log")"
    kb=$(rss_kb)
    samples+=("$elapsed:$kb")
    awk -v t="$elapsed" -v kb="$kb" 'BEGIN { printf "soak: %5d s  RSS %7.1f MB\n", t, kb / 1024 }'
done
kill -TERM "$APP_PID"
status=0
wait "$APP_PID" || status=$?
[ "$status" = 0 ] || fail "the window did not exit cleanly (status $status): $(cat "$WORK/app.log")"

SOAK_WARMUP=${SOAK_WARMUP:-120} python3 - "${samples[@]}" <<'VERDICT' || exit 1
import os, sys
samples = [tuple(int(part) for part in sample.split(":")) for sample in sys.argv[1:]]
warmup = min(float(os.environ["SOAK_WARMUP"]), samples[-1][0] / 2)
(t0, kb0), (t1, kb1) = next(sample for sample in samples if sample[0] >= warmup), samples[-1]
per_hour = (kb1 - kb0) / 1024 / ((t1 - t0) / 3600)
print(f"soak: RSS {kb0 / 1024:.1f} MB at {t0} s → {kb1 / 1024:.1f} MB at {t1} s: {per_hour:+.1f} MB per hour")
limit = os.environ.get("SOAK_MAX_GROWTH_MB_PER_HOUR")
if limit is not None and per_hour > float(limit):
    print(f"FAIL: RSS grows {per_hour:.1f} MB per hour, more than {limit}", file=sys.stderr)
    sys.exit(1)
VERDICT
