"""Hostile input for `gesturescope check` (issue 30 §1): which project it checks, bad --shard,
--jobs and --merge-reports, and windows the validator accepts that no canvas could draw. Links
planted among goldens and in the report folder need files made first: Tests/Integration/check-project.sh."""


def cases(corpus):
    check = lambda name, args, code, expect, **more: dict(
        {"name": name, "args": ["check"] + args, "code": code, "expect": expect, "seconds": 30, "megabytes": 400}, **more)
    results_0_of_0 = ('{"shards": [{"index": 0, "count": 0}], "tolerance": {"threshold": 0.1, "maximumDifferingPixels": 0},'
                      ' "goldensFolder": "g", "entries": []}\n')
    return [
        corpus.validate("window-larger-than-a-canvas-can-draw", "name: big\nwindow: {size: [16384, 16384]}\n", 2,
                        ":2:16: error: window size 16384×16384 is out of range"),
        corpus.validate("window-one-point-over-the-limit", "name: big\nwindow: {size: [14001, 10]}\n", 2,
                        "each side must be 1 to 14000 points"),
        check("check-names-the-project-it-checks", ["intro", "--report", "{dir}/report-project"], 0,
              "check: %s (the project you are in), goldens %s/Scenes/goldens" % (corpus.ROOT, corpus.ROOT)),
        check("check-outside-a-project-says-whose-scenes", ["intro", "--report", "{dir}/report-outside"], 0,
              "(the installed scenes; no project (Scenes/gallery.txt) here or above)", cwd="{dir}"),
        check("check-shard-past-its-count", ["--shard", "3/2", "--report", "{dir}/report-shard"], 2, "--shard 3/2: K must be 1 to 2"),
        check("check-shard-of-zero", ["--shard", "0/0", "--report", "{dir}/report-shard"], 2, "N must be 1 to 10000"),
        check("check-shard-not-numbers", ["--shard", "first/last", "--report", "{dir}/report-shard"], 2, "is not K/N"),
        check("check-jobs-zero", ["--jobs", "0", "--report", "{dir}/report-jobs"], 2, "--jobs '0' must be a whole number from 1 to 64"),
        check("check-merge-a-folder-without-results", ["--merge-reports", "{dir}/no-such-report", "--report", "{dir}/merged"], 2,
              "no-such-report/check-results.json: No such file or directory"),
        dict(check("check-merge-a-shard-of-zero", ["--merge-reports", "{dir}", "--report", "{dir}/merged"], 2,
                   "is not a check's results file"), file="check-results.json", text=results_0_of_0),
        check("check-merge-with-scenes", ["intro", "--merge-reports", "{dir}/report-project"], 2, "--merge-reports takes only report folders"),
    ]
