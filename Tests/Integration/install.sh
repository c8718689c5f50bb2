#!/usr/bin/env bash
# make install into a staging DESTDIR: the installed binary runs from another folder with a clean
# environment and finds its resources; the launcher entry validates; the man page and completions
# are in place; gesturescope new writes a scene that validates and names the installed schema;
# the user's own scenes are found by name; make uninstall removes every file it installed.
source "$(dirname "$0")/lib.sh"
STAGE="$WORK/stage"
make -C "$ROOT" install DESTDIR="$STAGE" PREFIX=/usr CONFIG=debug >"$WORK/install.log" 2>&1 || fail "make install: $(tail -20 "$WORK/install.log")"
INSTALLED="$STAGE/usr/bin/gesturescope"
mkdir -p "$WORK/elsewhere" "$WORK/home"
run_installed() { (cd "$WORK/elsewhere" && env -i HOME="$WORK/home" PATH=/usr/bin:/bin "$INSTALLED" "$@"); }

run_installed trace intro --format text >"$WORK/trace.txt" 2>"$WORK/err.txt" || fail "the installed binary: $(cat "$WORK/err.txt")"
grep -q "hit T1" "$WORK/trace.txt" || fail "the installed binary replayed nothing"
[ -f "$STAGE/usr/share/gesturescope/Assets/fonts/DejaVuSans.ttf" ] || fail "no font installed"
[ -f "$STAGE/usr/share/gesturescope/docs/scene.schema.json" ] || fail "no schema installed"
head -1 "$STAGE/usr/share/gesturescope/Scenes/intro.yaml" | grep -q 'yaml-language-server: \$schema=../docs/scene.schema.json' \
    || fail "installed scenes do not name the schema beside them"

desktop-file-validate "$STAGE/usr/share/applications/gesturescope.desktop" || fail "the .desktop entry does not validate"
grep -q "^Exec=/usr/bin/gesturescope run$" "$STAGE/usr/share/applications/gesturescope.desktop" \
    || fail "the entry does not open the default scene with the installed binary: $(grep Exec "$STAGE/usr/share/applications/gesturescope.desktop")"
[ -f "$STAGE/usr/share/icons/hicolor/scalable/apps/gesturescope.svg" ] || fail "no scalable icon"
[ "$(identify -format '%wx%h' "$STAGE/usr/share/icons/hicolor/256x256/apps/gesturescope.png")" = 256x256 ] || fail "no 256-px icon"

man -l "$STAGE/usr/share/man/man1/gesturescope.1" 2>/dev/null | grep -q "GESTURESCOPE RECORD" || fail "the man page lacks a subcommand"
bash -n "$STAGE/usr/share/bash-completion/completions/gesturescope" || fail "the bash completion does not parse"
grep -q "record" "$STAGE/usr/share/zsh/site-functions/_gesturescope" || fail "no zsh completion"
grep -q "record" "$STAGE/usr/share/fish/vendor_completions.d/gesturescope.fish" || fail "no fish completion"
echo "ok: make install stages the binary, resources, launcher entry, icons, man page and completions"

run_installed new my-scene >"$WORK/new.txt" 2>&1 || fail "new: $(cat "$WORK/new.txt")"
head -1 "$WORK/elsewhere/my-scene.yaml" | grep -q "\$schema=file://$STAGE/usr/share/gesturescope/docs/scene.schema.json" \
    || fail "the new scene does not name the installed schema: $(head -1 "$WORK/elsewhere/my-scene.yaml")"
run_installed validate my-scene.yaml >/dev/null || fail "the new scene does not validate"
run_installed new my-scene 2>"$WORK/err.txt" && fail "new replaced an existing scene"
grep -q "already exists" "$WORK/err.txt" || fail "new over an existing file: $(cat "$WORK/err.txt")"
mkdir -p "$WORK/home/.local/share/gesturescope/scenes"
cp "$WORK/elsewhere/my-scene.yaml" "$WORK/home/.local/share/gesturescope/scenes/mine.yaml"
# To a file, not a pipe: trace streams, and grep -q closing the pipe early would fail it (pipefail).
run_installed trace mine --format text >"$WORK/mine.txt" 2>&1 || fail "a scene in the user's folder is not found by name: $(cat "$WORK/mine.txt")"
grep -q "hit T1" "$WORK/mine.txt" || fail "a scene in the user's folder replayed nothing"
echo "ok: gesturescope new writes a valid scene naming the installed schema; user scenes are found by name"

# The user's own scenes beside the resources (PREFIX=~/.local) survive a reinstall and uninstall.
mkdir -p "$STAGE/usr/share/gesturescope/scenes"
echo "name: mine" >"$STAGE/usr/share/gesturescope/scenes/mine.yaml"
make -C "$ROOT" install DESTDIR="$STAGE" PREFIX=/usr CONFIG=debug >"$WORK/install.log" 2>&1 || fail "make install again: $(tail -20 "$WORK/install.log")"
make -C "$ROOT" uninstall DESTDIR="$STAGE" PREFIX=/usr >"$WORK/uninstall.log" 2>&1 || fail "make uninstall: $(cat "$WORK/uninstall.log")"
left=$(find "$STAGE" -type f | head -5)
[ "$left" = "$STAGE/usr/share/gesturescope/scenes/mine.yaml" ] || fail "make uninstall left, or took, other files: $left"
make -C "$ROOT" install DESTDIR="$STAGE/with space" PREFIX=/usr CONFIG=debug >"$WORK/space.log" 2>&1 && fail "installed into a path with a space"
grep -q "must not contain spaces" "$WORK/space.log" || fail "a path with a space: $(cat "$WORK/space.log")"
echo "ok: make uninstall removes every installed file and nothing else; paths with spaces are refused"
