#!/usr/bin/env bash
# A broken edit shows its error in the window: the scene file is saved with a typo while the
# window shows it; within a second a banner with the positioned diagnostic covers the top of
# the scene (the last good scene stays), and saving the fix takes it away.
source "$(dirname "$0")/lib.sh"

display=$(free_display)
start_xvfb "$display"
cp "$HERE/../../Scenes/widget-2-tap-pan.yaml" "$WORK/scene.yaml"
start_app "$display" "$WORK/scene.yaml" "$WORK/trace.jsonl" 12
export DISPLAY=":$display"

# The banner's edge (#ff6b6b) runs down its left side, 8 points in from the scene's corner.
edge() { import -window "$WINDOW" "$WORK/window.png" && convert "$WORK/window.png" -format "%[pixel:p{9,30}]" info:; }
[ "$(edge)" != "srgb(255,107,107)" ] || fail "a banner before anything was broken"
sed -i 's/^window:/windw:/' "$WORK/scene.yaml"
sleep 1.5
[ "$(edge)" = "srgb(255,107,107)" ] || fail "no error banner after a broken save (colour at its edge: $(edge))"
grep -q "scene.yaml:[0-9]*:[0-9]*: error: unknown key 'windw'" "$WORK/app.log" || fail "no positioned diagnostic on stderr: $(cat "$WORK/app.log")"
sed -i 's/^windw:/window:/' "$WORK/scene.yaml"
sleep 1.5
[ "$(edge)" != "srgb(255,107,107)" ] || fail "the banner stayed after the file was fixed"
stop_app
echo "ok: reload banner: a broken save shows its diagnostic in the window, and the fix takes it away"
