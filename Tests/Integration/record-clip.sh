#!/usr/bin/env bash
# `record` makes the clip a trainer wants: a capture starts shortly before its first touch
# (--from still wins); a clip ends once the last fades have finished and lingers; captions are
# also a subtitle track (mov_text in MP4, WebVTT in WebM) and, with --subtitles, a file beside
# the video; --chapters puts chapters in the metadata; a plan too large is refused.
source "$(dirname "$0")/lib.sh"
command -v ffprobe >/dev/null || fail "ffprobe is missing (make setup-test installs ffmpeg)"
cd "$WORK"

duration() { ffprobe -v error -show_entries format=duration -of default=noprint_wrappers=1:nokey=1 "$1"; }
streams() { ffprobe -v error -show_entries stream=codec_name -of default=noprint_wrappers=1:nokey=1 "$1" | tr '\n' ' '; }

# A take as `run --capture` writes it: three seconds of nothing before the mouse touches.
cat >take.yaml <<'YAML'
description: "Captured live on widget-2-tap-pan: 3 input events in 4 s."
script:
  - {t: 3, down: 1, at: [200, 300], type: direct, force: 1, radius: 0, source: mouse}
  - {t: 3.2, move: 1, to: [300, 300], force: 1, radius: 0}
  - {t: 3.5, up: 1, at: [300, 300], force: 1, radius: 0}
  - {t: 4, end: true}
YAML
"$BIN" record widget-2-tap-pan --script take.yaml --fps 10 --size 320x180 --out take.mp4 2>log.txt || fail "take: $(cat log.txt)"
grep -q "showing script seconds 2.5–" log.txt || fail "the capture's clip does not start 0.5 s before its first touch: $(cat log.txt)"
took=$(duration take.mp4)
echo "capture with 3 s before its first touch: $took s of video ($(grep -o '[0-9]* frames ([^)]*)' log.txt | head -1))"
[ "$(echo "$took < 4" | bc)" = 1 ] || fail "the capture's clip keeps the dead air: $took s"
"$BIN" record widget-2-tap-pan --script take.yaml --from 0 --fps 10 --size 320x180 --out from0.mp4 2>log.txt || fail "from 0: $(cat log.txt)"
grep -q "showing script seconds 0–" log.txt || fail "--from 0 did not win: $(cat log.txt)"
echo "ok: a capture starts half a second before its first touch; --from wins"

# The settings demo ends at 1.4 s, mid-fade: the clip runs on until the scene is at rest, then
# holds still for a second.
"$BIN" record settings --fps 10 --size 320x180 --out frames/f.png 2>/dev/null || true
mkdir -p frames
"$BIN" record settings --fps 10 --size 320x180 --out frames/f.png 2>log.txt || fail "settings: $(cat log.txt)"
count=$(ls frames | wc -l)
echo "settings: $count frames at 10 fps ($(grep -o 'showing.*' log.txt))"
[ "$count" -ge 25 ] || fail "the settings clip stops at $count frames (1.4 s is 14): the last fades are cut"
last=$(md5sum <"frames/$(ls frames | tail -1)")
[ "$(md5sum <frames/f-000015.png)" != "$last" ] || fail "nothing changes after the script's end: no fades were shown"
for k in $(seq $((count - 9)) "$count"); do
    [ "$(md5sum <"$(printf 'frames/f-%06d.png' "$k")")" = "$last" ] || fail "frame $k is not the still end: the clip does not linger"
done
echo "ok: the clip ends after the last fades and holds still for a second"

scene=delivery-delays-touches-began
"$BIN" record "$scene" --fps 10 --size 320x180 --subtitles --chapters --out captions.mp4 2>log.txt || fail "mp4: $(cat log.txt)"
# (MP4 keeps chapters as a QuickTime text track besides, which ffprobe calls bin_data.)
[ "$(streams captions.mp4)" = "h264 mov_text bin_data " ] || fail "mp4 streams: $(streams captions.mp4)"
[ -f captions.srt ] || fail "--subtitles wrote no captions.srt: $(ls)"
grep -q "^00:00:00,100 --> 00:00:00,600$" captions.srt || fail "the first cue's times: $(cat captions.srt)"
grep -q "Off: the view hears began at once" captions.srt || fail "captions.srt lacks the first caption: $(cat captions.srt)"
ffmpeg -v error -i captions.mp4 -map 0:s -f srt - >track.srt || fail "the subtitle track cannot be read back"
[ "$(grep -c -- '-->' track.srt)" = 3 ] || fail "the track holds $(grep -c -- '-->' track.srt) cues, expected 3: $(cat track.srt)"
chapters=$(ffprobe -v error -show_chapters -of csv=p=0 captions.mp4)
[ "$(echo "$chapters" | wc -l)" = 3 ] || fail "mp4 chapters: $chapters"
echo "$chapters" | head -1 | grep -q "Off: the view hears began" || fail "the first chapter is not named by its caption: $chapters"

"$BIN" record "$scene" --fps 10 --size 320x180 --subtitles --chapters --out captions.webm 2>log.txt || fail "webm: $(cat log.txt)"
[ "$(streams captions.webm)" = "vp9 webvtt " ] || fail "webm streams: $(streams captions.webm)"
head -1 captions.vtt | grep -q "^WEBVTT" || fail "--subtitles beside a WebM wrote no captions.vtt: $(ls)"
[ "$(ffprobe -v error -show_chapters -of csv=p=0 captions.webm | wc -l)" = 3 ] || fail "webm chapters"

"$BIN" record widget-2-tap-pan --script take.yaml --fps 10 --size 320x180 --chapters --out gestures.mp4 2>log.txt || fail "$(cat log.txt)"
ffprobe -v error -show_chapters -of csv=p=0 gestures.mp4 | grep -q "Gesture 1" || fail "a script without captions gives no gesture chapter"
"$BIN" record "$scene" --chapters --out c.gif 2>log.txt && fail "--chapters with a GIF was accepted"
grep -q -- "--chapters needs an .mp4 or .webm output" log.txt || fail "chapters in a GIF: $(cat log.txt)"
echo "ok: captions are a subtitle track (mov_text, WebVTT) and a file beside the video; chapters are in the metadata"
