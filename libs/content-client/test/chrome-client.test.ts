import {
  AUTOSUGGEST_COMPONENT,
  createChromeClient,
  HEADER_LINKS_COMPONENT,
  isContentApiError,
  TRENDING_COMPONENT,
  type ContentApiError,
} from '../src';
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

function client(timeoutMs?: number) {
  if (!server) throw new Error('no server');
  return createChromeClient({
    baseUrl: `${server.baseUrl}/prefix/`,
    siteId: 'bytewire',
    apiKey: API_KEY,
    timeoutMs,
    headers: { 'x-request-id': 'req-chrome-1' },
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

const STORY = {
  id: 'a1',
  slug: 'how-to-set-up-a-mesh-wi-fi-network',
  title: 'How to set up a mesh Wi-Fi network',
  url: '/article/how-to-set-up-a-mesh-wi-fi-network/',
  contentType: 'article',
  datePublished: { date: '2026-06-01T09:10:00.000Z' },
};

describe('chrome client: header links (spec 001 s7)', () => {
  it('asks for the header_links resource with the edition, component and key', async () => {
    const items = [
      { linkText: 'Trending', data: 'trending', trackingName: 'trending' },
      { linkText: 'Search', data: 'search', icon: 'search', hideText: true, clickToOpen: true },
    ];
    await serve((_req, res) => sendJson(res, 200, { data: { items } }));
    await expect(client().getHeaderLinks('us')).resolves.toEqual(items);
    const [req] = server!.requests;
    expect(req.method).toBe('GET');
    expect(req.url).toBe(
      '/prefix/api/neutron/composer/bytewire/resources/header_links?edition=us&componentName=headerLinks&componentType=HeaderLinks',
    );
    expect(req.headers['x-api-key']).toBe(API_KEY);
    expect(req.headers['x-request-id']).toBe('req-chrome-1');
    expect(req.headers.accept).toBe('application/json');
    expect(HEADER_LINKS_COMPONENT).toEqual({ name: 'headerLinks', type: 'HeaderLinks' });
  });

  it('leaves out a bad menu item and keeps the rest', async () => {
    await serve((_req, res) =>
      sendJson(res, 200, {
        data: { items: [{ linkText: 'More', data: 'more' }, { data: 'x' }, 'junk'] },
      }),
    );
    await expect(client().getHeaderLinks('us')).resolves.toEqual([
      { linkText: 'More', data: 'more' },
    ]);
  });

  it('rejects an answer without data.items as invalid (502)', async () => {
    await serve((_req, res) => sendJson(res, 200, { data: { item: {} } }));
    const error = await failureOf(client().getHeaderLinks('us'));
    expect(error).toMatchObject({ failure: 'invalid-response', statusCode: 502 });
    expect(error.message).toBe(
      'API response is not in the correct format. Expected property data.items',
    );
    expect(error.url).toContain('/resources/header_links?');
    expect(error.url).not.toContain(API_KEY);
  });

  it('reports a refused edition (400) and an unknown resource (404)', async () => {
    await serve((req, res) =>
      req.url?.includes('edition=fr')
        ? sendJson(res, 400, { statusCode: 400, message: 'Unknown edition "fr"' })
        : sendJson(res, 404, { statusCode: 404, message: 'Unknown site' }),
    );
    expect(await failureOf(client().getHeaderLinks('fr'))).toMatchObject({
      failure: 'rejected',
      statusCode: 400,
    });
    expect(await failureOf(client().getHeaderLinks('us'))).toMatchObject({
      failure: 'not-found',
      statusCode: 404,
    });
  });
});

describe('chrome client: trending (spec 001 s7, spec 000 s7)', () => {
  it('asks for the trending listing with the edition and component, and reads the items', async () => {
    await serve((_req, res) =>
      sendJson(res, 200, { data: { items: [STORY, { ...STORY, id: 'bad', url: '//x/' }] } }),
    );
    await expect(client().getTrending('us')).resolves.toEqual([STORY]);
    expect(server!.requests[0].url).toBe(
      '/prefix/api/neutron/composer/bytewire/listings/trending?edition=us&componentName=searchTrending&componentType=MultiFilteredList',
    );
    expect(TRENDING_COMPONENT).toEqual({ name: 'searchTrending', type: 'MultiFilteredList' });
  });

  it('follows no redirect (502) and gives up after its timeout (504)', async () => {
    await serve((_req, res) => {
      res.writeHead(301, { location: '/elsewhere' });
      res.end();
    });
    expect(await failureOf(client().getTrending('us'))).toMatchObject({
      failure: 'bad-status',
      statusCode: 502,
      upstreamStatus: 301,
    });
    expect(server!.requests).toHaveLength(1);
    await server!.close();

    await serve(() => undefined);
    expect(await failureOf(client(200).getTrending('us'))).toMatchObject({
      failure: 'timeout',
      statusCode: 504,
    });
  });

  it('rejects a body that is not JSON (502)', async () => {
    await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('<html>');
    });
    expect(await failureOf(client().getTrending('us'))).toMatchObject({
      failure: 'invalid-response',
      statusCode: 502,
    });
  });
});

describe('chrome client: autosuggest (spec 001 s7)', () => {
  const answer = {
    data: {
      item: {
        topics: [{ id: 't1', name: 'Laptops', slug: 'laptops' }],
        content: [{ ...STORY, topics: [] }],
        videos: [],
      },
    },
  };

  it('sends the query lowercased and encoded, with the component and edition', async () => {
    await serve((_req, res) => sendJson(res, 200, answer));
    const suggestions = await client().getSuggestions('Best LAPTOPS/2026?', 'us');
    const { datePublished: _date, ...content } = STORY;
    expect(suggestions).toEqual({
      topics: answer.data.item.topics,
      content: [{ ...content, topics: [] }],
      videos: [],
    });
    expect(server!.requests[0].url).toBe(
      '/prefix/api/neutron/finder/bytewire/autosuggest/best%20laptops%2F2026%3F?edition=us&componentName=smartSearch&componentType=SmartSearch',
    );
    expect(AUTOSUGGEST_COMPONENT).toEqual({ name: 'smartSearch', type: 'SmartSearch' });
  });

  it('asks nothing for an empty query, or one a URL would read as a path step', async () => {
    await serve((_req, res) => sendJson(res, 200, answer));
    for (const query of ['', '   ', '.', '..']) {
      await expect(client().getSuggestions(query, 'us')).resolves.toEqual({
        topics: [],
        content: [],
        videos: [],
      });
    }
    expect(server!.requests).toHaveLength(0);
    // Three dots are a term like any other, not a path step.
    await client().getSuggestions('...', 'us');
    expect(server!.requests[0].url).toMatch(/\/autosuggest\/\.\.\.\?/);
  });
});

describe('chrome client with an injected fetch', () => {
  it('uses fetchImpl, with no key when none is given (the browser goes through the gateway)', async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    const fetchImpl: typeof fetch = async (input, init) => {
      calls.push({ url: String(input), init });
      return new Response(JSON.stringify({ data: { items: [STORY] } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    };
    const browser = createChromeClient({
      baseUrl: 'https://www.bytewire.example',
      siteId: 'bytewire',
      fetchImpl,
    });
    await expect(browser.getTrending('us')).resolves.toEqual([STORY]);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(
      'https://www.bytewire.example/api/neutron/composer/bytewire/listings/trending?edition=us&componentName=searchTrending&componentType=MultiFilteredList',
    );
    expect(calls[0].init?.redirect).toBe('manual');
    expect(calls[0].init?.headers).toEqual({ accept: 'application/json' });
  });

  it('reports a failed fetch as unreachable (502)', async () => {
    const browser = createChromeClient({
      baseUrl: 'https://www.bytewire.example',
      siteId: 'bytewire',
      fetchImpl: () => Promise.reject(new TypeError('network down')),
    });
    expect(await failureOf(browser.getHeaderLinks('us'))).toMatchObject({
      failure: 'unreachable',
      statusCode: 502,
    });
  });
});
