#!/usr/bin/env python3
"""Writes gesturescope(1) from the command-line definitions themselves: the JSON that
swift-argument-parser prints for `gesturescope --experimental-dump-help` (read on stdin).

    gesturescope --experimental-dump-help | python3 Tools/make_manpage.py > gesturescope.1

One page: the command, then a section per subcommand with its options, as `--help` shows them.
(swift-argument-parser's own generate-manual plugin writes the same from the same definitions,
but builds the tool again in release mode to do it.)
"""
import json
import sys


def roff(text):
    """Text safe in a roff line: backslashes and leading dots or quotes escaped."""
    text = (text or "").replace("\\", "\\e").replace("-", "\\-")
    return "\n".join(("\\&" + line) if line.startswith((".", "'")) else line for line in text.split("\n"))


def option_names(argument):
    names = argument.get("names") or []
    shown = []
    for name in names:
        prefix = "-" if name["kind"] == "short" else "--"
        shown.append(prefix + name["name"])
    value = argument.get("valueName")
    label = ", ".join(shown) if shown else "<%s>" % value
    if shown and argument["kind"] == "option":
        label += " <%s>" % value
    return label


def arguments_section(arguments):
    lines = []
    for argument in arguments:
        if not argument.get("shouldDisplay", True):
            continue
        lines.append(".TP")
        lines.append("\\fB%s\\fR" % roff(option_names(argument)))
        help_text = argument.get("abstract", "")
        default = argument.get("defaultValue")
        if default not in (None, "", "false") and argument["kind"] == "option":
            help_text += " (default: %s)" % default
        lines.append(roff(help_text))
    return lines


def main():
    command = json.load(sys.stdin)["command"]
    name = command["commandName"]
    out = [
        '.TH %s 1 "" "Gesturescope" "User Commands"' % name.upper(),
        ".SH NAME",
        "%s \\- %s" % (name, roff(command.get("abstract", ""))),
        ".SH SYNOPSIS",
        "\\fB%s\\fR [\\fIsubcommand\\fR] [\\fIoptions\\fR]" % name,
        ".SH DESCRIPTION",
        roff(command.get("discussion", "")),
    ]
    for sub in command.get("subcommands", []):
        if not sub.get("shouldDisplay", True) or sub["commandName"] == "help":
            continue
        out.append(".SH %s %s" % (name.upper(), sub["commandName"].upper()))
        out.append("\\fB%s %s\\fR \\- %s" % (name, sub["commandName"], roff(sub.get("abstract", ""))))
        if sub.get("discussion"):
            out.append(".PP")
            out.append(roff(sub["discussion"]))
        out.extend(arguments_section(sub.get("arguments", [])))
    out += [".SH FILES",
            "Scenes, the bundled font and the scene schema: \\fI<prefix>/share/gesturescope/\\fR. "
            "Your own scenes: \\fI$XDG_DATA_HOME/gesturescope/scenes/\\fR (default \\fI~/.local/share/gesturescope/scenes/\\fR), "
            "found by name and by the window's scene list after the shipped ones.",
            ".SH SEE ALSO",
            "The scene schema: \\fI<prefix>/share/gesturescope/docs/scene.schema.json\\fR. "
            "The full documentation is in the docs/ folder of Gesturescope's source: SCENES.md, TRACE.md, RECORDING.md, CHECK.md."]
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
