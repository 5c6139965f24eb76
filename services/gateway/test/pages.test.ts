import request from 'supertest';
import { internalHandler } from '@bytewire/service-kit';
import { NOT_FOUND_PAGE_PATH } from '../src/upstreams/site-not-found';
import {
  gatewayBetweenFakes,
  HOP_BY_HOP_ANSWER,
  RENDER_PAGE_POLICY,
  RENDER_REDIRECTS,
} from './gateway';

/** Forwarding headers a client makes up, hoping render believes them. */
const SPOOFED = {
  'x-forwarded-for': '1.2.3.4',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'gopher',
};

describe('gateway pages', () => {
  const gw = gatewayBetweenFakes();

  it('redirects a path without its trailing slash (301), query kept, without asking render', async () => {
    const res = await request(gw.app.getHttpServer()).get('/news?utm_source=x&b=%20').expect(301);
    expect(res.headers.location).toBe('/news/?utm_source=x&b=%20');
    expect(gw.render.received).toEqual([]);
  });

  it("keeps a sign-in's return parameters for the reader, never for render (issue 27)", async () => {
    const secret = 'code=oauth-code&state=oauth-state';
    const redirect = await request(gw.app.getHttpServer())
      .get(`/auth/callback?${secret}&ref=x`)
      .expect(301);
    expect(redirect.headers.location).toBe(`/auth/callback/?${secret}&ref=x`);

    await request(gw.app.getHttpServer())
      .get(`/auth/callback/?${secret}&ref=x&Session_State=s&id_token=t`)
      .expect(200);
    expect(gw.render.received.map((r) => r.url)).toEqual(['/auth/callback/?ref=x']);
    await request(gw.app.getHttpServer()).get(`/news/?${secret}`).expect(200);
    expect(gw.render.received.map((r) => r.url)[1]).toBe('/news/');
  });

  it('forwards the news door with max-age 300, passing the browser headers render needs', async () => {
    const res = await request(gw.app.getHttpServer())
      .get('/news/?page=2')
      .set('x-request-id', 'trace-news-1')
      .set('accept-language', 'en-US')
      .set('user-agent', 'jest-browser')
      .set('cookie', 'consent=yes')
      .set('x-edition', 'us')
      .set('x-device', 'tablet')
      .set('authorization', 'Bearer not-for-render')
      .set('x-forwarded-for', '203.0.113.7')
      .set('x-custom', 'not-for-render')
      .expect(200);

    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.headers['x-request-id']).toBe('trace-news-1');
    expect(res.text).toContain('page /news/');

    expect(gw.render.received).toHaveLength(1);
    const [seen] = gw.render.received;
    expect(seen).toMatchObject({ method: 'GET', url: '/news/?page=2' });
    expect(seen.headers).toMatchObject({
      'x-request-id': 'trace-news-1',
      'accept-language': 'en-US',
      'user-agent': 'jest-browser',
      cookie: 'consent=yes',
      'x-edition': 'us',
      'x-device': 'tablet',
      'x-forwarded-for': expect.stringMatching(/^(::ffff:)?127\.0\.0\.1$/),
      'x-forwarded-proto': 'http',
      'x-forwarded-host': expect.stringMatching(/^127\.0\.0\.1:\d+$/),
    });
    expect(seen.headers.authorization).toBeUndefined();
    expect(seen.headers['x-custom']).toBeUndefined();
  });

  it("replaces a client's forwarding headers with what the gateway saw itself", async () => {
    await request(gw.app.getHttpServer()).get('/news/').set(SPOOFED).expect(200);
    const [seen] = gw.render.received;
    expect(seen.headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(seen.headers['x-forwarded-host']).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    expect(JSON.stringify(seen.headers)).not.toMatch(/1\.2\.3\.4|evil\.example|gopher/);
  });

  it("passes render's own site-relative redirects on, with no-cache", async () => {
    const res = await request(gw.app.getHttpServer()).get('/article/renamed/?ref=x').expect(301);
    expect(res.headers.location).toBe('/article/new-slug/');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(gw.render.received.map((r) => r.url)).toEqual(['/article/renamed/?ref=x']);
  });

  it.each([
    '/article/offsite/',
    '/article/protocol-relative/',
    '/article/backslash/',
    '/article/relative/',
  ])('answers a render redirect to %s with its own error page (502), no Location', async (path) => {
    expect(RENDER_REDIRECTS[path]).toBeDefined();
    const res = await request(gw.app.getHttpServer()).get(path).expect(502);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('Bytewire is having trouble right now');
    expect(res.text).not.toContain('evil.example');
  });

  it("drops render's hop-by-hop headers, keeping the end-to-end ones", async () => {
    const res = await request(gw.app.getHttpServer()).get('/article/hop-by-hop/').expect(200);
    expect(res.headers['x-kept']).toBe(HOP_BY_HOP_ANSWER['x-kept']);
    for (const name of ['x-internal', 'proxy-authenticate', 'upgrade', 'te', 'trailer']) {
      expect(res.headers[name]).toBeUndefined();
    }
    expect(res.headers['keep-alive']).not.toBe(HOP_BY_HOP_ANSWER['keep-alive']);
    expect(res.headers.connection).not.toContain('x-internal');
  });

  it('gives an article max-age 7200', async () => {
    const res = await request(gw.app.getHttpServer()).get('/article/some-slug/').expect(200);
    expect(res.headers['cache-control']).toBe('private, max-age=7200');
  });

  it('lets the news door take any page value: /news/abc/ is a page', async () => {
    const res = await request(gw.app.getHttpServer()).get('/news/abc/').expect(200);
    expect(res.headers['cache-control']).toBe('private, max-age=300');
  });

  it.each(['/members/foo/', '/reviews/abc/', '/finance/a/b/c/', '/no-such-section/'])(
    'forwards %s as not found: render 404 passed through, no-cache',
    async (path) => {
      const res = await request(gw.app.getHttpServer()).get(path).expect(404);
      expect(res.text).toContain('This page could not be found');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(gw.render.received.map((r) => r.url)).toEqual([path]);
    },
  );

  it('answers HEAD like GET, without a body', async () => {
    const res = await request(gw.app.getHttpServer()).head('/news/').expect(200);
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(gw.render.received[0]).toMatchObject({ method: 'HEAD', url: '/news/' });
  });

  it('refuses other methods with 405 and Allow', async () => {
    const res = await request(gw.app.getHttpServer()).post('/news/').send({ a: 1 }).expect(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.body).toEqual({ statusCode: 405, message: 'Method not allowed; use GET, HEAD' });
    expect(gw.render.received).toEqual([]);
  });

  it('refuses a URL over 2048 characters with 414', async () => {
    const res = await request(gw.app.getHttpServer())
      .get(`/article/${'a'.repeat(2100)}/`)
      .expect(414);
    expect(res.body).toEqual({ statusCode: 414, message: 'URL longer than 2048 characters' });
    expect(res.headers['x-request-id']).toBeTruthy();
    await request(gw.app.getHttpServer())
      .get(`/news/?q=${'a'.repeat(2100)}`)
      .expect(414);
    expect(gw.render.received).toEqual([]);
    // 2048 characters exactly is still a page request.
    const atLimit = `/news/?q=${'a'.repeat(2048 - '/news/?q='.length)}`;
    const page = await request(gw.app.getHttpServer()).get(atLimit);
    expect(page.status).not.toBe(414);
    expect(gw.render.received).toHaveLength(1);
  });

  it.each([
    '/news/%zz/',
    '/%E0%A4%A/',
    '/news/%2e%2e/about/',
    '/news/a%2Fb/',
    '/news//',
    '//evil.example/',
    '/article/..slug/',
    '/news/%00/',
  ])(
    'answers %s with the site 404 page of a fixed path: the path never reaches render',
    async (path) => {
      const res = await request(gw.app.getHttpServer())
        .get(`${path}?q=reader-query`)
        .set('cookie', 'terms_interacted=1')
        .expect(404);
      expect(res.text).toContain('This page could not be found');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.location).toBeUndefined();
      // render's own page, with its policy (the hashes of its scripts).
      expect(res.headers['content-security-policy']).toBe(RENDER_PAGE_POLICY);
      expect(gw.render.received.map((r) => r.url)).toEqual([NOT_FOUND_PAGE_PATH]);
      // The reader's page headers go on (the chrome's terms banner, edition, device).
      expect(gw.render.received[0].headers.cookie).toBe('terms_interacted=1');
    },
  );

  it('does not let an encoded slash turn a redirect into an off-site location', async () => {
    const res = await request(gw.app.getHttpServer()).get('/%2F%2Fevil.example').expect(404);
    expect(res.headers.location).toBeUndefined();
  });

  it('counts page requests by route name, not by URL', async () => {
    await request(gw.app.getHttpServer()).get('/article/counted-slug/').expect(200);
    const metrics = await request(internalHandler(gw.app)).get('/metrics').expect(200);
    expect(metrics.text).toMatch(/http_request_duration_seconds_count\{[^}]*route="page:article"/);
    expect(metrics.text).not.toContain('counted-slug');
  });

  it("times render's answers in upstream_request_duration_seconds, by upstream and outcome", async () => {
    await request(gw.app.getHttpServer()).get('/article/timed-slug/').expect(200);
    await request(gw.app.getHttpServer()).get('/no/route/here/').expect(404);
    const metrics = await request(internalHandler(gw.app)).get('/metrics').expect(200);
    expect(metrics.text).toMatch(
      /upstream_request_duration_seconds_count\{[^}]*upstream="render",outcome="2xx"\} [1-9]/,
    );
    expect(metrics.text).toMatch(
      /upstream_request_duration_seconds_count\{[^}]*upstream="render",outcome="4xx"\} [1-9]/,
    );
  });
});

describe('gateway pages behind a trusted proxy (TRUST_PROXY=true)', () => {
  const gw = gatewayBetweenFakes({ TRUST_PROXY: 'true' });

  it('appends the peer to the X-Forwarded-For chain and keeps the forwarded host and protocol', async () => {
    await request(gw.app.getHttpServer()).get('/news/').set(SPOOFED).expect(200);
    const [seen] = gw.render.received;
    expect(seen.headers['x-forwarded-for']).toMatch(/^1\.2\.3\.4, (::ffff:)?127\.0\.0\.1$/);
    expect(seen.headers['x-forwarded-host']).toBe('evil.example');
    expect(seen.headers['x-forwarded-proto']).toBe('gopher');
  });
});

describe('gateway pages behind a proxy at another address', () => {
  const gw = gatewayBetweenFakes({ TRUST_PROXY: '10.0.0.0/8' });

  it('does not believe the forwarding headers of a peer it does not trust', async () => {
    await request(gw.app.getHttpServer()).get('/news/').set(SPOOFED).expect(200);
    const [seen] = gw.render.received;
    expect(seen.headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(seen.headers['x-forwarded-host']).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(seen.headers['x-forwarded-proto']).toBe('http');
  });
});
