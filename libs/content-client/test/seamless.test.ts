/** The seamless listing call (spec 000 s5, s7) against a real loopback server. */
import { createContentClient, isContentApiError, type ContentApiError } from '../src';
import {
  sendJson,
  startLoopbackServer,
  type Handler,
  type LoopbackServer,
} from './loopback-server';

const API_KEY = 'test-key-0123456789abcdef';
let server: LoopbackServer | undefined;

async function serve(handler: Handler): Promise<LoopbackServer> {
  server = await startLoopbackServer(handler);
  return server;
}

afterEach(async () => {
  await server?.close();
  server = undefined;
});

function clientFor(running: LoopbackServer, apiKey?: string) {
  return createContentClient({ baseUrl: running.baseUrl, siteId: 'bytewire', apiKey });
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

const ITEMS = [
  {
    id: 'c-2',
    slug: 'next-story',
    source: 'latest',
    title: 'Next story',
    type: 'article',
    url: '/article/next-story/',
  },
  {
    id: 'c-3',
    slug: 'a-review',
    source: 'latest',
    title: 'A review',
    type: 'review',
    url: '/product/a-review/',
  },
];

describe('seamless listing', () => {
  it('asks /api/neutron/seamless/{site}/{slug}/web with the spec query and the API key', async () => {
    const running = await serve((_req, res) => sendJson(res, 200, { data: { items: ITEMS } }));
    const items = await clientFor(running, API_KEY).getSeamless({
      slug: 'current-story',
      contentId: 'c-1',
      limit: 3,
      edition: 'us',
    });

    expect(items).toEqual(ITEMS);
    const [req] = running.requests;
    const url = new URL(req.url ?? '', running.baseUrl);
    expect(url.pathname).toBe('/api/neutron/seamless/bytewire/current-story/web');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      contentId: 'c-1',
      componentName: 'seamless',
      componentDisplayName: 'Seamless',
      componentType: 'Seamless',
      limit: '3',
      edition: 'us',
    });
    expect(req.headers['x-api-key']).toBe(API_KEY);
  });

  it('passes the collection and a limit of 10 when the caller asks for them', async () => {
    const running = await serve((_req, res) => sendJson(res, 200, { data: { items: [] } }));
    await clientFor(running).getSeamless({ slug: 's', limit: 10, collectionId: 'col-9' });
    const url = new URL(running.requests[0].url ?? '', running.baseUrl);
    expect(url.searchParams.get('limit')).toBe('10');
    expect(url.searchParams.get('collectionId')).toBe('col-9');
    expect(url.searchParams.has('edition')).toBe(false);
    // The browser sends no key: the gateway adds it.
    expect(running.requests[0].headers['x-api-key']).toBeUndefined();
  });

  it('asks by content id alone when the item has no slug', async () => {
    const running = await serve((_req, res) => sendJson(res, 200, { data: { items: [] } }));
    await clientFor(running).getSeamless({ contentId: 'c-1', limit: 3 });
    const url = new URL(running.requests[0].url ?? '', running.baseUrl);
    expect(url.pathname).toBe('/api/neutron/seamless/bytewire/web');
    expect(url.searchParams.get('contentId')).toBe('c-1');
  });

  it('encodes the slug as one path segment', async () => {
    const running = await serve((_req, res) => sendJson(res, 200, { data: { items: [] } }));
    await clientFor(running).getSeamless({ slug: '../x?y', limit: 3 });
    expect(running.requests[0].url).toMatch(
      /^\/api\/neutron\/seamless\/bytewire\/\.\.%2Fx%3Fy\/web\?/,
    );
  });

  it('requests nothing without a slug or a content id (spec 000 s5)', async () => {
    const running = await serve((_req, res) => sendJson(res, 200, { data: { items: ITEMS } }));
    await expect(clientFor(running).getSeamless({ limit: 3 })).resolves.toEqual([]);
    await expect(
      clientFor(running).getSeamless({ slug: '', contentId: '', limit: 3 }),
    ).resolves.toEqual([]);
    expect(running.requests).toHaveLength(0);
  });

  it('keeps items named by id, slug or url alone, and leaves out the unusable ones', async () => {
    const running = await serve((_req, res) =>
      sendJson(res, 200, {
        data: {
          items: [
            { id: 'only-id' },
            { slug: 'only-slug', title: 42 },
            { url: '/article/only-url/' },
            { title: 'no identifier' },
            'a string',
            null,
            [],
          ],
        },
      }),
    );
    expect(await clientFor(running).getSeamless({ slug: 's', limit: 3 })).toEqual([
      { id: 'only-id' },
      { slug: 'only-slug' },
      { url: '/article/only-url/' },
    ]);
  });

  it('refuses an answer that is not a listing, with the contract message', async () => {
    const running = await serve((_req, res) => sendJson(res, 200, { data: { items: 'x' } }));
    const error = await failureOf(clientFor(running).getSeamless({ slug: 's', limit: 3 }));
    expect(error).toMatchObject({ failure: 'invalid-response', statusCode: 502 });
    expect(error.message).toBe(
      'API response is not in the correct format. Expected property data.items',
    );
  });

  it('maps a 404 (unknown item) to a not-found error', async () => {
    const running = await serve((_req, res) => sendJson(res, 404, { message: 'No content' }));
    const error = await failureOf(clientFor(running).getSeamless({ slug: 'gone', limit: 3 }));
    expect(error).toMatchObject({ failure: 'not-found', statusCode: 404 });
  });

  it('gives up after the timeout', async () => {
    const running = await serve(() => undefined); // never answers
    const slow = createContentClient({
      baseUrl: running.baseUrl,
      siteId: 'bytewire',
      timeoutMs: 200,
    });
    const error = await failureOf(slow.getSeamless({ slug: 's', limit: 3 }));
    expect(error).toMatchObject({ failure: 'timeout', statusCode: 504 });
  });
});
