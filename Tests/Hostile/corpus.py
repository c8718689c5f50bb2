#!/usr/bin/env python3
"""Hostile input for the gesturescope command line: malformed, oversized and adversarial scene and
script files, and write faults (full disk, closed streams, special files, planted links).

    corpus.py generate DIR     write the corpus files and DIR/expected.json (what each must give)
    corpus.py check [BIN]      generate into a temporary folder, run every case against BIN
                               (default .build/debug/gesturescope) and print "N passed, M failed"

Every case states the exit code, a text that must appear in the output, and bounds on time and
memory: no input may crash (signal), hang (time limit) or balloon (memory limit) any command.
docs/RELIABILITY.md lists the limits these cases probe.
"""
import json
import os
import resource
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
HEAD = "name: hostile\nwindow: {size: [300, 300]}\n"
VIEW = "views:\n  - {id: v, frame: [0, 0, 100, 100], logTouches: true, gestures: [{id: pan, type: pan}]}\n"


def script(*steps):
    return "script:\n" + "".join("  - %s\n" % step for step in steps)


def alias_bomb(levels, fanout):
    text = HEAD + "views:\n  - &v0 {id: a, frame: [0, 0, 1, 1]}\n"
    for level in range(1, levels + 1):
        text += "  - &v%d [%s]\n" % (level, ", ".join(["*v%d" % (level - 1)] * fanout))
    return text


def alias_key_bomb():
    text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
    for level in range(1, 10):
        text += "a%d: &a%d [%s]\n" % (level, level, ", ".join(["*a%d" % (level - 1)] * 10))
    return text + "? *a9\n: 1\n"


def many_views(count):
    return HEAD + "views:\n" + "".join("  - {id: v%d, frame: [0, 0, 1, 1]}\n" % i for i in range(count))


def many_recognizers(count):
    return HEAD + "views:\n  - id: v\n    frame: [0, 0, 10, 10]\n    gestures:\n" + "".join(
        "      - {id: g%d, type: tap}\n" % i for i in range(count))


def many_errors(count):
    return HEAD + "views:\n" + "".join("  - {id: v%d, frame: [0, 0, 1, 1], alpha: 9}\n" % i for i in range(count))


def deep_views(depth):
    text = HEAD + "views:\n"
    for level in range(depth):
        pad = "    " * level
        text += "%s  - id: v%d\n%s    frame: [0, 0, 1, 1]\n%s    subviews:\n" % (pad, level, pad, pad)
    return text + "    " * depth + "  - {id: last, frame: [0, 0, 1, 1]}\n"


def brackets_on_every_line(depth):
    """Just under 4 MiB of list items, each nested `depth` brackets deep: as deep as the composer's
    bound of 200 levels lets a file nest, on every line a file may hold."""
    line = "  - " + "[" * depth + "]" * depth + "\n"
    return HEAD + "views:\n" + line * (((4 << 20) - 300) // len(line))


def validate(name, text, code, expect, seconds=10, megabytes=300):
    return {"name": name, "file": name + ".yaml", "text": text, "args": ["validate", "{file}"],
            "code": code, "expect": expect, "seconds": seconds, "megabytes": megabytes}


def cases():
    """Every case: what to write, what to run, what must come out."""
    big_padding = "# " + "x" * 76 + "\n"
    return [
        validate("alias-bomb-9x10", alias_bomb(9, 10), 2, "an anchor ('&…'): scene files use plain YAML"),
        validate("alias-key-bomb", alias_key_bomb(), 2, "an anchor"),
        validate("tag-str-number", HEAD + "views: []\nposterTime: !!str 100\n", 2, "a tag ('!…')"),
        validate("time-1e16", HEAD + VIEW + script("{t: 1e16, down: 1, at: [10, 10]}", "{t: 1e16, up: 1}"), 2,
                 "t must be between 0 and 3600, found 1e16"),
        validate("move-1e7-seconds", HEAD + VIEW + script("{t: 0, down: 1, at: [10, 10]}",
                 "{t: 0, move: 1, to: [50, 50], duration: 1e7}", "{t: 20, up: 1}"), 2, "duration must be between 0 and 3600"),
        validate("move-2e17-seconds", HEAD + VIEW + script("{t: 0, down: 1, at: [10, 10]}",
                 "{t: 0, move: 1, to: [50, 50], duration: 2e17}", "{t: 20, up: 1}"), 2, "found 2e17"),
        validate("moves-over-an-hour", HEAD + VIEW + script("{t: 0, down: 1, at: [10, 10]}",
                 *["{t: %d, move: 1, to: [%d, 50], duration: 1000}" % (i * 1000, i) for i in range(4)], "{t: 3600, up: 1}"),
                 2, "moves last more than 3600 s in all"),
        validate("frame-1e300", HEAD + "views:\n  - {id: v, frame: [1e300, -1e300, 10, 10]}\n", 2, "frame 1e300 is too large"),
        validate("coordinate-1.8e305", HEAD + VIEW + script("{t: 0, down: 1, at: [1.8e305, 0]}", "{t: 1, up: 1}"), 2, "is too large"),
        validate("larger-than-4-MiB", HEAD + "views: []\n" + big_padding * 55000, 2, "larger than the 4 MiB a scene may be"),
        validate("thousands-of-errors", many_errors(30000), 2, "more problems may not be shown", seconds=30),
        validate("20001-views", many_views(20001), 2, "more than 20000 views", seconds=30),
        validate("10000-recognizers-on-one-view", many_recognizers(10000), 2, "has 10000 recognizers", seconds=20),
        validate("views-nested-80-deep", deep_views(80), 2, "views nest more than 64 levels deep"),
        validate("brackets-nested-5000-deep", HEAD + "views: " + "[" * 5000 + "]" * 5000 + "\n", 2,
                 ":3:207: error: lists and mappings nested more than 200 levels deep"),
        validate("brackets-nested-197-deep-on-every-line", brackets_on_every_line(197), 2, "expected a mapping for a view", seconds=15),
        validate("braces-nested-500-deep-in-a-script", HEAD + VIEW + script("{t: 0.2, down: 1, at: [100, %s]}" % ("{" * 500 + "}" * 500),
                 "{t: 1.2, up: 1}"), 2, ":6:229: error: lists and mappings nested more than 200 levels deep", seconds=5),
        validate("dashes-nested-100000-deep", HEAD + "views:\n  " + "- " * 100000 + "x\n", 2,
                 ":4:401: error: lists and mappings nested more than 200 levels deep"),
        validate("indented-4-MB", HEAD + "views:\n" + " " * ((4 << 20) - 200) + "- {id: v, frame: [0, 0, 1, 1]}\n", 0, ": ok"),
        validate("label-20000-characters", HEAD + "views:\n  - {id: v, frame: [0, 0, 1, 1], label: %s}\n" % ("x" * 20000), 2,
                 "label is 20000 characters long"),
        validate("fullwidth-colour", HEAD + "views:\n  - {id: v, frame: [0, 0, 1, 1], background: \"#ＦＦＦ\"}\n", 2,
                 "background '#ＦＦＦ' is not a colour"),
        validate("minimum-over-maximum-touches", HEAD + "views:\n  - id: v\n    frame: [0, 0, 10, 10]\n    gestures:\n"
                 "      - {id: p, type: pan, minimumTouches: 3, maximumTouches: 2}\n", 2, "minimumTouches 3 is more than maximumTouches 2"),
        validate("duplicate-key-at-the-repeat", HEAD + "views:\n  - id: v\n    frame: [0, 0, 1, 1]\n    alpha: 1\n    frame: [0, 0, 2, 2]\n",
                 2, ":7:5: error: duplicate key 'frame'"),
        validate("down-while-moving", HEAD + VIEW + script("{t: 0, down: 1, at: [10, 10]}", "{t: 0, move: 1, to: [50, 50], duration: 1}",
                 "{t: 0.5, down: 1, at: [10, 10]}", "{t: 2, up: 1}"), 2, "finger 1 is already down (line 6)"),
        validate("not-utf8", HEAD + "views: []\ndescription: \"\udcff\"\n", 2, "not UTF-8 text"),
        validate("empty", "", 2, "the file is empty"),
        validate("script-20001-steps", "script:\n" + "".join("  - {t: 0, down: %d, at: [0, 0]}\n" % (i % 1000 + 1) for i in range(20001)),
                 2, "the script has 20001 steps", seconds=30),
        validate("drag-items-1e300", HEAD + "views:\n  - {id: v, frame: [0, 0, 10, 10], interactions: {drag: {items: 1e300}}}\n", 2,
                 "items must be a whole number"),
        validate("drag-items-over-the-badge", HEAD + "views:\n  - {id: v, frame: [0, 0, 10, 10], interactions: {drag: {itemsForAdding: 100000}}}\n",
                 2, "itemsForAdding must be between 0 and 99"),
        validate("unknown-drop-proposal", HEAD + "views:\n  - {id: v, frame: [0, 0, 10, 10], interactions: {drop: {proposal: teleport}}}\n", 2,
                 "unknown proposal 'teleport'"),
        validate("unknown-system-edge", "name: e\nwindow: {size: [300, 300], systemEdges: [left]}\n", 2, "unknown edge 'left'"),
        {"name": "drags-and-edges-to-a-million-points", "file": "drag-far.yaml",
         "text": "name: far\nwindow: {size: [300, 300], systemEdges: [bottom, top, trailing], deferSystemGestures: [top]}\nviews:\n"
                 + "".join("  - {id: p%d, frame: [%d, %d, 10, 10], interactions: {drag: {items: 99, itemsForAdding: 99}, drop: {proposal: move,"
                           " perform: [moveItemsIn]}}}\n" % (i, (i * 7) % 290, (i * 13) % 290) for i in range(2000))
                 + script("{t: 0, down: 1, at: [5, 5]}", "{t: 0.6, move: 1, to: [1000000, -1000000], duration: 0.2}",
                          "{t: 0.9, down: 2, at: [150, 150]}", "{t: 0.95, up: 2}", "{t: 1, move: 1, to: [150, 299], duration: 0.1}",
                          "{t: 1.2, up: 1}", "{t: 1.5, down: 3, at: [150, 299]}", "{t: 1.6, move: 3, to: [150, -1e6], duration: 0.1}",
                          "{t: 1.8, up: 3}"),
         "args": ["trace", "{file}", "--format", "text"], "code": 0, "expect": "drag S1 landed", "seconds": 30, "megabytes": 400},
        {"name": "scroll-flings-to-a-million-points", "file": "scroll-far.yaml",
         "text": "name: far\nwindow: {size: [300, 300]}\nviews:\n"
                 "  - id: s\n    frame: [0, 0, 300, 300]\n"
                 "    scroll: {contentSize: [1000000, 1000000], paging: true, directionalLock: true, minimumZoomScale: 0.01,"
                 " maximumZoomScale: 100, zoomView: z, contentInset: [1000000, 1000000, 1000000, 1000000]}\n"
                 "    subviews:\n      - {id: z, frame: [0, 0, 1000000, 1000000], background: red}\n"
                 "  - id: t\n    frame: [0, 0, 0, 0]\n    scroll: {contentSize: [0, 0], alwaysBounceVertical: true}\n"
                 + script("{t: 0, down: 1, at: [150, 150]}", "{t: 0.01, move: 1, to: [-1000000, 1000000], duration: 0.002}",
                          "{t: 0.013, up: 1}", "{t: 0.5, down: 1, at: [100, 150]}", "{t: 0.5, down: 2, at: [200, 150]}",
                          "{t: 0.51, move: 1, to: [90, 150], duration: 0.1}", "{t: 0.51, move: 2, to: [210, 150], duration: 0.1}",
                          "{t: 0.7, move: 1, to: [-1000000, 150], duration: 0.01}", "{t: 0.7, move: 2, to: [1000000, 150], duration: 0.01}",
                          "{t: 0.73, up: 1}", "{t: 0.73, up: 2}", "{t: 1, down: 3, at: [150, 150]}", "{t: 1.1, up: 3}"),
         "args": ["trace", "{file}", "--format", "text"], "code": 0, "expect": "scroll s zoomed to 100", "seconds": 20, "megabytes": 300},
        {"name": "control-characters-in-the-text-trace", "file": "escape.yaml",
         "text": HEAD + "views:\n  - {id: v, frame: [0, 0, 100, 100], gestures: [{id: \"p\\e[2J\", type: tap}]}\n"
                 + script("{t: 0, down: 1, at: [10, 10]}", "{t: 0.1, up: 1}"),
         "args": ["trace", "{file}", "--format", "text"], "code": 0, "expect": "p\\u{1B}[2J", "seconds": 10, "megabytes": 300,
         "no_raw_control": True},
        {"name": "control-characters-in-diagnostics", "file": "escape-bad.yaml",
         "text": "name: esc\nwindow: {size: [300, 300]}\nviews:\n  - {id: v, frame: [0, 0, 1, 1], \"bad\\e[2Jkey\": 1}\n",
         "args": ["validate", "{file}"], "code": 2, "expect": "unknown key 'bad\\u{1B}[2Jkey'", "seconds": 10, "megabytes": 300,
         "no_raw_control": True},
        {"name": "huge-allowed-geometry-snapshot", "file": "huge.yaml",
         "text": "name: huge\nwindow: {size: [300, 300]}\nviews:\n"
                 "  - {id: a, frame: [-1000000, -1000000, 1000000, 1000000], background: red, cornerRadius: 1000000, transform: {scale: 1000}}\n"
                 "  - {id: b, frame: [100, 100, 1000000, 1000000], background: blue, border: {width: 1000000, color: green},"
                 " transform: {scale: 1000, rotateDegrees: 33}}\n"
                 + script("{t: 0, down: 1, at: [150, 150]}", "{t: 0.1, move: 1, to: [1000000, -1000000], duration: 0.2}", "{t: 0.5, up: 1}"),
         "args": ["snapshot", "{file}", "--scale", "4", "--out", "{dir}/huge.png"], "code": 0, "expect": "", "seconds": 20, "megabytes": 400},
        {"name": "code-panel-with-a-6000-character-label", "file": "long-label.yaml",
         "text": HEAD + "views:\n  - {id: v, frame: [0, 0, 100, 100], label: %s}\n" % ("x" * 6000),
         "args": ["snapshot", "{file}", "--layers", "timeline,code", "--out", "{dir}/long-label.png"], "code": 0, "expect": "",
         "seconds": 10, "megabytes": 400},
        {"name": "scene-path-is-a-directory", "args": ["validate", "{dir}"], "code": 2, "expect": "is a directory, not a scene file",
         "seconds": 10, "megabytes": 300},
        {"name": "scene-path-is-dev-zero", "args": ["trace", "/dev/zero"], "code": 2, "expect": "is not a regular file",
         "seconds": 10, "megabytes": 300},
        {"name": "scene-path-is-a-fifo", "setup": "fifo", "args": ["validate", "{dir}/scene-fifo.yaml"], "code": 2,
         "expect": "is not a regular file", "seconds": 10, "megabytes": 300},
        {"name": "trace-to-a-full-disk", "args": ["trace", "intro"], "stdout": "/dev/full", "code": 1,
         "expect": "cannot write to standard output: No space left on device", "seconds": 20, "megabytes": 300},
        {"name": "trace-with-stdout-closed", "args": ["trace", "intro"], "stdout": "closed", "code": 1,
         "expect": "cannot write to standard output: Bad file descriptor", "seconds": 20, "megabytes": 300},
        {"name": "validate-to-a-full-disk", "args": ["validate", ROOT + "/Scenes/intro.yaml"], "stdout": "/dev/full", "code": 1,
         "expect": "No space left on device", "seconds": 20, "megabytes": 300},
        {"name": "snapshot-through-a-link-to-dev-full", "setup": "link-to-dev-full",
         "args": ["snapshot", "intro", "--out", "{dir}/full.png"], "code": 1, "expect": "cannot write", "seconds": 20,
         "megabytes": 300, "after": "dev-full-is-a-device"},
        {"name": "snapshot-into-a-fifo", "setup": "fifo-reader", "args": ["snapshot", "intro", "--out", "{dir}/out-fifo.png"],
         "code": 0, "expect": "", "seconds": 20, "megabytes": 300, "after": "fifo-got-a-png"},
        {"name": "snapshot-replaces-a-file-leaving-no-temporary", "setup": "old-file",
         "args": ["snapshot", "intro", "--out", "{dir}/replace/out.png"], "code": 0, "expect": "", "seconds": 20,
         "megabytes": 300, "after": "replaced-cleanly"},
        {"name": "snapshot-into-a-missing-folder", "args": ["snapshot", "intro", "--out", "{dir}/no/such/folder/out.png"],
         "code": 1, "expect": "No such file or directory", "seconds": 20, "megabytes": 300},
        {"name": "no-display-snapshot-ignores-a-planted-link", "setup": "planted-tmp-link", "args": ["run", "intro"],
         "env": {"DISPLAY": "", "WAYLAND_DISPLAY": "", "TMPDIR": "{dir}/shared-tmp"}, "code": 0, "expect": "No display",
         "seconds": 30, "megabytes": 300, "after": "victim-untouched"},
        {"name": "a-planted-intro-in-the-current-folder-is-not-the-default-scene", "setup": "planted-intro",
         "args": ["run"], "cwd": "{dir}/planted", "env": {"DISPLAY": "", "WAYLAND_DISPLAY": "", "TMPDIR": "{dir}"},
         "code": 0, "expect": "Intro — hit testing", "seconds": 30, "megabytes": 300},
        {"name": "copied-binary-ignores-planted-resources", "setup": "copied-binary", "args": [], "binary": "{dir}/copy/gesturescope",
         "cwd": "{dir}/copy", "arguments_after": ["trace", "intro"], "code": 1, "expect": "cannot find the Gesturescope resources",
         "seconds": 20, "megabytes": 300},
        {"name": "check-goldens-folder-is-a-file", "file": "goldens-file.txt", "text": "not a folder\n",
         "args": ["check", "intro", "--goldens", "{file}", "--report", "{dir}/report"], "code": 2, "expect": "is not a folder",
         "seconds": 20, "megabytes": 300},
        {"name": "check-report-folder-is-a-file", "file": "report-file.txt", "text": "not a folder\n",
         "args": ["check", "intro", "--report", "{file}"], "code": 2, "expect": "--report", "seconds": 20, "megabytes": 300},
        {"name": "check-with-a-corrupt-golden", "file": "checked.yaml", "text": "name: checked\nwindow: {size: [100, 100]}\ncheckpoints: [1]\n", "setup": "corrupt-golden",
         "args": ["check", "{file}", "--goldens", "{dir}/corrupt-goldens", "--report", "{dir}/report"], "code": 2,
         "expect": "not a readable PNG", "seconds": 20, "megabytes": 300},
        {"name": "check-a-golden-that-is-a-fifo", "file": "fifo-checked.yaml", "text": "name: checked\nwindow: {size: [100, 100]}\ncheckpoints: [1]\n", "setup": "fifo-golden",
         "args": ["check", "{file}", "--goldens", "{dir}/fifo-goldens", "--report", "{dir}/report"], "code": 2,
         "expect": "not a regular file", "seconds": 20, "megabytes": 300},
        # A golden trace a hostile hand wrote: nested past the reader's bound, a lone surrogate, an
        # unknown type. It cannot be read back, so it is shown as lines, saying why; never a trap.
        {"name": "check-a-golden-trace-that-cannot-be-read-back", "file": "trace-checked.yaml",
         "text": "name: checked\nwindow: {size: [100, 100]}\ncheckpoints: [1]\n", "setup": "hostile-trace-golden",
         "args": ["check", "{file}", "--goldens", "{dir}/trace-goldens", "--report", "{dir}/report"], "code": 1,
         "expect": "Shown as lines: the golden cannot be read back as a trace (line 1: column 17: nested deeper than 16 levels)",
         "seconds": 20, "megabytes": 300},
        {"name": "check-a-checkpoint-far-in-the-future", "file": "far-checkpoint.yaml",
         "text": "name: far\nwindow: {size: [100, 100]}\ncheckpoints: [1e300]\n",
         "args": ["check", "{file}", "--report", "{dir}/report"], "code": 2, "expect": "checkpoint must be between 0 and 3600",
         "seconds": 20, "megabytes": 300},
        {"name": "record-to-a-time-far-in-the-future", "args": ["record", "intro", "--to", "1e300", "--out", "{dir}/far.mp4"],
         "code": 64, "expect": "--to must be a script time", "seconds": 20, "megabytes": 300},
        {"name": "record-with-a-caption-without-a-time", "args": ["record", "intro", "--caption", "no time", "--out", "{dir}/c.mp4"],
         "code": 64, "expect": "--caption", "seconds": 20, "megabytes": 300},
        {"name": "record-into-a-missing-folder", "args": ["record", "intro", "--to", "0.2", "--out", "{dir}/no/such/folder/f.png"],
         "code": 1, "expect": "No such file or directory", "seconds": 20, "megabytes": 300},
        {"name": "record-a-script-that-is-an-alias-bomb", "file": "bomb-script.yaml", "text": "script: &a [*a]\n",
         "args": ["record", "intro", "--script", "{file}", "--out", "{dir}/bomb.mp4"], "code": 2, "expect": "alias",
         "seconds": 20, "megabytes": 300},
        {"name": "capture-into-a-non-yaml-file", "args": ["run", "intro", "--capture", "{dir}/take.txt"],
         "code": 64, "expect": "--capture must name a .yaml file", "seconds": 20, "megabytes": 300},
        {"name": "sigquit-ends-at-once", "args": ["bench", "--sequences", "1000000", "--runs", "99"], "signal_after": 1.0,
         "signal": "SIGQUIT", "code": -signal.SIGQUIT, "expect": "", "seconds": 5, "megabytes": 2000},
    ]


def all_cases():
    """`cases()`, then those of every topic module beside this file (`cases_<topic>.py`, each with
    a `cases(corpus)` taking this module for its helpers), in name order."""
    import importlib.util
    found = cases()
    for name in sorted(os.listdir(HERE)):
        if name.startswith("cases_") and name.endswith(".py"):
            spec = importlib.util.spec_from_file_location(name[:-3], os.path.join(HERE, name))
            module = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(module)
            found += module.cases(sys.modules[__name__])
    return found


def generate(folder):
    os.makedirs(folder, exist_ok=True)
    listing = []
    for case in all_cases():
        if "text" in case:
            with open(os.path.join(folder, case["file"]), "w", encoding="utf-8", errors="surrogateescape") as out:
                out.write(case["text"])
        listing.append({key: value for key, value in case.items() if key != "text"})
    with open(os.path.join(folder, "expected.json"), "w") as out:
        json.dump(listing, out, indent=1, ensure_ascii=False)


def prepare(case, folder, binary):
    """Builds what a case needs besides its file; returns extra state for the after-check."""
    setup = case.get("setup")
    if setup == "fifo":
        os.mkfifo(os.path.join(folder, "scene-fifo.yaml"))
    elif setup == "corrupt-golden":
        os.makedirs(os.path.join(folder, "corrupt-goldens"), exist_ok=True)
        with open(os.path.join(folder, "corrupt-goldens", "checked@1.png"), "wb") as out:
            out.write(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4)
    elif setup == "hostile-trace-golden":
        os.makedirs(os.path.join(folder, "trace-goldens"), exist_ok=True)
        with open(os.path.join(folder, "trace-goldens", "trace-checked.trace.jsonl"), "w") as out:
            out.write("[" * 1000 + "\n" + '{"t":0,"type":"log","recognizer":"a","message":"\\ud800"}\n{"t":0,"type":"teleport"}\n')
    elif setup == "fifo-golden":
        os.makedirs(os.path.join(folder, "fifo-goldens"), exist_ok=True)
        os.mkfifo(os.path.join(folder, "fifo-goldens", "fifo-checked@1.png"))
    elif setup == "link-to-dev-full":
        os.symlink("/dev/full", os.path.join(folder, "full.png"))
    elif setup == "fifo-reader":
        path = os.path.join(folder, "out-fifo.png")
        os.mkfifo(path)
        received = {}
        reader = threading.Thread(target=lambda: received.update(data=open(path, "rb").read()), daemon=True)
        reader.start()
        return {"received": received, "reader": reader, "path": path}
    elif setup == "old-file":
        os.makedirs(os.path.join(folder, "replace"), exist_ok=True)
        with open(os.path.join(folder, "replace", "out.png"), "w") as out:
            out.write("old")
    elif setup == "planted-tmp-link":
        shared = os.path.join(folder, "shared-tmp")
        os.makedirs(shared, exist_ok=True)
        victim = os.path.join(folder, "victim.txt")
        with open(victim, "w") as out:
            out.write("keep me")
        os.symlink(victim, os.path.join(shared, "gesturescope-intro.png"))
        return {"victim": victim}
    elif setup == "planted-intro":
        os.makedirs(os.path.join(folder, "planted"), exist_ok=True)
        with open(os.path.join(folder, "planted", "intro"), "w") as out:
            out.write("name: planted\nwindow: {size: [100, 100]}\n")
    elif setup == "copied-binary":
        copy = os.path.join(folder, "copy")
        os.makedirs(os.path.join(copy, "Assets", "fonts"), exist_ok=True)
        os.makedirs(os.path.join(copy, "Scenes"), exist_ok=True)
        shutil.copy(binary, os.path.join(copy, "gesturescope"))
        shutil.copy(os.path.join(ROOT, "Assets", "fonts", "DejaVuSans.ttf"), os.path.join(copy, "Assets", "fonts"))
        shutil.copy(os.path.join(ROOT, "Scenes", "intro.yaml"), os.path.join(copy, "Scenes"))
    return {}


def after_check(case, folder, state):
    check = case.get("after")
    if check == "dev-full-is-a-device":
        return stat.S_ISCHR(os.stat("/dev/full").st_mode) or "/dev/full is no longer a device"
    if check == "fifo-got-a-png":
        state["reader"].join(5)
        if not stat.S_ISFIFO(os.lstat(state["path"]).st_mode):
            return "the FIFO was replaced"
        return state["received"].get("data", b"").startswith(b"\x89PNG") or "the reader got no PNG"
    if check == "replaced-cleanly":
        names = sorted(os.listdir(os.path.join(folder, "replace")))
        if names != ["out.png"]:
            return "left behind: %s" % names
        with open(os.path.join(folder, "replace", "out.png"), "rb") as png:
            return png.read(4) == b"\x89PNG" or "not replaced by a PNG"
    if check == "victim-untouched":
        with open(state["victim"]) as victim:
            return victim.read() == "keep me" or "the planted link was followed"
    return True


def run_case(case, folder, binary):
    """Runs one case; returns None when it behaves, else what went wrong."""
    state = prepare(case, folder, binary)
    fill = lambda text: text.replace("{dir}", folder).replace("{file}", os.path.join(folder, case.get("file", "")))
    program = fill(case.get("binary", binary))
    arguments = [program] + [fill(a) for a in case["args"] + case.get("arguments_after", [])]
    environment = dict(os.environ)
    for key, value in case.get("env", {}).items():
        environment[key] = fill(value)
    stdout = subprocess.PIPE
    close_stdout = False
    if case.get("stdout") == "/dev/full":
        stdout = open("/dev/full", "w")
    elif case.get("stdout") == "closed":
        close_stdout = True
    megabytes = case["megabytes"]

    def limits():
        resource.setrlimit(resource.RLIMIT_AS, (megabytes << 21, megabytes << 21))
        if close_stdout:
            os.close(1)

    started = time.monotonic()
    process = subprocess.Popen(arguments, stdout=stdout, stderr=subprocess.PIPE, env=environment,
                               cwd=fill(case.get("cwd", ROOT)), preexec_fn=limits)
    if "signal_after" in case:
        time.sleep(case["signal_after"])
        process.send_signal(getattr(signal, case["signal"]))
        started = time.monotonic()
    try:
        output, errors = process.communicate(timeout=case["seconds"])
    except subprocess.TimeoutExpired:
        process.kill()
        process.communicate()
        return "no answer within %d s" % case["seconds"]
    elapsed = time.monotonic() - started
    text = (output or b"").decode("utf-8", "replace") + (errors or b"").decode("utf-8", "replace")
    if process.returncode < 0 and process.returncode != case["code"]:
        return "killed by signal %d after %.1f s: %s" % (-process.returncode, elapsed, text[-300:])
    if process.returncode != case["code"]:
        return "exit %d, expected %d: %s" % (process.returncode, case["code"], text[-300:])
    if case["expect"] and case["expect"] not in text:
        return "output lacks %r: %s" % (case["expect"], text[-300:])
    if case.get("no_raw_control") and any(ord(c) < 32 and c not in "\n\t" for c in text):
        return "raw control characters reached the terminal"
    verdict = after_check(case, folder, state)
    return None if verdict is True else verdict


def check(binary):
    binary = os.path.abspath(binary)
    passed = failed = 0
    with tempfile.TemporaryDirectory(prefix="gesturescope-hostile-") as folder:
        generate(folder)
        for case in all_cases():
            problem = run_case(case, folder, binary)
            if problem is None:
                passed += 1
            else:
                failed += 1
                print("FAIL %s: %s" % (case["name"], problem), file=sys.stderr)
    print("hostile input: %d passed, %d failed" % (passed, failed))
    return failed == 0


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "generate":
        generate(sys.argv[2])
    elif len(sys.argv) >= 2 and sys.argv[1] == "check":
        sys.exit(0 if check(sys.argv[2] if len(sys.argv) > 2 else os.path.join(ROOT, ".build/debug/gesturescope")) else 1)
    else:
        print(__doc__)
        sys.exit(64)
