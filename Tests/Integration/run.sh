#!/usr/bin/env bash
# Runs every integration test (real display servers, real input) and prints a summary line.
cd "$(dirname "$0")"
passed=0
failed=0
for test in real-mouse.sh real-touch.sh real-capture.sh real-control-strip.sh record.sh record-outputs.sh record-clip.sh trace-stream.sh real-gestures.sh real-drag-add.sh real-scroll.sh still-window.sh window-matches-snapshot.sh resize.sh self-resize.sh fullscreen.sh check-report.sh check-project.sh install.sh validate-watch.sh no-display.sh compare.sh real-compare.sh swift-export.sh real-code.sh broken-font.sh wayland-no-seat.sh wayland-driver.sh wayland-fingers.sh xwayland-fingers.sh wayland-scale.sh quit-under-load.sh; do
    if bash "$test"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "failed: $test" >&2; fi
done
echo "integration: $passed passed, $failed failed"
[ "$failed" = 0 ]
