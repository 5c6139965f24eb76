// The partner scripts' tags: targeting (C0004) trackers with the partner's id in the URL,
// from configuration only, and none for a value that is no safe URL or id.
import {
  contextualAdsTag,
  partnerScriptUrl,
  recommendationWidgetTag,
  searchAdsTag,
} from './partner-script-tags';

const PAGE = 'https://www.bytewire.example/search/?q=laptops';

describe('partner script tags', () => {
  it('loads each script from its configured host with its id as a query parameter', () => {
    const search = searchAdsTag(
      { src: 'https://search-ads.stand-in.example/ads.js', pubId: 'partner-pub-1' },
      PAGE,
    );
    expect(search).toEqual({
      tagId: 'search-ads',
      src: 'https://search-ads.stand-in.example/ads.js?pubId=partner-pub-1',
      features: ['ads'],
      gdprCategory: 'C0004',
      windowVars: ['_googCsa'],
    });
    const contextual = contextualAdsTag(
      { src: 'https://contextual.stand-in.example/tag.js?v=2', siteId: 'bytewire' },
      PAGE,
    );
    expect(contextual?.tagId).toBe('contextual-ads');
    expect(contextual?.src).toBe('https://contextual.stand-in.example/tag.js?v=2&siteId=bytewire');
    expect(contextual?.features).toEqual(['ads', 'adDisplay']);
    const widget = recommendationWidgetTag(
      { src: 'https://widget.stand-in.example/loader.js', publisherId: 'bytewire-pub' },
      PAGE,
    );
    expect(widget?.tagId).toBe('recommendation-widget');
    expect(widget?.src).toBe('https://widget.stand-in.example/loader.js?publisherId=bytewire-pub');
  });

  it('is never allowed for readers of the restricted state: these are trackers', () => {
    const tag = searchAdsTag({ src: 'https://s.example/ads.js', pubId: 'p' }, PAGE);
    expect(tag?.allowedWhenRestricted).toBeUndefined();
    expect(tag?.gdprCategory).toBe('C0004');
  });

  it('keeps a site path on the site', () => {
    expect(partnerScriptUrl('/partners/ads.js', 'siteId', 'bytewire', PAGE)).toBe(
      'https://www.bytewire.example/partners/ads.js?siteId=bytewire',
    );
  });

  it('sets the id rather than adding a second one the configuration smuggled in', () => {
    expect(partnerScriptUrl('https://s.example/a.js?pubId=evil', 'pubId', 'good', PAGE)).toBe(
      'https://s.example/a.js?pubId=good',
    );
  });

  it('has no tag for a value that is no safe script URL or id', () => {
    const hostile: [unknown, unknown][] = [
      ['javascript:alert(1)', 'p'],
      ['http://s.example/a.js', 'p'],
      ['//s.example/a.js', 'p'],
      ['https://user:pw@s.example/a.js', 'p'],
      [42, 'p'],
      ['https://s.example/a.js', 'a&b=c'],
      ['https://s.example/a.js', { toString: () => 'p' }],
      ['https://s.example/a.js', undefined],
    ];
    for (const [src, id] of hostile) {
      expect(partnerScriptUrl(src, 'pubId', id, PAGE)).toBeUndefined();
    }
    expect(searchAdsTag({ src: 'javascript:alert(1)', pubId: 'p' } as never, PAGE)).toBeUndefined();
  });
});
