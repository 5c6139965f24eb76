/** The corpus's video files are served: real playable media for every file the corpus lists. */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { CorpusIndex } from '../src/corpus/corpus-index';
import { createApp } from './helpers/app';

let app: NestFastifyApplication;
let index: CorpusIndex;
beforeAll(async () => {
  app = await createApp();
  index = app.get(CorpusIndex);
});
afterAll(async () => {
  await app.close();
});

/** A GET with no key: browsers load these directly, like the placeholder images. */
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
      if (/^m3u8?$/.test(file.format)) {
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
    const video = index.corpus.videos[0];
    for (const path of [
      `/placeholder/video/no-such-video/${video.slug}_720p.mp4`,
      `/placeholder/video/${video.slug}/other_720p.mp4`,
      `/placeholder/video/${video.slug}/source/${video.slug}.mov`,
      `/placeholder/video/${video.slug}/segment0.ts`,
      `/placeholder/video/${video.slug}/hds/segment0.ts`,
      `/placeholder/video/${video.slug}/hls/segment9.ts`,
    ]) {
      const res = await request(app.getHttpServer()).get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
