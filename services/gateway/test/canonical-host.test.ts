/**
 * The site on one origin (issue 27): with CANONICAL_HOST_REDIRECT on, a page request on another
 * host than PUBLIC_URL's (127.0.0.1, as `npm start` prints it, or an old name) is redirected to
 * the same path and query on PUBLIC_URL's origin before render is asked; the public host is
 * served as before; probes, /metrics, the APIs, beacons and writes answer on any host.
 */
import request from 'supertest';
import { isCanonicalisable, normalisedHost } from '../src/edge/canonical-host';
import { gatewayBetweenFakes } from './gateway';

const PUBLIC_URL = 'http://localhost:3000';

describe('canonical host redirect, on', () => {
  const gw = gatewayBetweenFakes({ PUBLIC_URL, CANONICAL_HOST_REDIRECT: 'true' });
  const server = () => gw.app.getHttpServer();

  it('redirects a page on 127.0.0.1 to the public origin, path and query kept', async () => {
    const res = await request(server())
      .get('/news/?page=2&utm_source=x%20y')
      .set('host', '127.0.0.1:3000')
      .expect(301);
    expect(res.headers.location).toBe('http://localhost:3000/news/?page=2&utm_source=x%20y');
    expect(gw.render.received).toHaveLength(0);
  });

  it('redirects a HEAD the same way, and a sign-in return with its code', async () => {
    await request(server())
      .head('/article/some-slug/')
      .set('host', '127.0.0.1:3000')
      .expect(301)
      .expect('location', 'http://localhost:3000/article/some-slug/');
    await request(server())
      .get('/auth/callback/?code=abc&state=xyz')
      .set('host', 'www.other.example')
      .expect(301)
      .expect('location', 'http://localhost:3000/auth/callback/?code=abc&state=xyz');
  });

  it('keeps a path that looks like another host on the public origin', async () => {
    await request(server())
      .get('//evil.example/x/')
      .set('host', '127.0.0.1:3000')
      .expect(301)
      .expect('location', 'http://localhost:3000//evil.example/x/');
  });

  it('serves a page on the public host, in any case of letters', async () => {
    await request(server()).get('/news/').set('host', 'localhost:3000').expect(200);
    await request(server()).get('/news/').set('host', 'LocalHost:3000').expect(200);
    expect(gw.render.received).toHaveLength(2);
  });

  it('treats another port of the public name as another host', async () => {
    await request(server())
      .get('/news/')
      .set('host', 'localhost:3999')
      .expect(301)
      .expect('location', 'http://localhost:3000/news/');
  });

  it('answers probes, metrics, the APIs and writes on any host', async () => {
    const other = '127.0.0.1:3000';
    // Whatever each answers there (the kit decides what the public port shows), never a redirect.
    for (const path of ['/health/live', '/health/ready', '/metrics', '/api/content/articles/x']) {
      const res = await request(server()).get(path).set('host', other);
      expect([path, res.status]).not.toEqual([path, 301]);
      expect(res.headers.location).toBeUndefined();
    }
    await request(server()).get('/health/live').set('host', other).expect(200);
    const post = await request(server()).post('/news/').set('host', other);
    expect(post.status).toBe(405);
  });

  it('does not believe X-Forwarded-Host from a peer TRUST_PROXY does not name', async () => {
    await request(server())
      .get('/news/')
      .set('host', 'localhost:3000')
      .set('x-forwarded-host', '127.0.0.1:3000')
      .expect(200);
  });
});

describe('canonical host redirect behind a trusted proxy', () => {
  const gw = gatewayBetweenFakes({
    PUBLIC_URL: 'https://www.bytewire.example',
    CANONICAL_HOST_REDIRECT: 'true',
    TRUST_PROXY: 'loopback',
  });
  const server = () => gw.app.getHttpServer();

  it('compares the host the proxy forwards, never the scheme', async () => {
    // The ingress terminated TLS: the gateway sees http, and must not loop to https.
    await request(server())
      .get('/news/')
      .set('host', '10.1.2.3:3000')
      .set('x-forwarded-host', 'www.bytewire.example')
      .set('x-forwarded-proto', 'http')
      .expect(200);
    await request(server())
      .get('/news/?q=1')
      .set('host', 'www.bytewire.example')
      .set('x-forwarded-host', 'bytewire.example')
      .expect(301)
      .expect('location', 'https://www.bytewire.example/news/?q=1');
  });
});

describe('canonical host redirect, off (the default)', () => {
  const gw = gatewayBetweenFakes({ PUBLIC_URL });

  it('serves pages on any host', async () => {
    await request(gw.app.getHttpServer()).get('/news/').set('host', '127.0.0.1:3000').expect(200);
  });
});

describe('which requests are redirected', () => {
  it.each([
    ['GET', '/', true],
    ['HEAD', '/news/?a=1', true],
    ['GET', '/assets/app.js', true],
    ['POST', '/news/', false],
    ['OPTIONS', '/news/', false],
    ['GET', '/health/live', false],
    ['GET', '/health/ready', false],
    ['GET', '/metrics', false],
    ['GET', '/openapi.yaml', false],
    ['GET', '/api/content/x', false],
    ['GET', '/analytics/beacon.gif?e=1', false],
    ['GET', 'http://evil.example/news/', false],
  ])('%s %s: %s', (method, url, expected) => {
    expect(isCanonicalisable(method, url)).toBe(expected);
  });

  it.each([
    ['localhost:3000', 'http:', 'localhost:3000'],
    ['LOCALHOST:80', 'http:', 'localhost'],
    ['www.example:443', 'https:', 'www.example'],
    ['[::1]:3000', 'http:', '[::1]:3000'],
    ['', 'http:', undefined],
    ['evil.example/path', 'http:', undefined],
    ['user@evil.example', 'http:', undefined],
  ])('host %j on %s is %j', (host, protocol, expected) => {
    expect(normalisedHost(host, protocol)).toBe(expected);
  });
});
