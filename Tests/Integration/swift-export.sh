#!/usr/bin/env bash
# gesturescope swift as a new user tries it (issue 33): a scene's Swift on standard output, the
# same bytes written by --out (through a symbolic link, which stays a link), exit 2 naming the
# problem for an invalid scene, 64 for a word that is neither a scene nor a command, 1 for a file
# that cannot be written; every shipped scene's file the same bytes from two processes (a hash
# seed differs per process, so an order taken from a Set or Dictionary would show). Needs no
# display.
source "$(dirname "$0")/lib.sh"

expect 0 stdout "$BIN" swift widget-4-pan-requires-tap
grep -qxF "        pan.require(toFail: tap)" "$WORK/stdout.out" || fail "stdout: no require(toFail:): $(head -40 "$WORK/stdout.out")"
grep -qxF "final class Widget4PanRequiresTapViewController: UIViewController {" "$WORK/stdout.out" || fail "stdout: no view controller"

echo "old" >"$WORK/target.swift"
ln -s "$WORK/target.swift" "$WORK/link.swift"
expect 0 out "$BIN" swift widget-4-pan-requires-tap --out "$WORK/link.swift"
[ -L "$WORK/link.swift" ] || fail "out: the link was replaced by a file"
cmp -s "$WORK/stdout.out" "$WORK/target.swift" || fail "out: the file differs from standard output"

printf 'name: broken\nwindow: {size: [100, 100]}\nviews: [{id: a, frame: [0, 0, 10]}]\n' >"$WORK/broken.yaml"
expect 2 invalid "$BIN" swift "$WORK/broken.yaml"
grep -qF "broken.yaml:3:" "$WORK/invalid.err" || fail "invalid: no position: $(cat "$WORK/invalid.err")"
expect 64 unknown "$BIN" swift no-such-scene
expect 1 unwritable "$BIN" swift widget-4-pan-requires-tap --out "$WORK/missing-folder/x.swift"
for scene in "$ROOT"/Scenes/*.yaml; do
    name=$(basename "$scene" .yaml)
    "$BIN" swift "$scene" >"$WORK/$name.first.swift" || fail "$name: gesturescope swift failed"
    "$BIN" swift "$scene" >"$WORK/$name.second.swift" || fail "$name: gesturescope swift failed"
    cmp -s "$WORK/$name.first.swift" "$WORK/$name.second.swift" || fail "$name: two processes wrote different files"
done
echo "swift: ok"
