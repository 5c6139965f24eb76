import { ApiResponseError } from '@bytewire/contracts';
import { parseVanityDictionary, parseVanityLookup, vanityEntryOf } from '../src';

const ITEM = { id: 'v1', urlType: 'MASK', urlPath: '/v/', targets: [] };

describe('vanityEntryOf', () => {
  it('keeps an entry with id, known type and path', () => {
    expect(vanityEntryOf(ITEM)).toBe(ITEM);
  });

  it('keeps a miss: empty id with an error', () => {
    const miss = { id: '', urlType: 'OK', urlPath: '/v/', error: { code: 404, message: 'x' } };
    expect(vanityEntryOf(miss)).toBe(miss);
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
  ])('refuses %j', (value) => expect(vanityEntryOf(value)).toBeUndefined());
});

describe('parseVanityLookup', () => {
  it('reads data.item', () => {
    expect(parseVanityLookup({ data: { item: ITEM } })).toBe(ITEM);
  });

  it.each([[null], [[]], [{}], [{ data: [] }], [{ data: {} }], [{ data: { item: { id: 'x' } } }]])(
    'refuses %j with an ApiResponseError',
    (json) => expect(() => parseVanityLookup(json)).toThrow(ApiResponseError),
  );
});

describe('parseVanityDictionary', () => {
  it('keeps the usable entries; a bad one costs only itself', () => {
    expect(parseVanityDictionary({ data: { items: [ITEM, { id: 'bad' }, null] } })).toEqual([ITEM]);
  });

  it('refuses an answer without data.items', () => {
    expect(() => parseVanityDictionary({ data: {} })).toThrow(ApiResponseError);
    expect(() => parseVanityDictionary('x')).toThrow(ApiResponseError);
  });
});
