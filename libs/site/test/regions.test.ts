import {
  isRestrictedRegion,
  isRestrictedTopic,
  REGION_HEADER,
  RESTRICTED_REGION,
  RESTRICTED_STATUS,
  RESTRICTED_TOPIC_SLUGS,
} from '../src';

describe('the restricted state variant (spec 001 s1)', () => {
  it('is the header value wa, as CDNs write a US state', () => {
    expect(RESTRICTED_REGION).toBe('wa');
    expect(REGION_HEADER).toBe('x-geo-region');
    for (const value of ['wa', 'WA', ' wa ', 'US-WA', 'us-wa']) {
      expect(isRestrictedRegion(value)).toBe(true);
    }
  });

  it('is no other value, and no header at all', () => {
    for (const value of ['', 'or', 'ca', 'US-CA', 'wash', 'wa,or', 'xwa', undefined, null]) {
      expect(isRestrictedRegion(value)).toBe(false);
    }
  });

  it('reads a header sent twice by its first value', () => {
    expect(isRestrictedRegion(['wa', 'or'])).toBe(true);
    expect(isRestrictedRegion(['or', 'wa'])).toBe(false);
    expect(isRestrictedRegion([])).toBe(false);
  });

  it('excludes the health and wearables topics, and answers 451 for their pages', () => {
    expect(RESTRICTED_TOPIC_SLUGS).toEqual(['health', 'wearables']);
    expect(isRestrictedTopic('health')).toBe(true);
    expect(isRestrictedTopic('Wearables')).toBe(true);
    expect(isRestrictedTopic('smart-watches')).toBe(false);
    expect(isRestrictedTopic(undefined)).toBe(false);
    expect(RESTRICTED_STATUS).toBe(451);
  });
});
