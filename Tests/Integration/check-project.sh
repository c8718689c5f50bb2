#!/usr/bin/env bash
# check checks what you mean (issue 30 §1): in a copied checkout (no .build, the binary from
# elsewhere) and through a symbolic link to it, an edited scene fails naming that copy; goldens
# that are links or FIFOs, and a Scenes folder that is a link, are refused and their targets never
# read or overwritten; links planted in the report folder are replaced, not written through, while
# --junit is written as `>` would (through a link, into a FIFO); failures name the diff image, tell
# a changed trace by meaning (the sentence, the aligned events, the summary lines that differ: in
# the terminal, the page and JUnit), or as lines saying why when the golden cannot be read back,
# and give the command that approves; --shard, --merge-reports and --jobs give the report one run
# gives; an interrupted --jobs leaves no work folder.
source "$(dirname "$0")/lib.sh"

COPY=$WORK/copy
mkdir -p "$COPY"
tar -C "$ROOT" --exclude=./.build --exclude=./check-report -cf - . | tar -C "$COPY" -xf -
ln -s "$COPY" "$WORK/link"
# Three edits: a view moved 5 pt, a tap's logged message (its trace), the talk's stage 2 made
# stage 4 (the pan requires the tap to fail: its trace, by meaning).
sed -i '0,/frame: \[40, 110,/s//frame: [45, 110,/' "$COPY/Scenes/three-squares.yaml"
sed -i 's/do: log, value: tapped}/do: log, value: tapped again}/' "$COPY/Scenes/widget-1-tap.yaml"
grep -q "tapped again" "$COPY/Scenes/widget-1-tap.yaml" || fail "the tap's message was not edited"
sed -i 's/^        type: pan$/        type: pan\n        requireToFail: [tap]/' "$COPY/Scenes/widget-2-tap-pan.yaml"
grep -q "requireToFail: \[tap\]" "$COPY/Scenes/widget-2-tap-pan.yaml" || fail "the pan was not made to require the tap"

cd "$WORK/link/Scenes"
status=0
"$BIN" check three-squares widget-1-tap widget-2-tap-pan intro --report "$WORK/report" --junit "$WORK/junit.xml" >"$WORK/copy.out" 2>&1 || status=$?
[ "$status" = 1 ] || fail "check in a copied checkout with three edits: exit $status, not 1: $(cat "$WORK/copy.out")"
real=$(cd "$COPY" && pwd -P)
head -1 "$WORK/copy.out" | grep -qF "check: $real (the project you are in), goldens $real/Scenes/goldens" \
    || fail "the first line does not name the copy: $(head -1 "$WORK/copy.out")"
grep -q "^three-squares@0.75: DIFF [0-9]* pixels → $WORK/report/three-squares@0.75.diff.png$" "$WORK/copy.out" || fail "no image DIFF: $(cat "$WORK/copy.out")"
# A changed trace is told by meaning: the golden (A) against this run (B), aligned.
logged='At 0.3 s, after touch 1 up at (321,210): golden — tap logs "tapped"; now — tap logs "tapped again"'
grep -qxF "widget-1-tap trace: DIFF: $logged → $WORK/report/index.html" "$WORK/copy.out" || fail "no trace sentence: $(cat "$WORK/copy.out")"
grep -qxF "    A is the golden, B this run (their lines first differ at line 9):" "$WORK/copy.out" || fail "no legend of the aligned lines"
[ "$(grep -c '^      = @' "$WORK/copy.out")" -ge 3 ] || fail "no shared events before the divergence: $(cat "$WORK/copy.out")"
grep -qxF "      A @0.300 tap: tapped" "$WORK/copy.out" && grep -qxF "      B @0.300 tap: tapped again" "$WORK/copy.out" \
    || fail "the golden's and this run's events are not aligned: $(cat "$WORK/copy.out")"
staged='At 0.35 s, after touch 1 moved to (326,218): golden — tap failed (excluded by pan), widget gets touchesCancelled, pan acts (began); now — pan waits for tap, widget gets touchesMoved'
grep -qxF "widget-2-tap-pan trace: DIFF: $staged → $WORK/report/index.html" "$WORK/copy.out" || fail "no stage sentence: $(cat "$WORK/copy.out")"
grep -qxF "    widget (responder calls)  A began 2, moved 2, cancelled 2" "$WORK/copy.out" \
    && grep -qxF "                              B began 2, moved 4, cancelled 2" "$WORK/copy.out" || fail "no summary line that differs: $(cat "$WORK/copy.out")"
python3 - "$WORK/junit.xml" "$WORK/report/index.html" "$logged" "$staged" <<'PY' || fail "the trace's meaning in JUnit or the page"
import sys, xml.etree.ElementTree as tree
junit, page, logged, staged = sys.argv[1:]
cases = {case.get("name"): case for case in tree.parse(junit).getroot().iter("testcase")}
failure = cases["widget-1-tap trace"].find("failure")
assert failure.get("message") == logged + "; if intended, approve: gesturescope check --update widget-1-tap", failure.get("message")
assert "  A @0.300 tap: tapped\n  B @0.300 tap: tapped again\n" in failure.text, failure.text
html = open(page, encoding="utf-8").read()
assert "<p>" + staged + "</p>" in html
assert "<tr><th>pan (actions)</th><td>began, changed ×18, ended</td><td>began, changed ×16, ended</td></tr>" in html
PY
grep -q "^    gesturescope check --update three-squares$" "$WORK/copy.out" || fail "no approve hint: $(cat "$WORK/copy.out")"
grep -q 'message="[0-9]* pixels differ; diff image: [^"]*/report/three-squares@0.75.diff.png; if intended, approve: gesturescope check --update three-squares"' \
    "$WORK/junit.xml" || fail "the JUnit message lacks the diff image or the approve hint: $(grep failure "$WORK/junit.xml")"
cd "$COPY"
GESTURESCOPE_ROOT=$ROOT "$BIN" check widget-1-tap --report "$WORK/report" >"$WORK/env.out" 2>&1 && fail "GESTURESCOPE_ROOT won over the project the user stands in"

# Links among goldens: to a file outside the tree and to /etc/passwd. Never read, never written.
mkdir -p "$WORK/home" && echo "keep me" >"$WORK/home/secret"
cp "$COPY/Scenes/three-squares.yaml" "$WORK/scene.yaml"
mkdir -p "$WORK/goldens"
cd "$WORK"
ln -s "$WORK/home/secret" goldens/scene@0.75.png
ln -s /etc/passwd goldens/scene.trace.jsonl
for mode in "" --update; do
    status=0
    "$BIN" check scene.yaml --goldens goldens --report report-links --junit links.xml $mode >links.out 2>&1 || status=$?
    [ "$status" = 2 ] || fail "check $mode with goldens that are links: exit $status, not 2: $(cat links.out)"
    grep -q "is a symbolic link: goldens are read and written only as regular files" links.out || fail "no link error: $(cat links.out)"
    [ "$(cat "$WORK/home/secret")" = "keep me" ] || fail "check $mode wrote through a golden link"
    # Refused before anything is read or written: no report, no JUnit, no linked content said.
    [ ! -e report-links ] && [ ! -e links.xml ] || fail "check $mode wrote a report although it refused the goldens"
    grep -q "root:" links.out && fail "a linked golden's content reached the output"
done
rm goldens/scene@0.75.png goldens/scene.trace.jsonl
# A FIFO at a golden's name is refused before rendering, not opened (which would block forever).
mkfifo goldens/scene.trace.jsonl
for mode in "" --update; do
    status=0
    timeout 60 "$BIN" check scene.yaml --goldens goldens --report report-fifo $mode >fifo.out 2>&1 || status=$?
    [ "$status" = 2 ] || fail "check $mode with a FIFO golden: exit $status, not 2: $(cat fifo.out)"
    grep -q "scene.trace.jsonl is not a regular file: goldens are read and written only as regular files" fifo.out || fail "no FIFO error: $(cat fifo.out)"
    [ -p goldens/scene.trace.jsonl ] || fail "check $mode replaced the FIFO golden"
done
rm goldens/scene.trace.jsonl
"$BIN" check scene.yaml --goldens goldens --update >/dev/null 2>&1 || fail "check --update into a clean folder"
# A golden trace this version cannot read back (a hand edit, another version's type): shown as
# lines, saying why.
mkdir -p edited && cp goldens/scene@0.75.png goldens/scene.trace.jsonl edited/
sed -i '1s/"type":"touch"/"type":"finger"/' edited/scene.trace.jsonl
status=0
"$BIN" check scene.yaml --goldens edited --report report-edited >edited.out 2>&1 || status=$?
[ "$status" = 1 ] || fail "check with a golden trace it cannot read back: exit $status, not 1: $(cat edited.out)"
grep -qxF "scene trace: DIFF: trace differs from line 1 → report-edited/index.html" edited.out || fail "no raw trace DIFF: $(cat edited.out)"
grep -qxF '    Shown as lines: the golden cannot be read back as a trace (line 1: unknown event type "finger" (made by a later version of gesturescope?)).' \
    edited.out || fail "no reason the trace is shown as lines: $(cat edited.out)"
grep -q '^    - 1: {"t":0.2,"type":"finger"' edited.out || fail "the golden's line is not shown: $(cat edited.out)"
ln -s "$WORK/goldens" goldens-link
"$BIN" check scene.yaml --goldens goldens-link --report report-links >links.out 2>&1 && fail "a goldens folder that is a link was used"
grep -q "goldens folder goldens-link is a symbolic link" links.out || fail "no folder link error: $(cat links.out)"
# A project whose Scenes folder is a link: its default goldens are refused too, nothing written there.
mkdir -p linked-project elsewhere/goldens
cp "$COPY/Scenes/three-squares.yaml" "$COPY/Scenes/gallery.txt" elsewhere/
ln -s "$WORK/elsewhere" linked-project/Scenes
status=0
(cd linked-project && "$BIN" check three-squares --update >"$WORK/linked.out" 2>&1) || status=$?
[ "$status" = 2 ] || fail "check --update with a Scenes folder that is a link: exit $status, not 2: $(cat linked.out)"
grep -q "scenes folder .*/linked-project/Scenes is a symbolic link" linked.out || fail "no Scenes link error: $(cat linked.out)"
[ -z "$(ls -A elsewhere/goldens)" ] || fail "check --update wrote goldens through a linked Scenes folder"

# Links in the report folder: replaced by the report's own files; their targets untouched.
mkdir -p report-planted
ln -s "$WORK/home/secret" report-planted/index.html
ln -s "$WORK/home/secret" report-planted/scene@0.75.actual.png
# The JUnit file is the user's: written through a link, as `>` would, the link kept.
: >junit-target.xml && ln -s "$WORK/junit-target.xml" junit-link.xml
sed -i '0,/frame: \[45, 110,/s//frame: [50, 110,/' scene.yaml
status=0
"$BIN" check scene.yaml --goldens goldens --report report-planted --junit junit-link.xml >planted.out 2>&1 || status=$?
[ "$status" = 1 ] || fail "check into a report folder with planted links: exit $status: $(cat planted.out)"
[ "$(cat "$WORK/home/secret")" = "keep me" ] || fail "the report was written through a planted link"
for file in report-planted/index.html report-planted/scene@0.75.actual.png; do
    [ -f "$file" ] && [ ! -L "$file" ] || fail "$file is still a link"
done
[ -L junit-link.xml ] && grep -q "<testsuite" junit-target.xml || fail "--junit through a link did not write the file it points to: $(cat planted.out)"
# ... and in place into a FIFO (as into /dev/null), never replacing it with a regular file.
mkfifo junit.fifo
cat junit.fifo >junit-read.xml &
reader=$!
timeout 60 "$BIN" check scene.yaml --goldens goldens --report report-planted --junit junit.fifo >/dev/null 2>&1 || true
[ -p junit.fifo ] || { kill "$reader" 2>/dev/null; fail "--junit replaced a FIFO with a regular file"; }
wait "$reader"
grep -q "<testsuite" junit-read.xml || fail "--junit wrote nothing into the FIFO"
ln -s "$WORK/home" report-folder-link
"$BIN" check scene.yaml --goldens goldens --report report-folder-link >folder.out 2>&1 && fail "a report folder that is a link was used"
grep -q "is a symbolic link: the report is written only into a real folder" folder.out || fail "no report-folder link error: $(cat folder.out)"

# Shards merged, and jobs, give one run's output and reports.
cd "$COPY"
"$BIN" check --report "$WORK/one" --junit "$WORK/one.xml" >"$WORK/one.out" 2>&1 && fail "the edited copy passed"
for k in 1 2 3; do "$BIN" check --shard "$k/3" --report "$WORK/shard$k" >/dev/null 2>&1 || true; done
status=0
"$BIN" check --merge-reports "$WORK/shard1" "$WORK/shard2" "$WORK/shard3" --report "$WORK/merged" --junit "$WORK/merged.xml" \
    >"$WORK/merged.out" 2>&1 || status=$?
[ "$status" = 1 ] || fail "the merged shards: exit $status: $(cat "$WORK/merged.out")"
"$BIN" check --jobs 2 --report "$WORK/jobs" --junit "$WORK/jobs.xml" >"$WORK/jobs.out" 2>&1 && fail "check --jobs 2 passed the edited copy"
for run in merged jobs; do
    diff <(tail -n +2 "$WORK/one.out" | sed "s|$WORK/one|R|g") <(tail -n +2 "$WORK/$run.out" | sed "s|$WORK/$run|R|g") \
        || fail "$run: not the lines of one run"
    diff <(sed "s|$WORK/one|R|g" "$WORK/one.xml") <(sed "s|$WORK/$run|R|g" "$WORK/$run.xml") || fail "$run: not the JUnit of one run"
    cmp -s "$WORK/one/index.html" "$WORK/$run/index.html" || fail "$run: not the page of one run"
    cmp -s "$WORK/one/three-squares@0.75.diff.png" "$WORK/$run/three-squares@0.75.diff.png" || fail "$run: not the diff image of one run"
done
ls -A "$WORK/jobs" | grep -q '^\.check-jobs' && fail "check --jobs left its work folder"
# Interrupted while its jobs run, check --jobs kills them, removes their folder and exits 128 + the signal.
for signal in INT TERM; do
    "$BIN" check --jobs 2 --report "$WORK/stopped-$signal" >"$WORK/stopped.out" 2>&1 &
    pid=$!
    for _ in $(seq 200); do ls -A "$WORK/stopped-$signal" 2>/dev/null | grep -q '^\.check-jobs' && break; sleep 0.05; done
    ls -A "$WORK/stopped-$signal" | grep -q '^\.check-jobs' || fail "SIG$signal: check --jobs made no work folder"
    kill -"$signal" "$pid"
    status=0
    wait "$pid" || status=$?
    case $signal in INT) [ "$status" = 130 ] ;; TERM) [ "$status" = 143 ] ;; esac || fail "SIG$signal: exit $status: $(cat "$WORK/stopped.out")"
    ls -A "$WORK/stopped-$signal" | grep -q '^\.check-jobs' && fail "SIG$signal: check --jobs left its work folder"
done
"$BIN" check --merge-reports "$WORK/shard1" "$WORK/shard3" --report "$WORK/partial" >"$WORK/partial.out" 2>&1 && fail "a merge missing a shard passed"
grep -q "shard 2/3 missing" "$WORK/partial.out" || fail "no missing-shard error: $(cat "$WORK/partial.out")"
echo "ok: check project: a copied checkout's edits fail naming the copy, also through a link; golden links refused, report links replaced; failures name the diff, tell a changed trace by meaning (or as lines, saying why) and give the approve command; shards merged and --jobs 2 match one run"
