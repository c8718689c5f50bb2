#!/usr/bin/env python3
"""Checks that every rule the Swift sources cite is defined in docs/SEMANTICS.md.

The code names rules as `§N.M` (`§3.4`), whole sections as `§N` (`§6`), ranges as `§2.6–2.8`
(en dash, hyphen or em dash), lists as `§6.1–6.2, 6.6`, and worked scenarios as `§11 E7` or,
inside comments, a bare `E9`. Ranges within one section are expanded (`§3.7–3.9` cites 3.7,
3.8 and 3.9); scenario ranges too (`E1–E4`).

docs/SEMANTICS.md defines:
- a section `N` with a heading line `## N Title`;
- a rule `N.M` with a paragraph starting `**N.M**`;
- a scenario `EN` with a paragraph starting `**EN ` (its bold title).
A rule is only accepted under the heading of its own section, and defining anything twice is
an error. References inside SEMANTICS.md itself are checked too.

Exit status 0 when every reference is defined, 1 otherwise (each missing one is named with
file:line), 2 when the files cannot be read. Python 3 standard library only; runs from any
directory (paths are relative to this script unless --root is given).
"""

import argparse
import re
import sys
from pathlib import Path

DASH = r"[–—-]"
# A rule or section number: N or N.M (N has no leading zero, so "0.25 s" never matches).
NUMBER = r"[1-9]\d*(?:\.\d+)?"
SCENARIO = r"E[1-9]\d*"
# One item after §: a number or a scenario, optionally a range.
ITEM = rf"(?:{NUMBER}(?:\s*{DASH}\s*{NUMBER})?|{SCENARIO}(?:\s*{DASH}\s*{SCENARIO})?)"
NOT_A_QUANTITY = r"(?!\d|\.\d|\s*(?:pt|ms|s|rad)\b|\s*[°%])"
# §ITEM, then more items without their own §: joined by ", " or " and " (`§6.1–6.2, 6.6`), or a
# scenario after a space (`§11 E7`). A joined number followed by a unit is a quantity, not a rule.
CITATION = re.compile(
    rf"§\s?(?P<first>{ITEM}){NOT_A_QUANTITY}"
    rf"(?P<rest>(?:(?:\s*,\s*|\s+and\s+)(?!§){ITEM}{NOT_A_QUANTITY}|\s+{SCENARIO}(?:\s*{DASH}\s*{SCENARIO})?)*)"
)
ITEM_RE = re.compile(ITEM)
BARE_SCENARIO = re.compile(rf"(?<![\w§-]){SCENARIO}(?:\s*{DASH}\s*{SCENARIO})?(?![\w.])")

HEADING = re.compile(r"^##\s+([1-9]\d*)\s+\S")
RULE = re.compile(r"^\*\*([1-9]\d*)\.(\d+)\*\*(?:\s|$)")
SCENARIO_DEF = re.compile(rf"^\*\*({SCENARIO})[\s*]")


def expand(item):
    """The references one item stands for: `3.7–3.9` → 3.7, 3.8, 3.9; `E1–E4` → E1…E4."""
    parts = [p.strip() for p in re.split(DASH, item)]
    if len(parts) == 1:
        return parts, None
    start, end = parts
    if start.startswith("E") and end.startswith("E"):
        a, b = int(start[1:]), int(end[1:])
        if a <= b:
            return [f"E{n}" for n in range(a, b + 1)], None
        return [start, end], f"backwards range {item}"
    if "." in start and "." in end:
        (sa, ra), (sb, rb) = start.split("."), end.split(".")
        if sa == sb and int(ra) <= int(rb):
            return [f"{sa}.{n}" for n in range(int(ra), int(rb) + 1)], None
        return [start, end], f"range {item} spans sections or runs backwards; only its ends are checked"
    if "." not in start and "." not in end and int(start) <= int(end):
        return [str(n) for n in range(int(start), int(end) + 1)], None
    return [start, end], f"mixed range {item}; only its ends are checked"


def references_in_line(line):
    """(reference, note) pairs cited on one source line."""
    found = []
    for match in CITATION.finditer(line):
        for item in [match.group("first")] + ITEM_RE.findall(match.group("rest") or ""):
            refs, note = expand(item)
            found += [(ref, note) for ref in refs]
    # Bare scenario names (`(E9)`) count only in comments, never in code.
    comment = line.find("//")
    if comment >= 0:
        text = CITATION.sub(" ", line[comment:])
        for match in BARE_SCENARIO.finditer(text):
            refs, note = expand(match.group(0))
            found += [(ref, note) for ref in refs]
    return found


def definitions(doc):
    """Rule ids defined in SEMANTICS.md, and problems with the definitions themselves."""
    defined, problems = {}, []
    section = None
    for number, line in enumerate(doc.read_text(encoding="utf-8").splitlines(), 1):
        ids = []
        if m := HEADING.match(line):
            section = m.group(1)
            ids.append(section)
        elif m := RULE.match(line):
            if m.group(1) != section:
                problems.append(f"{doc.name}:{number}: rule {m.group(1)}.{m.group(2)} is outside section {m.group(1)}")
            ids.append(f"{m.group(1)}.{m.group(2)}")
        elif m := SCENARIO_DEF.match(line):
            ids.append(m.group(1))
        for rule in ids:
            if rule in defined:
                problems.append(f"{doc.name}:{number}: {rule} is already defined at line {defined[rule]}")
            else:
                defined[rule] = number
    return defined, problems


def label(ref):
    return ref if ref.startswith("E") else f"§{ref}"


def main():
    here = Path(__file__).resolve().parent
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--root", type=Path, default=here.parent.parent,
                        help="repository root (default: two levels above this script)")
    args = parser.parse_args()
    root = args.root.resolve()
    doc = root / "docs" / "SEMANTICS.md"
    sources = root / "Sources"
    if not doc.is_file() or not sources.is_dir():
        print(f"check_rule_references: need {doc} and {sources}/", file=sys.stderr)
        return 2

    defined, problems = definitions(doc)
    cited = 0
    distinct = set()
    notes = []

    def check(path, display):
        nonlocal cited
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for ref, note in references_in_line(line):
                cited += 1
                distinct.add(ref)
                if note:
                    notes.append(f"{display}:{number}: note: {note}")
                if ref not in defined:
                    problems.append(f"{display}:{number}: {label(ref)} is cited but not defined in docs/SEMANTICS.md")

    for path in sorted(sources.rglob("*.swift")):
        check(path, path.relative_to(root).as_posix())
    source_cited, source_distinct = cited, len(distinct)
    # The rulebook's own cross-references must resolve too (not counted in the summary).
    check(doc, "docs/SEMANTICS.md")

    for note in notes:
        print(note, file=sys.stderr)
    if problems:
        for problem in problems:
            print(problem, file=sys.stderr)
        print(f"rule references: {source_cited} cited, {source_distinct} distinct, "
              f"{len(problems)} problem{'s' if len(problems) != 1 else ''}")
        return 1
    print(f"rule references: {source_cited} cited, {source_distinct} distinct, all defined")
    return 0


if __name__ == "__main__":
    sys.exit(main())
