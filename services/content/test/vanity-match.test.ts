import type { VanityResponse } from '@bytewire/contracts';
import { vanityLookupKey } from '@bytewire/vanity';
import { entryForKey, targetsObject } from '../src/vanity/vanity-match';

function entry(
  id: string,
  urlPath: string,
  targets: VanityResponse['targets'] = [],
): VanityResponse {
  return { id, urlType: 'OK', urlPath, targets };
}

const ENTRIES: VanityResponse[] = [
  entry('plain', '/deals/'),
  entry('paged', '/Deals?sort=new&page=2'),
  entry('guide', '/gift-guide/', [
    { edition: 'us', targetType: 'collection', target: { slug: 'holiday-gift-guide' } },
  ]),
];

describe('vanity lookups in the corpus', () => {
  const find = (path: string) => entryForKey(ENTRIES, vanityLookupKey(path))?.id;

  it('finds a stored path whatever the order of its query parameters', () => {
    expect(find('/deals/?page=2&sort=new')).toBe('paged');
    expect(find('/DEALS?sort=new&page=2')).toBe('paged');
    expect(find('/deals?utm_email=x&page=2&setDevice=mobile&sort=new')).toBe('paged');
  });

  it('keeps the parameters that are not ignored', () => {
    expect(find('/deals/?setDevice=mobile')).toBe('plain');
    expect(find('/deals/?page=3&sort=new')).toBeUndefined();
  });

  it('finds an entry by the content object it targets', () => {
    expect(ENTRIES.filter((e) => targetsObject(e, 'collection', 'holiday-gift-guide'))).toEqual([
      ENTRIES[2],
    ]);
    expect(targetsObject(ENTRIES[2], 'article', 'holiday-gift-guide')).toBe(false);
  });
});
