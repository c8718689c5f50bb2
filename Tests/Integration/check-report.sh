#!/usr/bin/env bash
# gesturescope check end to end: goldens made with --update match; a moved view makes exit 1, a
# diff PNG and a JUnit failure; the HTML report loads in a real headless Chromium with every
# image and link resolving to a file beside it.
source "$(dirname "$0")/lib.sh"

command -v chromium >/dev/null || fail "chromium is not installed (make setup-test installs it)"
cp "$ROOT/Scenes/three-squares.yaml" "$WORK/scene.yaml"
cd "$WORK"

"$BIN" check scene.yaml --goldens goldens --update >update.out 2>&1 || fail "check --update: $(cat update.out)"
grep -qx "goldens/scene@0.75.png: new" update.out || fail "check --update did not say the golden is new: $(cat update.out)"
"$BIN" snapshot scene.yaml --at 0.75 --out snapshot.png
cmp -s snapshot.png goldens/scene@0.75.png || fail "the golden is not what snapshot --at 0.75 renders"
"$BIN" trace scene.yaml | cmp -s - goldens/scene.trace.jsonl || fail "the golden trace is not what trace prints"

"$BIN" check scene.yaml --goldens goldens --report report --junit junit.xml >pass.out 2>&1 || fail "check on its own goldens: $(cat pass.out)"
grep -q "^check: 2 matched" pass.out || fail "no summary line: $(cat pass.out)"
[ -f report/index.html ] || fail "no report page when everything matches"

# The first view, one step to the right.
sed -i '0,/frame: \[40, 110,/s//frame: [52, 110,/' scene.yaml
grep -q "frame: \[52, 110," scene.yaml || fail "the scene's first view was not moved"
status=0
"$BIN" check scene.yaml --goldens goldens --report report --junit junit.xml >fail.out 2>&1 || status=$?
[ "$status" = 1 ] || fail "check on a moved view: exit $status, not 1: $(cat fail.out)"
grep -q "^scene@0.75: DIFF [0-9]* pixels → report/scene@0.75.diff.png$" fail.out || fail "no DIFF line: $(cat fail.out)"
[ "$(head -c 8 report/scene@0.75.diff.png | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || fail "no diff PNG"
python3 - junit.xml <<'PY' || fail "JUnit report: $(cat junit.xml)"
import sys, xml.etree.ElementTree as tree
suite = tree.parse(sys.argv[1]).getroot().find("testsuite")
cases = suite.findall("testcase")
failed = [case.get("name") for case in cases if case.find("failure") is not None]
assert [case.get("name") for case in cases] == ["scene@0.75", "scene trace"], cases
assert failed == ["scene@0.75"], failed
assert suite.get("failures") == "1"
PY

# The page in a real browser: it loads, and everything it points at is a file beside it.
timeout 60 chromium --headless --disable-gpu --no-sandbox --dump-dom "file://$WORK/report/index.html" >dom.html 2>chromium.err \
    || fail "chromium could not load the report: $(tail -5 chromium.err)"
timeout 60 chromium --headless --disable-gpu --no-sandbox --window-size=1400,1000 --screenshot="$WORK/page.png" \
    "file://$WORK/report/index.html" >/dev/null 2>>chromium.err || fail "chromium could not take a screenshot: $(tail -5 chromium.err)"
[ -s page.png ] || fail "no screenshot"
python3 - dom.html report <<'PY' || fail "the report's links"
import html.parser, os, sys, urllib.parse
class Links(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.images, self.links, self.text = [], [], []
    def handle_starttag(self, tag, attributes):
        attributes = dict(attributes)
        if tag == "img": self.images.append(attributes.get("src"))
        if tag == "a": self.links.append(attributes.get("href"))
    def handle_data(self, data): self.text.append(data)
page = Links()
page.feed(open(sys.argv[1], encoding="utf-8").read())
assert "1 matched, 1 differs" in "".join(page.text), "no summary in the loaded page"
assert len(page.images) == 3, page.images
for reference in page.images + page.links:
    assert reference, "an empty link"
    parts = urllib.parse.urlsplit(reference)
    assert not parts.scheme and not parts.netloc and not parts.path.startswith("/"), f"not a relative link: {reference}"
    target = os.path.join(sys.argv[2], urllib.parse.unquote(parts.path))
    assert os.path.isfile(target), f"broken link: {reference}"
    if reference in page.images:
        assert open(target, "rb").read(8) == b"\x89PNG\r\n\x1a\n", f"not a PNG: {reference}"
PY
echo "ok: check report: goldens from --update match snapshot and trace; a moved view exits 1 with a diff PNG, a JUnit failure and a report whose images and links all resolve in Chromium"
