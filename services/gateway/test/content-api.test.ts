import { DependencyChecks, internalHandler } from '@bytewire/service-kit';
import request from 'supertest';
import {
  API_KEY,
  CONTENT_REDIRECTS,
  gatewayBetweenFakes,
  HOP_BY_HOP_ANSWER,
  SIGNED_IMAGE,
} from './gateway';

describe('gateway proxies', () => {
  const gw = gatewayBetweenFakes();

  describe('/api/neutron/*', () => {
    const path = '/api/neutron/composer/bytewire/pages/door/news/web';

    it('adds the API key on the server side; the key never reaches the client', async () => {
      const res = await request(gw.app.getHttpServer())
        .get(`${path}?contentOnly=true`)
        .set('x-request-id', 'trace-api-1')
        .expect(200);

      expect(res.body).toEqual({ data: { ok: true } });
      expect(gw.content.received).toHaveLength(1);
      expect(gw.content.received[0]).toMatchObject({
        method: 'GET',
        url: `${path}?contentOnly=true`,
      });
      expect(gw.content.received[0].headers).toMatchObject({
        'x-api-key': API_KEY,
        'x-request-id': 'trace-api-1',
      });
      expect(JSON.stringify(res.headers)).not.toContain(API_KEY);
      expect(res.text).not.toContain(API_KEY);
    });

    it("strips a client's apiKey parameter and x-api-key header", async () => {
      await request(gw.app.getHttpServer())
        .get(`${path}?apiKey=client-key&contentOnly=true&APIKEY=other&edition=us`)
        .set('x-api-key', 'client-header-key')
        .expect(200);

      const [seen] = gw.content.received;
      expect(seen.url).toBe(`${path}?contentOnly=true&edition=us`);
      expect(seen.headers['x-api-key']).toBe(API_KEY);
    });

    it('passes on only the allowed client headers, never cookies or credentials', async () => {
      await request(gw.app.getHttpServer())
        .get(path)
        .set({
          accept: 'application/json',
          'accept-language': 'en-US',
          'accept-encoding': 'gzip',
          'if-modified-since': 'Wed, 21 Oct 2026 07:28:00 GMT',
          'user-agent': 'jest-browser',
          'hub-preview-version': '42',
          cookie: 'session=secret',
          authorization: 'Bearer user-token',
          'proxy-authorization': 'Basic cHJveHk=',
          'x-custom': 'not-for-the-platform',
          origin: 'https://evil.example',
        })
        .expect(200);

      const [seen] = gw.content.received;
      expect(seen.headers).toMatchObject({
        accept: 'application/json',
        'accept-language': 'en-US',
        'accept-encoding': 'gzip',
        'if-modified-since': 'Wed, 21 Oct 2026 07:28:00 GMT',
        'user-agent': 'jest-browser',
        'hub-preview-version': '42',
        'x-api-key': API_KEY,
      });
      for (const name of ['cookie', 'authorization', 'proxy-authorization', 'x-custom', 'origin']) {
        expect(seen.headers[name]).toBeUndefined();
      }
      // Besides the connection's own framing (undici's `connection`), nothing else arrives.
      const names = Object.keys(seen.headers).filter((name) => name !== 'connection');
      expect(names.sort()).toEqual(
        [
          'accept',
          'accept-encoding',
          'accept-language',
          'hub-preview-version',
          'host',
          'if-modified-since',
          'user-agent',
          'x-api-key',
          'x-forwarded-for',
          'x-forwarded-host',
          'x-forwarded-proto',
          'x-request-id',
        ].sort(),
      );
    });

    it('passes a 304 answer to a conditional request on', async () => {
      const res = await request(gw.app.getHttpServer())
        .get(path)
        .set('if-none-match', '"v1"')
        .expect(304);
      expect(res.headers.etag).toBe('"v1"');
      expect(gw.content.received[0].headers['if-none-match']).toBe('"v1"');
    });

    it.each(Object.keys(CONTENT_REDIRECTS))(
      'never passes a content API redirect on: %s is a 502 JSON',
      async (redirecting) => {
        const res = await request(gw.app.getHttpServer()).get(redirecting).expect(502);
        expect(res.headers.location).toBeUndefined();
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.body).toEqual({
          statusCode: 502,
          message: 'content-api answered with a redirect the gateway does not pass on',
        });
      },
    );

    it('drops hop-by-hop headers of the answer, keeping the end-to-end ones', async () => {
      const res = await request(gw.app.getHttpServer()).get('/api/neutron/hop-by-hop').expect(200);
      expect(res.headers['x-kept']).toBe('yes');
      for (const name of ['x-internal', 'proxy-authenticate', 'upgrade', 'te', 'trailer']) {
        expect(res.headers[name]).toBeUndefined();
      }
      expect(res.headers['keep-alive']).not.toBe(HOP_BY_HOP_ANSWER['keep-alive']);
    });

    it('forwards a read that came with a body without the body framing', async () => {
      await request(gw.app.getHttpServer())
        .get(path)
        .set('content-type', 'text/plain')
        .send('stray body')
        .expect(200);
      expect(gw.content.received[0].headers['content-length']).toBeUndefined();
    });

    it('drops the query entirely when it only held a client key', async () => {
      await request(gw.app.getHttpServer()).get(`${path}?apiKey=client-key`).expect(200);
      expect(gw.content.received[0].url).toBe(path);
    });

    it('refuses other methods with 405 JSON', async () => {
      const res = await request(gw.app.getHttpServer()).post(path).send({ a: 1 }).expect(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      expect(res.body).toEqual({ statusCode: 405, message: 'Method not allowed; use GET, HEAD' });
      expect(gw.content.received).toEqual([]);
    });

    it('refuses a path it cannot forward unchanged with 400 JSON', async () => {
      const res = await request(gw.app.getHttpServer())
        .get('/api/neutron/%2e%2e/admin')
        .expect(400);
      expect(res.body).toMatchObject({ statusCode: 400 });
      expect(gw.content.received).toEqual([]);
    });
  });

  it('proxies /placeholder/* to the content API', async () => {
    const res = await request(gw.app.getHttpServer()).get('/placeholder/640x480.svg').expect(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(gw.content.received.map((r) => r.url)).toEqual(['/placeholder/640x480.svg']);
  });

  it("proxies /assets/* to render, keeping render's cache headers and no cookie", async () => {
    const res = await request(gw.app.getHttpServer())
      .get('/assets/app.js')
      .set('cookie', 'session=1')
      .expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.text).toBe('console.log("bundle")');
    expect(gw.render.received[0].url).toBe('/assets/app.js');
    expect(gw.render.received[0].headers.cookie).toBeUndefined();
  });

  it("forwards /service-worker.js to render, with render's no-cache and no cookie", async () => {
    const res = await request(gw.app.getHttpServer())
      .get('/service-worker.js')
      .set('cookie', 'session=1')
      .expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('skipWaiting');
    expect(gw.render.received[0].url).toBe('/service-worker.js');
    expect(gw.render.received[0].headers.cookie).toBeUndefined();
    await request(gw.app.getHttpServer()).post('/service-worker.js').expect(405);
  });

  it("forwards the house ad network's files to render, with its caching and no cookie", async () => {
    const res = await request(gw.app.getHttpServer())
      .get('/house-ads/house-ads.js')
      .set('cookie', 'session=1')
      .expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.text).toContain('bytewireHouseAds');
    expect(gw.render.received[0].url).toBe('/house-ads/house-ads.js');
    expect(gw.render.received[0].headers.cookie).toBeUndefined();
    await request(gw.app.getHttpServer()).post('/house-ads/house-ads.js').expect(405);
  });

  it("forwards the brand's files to render, with its caching, no cookie, for any site to use", async () => {
    const res = await request(gw.app.getHttpServer())
      .get('/brand/icon.svg')
      .set('cookie', 'session=1')
      .expect(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(gw.render.received[0].url).toBe('/brand/icon.svg');
    expect(gw.render.received[0].headers.cookie).toBeUndefined();
    await request(gw.app.getHttpServer()).post('/brand/icon.svg').expect(405);
  });

  it("passes render's signing redirect on when it points at a signed resize URL", async () => {
    const target = '/images/sign/a/b.jpg?auto=webp&width=96';
    const res = await request(gw.app.getHttpServer())
      .get(target)
      .set('cookie', 'session=1')
      .expect(302);
    expect(res.headers.location).toBe(SIGNED_IMAGE);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(gw.render.received[0].url).toBe(target);
    expect(gw.render.received[0].headers.cookie).toBeUndefined();
    await request(gw.app.getHttpServer()).post(target).expect(405);
  });

  it('answers 502 when the signing redirect points anywhere else', async () => {
    const res = await request(gw.app.getHttpServer()).get('/images/sign/offsite.jpg').expect(502);
    expect(res.headers.location).toBeUndefined();
  });

  it('is ready, and reports render and the content API up when they answer /health/live', async () => {
    await gw.app.get(DependencyChecks).refresh();
    const res = await request(internalHandler(gw.app)).get('/health/ready').expect(200);
    expect(res.body.dependencies).toMatchObject({
      render: { status: 'up' },
      'content-api': { status: 'up' },
    });
  });

  it('serves its own OpenAPI document', async () => {
    const res = await request(internalHandler(gw.app)).get('/openapi.json').expect(200);
    expect(res.body.info.title).toBe('Bytewire gateway');
  });
});
