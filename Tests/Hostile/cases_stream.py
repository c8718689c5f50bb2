"""Hostile cases of issue 30 §3–4: traces read back as input (line ends, blank lines, touches down
at once), controls whose keys contradict each other, and what a small scene can make the engine
emit. Loaded by corpus.py (`cases(corpus)`)."""


def touch(time, number, phase):
    return '{"t":%g,"type":"touch","touch":%d,"phase":"%s","x":%d,"y":%d}' % (time, number, phase, number % 300, number * 7 % 300)


def touches_down(count):
    """`count` touches put down one after another, then lifted."""
    downs = [touch(0.001 * i, i, "began") for i in range(1, count + 1)]
    ups = [touch(5 + 0.001 * i, i, "ended") for i in range(1, count + 1)]
    return "\n".join(downs + ups) + "\n"


def held_steppers(count, seconds):
    """`count` steppers, each held down by a finger of its own for `seconds`: every held stepper
    repeats ten times a second, three trace events each."""
    views = "".join("  - {id: s%d, frame: [%d, %d, 90, 28], control: {type: stepper, maximum: 1000000}}\n"
                    % (i, i % 10 * 95, i // 10 * 30) for i in range(count))
    downs = "".join("  - {t: 0, down: %d, at: [%d, %d]}\n" % (i + 1, i % 10 * 95 + 70, i // 10 * 30 + 14) for i in range(count))
    ups = "".join("  - {t: %d, up: %d}\n" % (seconds, i + 1) for i in range(count))
    return "name: steppers\nwindow: {size: [960, %d]}\nviews:\n%sscript:\n%s%s" % (count // 10 * 30 + 30, views, downs, ups)


def control(name, keys, expect, corpus):
    text = corpus.HEAD + "views:\n  - {id: c, frame: [0, 0, 100, 40], control: {%s}}\n" % keys
    return corpus.validate(name, text, 2, expect)


def cases(corpus):
    trace = lambda name, text, code, expect, seconds=20, megabytes=300: {
        "name": name, "file": name + ".jsonl", "text": text, "args": ["trace", "intro", "--input-trace", "{file}"],
        "code": code, "expect": expect, "seconds": seconds, "megabytes": megabytes}
    return [
        control("stepper-minimum-over-maximum", "type: stepper, minimum: 100, maximum: 0",
                ":4:71: error: minimum 100 is more than maximum 0", corpus),
        control("stepper-value-out-of-range", "type: stepper, value: 1000000, maximum: 1",
                ":4:69: error: value 1000000 is outside the stepper's range 0…1", corpus),
        control("segmented-selected-past-the-last", "type: segmented, segments: 3, selected: 10",
                ":4:87: error: selected 10 is past the last of 3 segments", corpus),
        control("page-control-page-past-the-last", "type: pageControl, pages: 3, page: 19",
                ":4:82: error: page 19 is past the last of 3 pages", corpus),
        {"name": "capture-and-trace-the-same-file-spelled-twice", "args": ["run", "intro", "--capture", "{dir}/same.yaml",
         "--trace-out", "{dir}/./same.yaml"], "code": 64, "expect": "--capture and --trace-out name the same file",
         "seconds": 20, "megabytes": 300, "env": {"DISPLAY": "", "WAYLAND_DISPLAY": ""}},
        {"name": "1000-steppers-held-for-an-hour", "file": "steppers.yaml", "text": held_steppers(1000, 3600),
         "args": ["trace", "{file}"], "code": 2, "expect": "steppers.yaml:2004: error: the replay wrote more than 2000000 trace events",
         "seconds": 60, "megabytes": 300},
        trace("trace-input-with-crlf-line-ends", touch(0.1, 1, "began") + "\r\n" + touch(0.2, 1, "ended") + "\r\n", 0,
              '"phase":"ended"'),
        trace("trace-input-of-10-MB-of-newlines", "\n" * (10 << 20), 0, "", megabytes=200),
        trace("trace-input-1001-touches-down", touches_down(1001), 2, "1001-touches-down.jsonl:1001: error: more than 1000 touches down at once"),
        {"name": "snapshot-trace-1001-touches-down", "file": "snapshot-touches.jsonl", "text": touches_down(1001),
         "args": ["snapshot", "intro", "--trace", "{file}", "--at", "1", "--out", "{dir}/touches.png"], "code": 2,
         "expect": "snapshot-touches.jsonl:1001: error: more than 1000 touches down at once", "seconds": 20, "megabytes": 300},
    ]
