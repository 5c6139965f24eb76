import request from 'supertest';
import { gatewayBetweenFakes } from './gateway';

describe('gateway pages', () => {
  const gw = gatewayBetweenFakes();

  it('redirects a path without its trailing slash (301), query kept, without asking render', async () => {
    const res = await request(gw.app.getHttpServer()).get('/news?utm_source=x&b=%20').expect(301);
    expect(res.headers.location).toBe('/news/?utm_source=x&b=%20');
    expect(gw.render.received).toEqual([]);
  });

  it('forwards the news door with max-age 300, passing the browser headers render needs', async () => {
    const res = await request(gw.app.getHttpServer())
      .get('/news/?page=2')
      .set('x-request-id', 'trace-news-1')
      .set('accept-language', 'en-US')
      .set('user-agent', 'jest-browser')
      .set('cookie', 'consent=yes')
      .set('authorization', 'Bearer not-for-render')
      .set('x-forwarded-for', '203.0.113.7')
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
      'x-forwarded-for': '203.0.113.7, 127.0.0.1',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': expect.stringMatching(/^127\.0\.0\.1:\d+$/),
    });
    expect(seen.headers.authorization).toBeUndefined();
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
    await request(gw.app.getHttpServer())
      .get(`/article/${'a'.repeat(2100)}/`)
      .expect(414);
    await request(gw.app.getHttpServer())
      .get(`/news/?q=${'a'.repeat(2100)}`)
      .expect(414);
    expect(gw.render.received).toEqual([]);
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
  ])('answers %s with its own 404 page, never reaching render', async (path) => {
    const res = await request(gw.app.getHttpServer()).get(path).expect(404);
    expect(res.text).toContain('This page could not be found');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.location).toBeUndefined();
    expect(gw.render.received).toEqual([]);
  });

  it('does not let an encoded slash turn a redirect into an off-site location', async () => {
    const res = await request(gw.app.getHttpServer()).get('/%2F%2Fevil.example').expect(404);
    expect(res.headers.location).toBeUndefined();
  });

  it('counts page requests by route name, not by URL', async () => {
    await request(gw.app.getHttpServer()).get('/article/counted-slug/').expect(200);
    const metrics = await request(gw.app.getHttpServer()).get('/metrics').expect(200);
    expect(metrics.text).toMatch(/http_request_duration_seconds_count\{[^}]*route="page:article"/);
    expect(metrics.text).not.toContain('counted-slug');
  });
});
