import {
  ApiResponseError,
  parseSitemapIndexResponse,
  parseSitemapPageResponse,
  sitemapUrlOf,
} from '../src';

describe('sitemaps answers (spec 000 s7: /api/neutron/sitemaps/{path})', () => {
  it('reads the index: name, total and last change of each sitemap', () => {
    expect(
      parseSitemapIndexResponse({
        data: {
          items: [
            {
              name: 'articles',
              url: '/api/neutron/sitemaps/articles',
              total: 310,
              lastModified: '2026-11-22T00:53:00.000Z',
            },
            { name: 'topics', total: 0 },
          ],
        },
      }),
    ).toEqual([
      { name: 'articles', total: 310, lastModified: '2026-11-22T00:53:00.000Z' },
      { name: 'topics', total: 0, lastModified: undefined },
    ]);
  });

  it.each<[unknown, string]>([
    [[], 'API request did not return a JSON object'],
    [null, 'API request did not return a JSON object'],
    [{}, 'API response is not in the correct format. Expected property data'],
    [
      { data: { items: {} } },
      'API response is not in the correct format. Expected property data.items',
    ],
    [
      { data: { items: [{ total: 3 }] } },
      'API response is not in the correct format. Expected property data.items.0.name',
    ],
    [
      { data: { items: [{ name: 'a', total: -1 }] } },
      'API response is not in the correct format. Expected property data.items.0.total',
    ],
    [
      { data: { items: [{ name: 'a', total: 1.5 }] } },
      'API response is not in the correct format. Expected property data.items.0.total',
    ],
  ])('refuses the index %j: %s', (json, message) => {
    expect(() => parseSitemapIndexResponse(json)).toThrow(new ApiResponseError(message));
  });

  it('reads a page: its entries as sent, and the paging', () => {
    const entries = [{ url: '/a/' }, 'junk'];
    expect(
      parseSitemapPageResponse({
        data: { items: entries, paging: { limit: 1000, offset: 0, total: 2, extra: true } },
      }),
    ).toEqual({ items: entries, paging: { limit: 1000, offset: 0, total: 2 } });
  });

  it.each<[unknown, string]>([
    [{ data: { items: [] } }, 'data.paging'],
    [{ data: { items: [], paging: { limit: 10, offset: '0', total: 1 } } }, 'data.paging.offset'],
    [{ data: { paging: { limit: 10, offset: 0, total: 1 } } }, 'data.items'],
  ])('refuses the page %j (%s)', (json, path) => {
    expect(() => parseSitemapPageResponse(json)).toThrow(
      `API response is not in the correct format. Expected property ${path}`,
    );
  });

  it('takes an entry with a url and drops one without, or with mistyped fields', () => {
    expect(
      sitemapUrlOf({
        url: '/article/x/',
        title: 'X',
        publicationDate: '2026-11-22T00:53:00.000Z',
        keywords: ['A'],
        more: 1,
      }),
    ).toEqual({
      url: '/article/x/',
      title: 'X',
      lastModified: undefined,
      publicationDate: '2026-11-22T00:53:00.000Z',
      keywords: ['A'],
    });
    expect(sitemapUrlOf({ title: 'no url' })).toBeUndefined();
    expect(sitemapUrlOf({ url: 42 })).toBeUndefined();
    expect(sitemapUrlOf({ url: '/x/', keywords: 'one' })).toBeUndefined();
    expect(sitemapUrlOf(null)).toBeUndefined();
    expect(sitemapUrlOf('/x/')).toBeUndefined();
  });
});
