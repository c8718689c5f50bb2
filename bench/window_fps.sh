#!/usr/bin/env bash
# The frame rate of Gesturescope's real window against Kivy drawing the same scene (issue 11),
# under one Xvfb, interleaved, over repeated rounds; prints one markdown table. See bench/README.md.
#
#   bench/window_fps.sh [--rounds R] [--seconds S] [SCENE.yaml ...]
#
# SCENE defaults to bench/scenes/animated-100.yaml and animated-1000.yaml; R to 3, S to 10.
# Environment: GESTURESCOPE_BIN (default .build/release/gesturescope), KIVY_VENV (default
# /tmp/gesturescope-kivy-venv, made and filled from bench/requirements-kivy.txt when missing),
# BENCH_DISPLAY (default 77: the Xvfb is :77), KIVY_MULTISAMPLES (default 2, Kivy's own: OpenGL
# anti-aliasing; 0 turns it off).
# Progress goes to standard error, the table to standard output. Every process it starts is
# ended when it exits, however it exits (Ctrl-C included), the Xvfb last.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BIN=${GESTURESCOPE_BIN:-$ROOT/.build/release/gesturescope}
VENV=${KIVY_VENV:-/tmp/gesturescope-kivy-venv}
DISPLAY_NUMBER=${BENCH_DISPLAY:-77}
ROUNDS=3
DURATION=10   # seconds each program is measured in each round (not $SECONDS: bash's own)

say() { echo "window_fps: $*" >&2; }

# The fps of our window's `--frame-stats` line on standard error, e.g.
# "frame stats: 523 frames in 10.00 s: 52.3 fps; last frame at 9.99 s; renderer software; peak RSS 38.7 MB" → 52.3.
parse_frame_stats_fps() { sed -n 's/^.*frame stats: .* s: \([0-9][0-9.]*\) fps.*$/\1/p' | tail -n 1; }
# … and its renderer (→ software).
parse_frame_stats_renderer() { sed -n 's/^.*frame stats: .*; renderer \([^;]*\);.*$/\1/p' | tail -n 1; }
# The Kivy peer's one line on standard output, "kivy fps 22.6" → 22.6.
parse_kivy_fps() { sed -n 's/^kivy fps \([0-9][0-9.]*\)$/\1/p' | tail -n 1; }

# "min–max" of the numbers on standard input (one a line) with $1 decimals and suffix $2, "—" when
# there are none.
range() { awk -v d="${1:-1}" -v s="${2:-}" 'NF { v = $1 + 0; if (n++ == 0 || v < lo) lo = v; if (n == 1 || v > hi) hi = v }
    END { f = "%." d "f"; if (!n) printf("—"); else if (lo == hi) printf(f s, lo); else printf(f "–" f s, lo, hi) }'; }
# The 1-minute load average.
load_now() { cut -d ' ' -f 1 /proc/loadavg; }

CHILD=""   # the measured program running now (a `timeout` process)
XVFB=""
WORK=""
cleanup() {
    trap - EXIT INT TERM
    if [[ -n $CHILD ]]; then kill "$CHILD" 2>/dev/null || true; wait "$CHILD" 2>/dev/null || true; fi
    if [[ -n $XVFB ]]; then kill "$XVFB" 2>/dev/null || true; wait "$XVFB" 2>/dev/null || true; fi
    if [[ -n $WORK ]]; then rm -rf "$WORK"; fi
}

# Runs "$@" in the background under a time limit, so that cleanup can end it; output to $1.out
# and $1.err. Returns its exit status.
measure() {
    local out=$1 limit=$2; shift 2
    timeout --kill-after=5 "$limit" "$@" >"$out.out" 2>"$out.err" </dev/null &
    CHILD=$!
    local status=0
    wait "$CHILD" || status=$?
    CHILD=""
    return "$status"
}

ensure_venv() {
    local stamp=$VENV/.gesturescope-requirements
    if [[ -x $VENV/bin/python ]] && cmp -s "$stamp" "$ROOT/bench/requirements-kivy.txt"; then return; fi
    say "setting up the Kivy virtual environment in $VENV (pip install -r bench/requirements-kivy.txt)"
    python3 -m venv "$VENV"
    "$VENV/bin/python" -m pip install --quiet -r "$ROOT/bench/requirements-kivy.txt" >&2
    cp "$ROOT/bench/requirements-kivy.txt" "$stamp"
}

start_xvfb() {
    if [[ -e /tmp/.X$DISPLAY_NUMBER-lock ]]; then
        say "display :$DISPLAY_NUMBER is taken (/tmp/.X$DISPLAY_NUMBER-lock); choose another with BENCH_DISPLAY=N"; exit 1
    fi
    # Room for our window to show the 1280×800 scene at 1× beside its timeline (1676×822), as
    # Kivy's 1280×800 window shows it: on a 1280×800 screen ours would shrink the scene to fit.
    Xvfb ":$DISPLAY_NUMBER" -screen 0 1920x1200x24 -nolisten tcp >"$WORK/xvfb.log" 2>&1 &
    XVFB=$!
    local tries
    for tries in $(seq 100); do
        if xdpyinfo -display ":$DISPLAY_NUMBER" >/dev/null 2>&1; then return; fi
        if ! kill -0 "$XVFB" 2>/dev/null; then say "Xvfb :$DISPLAY_NUMBER failed:"; cat "$WORK/xvfb.log" >&2; exit 1; fi
        sleep 0.1
    done
    say "Xvfb :$DISPLAY_NUMBER did not accept connections within 10 s"; exit 1
}

main() {
    local scenes=()
    while (($#)); do
        case $1 in
            --rounds) ROUNDS=${2:?--rounds needs a number}; shift 2 ;;
            --seconds) DURATION=${2:?--seconds needs a number}; shift 2 ;;
            -h|--help) sed -n '2,13p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
            -*) say "unknown option $1 (--rounds R, --seconds S, scene files)"; exit 2 ;;
            *) scenes+=("$1"); shift ;;
        esac
    done
    [[ $ROUNDS =~ ^[1-9][0-9]*$ && $DURATION =~ ^[1-9][0-9]*$ ]] || { say "--rounds and --seconds take whole numbers ≥ 1"; exit 2; }
    ((${#scenes[@]})) || scenes=("$ROOT/bench/scenes/animated-100.yaml" "$ROOT/bench/scenes/animated-1000.yaml")
    local tool
    for tool in Xvfb:xvfb xdpyinfo:x11-utils python3:python3 timeout:coreutils; do
        command -v "${tool%%:*}" >/dev/null || { say "${tool%%:*} is missing (Debian package ${tool#*:})"; exit 1; }
    done

    trap cleanup EXIT
    trap 'exit 130' INT
    trap 'exit 143' TERM
    WORK=$(mktemp -d "${TMPDIR:-/tmp}/window-fps.XXXXXX")

    # Our half runs only when the binary has `run --frame-stats`; the Kivy half runs regardless.
    local ours=yes
    if [[ ! -x $BIN ]]; then
        say "no Gesturescope binary at $BIN (swift build -c release, or GESTURESCOPE_BIN=…): measuring Kivy only"; ours=no
    elif ! "$BIN" run --help 2>&1 | grep -q -e '--frame-stats'; then
        say "$BIN has no 'run --frame-stats' yet (see 'run --help'): measuring Kivy only"; ours=no
    fi

    ensure_venv
    start_xvfb
    export DISPLAY=:$DISPLAY_NUMBER
    local kivy_env=(env KIVY_WINDOW=sdl2 KIVY_GL_BACKEND=sdl2 KIVY_HOME="$WORK/kivy-home"
                    KIVY_NO_ARGS=1 KIVY_NO_CONFIG=1 KIVY_NO_FILELOG=1)

    local rows=() renderers="" scene name round fps kivy load_start
    for scene in "${scenes[@]}"; do
        [[ -r $scene ]] || { say "cannot read $scene"; exit 1; }
        name=$(basename "$scene" .yaml)
        local ours_fps=() kivy_fps=() ratios=()
        load_start=$(load_now)
        for round in $(seq "$ROUNDS"); do
            fps=""
            if [[ $ours == yes ]]; then
                if measure "$WORK/ours" $((DURATION + 30)) "$BIN" run "$scene" --quit-after $((DURATION + 1)) --max-fps 0 --renderer software --frame-stats; then
                    fps=$(parse_frame_stats_fps <"$WORK/ours.err")
                    renderers+="$(parse_frame_stats_renderer <"$WORK/ours.err")"$'\n'
                fi
                if [[ -z $fps ]]; then say "$name round $round: the window gave no 'frame stats' line:"; tail -n 5 "$WORK/ours.err" >&2
                else ours_fps+=("$fps"); fi
            fi
            kivy=""
            if measure "$WORK/kivy" $((DURATION + 60)) "${kivy_env[@]}" "$VENV/bin/python" \
                       "$ROOT/bench/kivy/animated_scene.py" "$scene" --seconds "$DURATION" \
                       --multisamples "${KIVY_MULTISAMPLES:-2}"; then
                kivy=$(parse_kivy_fps <"$WORK/kivy.out")
            fi
            if [[ -z $kivy ]]; then say "$name round $round: Kivy gave no 'kivy fps' line:"; tail -n 5 "$WORK/kivy.err" >&2
            else kivy_fps+=("$kivy"); fi
            if [[ -n $fps && -n $kivy ]]; then ratios+=("$(awk -v a="$fps" -v b="$kivy" 'BEGIN { if (b > 0) printf("%.2f", a / b) }')"); fi
            say "$name round $round/$ROUNDS: gesturescope ${fps:-—} fps, kivy ${kivy:-—} fps, load $(load_now)"
        done
        rows+=("| $name | $(printf '%s\n' "${ours_fps[@]}" | range) | $(printf '%s\n' "${kivy_fps[@]}" | range) | $(printf '%s\n' "${ratios[@]}" | range 2 ×) | $load_start–$(load_now) |")
    done

    echo "$ROUNDS rounds of $DURATION s each, interleaved (window, then Kivy), on Xvfb :$DISPLAY_NUMBER 1920×1200 (both scenes at 1×), $(nproc) cores, $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo
    echo "| scene | gesturescope fps (min–max) | Kivy fps (min–max) | ratio gesturescope/Kivy | load average (1 min) start–end |"
    echo "| --- | --- | --- | --- | --- |"
    printf '%s\n' "${rows[@]}"
    echo
    renderers=$(printf '%s' "$renderers" | sort -u | paste -sd ',' -)
    echo "Gesturescope renderer: ${renderers:-not measured}; Kivy: OpenGL through Mesa llvmpipe (software), ${KIVY_MULTISAMPLES:-2} multisamples. See bench/README.md for the caveats."
}

if [[ ${BASH_SOURCE[0]} == "$0" ]]; then main "$@"; fi
