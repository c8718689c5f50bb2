"""`record` plans that cannot be meant: an hour-long script slowed to 0.05 is 4.3 million frames
(a PNG sequence fills the disk). `record` states the plan and refuses it, exit 2, in a moment."""


def cases(corpus):
    hour = corpus.HEAD + corpus.VIEW + corpus.script("{t: 0, down: 1, at: [10, 10]}", "{t: 0.1, up: 1}", "{t: 3600, end: true}")
    slow = corpus.HEAD + corpus.VIEW + corpus.script("{t: 0, timeScale: 0.05}", "{t: 0, down: 1, at: [10, 10]}", "{t: 0.1, up: 1}",
                                                     "{t: 3600, end: true}")
    return [
        {"name": "record-an-hour-at-0.05-as-png", "file": "hour.yaml", "text": hour,
         "args": ["record", "{file}", "--time-scale", "0.05", "--out", "{dir}/hour-f.png"], "code": 2,
         "expect": "the clip would be 4320060 frames", "seconds": 20, "megabytes": 400},
        {"name": "record-an-hour-slowed-by-the-script", "file": "slow-hour.yaml", "text": slow,
         "args": ["record", "{file}", "--out", "{dir}/slow-hour.mp4"], "code": 2,
         "expect": "more than the 36000 record makes without --force", "seconds": 20, "megabytes": 400},
        {"name": "record-states-its-plan", "file": "hour-stated.yaml", "text": hour,
         "args": ["record", "{file}", "--fps", "240", "--out", "{dir}/stated.mp4"], "code": 2,
         "expect": "record: 864240 frames (3601 s of video at 240 fps, 1280×720)", "seconds": 20, "megabytes": 400},
    ]
