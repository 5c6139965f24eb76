/**
 * The corpus's video files are served: real playable media for every file the corpus lists,
 * as long as the video says it is.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { CorpusIndex } from '../src/corpus/corpus-index';
import { createApp } from './helpers/app';
import {
  lastCueEnd,
  mp4Seconds,
  playlistSegments,
  playlistSeconds,
} from './helpers/media-duration';

let app: NestFastifyApplication;
let index: CorpusIndex;
beforeAll(async () => {
  app = await createApp();
  index = app.get(CorpusIndex);
});
afterAll(async () => {
  await app.close();
});

/** A GET with no key: browsers load these directly, like the images. */
function fetchMedia(path: string) {
  return request(app.getHttpServer())
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

const isPlaylist = (format: string) => /^m3u8?$/i.test(format);

describe('sample video files', () => {
  it('serves every site-relative file of every corpus video', async () => {
    const files = index.corpus.videos.flatMap((v) => v.files);
    const relative = files.filter((f) => f.url.startsWith('/placeholder/video/'));
    // All but the one plain http:// file.
    expect(relative).toHaveLength(files.length - 1);
    for (const file of relative) {
      const res = await fetchMedia(file.url);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const body = res.body as Buffer;
      if (isPlaylist(file.format)) {
        expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
        expect(body.toString('utf8')).toMatch(/^#EXTM3U\n[\s\S]*#EXT-X-ENDLIST\n$/);
      } else {
        expect(res.headers['content-type']).toBe('video/mp4');
        // An ISO BMFF file: its first box is ftyp.
        expect(body.subarray(4, 8).toString('latin1')).toBe('ftyp');
      }
    }
  });

  it('serves the segments a playlist lists, next to the playlist, as MPEG-TS', async () => {
    const playlistUrl = index.corpus.videos
      .flatMap((v) => v.files)
      .find((f) => f.type === 'HLS_CLEAR' && f.url.startsWith('/'))!.url;
    const playlist = ((await fetchMedia(playlistUrl)).body as Buffer).toString('utf8');
    const segments = playlist.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
    expect(segments.length).toBeGreaterThan(0);
    for (const segment of segments) {
      const res = await fetchMedia(new URL(segment, `http://x${playlistUrl}`).pathname);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('video/mp2t');
      // MPEG-TS packets start with the sync byte 0x47, every 188 bytes.
      const body = res.body as Buffer;
      expect(body.length % 188).toBe(0);
      expect(body[0]).toBe(0x47);
      expect(body[188]).toBe(0x47);
    }
  });

  it('answers 404 JSON for files the corpus does not list', async () => {
    const video = index.corpus.videos.find((v) => v.files.some((f) => f.url.endsWith('.m3u8')))!;
    const playlistUrl = video.files.find((f) => f.url.startsWith('/') && isPlaylist(f.format))!.url;
    const folder = playlistUrl.slice(0, playlistUrl.lastIndexOf('/'));
    const playlist = ((await fetchMedia(playlistUrl)).body as Buffer).toString('utf8');
    const segment = playlistSegments(playlist)[0].uri;
    // A segment of a clip of another length, under the name this clip's segments have.
    const otherClip = index.corpus.videos.find((v) => v.duration !== video.duration)!;
    const otherPlaylistUrl = otherClip.files.find(
      (f) => f.url.startsWith('/') && isPlaylist(f.format),
    )!.url;
    const otherSegment = playlistSegments(
      ((await fetchMedia(otherPlaylistUrl)).body as Buffer).toString('utf8'),
    )[0].uri;
    expect(otherSegment).not.toBe(segment);
    for (const path of [
      `/placeholder/video/no-such-video/${video.slug}_720p.mp4`,
      `/placeholder/video/${video.slug}/other_720p.mp4`,
      `/placeholder/video/${video.slug}/source/${video.slug}.mov`,
      // Segments only next to a playlist: not in the video's folder, nor in its HDS folder.
      `/placeholder/video/${video.slug}/${segment}`,
      `/placeholder/video/${video.slug}/hds/${segment}`,
      `${folder}/${otherSegment}`,
      `${folder}/${segment.replace(/\d+\.ts$/, '99.ts')}`,
      `${folder}/segment0.ts`,
    ]) {
      const res = await request(app.getHttpServer()).get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});

describe('durations', () => {
  /** Seconds of the media at a file URL, measured from what this API serves there. */
  async function servedSeconds(url: string, format: string): Promise<number> {
    const res = await fetchMedia(url);
    expect(res.status).toBe(200);
    if (!isPlaylist(format)) return mp4Seconds(res.body as Buffer);
    const playlist = (res.body as Buffer).toString('utf8');
    // The segments the playlist lists are there too.
    for (const { uri } of playlistSegments(playlist)) {
      expect((await fetchMedia(new URL(uri, `http://x${url}`).pathname)).status).toBe(200);
    }
    return playlistSeconds(playlist);
  }

  it('every video states the length of the clip its mp4 and HLS URLs serve, ±1 s', async () => {
    const mismatches: unknown[] = [];
    let playlistsMeasured = 0;
    for (const video of index.corpus.videos) {
      const stated = [
        video.duration,
        video.metaData?.duration,
        ...video.files.map((f) => f.duration),
      ];
      const served = video.files.filter((f) => f.url.startsWith('/placeholder/video/'));
      expect(served.some((f) => !isPlaylist(f.format))).toBe(true);
      for (const file of served) {
        const measured = await servedSeconds(file.url, file.format);
        if (isPlaylist(file.format)) playlistsMeasured++;
        for (const seconds of stated) {
          if (seconds === undefined || Math.abs(seconds - measured) > 1) {
            mismatches.push({ video: video.slug, url: file.url, stated: seconds, measured });
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(playlistsMeasured).toBeGreaterThan(20);
  });

  it('videos come in at least three lengths', () => {
    expect(new Set(index.corpus.videos.map((v) => v.duration)).size).toBeGreaterThanOrEqual(3);
  });

  it('sizes follow the duration, and captions end within it', () => {
    for (const video of index.corpus.videos) {
      // The corpus states every video's length (a page reads it as absent only when unusable).
      const duration = video.duration!;
      expect(duration).toBeGreaterThan(0);
      for (const file of video.files.filter((f) => f.size !== undefined)) {
        expect(file.size! % duration).toBe(0);
      }
      expect(video.transcripts?.length).toBeGreaterThan(0);
      for (const transcript of video.transcripts ?? []) {
        expect(lastCueEnd(transcript.data)).toBeLessThanOrEqual(duration);
      }
    }
  });
});
