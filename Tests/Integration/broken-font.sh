#!/usr/bin/env bash
# A broken font file (garbage, or cut short) fails the window and `snapshot` with one line naming
# the file and SDL_ttf's reason, exit 1, instead of drawing with the text silently missing.
source "$(dirname "$0")/lib.sh"

# A copy of the resources (GESTURESCOPE_ROOT) whose font is broken in the named way.
resources_with_font() { # name content-command...
    local root="$WORK/$1"; shift
    mkdir -p "$root/Assets/fonts"
    cp -r "$ROOT/Scenes" "$root/"
    "$@" >"$root/Assets/fonts/DejaVuSans.ttf"
    echo "$root"
}

expect_font_error() { # label root command...
    local label=$1 root=$2; shift 2
    local status=0
    GESTURESCOPE_ROOT="$root" timeout 20 "$@" >"$WORK/$label.out" 2>"$WORK/$label.err" || status=$?
    [ "$status" = 1 ] || fail "$label: exit status $status, expected 1: $(cat "$WORK/$label.out" "$WORK/$label.err")"
    [ "$(wc -l <"$WORK/$label.err")" = 1 ] || fail "$label: expected one line on stderr, got: $(cat "$WORK/$label.err")"
    grep -qF "$root/Assets/fonts/DejaVuSans.ttf: " "$WORK/$label.err" || fail "$label: the file is not named: $(cat "$WORK/$label.err")"
}

garbage=$(resources_with_font garbage head -c 65536 /dev/urandom)
truncated=$(resources_with_font truncated head -c 300000 "$ROOT/Assets/fonts/DejaVuSans.ttf")
for root in "$garbage" "$truncated"; do
    label=$(basename "$root")
    expect_font_error "snapshot-$label" "$root" "$BIN" snapshot intro --out "$WORK/$label.png"
    [ ! -e "$WORK/$label.png" ] || fail "snapshot-$label: a picture without text was written"
done

display=$(free_display)
start_xvfb "$display"
expect_font_error window-garbage "$garbage" env DISPLAY=":$display" "$BIN" run intro --quit-after 5
echo "ok: broken font: garbage and truncated fonts fail snapshot and the window with one line naming the file, exit 1"
