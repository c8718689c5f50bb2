#!/usr/bin/env bash
# `record`: each container as ffprobe sees it (codec, size, duration, frames), a PNG sequence,
# and every way it can fail leaving nothing under the output's name: no ffmpeg, ffmpeg failing,
# ffmpeg killed mid-way, an unwritable folder, an interrupt.
source "$(dirname "$0")/lib.sh"
command -v ffprobe >/dev/null || fail "ffprobe is missing (make setup-test installs ffmpeg)"
cd "$WORK"

probe() { # file entries
    ffprobe -v error -count_frames -select_streams v:0 -show_entries "$2" -of default=noprint_wrappers=1:nokey=1 "$1" | tr '\n' ' '
}

"$BIN" record widget-2-tap-pan --to 1 --fps 30 --out clip.mp4 2>log.txt || fail "mp4: $(cat log.txt)"
[ "$(probe clip.mp4 stream=codec_name,width,height,pix_fmt,nb_read_frames)" = "h264 1280 720 yuv420p 30 " ] \
    || fail "mp4 stream: $(probe clip.mp4 stream=codec_name,width,height,pix_fmt,nb_read_frames)"
[ "$(probe clip.mp4 format=duration)" = "1.000000 " ] || fail "mp4 duration: $(probe clip.mp4 format=duration)"

"$BIN" record widget-2-tap-pan --to 1 --fps 30 --size 641x361 --out clip.webm 2>log.txt || fail "webm: $(cat log.txt)"
[ "$(probe clip.webm stream=codec_name,width,height,nb_read_frames)" = "vp9 642 362 30 " ] \
    || fail "webm stream (odd sizes padded to even): $(probe clip.webm stream=codec_name,width,height,nb_read_frames)"

"$BIN" record widget-2-tap-pan --to 2 --size 640x360 --out clip.gif 2>log.txt || fail "gif: $(cat log.txt)"
[ "$(probe clip.gif stream=codec_name,width,height,nb_read_frames)" = "gif 640 360 50 " ] \
    || fail "gif stream (25 fps): $(probe clip.gif stream=codec_name,width,height,nb_read_frames)"

"$BIN" record widget-2-tap-pan --to 0.5 --fps 20 --time-scale 0.5 --hold 0.5 --size 320x180 --out frames/f.png 2>log.txt \
    && fail "a PNG sequence into a missing folder was written"
mkdir frames
"$BIN" record widget-2-tap-pan --to 0.5 --fps 20 --time-scale 0.5 --hold 0.5 --size 320x180 --out frames/f.png 2>log.txt \
    || fail "png: $(cat log.txt)"
[ "$(ls frames | wc -l)" = 30 ] || fail "0.5 s at 0.5× plus a 0.5 s hold at 20 fps is 30 frames, found $(ls frames | wc -l)"
[ -f frames/f-000030.png ] || fail "frames are numbered from 000001"
echo "ok: record writes MP4 (H.264), WebM (VP9), GIF and PNG sequences of the frames asked for"

nothing_left() { # output
    [ ! -e "$1" ] || fail "$1 was left behind"
    ! ls -a "$(dirname "$1")" | grep -q "partial" || fail "a partial file was left: $(ls -a "$(dirname "$1")")"
}

env PATH=/nonexistent "$BIN" record widget-2-tap-pan --out none.mp4 2>log.txt && fail "recorded without ffmpeg"
grep -q "install Debian's ffmpeg package" log.txt || fail "no ffmpeg: $(cat log.txt)"
[ "$(wc -l <log.txt)" = 1 ] || fail "no ffmpeg should be one line: $(cat log.txt)"
nothing_left none.mp4

mkdir fake
printf '#!/bin/sh\ncat >/dev/null\necho "Unknown encoder libx264 (a test ffmpeg)" >&2\nexit 1\n' >fake/ffmpeg
chmod +x fake/ffmpeg
env PATH="$WORK/fake:$PATH" "$BIN" record widget-2-tap-pan --out failed.mp4 2>log.txt && fail "a failing ffmpeg went unnoticed"
grep -q "ffmpeg failed (exit 1): Unknown encoder libx264" log.txt || fail "ffmpeg failing: $(cat log.txt)"
nothing_left failed.mp4

printf '#!/bin/sh\nhead -c 5000000 >/dev/null\nkill -9 $$\n' >fake/ffmpeg
env PATH="$WORK/fake:$PATH" "$BIN" record widget-2-tap-pan --out killed.mp4 2>log.txt && fail "a killed ffmpeg went unnoticed"
grep -q "ffmpeg" log.txt || fail "ffmpeg killed: $(cat log.txt)"
nothing_left killed.mp4

"$BIN" record widget-2-tap-pan --out /proc/nowhere/x.mp4 2>log.txt && fail "recorded into an unwritable folder"
grep -q "cannot write /proc/nowhere/x.mp4" log.txt || fail "unwritable: $(cat log.txt)"

"$BIN" record settings --time-scale 0.05 --out interrupted.mp4 2>log.txt &
pid=$!
sleep 3
kill -INT "$pid"
status=0
wait "$pid" || status=$?
[ "$status" = 130 ] || fail "interrupted: exit $status, $(cat log.txt)"
nothing_left interrupted.mp4
echo "ok: record fails clearly and leaves nothing under the output's name (no ffmpeg, ffmpeg failing or killed, unwritable, interrupted)"
