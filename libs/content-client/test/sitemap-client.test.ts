import { createSitemapClient, isContentApiError, type ContentApiError } from '../src';
import {
  sendJson,
  startLoopbackServer,
  type Handler,
  type LoopbackServer,
} from './loopback-server';

const API_KEY = 'test-key-0123456789abcdef';
let server: LoopbackServer;

async function serve(handler: Handler): Promise<void> {
  server = await startLoopbackServer(handler);
}

afterEach(async () => {
  await server?.close();
});

function client(timeoutMs?: number) {
  return createSitemapClient({
    baseUrl: `${server.baseUrl}/prefix/`,
    siteId: 'bytewire',
    apiKey: API_KEY,
    timeoutMs,
    headers: { 'x-request-id': 'req-sitemaps-1' },
  });
}

async function failureOf(promise: Promise<unknown>): Promise<ContentApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isContentApiError(error))
    throw new Error(`expected a ContentApiError, got ${String(error)}`);
  return error;
}

describe('sitemap client (spec 000 s7: /api/neutron/sitemaps/{path}, offset, limit)', () => {
  it('asks for the index with the key and the request id, and reads it', async () => {
    await serve((_req, res) =>
      sendJson(res, 200, {
        data: { items: [{ name: 'news', total: 12, lastModified: '2026-11-22T00:53:00.000Z' }] },
      }),
    );
    await expect(client().getSitemapIndex()).resolves.toEqual([
      { name: 'news', total: 12, lastModified: '2026-11-22T00:53:00.000Z' },
    ]);
    const [req] = server.requests;
    expect(req.url).toBe('/prefix/api/neutron/sitemaps/index');
    expect(req.headers['x-api-key']).toBe(API_KEY);
    expect(req.headers['x-request-id']).toBe('req-sitemaps-1');
    expect(req.headers.accept).toBe('application/json');
  });

  it('asks for one page of a sitemap by offset and limit', async () => {
    await serve((_req, res) =>
      sendJson(res, 200, {
        data: { items: [{ url: '/a/' }], paging: { limit: 1000, offset: 1000, total: 1001 } },
      }),
    );
    await expect(client().getSitemap('articles', { offset: 1000, limit: 1000 })).resolves.toEqual({
      items: [{ url: '/a/' }],
      paging: { limit: 1000, offset: 1000, total: 1001 },
    });
    expect(server.requests[0].url).toBe(
      '/prefix/api/neutron/sitemaps/articles?offset=1000&limit=1000',
    );
  });

  it('reports an unknown sitemap as not found (404)', async () => {
    await serve((_req, res) => sendJson(res, 404, { message: 'Unknown sitemap' }));
    const error = await failureOf(client().getSitemap('nope', { offset: 0, limit: 10 }));
    expect(error).toMatchObject({ failure: 'not-found', statusCode: 404 });
  });

  it('rejects an answer that is not a sitemap, naming the property (502)', async () => {
    await serve((_req, res) => sendJson(res, 200, { data: { items: [] } }));
    const error = await failureOf(client().getSitemap('news', { offset: 0, limit: 10 }));
    expect(error).toMatchObject({ failure: 'invalid-response', statusCode: 502 });
    expect(error.message).toBe(
      'API response is not in the correct format. Expected property data.paging',
    );
  });

  it('follows no redirect (502) and gives up after its timeout (504)', async () => {
    await serve((req, res) => {
      if (req.url?.includes('/index')) res.writeHead(302, { location: '/elsewhere' }).end();
      // Otherwise: never answers.
    });
    expect(await failureOf(client().getSitemapIndex())).toMatchObject({
      failure: 'bad-status',
      statusCode: 502,
    });
    expect(await failureOf(client(100).getSitemap('news', { offset: 0, limit: 1 }))).toMatchObject({
      failure: 'timeout',
      statusCode: 504,
    });
  });
});
