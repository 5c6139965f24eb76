/**
 * Load-more (spec 000 s7: "component ... load-more follows the next link and appends items"):
 * which next links are followed, against a real HTTP server on loopback, and how a further
 * page is appended.
 */
import { ApiResponseError, contentLinksOf, type ContentLink } from '@bytewire/contracts';
import { ContentApiError } from '@bytewire/content-client';
import {
  appendPage,
  fetchNextPage,
  initialListState,
  LoadMoreError,
  nextLinkUrl,
} from '../src/page-components/load-more';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { links, pagedList } from './support/component-fixtures';

const NEXT =
  '/api/neutron/composer/bytewire/components/tag/editors-choice/tag?pageNumber=2&edition=us';

describe('nextLinkUrl: only content API paths of the page origin are followed', () => {
  const origin = 'https://www.bytewire.example';
  it.each([
    [NEXT, `${origin}${NEXT}`],
    [
      '/api/neutron/composer/bytewire/components/a/b/c',
      `${origin}/api/neutron/composer/bytewire/components/a/b/c`,
    ],
  ])('%s', (href, expected) => {
    expect(nextLinkUrl(href, origin)?.toString()).toBe(expected);
  });

  it.each([
    undefined,
    '',
    'https://evil.example/api/neutron/x',
    '//evil.example/api/neutron/x',
    '/api/neutron/../../admin',
    '/api/neutron\\..\\admin',
    '/members/preferences/',
    'javascript:alert(1)',
  ])('refuses %s', (href) => {
    expect(nextLinkUrl(href, origin)).toBeUndefined();
  });
});

describe('fetchNextPage against a server', () => {
  let server: Server;
  let origin: string;
  const requests: string[] = [];
  const answers = new Map<string, (res: import('node:http').ServerResponse) => void>();

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(req.url ?? '');
      const answer = answers.get(new URL(req.url ?? '/', 'http://x').pathname);
      if (answer) answer(res);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const json = (body: unknown) => (res: import('node:http').ServerResponse) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  it('returns the component of the next page', async () => {
    const page2 = pagedList('ContentList', 'tag', 23, 2);
    answers.set(
      '/api/neutron/composer/bytewire/components/tag/editors-choice/tag',
      json({ data: page2 }),
    );
    const component = await fetchNextPage(NEXT, { origin });
    expect(contentLinksOf(component)).toHaveLength(3);
    expect(component.paging).toEqual({ limit: 20, offset: 20, total: 23 });
    expect(requests.at(-1)).toBe(NEXT.slice(NEXT.indexOf('/api')));
  });

  it('leaves out the items that are no content links, as a page answer is cleaned', async () => {
    const page2 = pagedList('ContentList', 'tag', 23, 2);
    page2.items = [{ junk: true }, ...(page2.items ?? []), { slug: 'no-title' }, null];
    answers.set('/api/neutron/junk', json({ data: page2 }));
    const component = await fetchNextPage('/api/neutron/junk', { origin });
    expect(contentLinksOf(component).map((l) => l.id)).toEqual(links(21, 3).map((l) => l.id));
  });

  it('follows no redirect', async () => {
    answers.set('/api/neutron/moved', (res) =>
      res
        .writeHead(302, {
          location: '/api/neutron/composer/bytewire/components/tag/editors-choice/tag',
        })
        .end(),
    );
    const before = requests.length;
    await expect(fetchNextPage('/api/neutron/moved', { origin })).rejects.toThrow(
      new ContentApiError('bad-status', 'Content API answered 302', '', 302),
    );
    expect(requests.length).toBe(before + 1);
  });

  it('refuses an answer that is not a component with items', async () => {
    answers.set('/api/neutron/array', json([1, 2]));
    answers.set(
      '/api/neutron/no-items',
      json({ data: { meta: { componentType: 'ContentList' }, errors: [] } }),
    );
    answers.set('/api/neutron/not-json', (res) => res.writeHead(200).end('<html>'));
    await expect(fetchNextPage('/api/neutron/array', { origin })).rejects.toThrow(
      new ApiResponseError('API request did not return a JSON object'),
    );
    await expect(fetchNextPage('/api/neutron/no-items', { origin })).rejects.toThrow(
      'API response is not in the correct format. Expected property data.items',
    );
    await expect(fetchNextPage('/api/neutron/not-json', { origin })).rejects.toMatchObject({
      name: 'ContentApiError',
      failure: 'invalid-response',
      message: 'API request did not return a JSON object',
    });
  });

  it('gives up when the answer does not come within the timeout', async () => {
    answers.set('/api/neutron/silent', () => undefined);
    await expect(fetchNextPage('/api/neutron/silent', { origin, timeoutMs: 50 })).rejects.toThrow(
      'Content API did not answer within 50 ms',
    );
  });

  it('never requests a link off the content API', async () => {
    const before = requests.length;
    await expect(fetchNextPage('/members/preferences/', { origin })).rejects.toThrow(LoadMoreError);
    expect(requests.length).toBe(before);
  });
});

describe('appendPage', () => {
  const keyOf = (link: ContentLink) => link.id;

  it('appends the next page, widens the paging and takes the next page’s own next link', () => {
    const page1 = pagedList('ContentList', 'tag', 50, 1);
    const page2 = pagedList('ContentList', 'tag', 50, 2);
    const state = appendPage(initialListState(page1, links(1, 20)), page2, contentLinksOf, keyOf);
    expect(state.items.map((l) => l.id)).toEqual(links(1, 40).map((l) => l.id));
    expect(state.paging).toEqual({ limit: 40, offset: 0, total: 50 });
    expect(state.nextHref).toBe(page2.meta.links?.next?.href);
    expect(state.nextHref).toContain('pageNumber=3');
  });

  it('drops items already shown; stops on the last page', () => {
    const page1 = pagedList('ContentList', 'tag', 23, 1);
    const page2 = pagedList('ContentList', 'tag', 23, 2);
    page2.items = [links(20, 1)[0], ...(page2.items ?? [])];
    const state = appendPage(initialListState(page1, links(1, 20)), page2, contentLinksOf, keyOf);
    expect(state.items.map((l) => l.id)).toEqual(links(1, 23).map((l) => l.id));
    expect(state.nextHref).toBeUndefined();
  });
});
