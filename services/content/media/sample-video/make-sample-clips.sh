#!/usr/bin/env bash
# Makes the corpus's sample clips: five silent clips of different lengths, each a slowly turning
# two-colour gradient with two translucent squares drifting over it, one calm colour per clip,
# 320x180 at 10 fps (H.264 Constrained Baseline + a silent mono AAC-LC track, which every
# browser with H.264 plays). Each clip is one mp4 ({name}.mp4) and an HLS VOD playlist
# ({name}.m3u8) of 10 s MPEG-TS segments ({name}-0.ts, {name}-1.ts, ...). The files are
# committed; run this only to change them, then update src/videos/clips.ts (its test checks the
# table against these files). Needs ffmpeg with libx264 (Debian: apt-get install ffmpeg).
# The segments are served under their playlist names (.ts) but kept here as .mpegts, which no
# TypeScript tool mistakes for source. The bit-exact flags and fixed gradient seed make a re-run
# give the same bytes.
set -euo pipefail
cd "$(dirname "$0")"

# name, seconds, gradient from, gradient to, square tint
CLIPS=(
  'harbour 24 0x0b2a5b 0x3b6fd8 0xbfd4ff'
  'lagoon 37 0x0f4c55 0x3aa7a3 0xc8f0ea'
  'moss 52 0x27452f 0x86ad80 0xe3f0d8'
  'dusk 68 0x3e2a55 0xb07aa1 0xf3dcea'
  'sand 85 0x7a5230 0xe0b97a 0xfff1d6'
)

rm -f ./*.mp4 ./*.m3u8 ./*.ts ./*.mpegts
for clip in "${CLIPS[@]}"; do
  read -r name seconds from to tint <<<"$clip"
  # Two squares drifting on sine paths; the gradient's own speed turns it slowly.
  picture="gradients=size=320x180:rate=10:duration=${seconds}:c0=${from}:c1=${to}"
  picture+=":x0=0:y0=0:x1=320:y1=180:seed=1:speed=0.004,format=yuv420p"
  picture+=",drawbox=x='40+100*(1+sin(t*0.5))':y='50+20*sin(t*0.2)':w=60:h=60"
  picture+=":color=${tint}@0.30:t=fill"
  picture+=",drawbox=x='220-60*(1+sin(t*0.35))':y='30+40*(1+sin(t*0.3+1))':w=36:h=36"
  picture+=":color=white@0.25:t=fill"
  ffmpeg -hide_banner -loglevel error \
    -f lavfi -i "$picture" \
    -f lavfi -i 'anullsrc=r=22050:cl=mono' -t "$seconds" \
    -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -crf 36 \
    -g 50 -keyint_min 50 -sc_threshold 0 \
    -c:a aac -b:a 8k -ac 1 \
    -movflags +faststart -map_metadata -1 \
    -fflags +bitexact -flags:v +bitexact -flags:a +bitexact \
    "$name.mp4"
  # Keyframes every 5 s, so every 10 s segment starts on one.
  ffmpeg -hide_banner -loglevel error -i "$name.mp4" -c copy -map_metadata -1 \
    -fflags +bitexact -f hls -hls_time 10 -hls_playlist_type vod \
    -hls_segment_filename "$name-%d.ts" "$name.m3u8"
  for segment in "$name"-*.ts; do mv "$segment" "${segment%.ts}.mpegts"; done
done
ls -l ./*.mp4 ./*.m3u8 ./*.mpegts
du -ch ./*.mp4 ./*.m3u8 ./*.mpegts | tail -1
