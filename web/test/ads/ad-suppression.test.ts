// Which pages ask for no display ads (ads/ad-suppression.ts): the story's suppressAds, or
// adSuppress=all in the address.
import { adsSuppressed } from '../../src/ads/ad-suppression';

describe('adsSuppressed', () => {
  it('follows the story and the adSuppress=all query', () => {
    expect(adsSuppressed({ suppressAds: true }, '')).toBe(true);
    expect(adsSuppressed({ suppressAds: false }, '?adSuppress=all')).toBe(true);
    expect(adsSuppressed({ suppressAds: false }, '?x=1&adSuppress=all')).toBe(true);
  });

  it('leaves other pages to their ads', () => {
    expect(adsSuppressed({ suppressAds: false }, '')).toBe(false);
    expect(adsSuppressed(undefined, '?adSuppress=some')).toBe(false);
    expect(adsSuppressed({ suppressAds: 'yes' }, '')).toBe(false);
  });
});
