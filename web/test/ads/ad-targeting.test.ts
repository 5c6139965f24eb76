/**
 * The page's ad targeting (spec 001 s3 "Ad data"): the targeting keys, and the slot variables
 * (slotVars: network, platform, siteName, topics), only well-formed and bounded.
 */
import {
  MAX_TARGETED_TOPICS,
  pageTargeting,
  slotTargeting,
  slotVars,
} from '../../src/ads/ad-targeting';

const base = {
  registered: false,
  device: 'desktop',
  pageType: 'article',
  contentId: 'a-42',
  abTests: [{ id: 'hero', version: '1', bucket: 'b' }],
  pageViewGuid: 'guid-1',
  env: 'production',
};

describe('pageTargeting', () => {
  it('adds the slot variables to the page targeting when given', () => {
    const targeting = pageTargeting({
      ...base,
      slotVars: { network: '1234', siteName: 'Bytewire', topics: ['phones', 'android'] },
    });
    expect(targeting).toEqual({
      user: 'anon',
      device: 'desktop',
      env: 'production',
      ptype: 'article',
      cid: 'a-42',
      test: ['hero_b'],
      vguid: 'guid-1',
      network: '1234',
      platform: 'web',
      siteName: 'Bytewire',
      topics: ['phones', 'android'],
    });
    expect(slotTargeting(targeting, 'top')).toMatchObject({ pos: 'top', platform: 'web' });
  });

  it('carries no slot variable when none are given', () => {
    const targeting = pageTargeting(base);
    for (const key of ['network', 'platform', 'siteName', 'topics']) {
      expect(targeting).not.toHaveProperty(key);
    }
  });
});

describe('slotVars', () => {
  it('leaves out a network that is no network code, an empty site name and no topics', () => {
    expect(slotVars({ network: '12/evil', siteName: '  ', topics: [] })).toEqual({
      platform: 'web',
    });
  });

  it('keeps the first topics up to the bound, and only well-formed slugs', () => {
    const topics = ['Bad Slug', 'x&y=z', ...Array.from({ length: 30 }, (_, i) => `topic-${i}`)];
    const vars = slotVars({ siteName: 'Bytewire', topics });
    expect(vars.topics).toHaveLength(MAX_TARGETED_TOPICS);
    expect(vars.topics?.[0]).toBe('topic-0');
  });

  it('cuts a long site name', () => {
    expect(slotVars({ siteName: 'B'.repeat(500), topics: [] }).siteName).toHaveLength(64);
  });
});
