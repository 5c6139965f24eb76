// The ad constants of spec 001 s9 (ads/ad-constants.ts), each against the spec's own words.
import {
  AD_NETWORK_PARAM,
  AD_REGION_PARAM,
  AD_SUBSESSIONS,
  AD_TARGETING_PARAM_PREFIX,
  CONTEXTUAL_AD_SIZE,
  DEFAULT_AD_CAP,
  DEFAULT_AD_REGION,
  DEFAULT_LAZY_LOAD_MARGIN,
  FTAG_PARAM,
  LAZY_LOAD_MARGIN,
  SEARCH_ADS_DEFAULTS,
  TASER_SCORE_THRESHOLD,
  VIDEO_AD_SIZE,
} from '../../src/ads/ad-constants';
import { AD_SUPPRESS_PARAM } from '@bytewire/media';

describe('the ad constants of spec 001 s9', () => {
  it('has the subsessions, taser threshold, region and cap', () => {
    // "Ads: 6 subsessions, taser score threshold 150, ..., default region aw"
    expect(AD_SUBSESSIONS).toBe(6);
    expect(TASER_SCORE_THRESHOLD).toBe(150);
    expect(DEFAULT_AD_REGION).toBe('aw');
    // "Default ad cap value 99."
    expect(DEFAULT_AD_CAP).toBe(99);
  });

  it('has the lazy-load margins', () => {
    // "lazy-load margin 200% vertical (default lazy 50%)"
    expect(LAZY_LOAD_MARGIN).toBe('200% 0px');
    expect(DEFAULT_LAZY_LOAD_MARGIN).toBe('50%');
  });

  it('has the video and contextual ad sizes', () => {
    // "Video ad size 640x480."
    expect(VIDEO_AD_SIZE).toEqual([640, 480]);
    // "Contextual ad size 300x300."
    expect(CONTEXTUAL_AD_SIZE).toEqual([300, 300]);
  });

  it('has the search ads defaults, frozen', () => {
    // "Search ads defaults: 5 units, title font 16, domain font 14, description font 14, 3 lines."
    expect(SEARCH_ADS_DEFAULTS).toEqual({
      units: 5,
      titleFontSize: 16,
      domainFontSize: 14,
      descriptionFontSize: 14,
      lines: 3,
    });
    expect(Object.isFrozen(SEARCH_ADS_DEFAULTS)).toBe(true);
  });

  it('names the ad query parameters', () => {
    // "query params adRegion, adSuppress, adNetwork, adTargeting_*, ftag"
    expect(AD_REGION_PARAM).toBe('adRegion');
    expect(AD_SUPPRESS_PARAM).toBe('adSuppress');
    expect(AD_NETWORK_PARAM).toBe('adNetwork');
    expect(AD_TARGETING_PARAM_PREFIX).toBe('adTargeting_');
    expect(FTAG_PARAM).toBe('ftag');
  });
});
