// When a page shows a partner ad's container (spec 001 s6: ads need their flags; s1: none of
// these trackers for the restricted state; an unconfigured part is off).
import type { AdStackConfig } from '@bytewire/site';
import { isPartnerAdPart, partnerAdShown, type PartnerAdPage } from './partner-ad-parts';

const STACK: AdStackConfig = {
  searchAds: { src: 'https://search-ads.stand-in.example/ads.js', pubId: 'partner-pub-1' },
  contextualAds: { src: 'https://contextual.stand-in.example/tag.js', siteId: 'bytewire' },
  recommendationWidget: {
    src: 'https://widget.stand-in.example/loader.js',
    publisherId: 'bytewire-pub',
  },
};
const PAGE: PartnerAdPage = {
  adStack: STACK,
  flags: { ads: true, adDisplay: true },
  restricted: false,
  suppressed: false,
};

describe('partnerAdShown', () => {
  it('shows every configured part with its flags on', () => {
    expect(partnerAdShown('search', PAGE)).toBe(true);
    expect(partnerAdShown('contextual', PAGE)).toBe(true);
    expect(partnerAdShown('recommendations', PAGE)).toBe(true);
  });

  it('shows no part that is not configured', () => {
    const page = { ...PAGE, adStack: { searchAds: STACK.searchAds } };
    expect(partnerAdShown('search', page)).toBe(true);
    expect(partnerAdShown('contextual', page)).toBe(false);
    expect(partnerAdShown('recommendations', page)).toBe(false);
    expect(partnerAdShown('search', { ...PAGE, adStack: undefined })).toBe(false);
  });

  it('needs the ads flag, and the ad-display flag for the contextual (display) ad', () => {
    const noAds = { ...PAGE, flags: { adDisplay: true } };
    expect(partnerAdShown('search', noAds)).toBe(false);
    expect(partnerAdShown('recommendations', noAds)).toBe(false);
    const noDisplay = { ...PAGE, flags: { ads: true } };
    expect(partnerAdShown('contextual', noDisplay)).toBe(false);
    expect(partnerAdShown('search', noDisplay)).toBe(true);
  });

  it('shows nothing to a reader of the restricted state or on a page suppressing ads', () => {
    for (const part of ['search', 'contextual', 'recommendations'] as const) {
      expect(partnerAdShown(part, { ...PAGE, restricted: true })).toBe(false);
      expect(partnerAdShown(part, { ...PAGE, suppressed: true })).toBe(false);
    }
  });

  it('knows its three parts and nothing else', () => {
    expect(isPartnerAdPart('contextual')).toBe(true);
    expect(isPartnerAdPart('__proto__')).toBe(false);
    expect(isPartnerAdPart(undefined)).toBe(false);
  });
});
