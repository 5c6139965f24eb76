import { ApiResponseError } from '@bytewire/contracts';
import { isVanityEnabled, parseVanityDictionary, parseVanityLookup, vanityEntryOf } from '../src';

const ITEM = { id: 'v1', urlType: 'MASK', urlPath: '/v/', targets: [] };

describe('vanityEntryOf', () => {
  it('keeps an entry with id, known type and path', () => {
    expect(vanityEntryOf(ITEM)).toEqual(ITEM);
  });

  it('keeps the typed fields the handling reads, and reads a null error or target list as absent', () => {
    const entry = {
      ...ITEM,
      enabled: false,
      dateExpired: { date: '2030-01-01 00:00:00', timezone: 'UTC' },
      targets: [
        { edition: 'us', targetType: 'url', target: '/x/' },
        { edition: 'uk', targetType: 'article', target: { slug: 'a-story' } },
      ],
    };
    expect(vanityEntryOf(entry)).toEqual(entry);
    expect(vanityEntryOf({ ...ITEM, error: null, targets: null })).toEqual({
      ...ITEM,
      error: undefined,
      targets: undefined,
    });
  });

  it('reads a null expiry as none: an entry with no flag and no expiry is enabled (spec 000 s4)', () => {
    const entry = vanityEntryOf({ ...ITEM, dateExpired: null });
    expect(entry).toBeDefined();
    expect(entry?.dateExpired).toBeUndefined();
    expect(isVanityEnabled(entry!, new Date())).toBe(true);
  });

  it('keeps a miss: empty id with an error, its message optional', () => {
    expect(vanityEntryOf({ id: '', urlType: 'OK', urlPath: '/v/', error: { code: 404 } })).toEqual({
      id: '',
      urlType: 'OK',
      urlPath: '/v/',
      error: { code: 404 },
    });
    const miss = { id: '', urlType: 'OK', urlPath: '/v/', error: { code: 404, message: 'x' } };
    expect(vanityEntryOf(miss)).toEqual(miss);
  });

  it.each([
    null,
    [],
    'entry',
    { ...ITEM, urlType: 'WHATEVER' },
    { ...ITEM, urlPath: 5 },
    { ...ITEM, id: 7 },
    { ...ITEM, id: '' },
    { ...ITEM, enabled: 'yes' },
    { ...ITEM, id: '', error: { code: '404', message: 'x' } },
    { ...ITEM, error: 'failed' },
    { ...ITEM, dateExpired: '2030-01-01' },
    { ...ITEM, targets: 'https://elsewhere.example/' },
    { ...ITEM, targets: [{ edition: 'us', target: '/x/' }] },
    { ...ITEM, targets: [{ edition: 'us', targetType: 'url', target: 5 }] },
    { ...ITEM, data: { targets: [null] } },
  ])('refuses %j', (value) => expect(vanityEntryOf(value)).toBeUndefined());
});

describe('parseVanityLookup', () => {
  it('reads data.item', () => {
    expect(parseVanityLookup({ data: { item: ITEM } })).toEqual(ITEM);
  });

  it.each([
    [{ ...ITEM, urlPath: 5 }, 'data.item.urlPath: expected string, received number'],
    [{ ...ITEM, id: '' }, 'data.item.id: expected a non-empty id, or an error'],
    [{ ...ITEM, targets: [{ targetType: 'url', target: 5 }] }, 'data.item.targets[0].target'],
  ])('names the bad field of %j', (item, message) => {
    expect(() => parseVanityLookup({ data: { item } })).toThrow(message);
  });

  it.each([[null], [[]], [{}], [{ data: [] }], [{ data: {} }], [{ data: { item: { id: 'x' } } }]])(
    'refuses %j with an ApiResponseError',
    (json) => expect(() => parseVanityLookup(json)).toThrow(ApiResponseError),
  );
});

describe('parseVanityDictionary', () => {
  it('keeps the usable entries; a bad one costs only itself', () => {
    const badTarget = { ...ITEM, id: 'v2', targets: [{ edition: 'us' }] };
    expect(
      parseVanityDictionary({ data: { items: [ITEM, { id: 'bad' }, null, badTarget] } }),
    ).toEqual([ITEM]);
  });

  it('refuses an answer without data.items', () => {
    expect(() => parseVanityDictionary({ data: {} })).toThrow(ApiResponseError);
    expect(() => parseVanityDictionary('x')).toThrow(ApiResponseError);
  });
});
