#!/usr/bin/env bash
# Makes the corpus's sample video: a 4 s, 160x90, 10 fps test pattern with a silent mono track
# (H.264 Constrained Baseline + AAC-LC, which every browser with H.264 plays), as one mp4 and
# as an HLS VOD playlist of two 2 s MPEG-TS segments. The files are committed; run this only
# to change them. Needs ffmpeg with libx264 (Debian: apt-get install ffmpeg).
# The segments are served as segment0.ts and segment1.ts (the names in the playlist) but kept
# here as .mpegts, which no TypeScript tool mistakes for source.
set -euo pipefail
cd "$(dirname "$0")"
rm -f sample.mp4 playlist.m3u8 segment*.ts segment*.mpegts
ffmpeg -hide_banner -loglevel error \
  -f lavfi -i 'testsrc=size=160x90:rate=10:duration=4' \
  -f lavfi -i 'anullsrc=r=22050:cl=mono' -t 4 \
  -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -crf 45 \
  -g 20 -keyint_min 20 -sc_threshold 0 \
  -c:a aac -b:a 8k -ac 1 \
  -movflags +faststart -map_metadata -1 \
  -fflags +bitexact -flags:v +bitexact -flags:a +bitexact \
  sample.mp4
ffmpeg -hide_banner -loglevel error -i sample.mp4 -c copy \
  -f hls -hls_time 2 -hls_playlist_type vod -hls_segment_filename 'segment%d.ts' playlist.m3u8
for segment in segment*.ts; do mv "$segment" "${segment%.ts}.mpegts"; done
ls -l sample.mp4 playlist.m3u8 segment*.mpegts
