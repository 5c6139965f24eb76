import { videoAdsSuppressed, type VideoAdsInput } from '../src';

describe('videoAdsSuppressed (spec 000 s5)', () => {
  it.each<[string, VideoAdsInput, boolean]>([
    [
      'nothing asks for suppression',
      { video: { suppressAds: false }, targetingConsent: true },
      false,
    ],
    ['the video says suppressAds', { video: { suppressAds: true }, targetingConsent: true }, true],
    ['no video and consent', { targetingConsent: true }, false],
    ['no targeting consent', { video: { suppressAds: false }, targetingConsent: false }, true],
    ['adSuppress=all in a record', { query: { adSuppress: 'all' }, targetingConsent: true }, true],
    [
      'adSuppress=all among repeats',
      { query: { adSuppress: ['x', 'all'] }, targetingConsent: true },
      true,
    ],
    [
      'adSuppress=all in URLSearchParams',
      { query: new URLSearchParams('adSuppress=all'), targetingConsent: true },
      true,
    ],
    [
      'adSuppress=ALL (not equal to all)',
      { query: { adSuppress: 'ALL' }, targetingConsent: true },
      false,
    ],
    [
      'adSuppress=video',
      { query: new URLSearchParams('adSuppress=video'), targetingConsent: true },
      false,
    ],
    [
      'adsuppress=all (another parameter)',
      { query: { adsuppress: 'all' }, targetingConsent: true },
      false,
    ],
  ])('%s: %s', (_label, input, suppressed) => {
    expect(videoAdsSuppressed(input)).toBe(suppressed);
  });
});
