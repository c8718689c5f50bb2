#!/usr/bin/env python3
"""Prints a JSON Lines trace as compact lines without times, positions rounded to whole points,
so integration tests can compare whole ordered traces from real input (whose timing varies)."""
import json
import sys

for raw in open(sys.argv[1], encoding="utf-8"):
    event = json.loads(raw)
    kind = event["type"]
    if kind == "touch":
        print(f'touch {event["touch"]} {event["phase"]} {round(event["x"])} {round(event["y"])} {event["touchType"]}')
    elif kind == "hit":
        print(f'hit {event["touch"]} {event["view"]} {"/".join(event["path"])}')
    elif kind == "deliver":
        print(f'deliver {event["view"]} {event["touch"]} {event["phase"]}')
    elif kind == "participants":
        print(f'participants {event["touch"]} [{",".join(event["recognizers"])}]')
    elif kind == "state":
        print(f'state {event["recognizer"]} {event["from"]} {event["to"]}')
    elif kind == "action":
        print(f'action {event["recognizer"]} {event["state"]}')
    elif kind == "dragLift":
        print(f'dragLift {event["interaction"]} {event["view"]} {event["touch"]} {event["event"]} {event["items"]}')
    elif kind == "dragSession":
        print(f'dragSession {event["session"]} {event["event"]} {event["view"] or "-"} {event["items"]} {event["proposal"] or "-"}')
    elif kind == "dragDelegate":
        session, answer = event["session"], event["answer"]
        print(f'dragDelegate {event["interaction"]} {event["call"]} {"-" if session is None else session} {"-" if answer is None else answer}')
    elif kind == "dropPerformed":
        print(f'dropPerformed {event["session"]} {event["view"]} {event["step"]} [{",".join(event["values"])}]')
    elif kind == "systemGesture":
        print(f'systemGesture {event["edge"]} {event["event"]} {event["touch"]} [{",".join(event["recognizers"])}]')
    elif kind == "controlEvent":
        print(f'controlEvent {event["view"]} {event["event"]} {event["touch"]}')
    elif kind == "scroll":
        # Where content comes to rest depends on the real input's timing: only what happened;
        # and how many moves dragged it, too: not the drag's offsets.
        if event["event"] != "dragged":
            print(f'scroll {event["view"]} {event["event"]}')
    elif kind == "scrollMotion":
        # The motion's numbers depend on the real input's timing: only that it moved.
        print(f'scrollMotion {event["view"]}')
    elif kind == "controlTracking":
        print(f'controlTracking {event["view"]} {event["event"]} {event["touch"]}')
    elif kind == "ask":
        print(f'ask {event["question"]} {event["recognizer"]} {event["other"]} {event["answer"]}')
    elif kind == "withheld":
        print(f'withheld {event["view"]} {event["touch"]} {event["phase"]}')
    elif kind == "undelivered":
        print(f'undelivered {event["view"]} {event["touch"]} {event["reason"]}')
    else:
        print(kind)
