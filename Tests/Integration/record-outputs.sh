#!/usr/bin/env bash
# `record`'s output as a shell's `>` would write it, and its failures leaving nothing behind:
# a link at --out is written through (it stays a link), a FIFO is written in place (it stays a
# FIFO); a folder at --out fails before anything is rendered (MP4 and GIF); ffmpeg failing at
# start shows its own last words; a signal ends a write blocked on a stuck ffmpeg, or the wait
# for one hung after its input, at once, with no partial file and no log left; the GIF palette
# lives in a private temporary folder.
source "$(dirname "$0")/lib.sh"
command -v ffprobe >/dev/null || fail "ffprobe is missing (make setup-test installs ffmpeg)"
cd "$WORK"
mkdir tmp
export TMPDIR="$WORK/tmp"

codec() { ffprobe -v error -select_streams v:0 -show_entries stream=codec_name -of default=noprint_wrappers=1:nokey=1 "$1" 2>/dev/null; }

echo old >target.mp4
ln -s target.mp4 link.mp4
"$BIN" record widget-2-tap-pan --to 0.5 --fps 10 --size 320x180 --out link.mp4 2>log.txt || fail "through a link: $(cat log.txt)"
[ -L link.mp4 ] || fail "the link at --out was replaced by a regular file"
[ "$(codec target.mp4)" = h264 ] || fail "the link's target was not written: $(head -c 40 target.mp4)"

mkfifo fifo.mp4
cat fifo.mp4 >from-fifo.mp4 &
reader=$!
"$BIN" record widget-2-tap-pan --to 0.5 --fps 10 --size 320x180 --out fifo.mp4 2>log.txt || fail "into a FIFO: $(cat log.txt)"
wait "$reader"
[ -p fifo.mp4 ] || fail "the FIFO at --out was replaced by a regular file"
[ "$(codec from-fifo.mp4)" = h264 ] || fail "the FIFO's reader got no video ($(stat -c %s from-fifo.mp4) bytes)"
echo "ok: a link at --out is written through and a FIFO in place, as > would"

mkdir folder.mp4 folder.gif
for out in folder.mp4 folder.gif; do
    started=$(date +%s.%N)
    "$BIN" record settings --time-scale 0.25 --out "$out" 2>log.txt && fail "recorded into the folder $out"
    took=$(echo "$(date +%s.%N) - $started" | bc)
    grep -q "cannot write $out: it is a directory" log.txt || fail "$out: $(cat log.txt)"
    echo "$out refused in $took s"
    [ "$(echo "$took < 1.5" | bc)" = 1 ] || fail "$out: failing took $took s (the clip was rendered first)"
    [ -z "$(ls -A "$out")" ] || fail "something was written into the folder $out: $(ls -A "$out")"
done
echo "ok: a folder at --out fails before rendering (MP4 and GIF)"

mkdir fake
printf '#!/bin/sh\necho "Unknown encoder '"'"'libx264'"'"' (a test ffmpeg)" >&2\nexit 1\n' >fake/ffmpeg
chmod +x fake/ffmpeg
env PATH="$WORK/fake:$PATH" "$BIN" record widget-2-tap-pan --out early.mp4 2>log.txt && fail "an ffmpeg failing at start went unnoticed"
grep -q "Unknown encoder 'libx264' (a test ffmpeg)" log.txt || fail "ffmpeg's last words are not shown: $(cat log.txt)"
echo "ok: ffmpeg failing at start: $(grep error: log.txt)"

# A stuck encoder: it never reads, so record's first frame blocks in the pipe.
printf '#!/bin/sh\nexec sleep 600\n' >fake/ffmpeg
for signal in TERM INT; do
    env PATH="$WORK/fake:$PATH" "$BIN" record settings --out stuck.mp4 2>log.txt &
    pid=$!
    sleep 2
    started=$(date +%s.%N)
    kill -"$signal" "$pid"
    status=0
    for _ in $(seq 400); do kill -0 "$pid" 2>/dev/null || break; sleep 0.05; done
    ! kill -0 "$pid" 2>/dev/null || fail "SIG$signal: record still runs 20 s later"
    wait "$pid" || status=$?
    took=$(echo "$(date +%s.%N) - $started" | bc)
    echo "SIG$signal on a stuck ffmpeg: exit $status after $took s"
    [ "$(echo "$took < 1" | bc)" = 1 ] || fail "SIG$signal took $took s to end a blocked write"
    case $signal in TERM) [ "$status" = 143 ] ;; INT) [ "$status" = 130 ] ;; esac || fail "SIG$signal: exit $status: $(cat log.txt)"
    [ -z "$(ls -A tmp)" ] || fail "SIG$signal left temporary files: $(ls -A tmp)"
    ! ls -a | grep -q partial || fail "SIG$signal left a partial file: $(ls -a)"
    ! pgrep -f "sleep 600" -P "$pid" >/dev/null || fail "the stuck ffmpeg still runs"
done
echo "ok: SIGINT and SIGTERM end a write blocked on a stuck ffmpeg at once, leaving nothing"

# An encoder that takes every frame, then hangs instead of finishing: record waits for it.
printf '#!/bin/sh\ncat >/dev/null\nexec sleep 600\n' >fake/ffmpeg
for signal in TERM INT; do
    env PATH="$WORK/fake:$PATH" "$BIN" record widget-2-tap-pan --to 0.5 --fps 10 --size 160x90 --out hung.mp4 2>log.txt &
    pid=$!
    sleep 2
    hung=$(pgrep -f "sleep 600" -P "$pid") || fail "SIG$signal: the frames were not all taken in 2 s: $(cat log.txt)"
    started=$(date +%s.%N)
    kill -"$signal" "$pid"
    status=0
    for _ in $(seq 400); do kill -0 "$pid" 2>/dev/null || break; sleep 0.05; done
    ! kill -0 "$pid" 2>/dev/null || fail "SIG$signal: record still waits for a hung ffmpeg 20 s later"
    wait "$pid" || status=$?
    took=$(echo "$(date +%s.%N) - $started" | bc)
    echo "SIG$signal on an ffmpeg hung after its input: exit $status after $took s"
    [ "$(echo "$took < 1" | bc)" = 1 ] || fail "SIG$signal took $took s to end the wait for ffmpeg"
    case $signal in TERM) [ "$status" = 143 ] ;; INT) [ "$status" = 130 ] ;; esac || fail "SIG$signal: exit $status: $(cat log.txt)"
    [ -z "$(ls -A tmp)" ] || fail "SIG$signal left temporary files: $(ls -A tmp)"
    ! ls -a | grep -q partial || fail "SIG$signal left a partial file: $(ls -a)"
    ! kill -0 "$hung" 2>/dev/null || fail "SIG$signal: the hung ffmpeg still runs"
done
echo "ok: SIGINT and SIGTERM end the wait for an ffmpeg hung after its input at once, leaving nothing"

# The palette pass writes where record says: logged by a wrapper around the real ffmpeg.
real=$(command -v ffmpeg)
printf '#!/bin/sh\necho "$@" >>"%s/ffmpeg-arguments.txt"\nexec %s "$@"\n' "$WORK" "$real" >fake/ffmpeg
env PATH="$WORK/fake:$PATH" "$BIN" record widget-2-tap-pan --to 0.5 --size 160x90 --out clip.gif 2>log.txt || fail "gif: $(cat log.txt)"
palette=$(grep -o '[^ ]*palette[^ ]*\.png' ffmpeg-arguments.txt | head -1)
[ -n "$palette" ] || fail "no palette in ffmpeg's arguments: $(cat ffmpeg-arguments.txt)"
[ "$(dirname "$palette")" != "$TMPDIR" ] || fail "the palette is at a predictable path in \$TMPDIR: $palette"
case "$palette" in "$TMPDIR"/gesturescope-*/*) ;; *) fail "the palette is not in a private folder of \$TMPDIR: $palette" ;; esac
[ -z "$(ls -A tmp)" ] || fail "the GIF left temporary files: $(ls -A tmp)"
echo "ok: the GIF's palette is made in a private temporary folder, removed afterwards"
