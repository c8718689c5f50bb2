#!/usr/bin/env bash
# validate --watch: after the first check, each save is checked again and only what changed is
# printed — a problem once when it appears, "fixed:" when it goes, "ok" when the file is valid.
source "$(dirname "$0")/lib.sh"
cd "$WORK"
"$BIN" new watched >/dev/null
"$BIN" validate --watch watched.yaml >out.txt 2>&1 &
pid=$!
PIDS+=($pid)
sleep 1
sed -i 's/cornerRadius: 20/cornerRadius: 20\n    colour: red/' watched.yaml        # an unknown key
sleep 1
sed -i 's/size: 22}/size: 22}   /' watched.yaml                                   # a save that changes nothing
sleep 1
sed -i '/colour: red/d' watched.yaml                                               # fixed
sleep 1
kill "$pid"
[ "$(grep -c "watched.yaml: ok" out.txt)" = 2 ] || fail "ok at the start and after the fix: $(cat out.txt)"
[ "$(grep -c "unknown key 'colour'" out.txt)" = 2 ] || fail "the problem once when it appears and once as fixed: $(cat out.txt)"
grep -q "^fixed: watched.yaml:.*unknown key 'colour'" out.txt || fail "no 'fixed:' line: $(cat out.txt)"
grep -q "watching 1 file" out.txt || fail "no watching line: $(cat out.txt)"
echo "ok: validate --watch prints what each save changed, and only that"
