// The video ad tag URL (ads/ad-tag-url.ts): every ad tag parameter of spec 001 s7, and the
// suppression rule of s6.
import type { AdStackConfig } from '@bytewire/site';
import {
  customParams,
  newCorrelator,
  videoAdTagUrl,
  type VideoAdTagInput,
} from '../../src/ads/ad-tag-url';
import { pageTargeting } from '../../src/ads/ad-targeting';

const config: AdStackConfig = {
  networkId: '1234',
  desktopUnitId: 'desk',
  mobileUnitId: 'mob',
  cmsId: '2543',
  videoAds: { adTagBase: 'https://ads.example/gampad/ads', playerProfile: 'pp_1' },
};

const targeting = pageTargeting({
  registered: false,
  device: 'desktop',
  pageType: 'video',
  contentId: 'v-42',
  abTests: [
    { id: 'hero', version: '1', bucket: 'b' },
    { id: 'nav', version: '2', bucket: 'a' },
  ],
  pageViewGuid: 'guid-1',
  env: 'prod',
});

const input = (over: Partial<VideoAdTagInput> = {}): VideoAdTagInput => ({
  config,
  device: 'desktop',
  video: { id: 'v-42' },
  pageUrl: 'https://www.example.com/videos/v-42?ref=home#t=10',
  targeting,
  targetingConsent: true,
  correlator: 123456789,
  ...over,
});

const paramsOf = (url: string | undefined): URLSearchParams => {
  expect(url).toBeDefined();
  return new URL(url!).searchParams;
};

describe('videoAdTagUrl', () => {
  it('carries every ad tag parameter of spec 001 s7', () => {
    const url = videoAdTagUrl(input());
    expect(url!.startsWith('https://ads.example/gampad/ads?')).toBe(true);
    const params = paramsOf(url);
    // "cmsid, ciu_szs, env, gdfp_req, impl, output, pp, sz, unviewed_position_start,
    // correlator, cust_params, description_url, iu, url, vid"
    const page = 'https://www.example.com/videos/v-42?ref=home';
    expect(Object.fromEntries(params)).toEqual({
      cmsid: '2543',
      ciu_szs: '300x250,728x90',
      env: 'vp',
      gdfp_req: '1',
      impl: 's',
      output: 'vast',
      pp: 'pp_1',
      // spec 001 s9 "Video ad size 640x480"
      sz: '640x480',
      unviewed_position_start: '1',
      correlator: '123456789',
      cust_params:
        'user=anon&device=desktop&env=prod&ptype=video&cid=v-42&test=hero_b,nav_a&vguid=guid-1&region=aw',
      description_url: page,
      iu: '/1234/desk/aw/video',
      url: page,
      vid: 'v-42',
    });
  });

  it('encodes the page URL and cust_params once in the query', () => {
    const url = videoAdTagUrl(input())!;
    expect(url).toContain(
      'description_url=https%3A%2F%2Fwww.example.com%2Fvideos%2Fv-42%3Fref%3Dhome',
    );
    expect(url).toContain('cust_params=user%3Danon%26device%3Ddesktop');
    expect(url).toContain('test%3Dhero_b%2Cnav_a');
  });

  it("adds the page's overrides to the targeting and the unit path", () => {
    const params = paramsOf(
      videoAdTagUrl(
        input({
          pageUrl:
            'https://www.example.com/v?adRegion=uk&adNetwork=99&adTargeting_kw=abc&adTargeting_env=qa&ftag=t1',
        }),
      ),
    );
    expect(params.get('iu')).toBe('/99/desk/uk/video');
    expect(params.get('cust_params')).toBe(
      'user=anon&device=desktop&env=qa&ptype=video&cid=v-42&test=hero_b,nav_a&vguid=guid-1&kw=abc&ftag=t1&region=uk',
    );
  });

  it('uses the mobile unit on mobile and the desktop unit on tablet', () => {
    expect(paramsOf(videoAdTagUrl(input({ device: 'mobile' }))).get('iu')).toBe(
      '/1234/mob/aw/video',
    );
    expect(paramsOf(videoAdTagUrl(input({ device: 'tablet' }))).get('iu')).toBe(
      '/1234/desk/aw/video',
    );
  });

  it('uses the configured companion sizes, and leaves out pp and cmsid when not configured', () => {
    const params = paramsOf(
      videoAdTagUrl(
        input({
          config: {
            networkId: '1',
            desktopUnitId: 'd',
            videoAds: { adTagBase: 'https://ads.example/a?x=1', companionSizes: [[300, 600]] },
          },
        }),
      ),
    );
    expect(params.get('ciu_szs')).toBe('300x600');
    expect(params.get('x')).toBe('1');
    expect(params.has('pp')).toBe(false);
    expect(params.has('cmsid')).toBe(false);
    expect(params.get('vid')).toBe('v-42');
  });

  it('makes a correlator when none (or no valid one) is given', () => {
    for (const correlator of [undefined, Number.NaN, -1, 1.5]) {
      const value = paramsOf(videoAdTagUrl(input({ correlator }))).get('correlator')!;
      expect(value).toMatch(/^[1-9][0-9]*$/);
      expect(Number.isSafeInteger(Number(value))).toBe(true);
    }
  });

  it.each<[string, Partial<VideoAdTagInput>]>([
    ['the video says suppressAds', { video: { id: 'v', suppressAds: true } }],
    ['the page has adSuppress=all', { pageUrl: 'https://www.example.com/v?adSuppress=all' }],
    ['targeting consent is missing', { targetingConsent: false }],
    ['video ads are off', { config: { ...config, videoAds: undefined } }],
    [
      'no unit for the device',
      { config: { ...config, mobileUnitId: undefined }, device: 'mobile' },
    ],
    ['no network', { config: { ...config, networkId: undefined } }],
    ['the page URL is not a web address', { pageUrl: 'javascript:alert(1)' }],
    ['the page URL is relative', { pageUrl: '/videos/v-42' }],
  ])('makes no ad call when %s (spec 001 s6)', (_, over) => {
    expect(videoAdTagUrl(input(over))).toBeUndefined();
  });
});

describe('customParams', () => {
  const overrides = { region: 'aw', targeting: {}, suppressAll: false };

  it('joins arrays by commas, leaves out empty values and encodes each key and value', () => {
    expect(customParams({ a: ['x y', 'z&w'], empty: [], blank: '', 'k=v': 'a=b' }, overrides)).toBe(
      'a=x%20y,z%26w&k%3Dv=a%3Db&region=aw',
    );
  });
});

describe('newCorrelator', () => {
  it('is a positive safe integer from the random source', () => {
    expect(newCorrelator(() => 0)).toBe(1);
    expect(Number.isSafeInteger(newCorrelator(() => 0.999999999999))).toBe(true);
    expect(newCorrelator(() => 0.5)).toBeGreaterThan(1e15);
  });
});
