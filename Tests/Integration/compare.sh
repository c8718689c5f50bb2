#!/usr/bin/env bash
# compare as a new user tries it (issue 32): the talk's widget stages 2 and 4 differ (exit 1) and
# the first divergence is one paragraph; the same what-if made with --set instead of a second
# file says the same; a scene against itself is the same (exit 0); bad input exits 2 naming it;
# --format json is one JSON object. Needs no display.
source "$(dirname "$0")/lib.sh"

PARAGRAPH="At 0.35 s, after touch 1 moved to (326,218): A — tap failed (excluded by pan), widget gets touchesCancelled, pan acts (began); B — pan waits for tap, widget gets touchesMoved."

expect 1 stages "$BIN" compare widget-2-tap-pan widget-4-pan-requires-tap
[ "$(sed -n 5,6p "$WORK/stages.out")" = "First divergence:
$PARAGRAPH" ] || fail "stages: no paragraph: $(cat "$WORK/stages.out")"

expect 1 what-if "$BIN" compare widget-2-tap-pan --set 'pan.requireToFail=[tap]'
grep -qxF "$PARAGRAPH" "$WORK/what-if.out" || fail "what-if: the paragraph differs: $(cat "$WORK/what-if.out")"
grep -qxF "B: widget-2-tap-pan --set pan.requireToFail=[tap]" "$WORK/what-if.out" || fail "what-if: B not named: $(cat "$WORK/what-if.out")"

expect 0 itself "$BIN" compare widget-4-pan-requires-tap widget-4-pan-requires-tap
grep -qF "Same: A and B behave the same" "$WORK/itself.out" || fail "itself: $(cat "$WORK/itself.out")"

expect 1 json "$BIN" compare widget-2-tap-pan widget-4-pan-requires-tap --format json
python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); assert d["same"] is False and d["divergence"]["t"] == 0.35, d' "$WORK/json.out" \
    || fail "json: $(cat "$WORK/json.out")"

expect 2 unknown-recognizer "$BIN" compare widget-2-tap-pan --set 'swipe.direction=left'
grep -qF "the scene has no recognizer 'swipe'" "$WORK/unknown-recognizer.err" || fail "unknown recognizer: $(cat "$WORK/unknown-recognizer.err")"
expect 2 unknown-key "$BIN" compare widget-2-tap-pan --set 'tap.bogus=1'
grep -qF "unknown key 'bogus'" "$WORK/unknown-key.err" || fail "unknown key: $(cat "$WORK/unknown-key.err")"
expect 2 bad-setting "$BIN" compare widget-2-tap-pan --set 'pan'
expect 2 bad-script "$BIN" compare widget-2-tap-pan widget-4-pan-requires-tap --script "$WORK/missing.yaml"
echo "compare: ok"
