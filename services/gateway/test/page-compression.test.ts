/**
 * Pages Brotli-compressed for the reader who caused the miss and on never-cached routes
 * (issue 33), through the real gateway with its page cache on the real Redis at REDIS_URL (a
 * site id of its own, removed after). Bodies are read raw off a loopback socket: an HTTP
 * client would decompress them itself.
 */
import { RENDER_BUILD_HEADER } from '@bytewire/page-cache';
import { matchPath } from '@bytewire/routes';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { FakeUpstream } from './fake-upstream';
import { createGateway } from './gateway';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const BUILD = 'build-1';

/** How the render stand-in answers a path, besides its usual page. */
interface Behaviour {
  setCookie?: boolean;
  /** Answers its page gzip-encoded already. */
  gzipped?: boolean;
}

/** A page as render sends one: whole, with a Content-Length, numbered per render. */
function renderLike(behaviours: Map<string, Behaviour>) {
  let renders = 0;
  return (req: IncomingMessage, res: ServerResponse): void => {
    const path = (req.url ?? '/').split('?')[0];
    const behaviour = behaviours.get(path) ?? {};
    const n = ++renders;
    const paragraphs = Array.from({ length: 300 }, (_, i) => `<p>paragraph ${i} of ${path}</p>`);
    const html = Buffer.from(
      `<!doctype html><html><body><h1>${path} render ${n}</h1>${paragraphs.join('')}</body></html>`,
    );
    const body = behaviour.gzipped ? gzipSync(html) : html;
    const headers: Record<string, string> = {
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(body.length),
      [RENDER_BUILD_HEADER]: BUILD,
    };
    if (behaviour.setCookie) headers['set-cookie'] = 'cdn_device=desktop; Path=/';
    if (behaviour.gzipped) headers['content-encoding'] = 'gzip';
    const status = matchPath(path).kind === 'page' ? 200 : 404;
    res.writeHead(status, headers).end(req.method === 'HEAD' ? undefined : body);
  };
}

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** An answer as it came off the wire: its body not decompressed. */
function raw(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const BR = { 'accept-encoding': 'gzip, deflate, br' };

/** Lets a miss's copy reach Redis. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('pages compressed for their reader', () => {
  const site = `pz-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  const behaviours = new Map<string, Behaviour>();
  let redis: Redis;
  let render: FakeUpstream;
  let content: FakeUpstream;
  let app: NestFastifyApplication;
  let base: string;
  const get = (path: string, headers?: Record<string, string>, method?: string) =>
    raw(`${base}${path}`, headers, method);

  const cleanRedis = async () => {
    const keys = await redis.keys(`bytewire:page-cache:{${site}}:*`);
    if (keys.length > 0) await redis.del(...keys);
  };

  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    render = await FakeUpstream.start(renderLike(behaviours), () => ({
      [RENDER_BUILD_HEADER]: BUILD,
    }));
    content = await FakeUpstream.start((_req, res) => res.writeHead(200).end('{}'));
    app = await createGateway({
      RENDER_URL: render.url,
      CONTENT_API_URL: content.url,
      REDIS_URL,
      SITE_ID: site,
      PAGE_CACHE_ENABLED: 'true',
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = await app.getUrl();
  });

  afterAll(async () => {
    await app?.close();
    await Promise.all([render?.close(), content?.close()]);
    await cleanRedis();
    await redis?.quit();
  });

  beforeEach(async () => {
    behaviours.clear();
    await cleanRedis();
  });

  it('sends the first reader of an uncached page the compressed copy the next readers get', async () => {
    const first = await get('/news/', BR);
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toBe('accept-encoding');
    expect(first.headers['transfer-encoding']).toBeUndefined();
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    const html = brotliDecompressSync(first.body).toString();
    expect(html).toContain('<h1>/news/ render');
    await settle();
    const second = await get('/news/');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers['content-encoding']).toBeUndefined();
    expect(second.body.toString()).toBe(html);
    // Compressed once: the copy kept is the very bytes the first reader got.
    const third = await get('/news/', BR);
    expect(third.headers['x-cache']).toBe('hit');
    expect(third.body.equals(first.body)).toBe(true);
    expect(first.body.length).toBeLessThan(second.body.length / 4);
  });

  it('sends plain HTML on a miss to a reader who does not take Brotli', async () => {
    for (const acceptEncoding of [undefined, 'gzip, deflate', 'br;q=0, gzip']) {
      // The last reader's copy out of the way: each reader causes a miss.
      await settle();
      await cleanRedis();
      const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : undefined;
      const res = await get('/latest/', headers);
      expect([acceptEncoding, res.headers['x-cache']]).toEqual([acceptEncoding, 'miss']);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.body.toString()).toContain('<h1>/latest/ render');
    }
  });

  it('compresses a page it does not keep for its one reader', async () => {
    behaviours.set('/news/', { setCookie: true });
    const res = await get('/news/', BR);
    expect(res.headers['x-cache']).toBe('miss');
    expect(res.headers['set-cookie']).toEqual(['cdn_device=desktop; Path=/']);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toContain('<h1>/news/ render');
  });

  it('compresses never-cached pages and render’s 404 page as they stream, for readers who take it', async () => {
    for (const [path, status] of [
      ['/members/preferences/', 200],
      ['/no-such-section/at/all/', 404],
    ] as const) {
      const compressed = await get(path, BR);
      expect([path, compressed.status]).toEqual([path, status]);
      expect(compressed.headers['x-cache']).toBeUndefined();
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.headers['content-length']).toBeUndefined();
      expect(compressed.headers.vary).toBe('accept-encoding');
      const html = brotliDecompressSync(compressed.body).toString();
      expect(html).toContain(`<h1>${path} render`);
      expect(html).toContain(`paragraph 299 of ${path}</p></body></html>`);

      const plain = await get(path);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('accept-encoding');
      expect(plain.body.toString()).toContain(`<h1>${path} render`);
      expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    }
  });

  it('answers HEAD of a never-cached page with the headers of its compressed answer, no body', async () => {
    const res = await get('/members/preferences/', BR, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.body.length).toBe(0);
  });

  it('never compresses an answer render encoded already', async () => {
    behaviours.set('/members/newsletters/', { gzipped: true });
    const res = await get('/members/newsletters/', BR);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
  });
});
