import { ContentApiError, createContentClient, isContentApiError, PREVIEW_HEADER } from '../src';
import { ARTICLE_PAGE } from './fixtures';
import {
  sendJson,
  startLoopbackServer,
  type Handler,
  type LoopbackServer,
} from './loopback-server';

const API_KEY = 'test-key-0123456789abcdef';
let server: LoopbackServer;

async function serve(handler: Handler): Promise<LoopbackServer> {
  server = await startLoopbackServer(handler);
  return server;
}

afterEach(async () => {
  await server?.close();
});

function client(overrides: { apiKey?: string; timeoutMs?: number } = { apiKey: API_KEY }) {
  return createContentClient({ baseUrl: server.baseUrl, siteId: 'bytewire', ...overrides });
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

describe('content client', () => {
  it('requests the composer page with encoded segments, edition, query and the API key', async () => {
    await serve((_req, res) => sendJson(res, 200, ARTICLE_PAGE));
    const page = await client().getPage({
      type: 'article',
      slug: 'a slug/with?odd',
      edition: 'us',
      query: { contentOnly: 'true', pageNumber: '2' },
    });

    expect(page.components[0].item).toEqual(ARTICLE_PAGE.data.components[0].item);
    const [req] = server.requests;
    const url = new URL(req.url ?? '', server.baseUrl);
    expect(url.pathname).toBe(
      '/api/neutron/composer/bytewire/pages/article/a%20slug%2Fwith%3Fodd/web',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      contentOnly: 'true',
      pageNumber: '2',
      edition: 'us',
    });
    expect(req.headers['x-api-key']).toBe(API_KEY);
  });

  it('keeps an edition the query already names, and adds none for routes without editions', async () => {
    await serve((_req, res) => sendJson(res, 200, ARTICLE_PAGE));
    await client().getPage({ type: 'door', slug: 'news', edition: 'us', query: { edition: 'fr' } });
    await client().getPage({ type: 'static', slug: 'about', platform: 'amp' });

    const [first, second] = server.requests.map((r) => new URL(r.url ?? '', server.baseUrl));
    expect(first.searchParams.getAll('edition')).toEqual(['fr']);
    expect(second.pathname).toBe('/api/neutron/composer/bytewire/pages/static/about/amp');
    expect(second.searchParams.has('edition')).toBe(false);
  });

  it('sends the headers it was made with (the request id of the page being served)', async () => {
    await serve((_req, res) => sendJson(res, 200, ARTICLE_PAGE));
    const withId = createContentClient({
      baseUrl: server.baseUrl,
      siteId: 'bytewire',
      headers: { 'x-request-id': 'req-42' },
    });
    await withId.getPage({ type: 'article', slug: 'x' });
    expect(server.requests[0].headers['x-request-id']).toBe('req-42');
  });

  it('sends no API key when none is given (the browser: the gateway adds it)', async () => {
    await serve((_req, res) => sendJson(res, 200, ARTICLE_PAGE));
    await client({}).getPage({ type: 'article', slug: 'x' });
    expect(server.requests[0].headers['x-api-key']).toBeUndefined();
  });

  it('passes a hub-preview-version query value on as the preview header', async () => {
    await serve((_req, res) => sendJson(res, 200, ARTICLE_PAGE));
    await client().getPage({ type: 'article', slug: 'x', query: { 'hub-preview-version': '42' } });
    const [req] = server.requests;
    expect(req.headers[PREVIEW_HEADER]).toBe('42');
    expect(new URL(req.url ?? '', server.baseUrl).searchParams.has('hub-preview-version')).toBe(
      false,
    );
  });

  it('maps a 404 answer to a not-found error with status 404', async () => {
    await serve((_req, res) => sendJson(res, 404, { error: 'nope' }));
    const error = await failureOf(client().getPage({ type: 'article', slug: 'missing' }));
    expect(error).toMatchObject({ failure: 'not-found', statusCode: 404, upstreamStatus: 404 });
    expect(error.message).toBe('API responded with 404');
  });

  it('maps a 400 answer (the request was malformed) to status 400', async () => {
    await serve((_req, res) => sendJson(res, 400, { statusCode: 400, message: 'bad q' }));
    const error = await failureOf(client().getPage({ type: 'search', slug: 'results' }));
    expect(error).toMatchObject({ failure: 'rejected', statusCode: 400, upstreamStatus: 400 });
  });

  it('maps other non-2xx answers to 502', async () => {
    await serve((_req, res) => sendJson(res, 503, { error: 'down' }));
    const error = await failureOf(client().getPage({ type: 'article', slug: 'x' }));
    expect(error).toMatchObject({ failure: 'bad-status', statusCode: 502, upstreamStatus: 503 });
  });

  it('follows no redirect: a 301 is a bad answer', async () => {
    await serve((req, res) => {
      if (req.url?.startsWith('/elsewhere')) return sendJson(res, 200, ARTICLE_PAGE);
      res.writeHead(301, { location: '/elsewhere' });
      res.end();
    });
    const error = await failureOf(client().getPage({ type: 'article', slug: 'x' }));
    expect(error).toMatchObject({ failure: 'bad-status', statusCode: 502, upstreamStatus: 301 });
    expect(server.requests).toHaveLength(1);
  });

  it('rejects an answer that is not JSON', async () => {
    await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"data": ');
    });
    const error = await failureOf(client().getPage({ type: 'article', slug: 'x' }));
    expect(error).toMatchObject({ failure: 'invalid-response', statusCode: 502 });
    expect(error.message).toBe('API request did not return a JSON object');
  });

  it('rejects JSON that is not a page, with the contract message', async () => {
    await serve((_req, res) => sendJson(res, 200, { data: { pageType: 'article' } }));
    const error = await failureOf(client().getPage({ type: 'article', slug: 'x' }));
    expect(error).toMatchObject({ failure: 'invalid-response', statusCode: 502 });
    expect(error.message).toMatch(/^API response is not in the correct format/);
  });

  it('rejects a page with a field of the wrong type, naming the field', async () => {
    const [article] = ARTICLE_PAGE.data.components;
    const item = { ...(article?.item as object), slug: 42 };
    const page = { data: { ...ARTICLE_PAGE.data, components: [{ ...article, item }] } };
    await serve((_req, res) => sendJson(res, 200, page));
    const error = await failureOf(client().getPage({ type: 'article', slug: 'x' }));
    expect(error).toMatchObject({ failure: 'invalid-response', statusCode: 502 });
    expect(error.message).toBe(
      'API response is not in the correct format. Expected property ' +
        'data.components[0].item.slug: expected string, received number',
    );
  });

  it('gives up after the timeout with status 504', async () => {
    await serve(() => undefined); // never answers
    const started = Date.now();
    const error = await failureOf(
      client({ apiKey: API_KEY, timeoutMs: 200 }).getPage({ type: 'article', slug: 'x' }),
    );
    expect(error).toMatchObject({ failure: 'timeout', statusCode: 504 });
    // Well under a hang (Jest's 30 s), with room for a loaded CI machine.
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('cuts off a body that trickles in past the timeout', async () => {
    await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"data": ');
    });
    const error = await failureOf(
      client({ apiKey: API_KEY, timeoutMs: 200 }).getPage({ type: 'article', slug: 'x' }),
    );
    expect(error).toMatchObject({ failure: 'timeout', statusCode: 504 });
  });

  it('reports an unreachable content API as 502', async () => {
    await serve(() => undefined);
    const { baseUrl } = server;
    await server.close();
    const unreachable = createContentClient({ baseUrl, siteId: 'bytewire' });
    const error = await failureOf(unreachable.getPage({ type: 'article', slug: 'x' }));
    expect(error).toMatchObject({ failure: 'unreachable', statusCode: 502 });
  });

  it('recognises its errors structurally (another copy of the library made them)', () => {
    const foreign = Object.assign(new Error('x'), {
      name: 'ContentApiError',
      statusCode: 502,
      failure: 'bad-status',
    });
    expect(isContentApiError(foreign)).toBe(true);
    expect(isContentApiError(new Error('x'))).toBe(false);
    expect(isContentApiError({ name: 'ContentApiError', statusCode: 502 })).toBe(false);
  });
});
