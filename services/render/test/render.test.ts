import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { DependencyChecks, internalHandler } from '@bytewire/service-kit';
import request from 'supertest';
import { WebBundle } from '../src/web-bundle/web-bundle';
import { startFakeContentApi, type FakeContentApi } from './support/fake-content-api';
import { ARTICLE_PAGE, GONE_PAGE, HEADLINE, HOME_PAGE, RENAMED_PAGE } from './support/pages';
import { API_KEY, createRenderApp } from './support/render-app';

const NOT_FOUND_TEXT = 'This page could not be found';
const UPSTREAM_TIMEOUT_MS = 300;

let contentApi: FakeContentApi;
let app: NestFastifyApplication;

beforeAll(async () => {
  contentApi = await startFakeContentApi(API_KEY, {
    'article/long-battery-laptops': ARTICLE_PAGE,
    'article/gone': GONE_PAGE,
    'article/renamed': RENAMED_PAGE,
    'front-door/home': HOME_PAGE,
  });
  app = await createRenderApp({
    CONTENT_API_URL: contentApi.url,
    CONTENT_API_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
    PUBLIC_URL: 'https://www.bytewire.example',
    CSP_IMG_ORIGINS: 'https://img.example.net',
    CSP_MEDIA_ORIGINS: 'https://video.example.net',
  });
});

afterAll(async () => {
  await app?.close();
  await contentApi?.close();
});

const server = () => app.getHttpServer();

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/** A Content-Security-Policy header as its directives' values, by name. */
function directivesOf(policy: string | undefined): Map<string, string> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values.join(' ')] as [string, string]),
  );
}

describe('render service', () => {
  it('renders an article: 200, HTML, the headline and the hydration script', async () => {
    const res = await request(server())
      .get('/article/long-battery-laptops/')
      .set('x-request-id', 'req-article-1');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['x-request-id']).toBe('req-article-1');
    // Rendered to a string and sent whole: a length, not chunks.
    expect(res.headers['transfer-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.text));
    expect(res.text).toContain(`<h1>${HEADLINE}</h1>`);
    expect(res.text).toContain(
      '<script type="application/json" id="router-hydration-data">{"loaderData":',
    );
    expect(res.text).toMatch(/e\.type="module";e\.src=m\[i\].*"\/assets\/entry-client-[\w-]+\.js"/);
    // The app's one stylesheet (web/vite.config.mts: cssCodeSplit off), linked in the head.
    expect(res.text).toMatch(/<link rel="stylesheet" href="\/assets\/style-[\w-]+\.css"\/>/);
    expect(res.text).toContain(
      '<link rel="canonical" href="https://www.bytewire.example/article/long-battery-laptops/"/>',
    );
    // The key and the request id go to the content API; the key never into the page.
    const upstream = contentApi.requests.find((r) => r.headers['x-request-id'] === 'req-article-1');
    expect(upstream?.headers['x-api-key']).toBe(API_KEY);
    expect(res.text).not.toContain(API_KEY);
  });

  it('gives a page a strict hash-based policy: each inline script allowed by its SHA-256, the same on every render', async () => {
    const pages = await Promise.all(
      [1, 2].map(() => request(server()).get('/article/long-battery-laptops/').expect(200)),
    );
    const policies = pages.map((res) => {
      expect(res.text).not.toContain('nonce');
      const policy = directivesOf(res.headers['content-security-policy']);
      const scriptSrc = (policy.get('script-src') ?? '').split(' ');
      const hashes = scriptSrc.filter((source) => source.startsWith("'sha256-"));
      expect(scriptSrc.slice(hashes.length, hashes.length + 2)).toEqual([
        "'strict-dynamic'",
        "'self'",
      ]);
      expect(scriptSrc).not.toContain('https:');
      // Scripts that run (not JSON data blocks): every one inline, every one's hash named.
      const scripts = [
        ...res.text.matchAll(
          /<script(?![^>]*type="application\/(ld\+)?json")([^>]*)>([\s\S]*?)<\/script>/g,
        ),
      ];
      expect(scripts.length).toBeGreaterThanOrEqual(3);
      expect(scripts.map((script) => script[2])).toEqual(scripts.map(() => ''));
      expect(hashes.sort()).toEqual(scripts.map((script) => `'${sha256(script[3])}'`).sort());
      expect(res.text).not.toMatch(/<link rel="modulepreload"/);
      expect(policy.get('script-src-attr')).toBe("'none'");
      expect(policy.get('object-src')).toBe("'none'");
      expect(policy.get('base-uri')).toBe("'none'");
      expect(policy.has('upgrade-insecure-requests')).toBe(true);
      return res.headers['content-security-policy'];
    });
    expect(policies[0]).toBe(policies[1]);
  });

  it('lets images, media, requests and frames go to the site and the configured third parties only', async () => {
    const res = await request(server()).get('/article/long-battery-laptops/').expect(200);
    const policy = directivesOf(res.headers['content-security-policy']);
    expect(policy.get('img-src')).toBe(
      "'self' data: blob: https://www.bytewire.example https://img.example.net",
    );
    expect(policy.get('media-src')).toBe(
      "'self' blob: https://www.bytewire.example https://video.example.net",
    );
    expect(policy.get('connect-src')).toBe("'self' https://video.example.net");
    expect(policy.get('frame-src')).toBe(
      "'self' https://platform.twitter.com https://syndication.twitter.com",
    );
    for (const directive of ['img-src', 'media-src', 'connect-src', 'frame-src', 'script-src']) {
      expect(policy.get(directive)?.split(' ')).not.toContain('https:');
    }
  });

  it('gives the 404 page its policy too', async () => {
    const res = await request(server()).get('/no-such-section/at/all/').expect(404);
    expect(directivesOf(res.headers['content-security-policy']).get('script-src')).toMatch(
      /^'sha256-[^']+' /,
    );
  });

  it("gives an AMP page the AMP runtime's policy: no script of the app", async () => {
    const res = await request(server())
      .get('/google-amp/article/long-battery-laptops/')
      .expect(200);
    const policy = directivesOf(res.headers['content-security-policy']);
    expect(policy.get('script-src')).toBe('https://cdn.ampproject.org/ blob:');
    expect(res.text).not.toContain('nonce=');
    expect(res.text).not.toContain('entry-client');
  });

  it('answers an unmatched path with the 404 page', async () => {
    const res = await request(server()).get('/no-such-section/at/all/');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['transfer-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.text));
    expect(res.text).toContain(NOT_FOUND_TEXT);
  });

  it('answers a component 404 with the 404 page', async () => {
    const res = await request(server()).get('/article/gone/');
    expect(res.status).toBe(404);
    expect(res.text).toContain(NOT_FOUND_TEXT);
  });

  it('answers a slug the content API does not know with the 404 page', async () => {
    const res = await request(server()).get('/article/not-in-the-fixtures/');
    expect(res.status).toBe(404);
    expect(res.text).toContain(NOT_FOUND_TEXT);
  });

  it('redirects a component 301 to the new slug (301)', async () => {
    const res = await request(server()).get('/article/renamed/');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/article/long-battery-laptops/');
  });

  it('redirects a path without its trailing slash (301), query kept', async () => {
    const res = await request(server()).get('/article/renamed?ref=x');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/article/renamed/?ref=x');
  });

  it('answers malformed upstream JSON with the error page (502)', async () => {
    const res = await request(server()).get('/article/malformed/');
    expect(res.status).toBe(502);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('Something went wrong');
  });

  it('answers a content API that does not answer with the error page, quickly (504)', async () => {
    const started = Date.now();
    const res = await request(server()).get('/article/slow/');
    expect(res.status).toBe(504);
    expect(res.text).toContain('Something went wrong');
    expect(Date.now() - started).toBeLessThan(UPSTREAM_TIMEOUT_MS + 2000);
  });

  it('writes the error buffer inline, before the loader of the client bundle', async () => {
    const res = await request(server()).get('/article/long-battery-laptops/').expect(200);
    const buffer = res.text.search(/<script>\(function\(w\)\{var q=w\.__bytewireErrors=\[\]/);
    expect(buffer).toBeGreaterThan(0);
    expect(buffer).toBeLessThan(res.text.lastIndexOf('"/assets/entry-client-'));
  });

  it('serves the service worker at the root: JavaScript, revalidated each time', async () => {
    const res = await request(server()).get('/service-worker.js').expect(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain("addEventListener('install'");
    const etag = res.headers.etag;
    await request(server()).get('/service-worker.js').set('if-none-match', etag).expect(304);
  });

  it('serves the house ad network under /house-ads/, kept five minutes', async () => {
    const library = await request(server()).get('/house-ads/house-ads.js').expect(200);
    expect(library.headers['content-type']).toMatch(/javascript/);
    expect(library.headers['cache-control']).toBe('public, max-age=300');
    expect(library.text).toContain('window.bytewireHouseAds');
    const catalogue = await request(server()).get('/house-ads/creatives.json').expect(200);
    expect(Object.keys(catalogue.body)).toEqual(
      expect.arrayContaining(['skybox', 'omnibar', 'article-mpu']),
    );
    await request(server()).get('/house-ads/missing.svg').expect(404);
  });

  it('serves the brand under /brand/: SVG sources and the PNGs of their stated sizes, kept a day', async () => {
    const icon = await request(server()).get('/brand/icon.svg').expect(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    for (const [file, width, height] of [
      ['logo-120x84.png', 120, 84],
      ['logo-310x310.png', 310, 310],
      ['apple-touch-icon.png', 180, 180],
      ['icon-32.png', 32, 32],
    ] as const) {
      const png = await request(server()).get(`/brand/${file}`).buffer(true).expect(200);
      expect(png.headers['content-type']).toBe('image/png');
      // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
      const body = png.body as Buffer;
      expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([width, height]);
    }
    await request(server()).get('/brand/missing.png').expect(404);
  });

  it('serves the client build under /assets/ as immutable', async () => {
    const assets = WebBundle.load(WebBundle.defaultDistDir()).assetsDir;
    const script = readdirSync(assets).find((file) => file.endsWith('.js'));
    const res = await request(server()).get(`/assets/${script}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(path.extname(script ?? '')).toBe('.js');
  });

  it('serves scripts Brotli- or gzip-compressed as the browser accepts, the same bytes', async () => {
    const assets = WebBundle.load(WebBundle.defaultDistDir()).assetsDir;
    const entry = readdirSync(assets).find((file) => /^entry-client-.*\.js$/.test(file));
    const plain = readFileSync(path.join(assets, entry!));
    const br = await request(server())
      .get(`/assets/${entry}`)
      .set('accept-encoding', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    // The copy the build wrote, which the client (here supertest) decodes to the script.
    const stored = readFileSync(path.join(assets, `${entry}.br`));
    expect(Number(br.headers['content-length'])).toBe(stored.length);
    expect(brotliDecompressSync(stored).equals(plain)).toBe(true);
    expect(br.text).toBe(plain.toString());
    expect(stored.length).toBeLessThan(plain.length / 3);
    const gzip = await request(server()).get(`/assets/${entry}`).set('accept-encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const identity = await request(server())
      .get(`/assets/${entry}`)
      .set('accept-encoding', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(Number(identity.headers['content-length'])).toBe(plain.length);
  });

  it('does not render pages under /assets/: a missing file is a plain 404', async () => {
    const res = await request(server()).get('/assets/no-such-file.js');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<html');
  });

  it('labels page metrics with route names from the table, not raw paths', async () => {
    await request(server()).get('/article/long-battery-laptops/');
    const metrics = await request(internalHandler(app)).get('/metrics');
    expect(metrics.text).toMatch(
      /http_request_duration_seconds_count\{[^}]*route="article"[^}]*\} \d+/,
    );
    expect(metrics.text).not.toContain('long-battery-laptops');
  });

  it("times the content API's answers in upstream_request_duration_seconds", async () => {
    await request(server()).get('/article/long-battery-laptops/').expect(200);
    await request(server()).get('/article/gone/').expect(404);
    const metrics = await request(internalHandler(app)).get('/metrics');
    expect(metrics.text).toMatch(
      /upstream_request_duration_seconds_count\{[^}]*upstream="content-api",outcome="2xx"\} [1-9]/,
    );
    expect(metrics.text).toMatch(
      /upstream_request_duration_seconds_count\{[^}]*upstream="content-api",outcome="4xx"\} [1-9]/,
    );
  });

  it('is ready while the content API is live', async () => {
    const res = await request(server()).get('/health/ready');
    expect(res.status).toBe(200);
  });
});

describe('render service without a content API', () => {
  let lonely: NestFastifyApplication;

  beforeAll(async () => {
    const gone = await startFakeContentApi(API_KEY, {});
    const url = gone.url;
    await gone.close();
    lonely = await createRenderApp({ CONTENT_API_URL: url });
  });

  afterAll(async () => {
    await lonely?.close();
  });

  it('shows the error page (502), stays ready and reports the content API down', async () => {
    const page = await request(lonely.getHttpServer()).get('/article/long-battery-laptops/');
    expect(page.status).toBe(502);
    expect(page.text).toContain('Something went wrong');
    await lonely.get(DependencyChecks).refresh();
    const ready = await request(internalHandler(lonely)).get('/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.dependencies).toMatchObject({ 'content-api': { status: 'down' } });
  });
});
