/** The clip table (src/videos/clips.ts) says what the committed clip files are. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SAMPLE_CLIPS_DIR, segmentFile } from '../src/placeholder/sample-clips';
import { VIDEO_CLIPS } from '../src/videos/clips';
import { mp4Seconds, playlistSegments, playlistSeconds } from './helpers/media-duration';

const read = (name: string) => readFileSync(join(SAMPLE_CLIPS_DIR, name));

describe('sample clips', () => {
  it.each(VIDEO_CLIPS.map((clip) => [clip.name, clip] as const))(
    '%s lasts as long as the table says, as an mp4 and as an HLS playlist',
    (_, clip) => {
      expect(Math.abs(mp4Seconds(read(clip.mp4)) - clip.seconds)).toBeLessThanOrEqual(1);
      const playlist = read(clip.playlist).toString('utf8');
      expect(playlist).toMatch(/#EXT-X-PLAYLIST-TYPE:VOD\n[\s\S]*#EXT-X-ENDLIST\n$/);
      expect(Math.abs(playlistSeconds(playlist) - clip.seconds)).toBeLessThanOrEqual(1);
      expect(playlistSegments(playlist).map((s) => s.uri)).toEqual(clip.segments);
      for (const segment of clip.segments) {
        // MPEG-TS: 188-byte packets, each starting with the sync byte 0x47.
        const ts = read(segmentFile(segment));
        expect(ts.length % 188).toBe(0);
        expect(ts[0]).toBe(0x47);
      }
    },
  );

  it('are of distinct lengths between 20 s and 100 s', () => {
    const lengths = VIDEO_CLIPS.map((c) => c.seconds);
    expect(new Set(lengths).size).toBe(lengths.length);
    for (const seconds of lengths) expect(seconds >= 20 && seconds <= 100).toBe(true);
  });

  it('are the only media in the folder, and small', () => {
    const listed = VIDEO_CLIPS.flatMap((c) => [c.mp4, c.playlist, ...c.segments.map(segmentFile)]);
    const media = readdirSync(SAMPLE_CLIPS_DIR).filter((name) => !name.endsWith('.sh'));
    expect(media.sort()).toEqual([...listed].sort());
    const bytes = media.reduce((sum, name) => sum + statSync(join(SAMPLE_CLIPS_DIR, name)).size, 0);
    expect(bytes).toBeLessThan(3_000_000);
  });
});
