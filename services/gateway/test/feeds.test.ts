/**
 * The XML outputs through the gateway (spec 000 s2: /news/rss.xml, /topic/{slug}/rss.xml,
 * /sitemaps/): which paths reach render, what of the request goes with them, the news door's
 * Cache-Control, and the gateway's own answers for bad slugs and a failing render.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import request from 'supertest';
import { internalHandler } from '@bytewire/service-kit';
import { NOT_FOUND_PAGE_PATH } from '../src/upstreams/site-not-found';
import { FakeUpstream } from './fake-upstream';
import { createGateway, renderLike } from './gateway';

const NOT_FOUND_TEXT = 'There is no feed or sitemap at this address.';
const UNAVAILABLE_TEXT = 'The feed is not available right now. Please try again in a moment.';

/** A stand-in for render's feeds: XML, its own redirects and failures; pages as renderLike. */
function feedsLike(req: IncomingMessage, res: ServerResponse): void {
  const path = (req.url ?? '/').split('?')[0];
  switch (path) {
    case '/news/rss.xml':
    case '/topic/laptops/rss.xml':
      res.writeHead(200, {
        'content-type': 'application/rss+xml; charset=utf-8',
        'cache-control': 'public, max-age=1',
      });
      return void res.end('<?xml version="1.0"?><rss version="2.0"><channel/></rss>');
    case '/sitemaps/':
    case '/sitemaps/index.xml':
    case '/sitemaps/news.xml':
    case '/sitemaps/articles/2.xml':
      res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
      return void res.end('<?xml version="1.0"?><urlset/>');
    case '/topic/renamed/rss.xml':
      return void res.writeHead(301, { location: '/topic/new-topic/rss.xml' }).end();
    case '/topic/offsite/rss.xml':
      return void res.writeHead(302, { location: 'https://evil.example/rss.xml' }).end();
    case '/topic/failing/rss.xml':
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      return void res.end('render says no');
    case '/topic/slow/rss.xml':
      return; // never answers
    default:
      return renderLike(req, res);
  }
}

describe('gateway: RSS feeds and sitemaps', () => {
  let render: FakeUpstream;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    render = await FakeUpstream.start(feedsLike);
    app = await createGateway({
      RENDER_URL: render.url,
      RENDER_TIMEOUT_MS: '300',
      CONTENT_API_URL: await FakeUpstream.deadUrl(),
    });
  });
  afterAll(async () => {
    await app.close();
    await render.close();
  });
  beforeEach(() => {
    render.requests.length = 0;
  });

  const get = (path: string) => request(app.getHttpServer()).get(path);

  it.each([
    '/news/rss.xml',
    '/topic/laptops/rss.xml',
    '/sitemaps/',
    '/sitemaps/index.xml',
    '/sitemaps/news.xml',
    '/sitemaps/articles/2.xml',
  ])('forwards %s to render with the news door max age (private, 300 s)', async (path) => {
    const res = await get(path).expect(200);
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.headers['content-type']).toMatch(/^application\/(rss\+)?xml; charset=utf-8$/);
    expect(render.received.map((r) => r.url)).toEqual([path]);
  });

  it('passes the region header: render leaves the restricted topics out of its feeds (spec 001 s1)', async () => {
    await get('/news/rss.xml').set('x-geo-region', 'US-WA').expect(200);
    const [seen] = render.received;
    expect(seen.headers['x-geo-region']).toBe('US-WA');
  });

  it('passes neither the query nor cookies or credentials: only the user agent and the request id', async () => {
    await get('/news/rss.xml?utm_source=feedly&apiKey=guess')
      .set('x-request-id', 'trace-feed-1')
      .set('user-agent', 'FeedReader/1.0')
      .set('cookie', 'session=secret')
      .set('authorization', 'Bearer secret')
      .expect(200);
    const [seen] = render.received;
    expect(seen.url).toBe('/news/rss.xml');
    expect(seen.headers['user-agent']).toBe('FeedReader/1.0');
    expect(seen.headers['x-request-id']).toBe('trace-feed-1');
    expect(seen.headers.cookie).toBeUndefined();
    expect(seen.headers.authorization).toBeUndefined();
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await request(app.getHttpServer()).head('/news/rss.xml').expect(200);
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.text ?? '').toBe('');
    expect(render.received[0]).toMatchObject({ method: 'HEAD', url: '/news/rss.xml' });
  });

  it('refuses other methods with 405', async () => {
    await request(app.getHttpServer()).post('/news/rss.xml').expect(405);
    expect(render.received).toEqual([]);
  });

  it.each([
    '/topic/Laptops/rss.xml',
    '/topic/lap_tops/rss.xml',
    '/topic/-laptops/rss.xml',
    '/topic/%6Captops/rss.xml',
    `/topic/${'a'.repeat(201)}/rss.xml`,
    '/sitemaps/index/2.xml',
    '/sitemaps/articles/1.xml',
    '/sitemaps/articles.xml/',
    '/sitemaps/a/b/c.xml',
    '/sitemaps/NEWS.xml',
  ])('answers the feed-shaped %s with its own 404 text; render is not asked', async (path) => {
    const res = await get(path).expect(404);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toBe(NOT_FOUND_TEXT);
    expect(render.received).toEqual([]);
  });

  it('refuses a topic slug hiding a path separator with the 404 page, before any feed rule', async () => {
    await get('/topic/..%2f..%2fadmin/rss.xml').expect(404);
    // Only the site's 404 page of a fixed path is asked for: never the refused path.
    expect(render.received.map((r) => r.url)).toEqual([NOT_FOUND_PAGE_PATH]);
  });

  it('redirects /sitemaps to /sitemaps/ (301) without asking render', async () => {
    const res = await get('/sitemaps').expect(301);
    expect(res.headers.location).toBe('/sitemaps/');
    expect(render.received).toEqual([]);
  });

  it('leaves the slashed and escaped forms to the route table: pages, not feeds', async () => {
    // The news door takes any page value (spec 000 s5): /news/rss.xml/ is its page 'rss.xml'.
    const door = await get('/news/rss.xml/').expect(200);
    expect(door.headers['content-type']).toMatch(/^text\/html/);
    // /topic/{slug}/rss.xml/ is no route: render's 404 page.
    await get('/topic/laptops/rss.xml/').expect(404);
    expect(render.received.map((r) => r.url)).toEqual([
      '/news/rss.xml/',
      '/topic/laptops/rss.xml/',
    ]);
    // An escaped dot is no feed path: the route table redirects it as a news door page.
    const escaped = await get('/news/rss%2Exml').expect(301);
    expect(escaped.headers.location).toBe('/news/rss%2Exml/');
  });

  it("passes render's redirect of a renamed topic feed on, not cached", async () => {
    const res = await get('/topic/renamed/rss.xml').expect(301);
    expect(res.headers.location).toBe('/topic/new-topic/rss.xml');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers an off-site redirect of render with 502 text', async () => {
    const res = await get('/topic/offsite/rss.xml').expect(502);
    expect(res.text).toBe(UNAVAILABLE_TEXT);
    expect(res.headers.location).toBeUndefined();
  });

  it("passes render's own failure on, not cached", async () => {
    const res = await get('/topic/failing/rss.xml').expect(502);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toBe('render says no');
  });

  it('answers 504 text when render does not answer within RENDER_TIMEOUT_MS', async () => {
    const res = await get('/topic/slow/rss.xml').expect(504);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toBe(UNAVAILABLE_TEXT);
  });

  it('counts feed requests by output, not by URL', async () => {
    await get('/topic/laptops/rss.xml').expect(200);
    const metrics = (await request(internalHandler(app)).get('/metrics').expect(200)).text;
    expect(metrics).toMatch(/route="feed:topic-rss"/);
    expect(metrics).not.toMatch(/laptops/);
  });
});

describe('gateway: feeds with render down', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    const dead = await FakeUpstream.deadUrl();
    app = await createGateway({ RENDER_URL: dead, CONTENT_API_URL: dead });
  });
  afterAll(() => app.close());

  it('answers 502 text at once', async () => {
    const res = await request(app.getHttpServer()).get('/news/rss.xml').expect(502);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toBe(UNAVAILABLE_TEXT);
  });
});
