import { parseOriginList, thirdPartyOrigins } from '../src/ssr/third-party-origins';

describe("the pages' third-party origins", () => {
  it('reads a list of origins and wildcard hosts, and refuses anything a policy would read wider', () => {
    expect(parseOriginList(' https://img.example.com, https://*.cdn.example.net:8443 ')).toEqual([
      'https://img.example.com',
      'https://*.cdn.example.net:8443',
    ]);
    expect(parseOriginList('')).toEqual([]);
    expect(parseOriginList(undefined)).toEqual([]);
    for (const bad of [
      'https:',
      '*',
      'https://*',
      'img.example.com',
      'https://img.example.com/path',
      'https://img.example.com?x',
      "'unsafe-inline'",
      'data:',
      'https://a.example.com;script-src *',
      'javascript://x',
    ]) {
      expect(parseOriginList(bad)).toBeUndefined();
    }
  });

  it('lists only what the site is configured with: no discussion, no issuer, no extra origins', () => {
    const origins = thirdPartyOrigins({ imageHosts: ['https://i1.example.com/'] });
    expect(origins).toEqual({
      script: ['https://platform.twitter.com'],
      img: ['https://i1.example.com'],
      media: ['https://i1.example.com'],
      connect: [],
      frame: ['https://platform.twitter.com', 'https://syndication.twitter.com'],
    });
  });

  it("adds the issuer, the discussion service's origins and the operator's, each once", () => {
    const origins = thirdPartyOrigins(
      {
        imageHosts: ['https://i1.example.com', 'https://i2.example.com'],
        issuer: 'https://id.example.com/oidc',
        discussionShortname: 'bytewire',
      },
      {
        img: 'https://uploads.example.org, https://i1.example.com',
        media: 'https://video.example.org',
        connect: 'https://beacon.example.org',
        frame: 'https://player.example.org',
        script: 'https://tags.example.org',
      },
    );
    expect(origins.img).toEqual([
      'https://i1.example.com',
      'https://i2.example.com',
      'https://bytewire.disqus.com',
      'https://*.disqus.com',
      'https://*.disquscdn.com',
      'https://uploads.example.org',
    ]);
    expect(origins.media).toEqual([
      'https://i1.example.com',
      'https://i2.example.com',
      'https://video.example.org',
    ]);
    // hls.js fetches the videos: media hosts are requests too.
    expect(origins.connect).toEqual([
      'https://id.example.com',
      'https://bytewire.disqus.com',
      'https://*.disqus.com',
      'https://*.disquscdn.com',
      'https://beacon.example.org',
      'https://video.example.org',
    ]);
    expect(origins.frame).toContain('https://disqus.com');
    expect(origins.frame).toContain('https://player.example.org');
    expect(origins.script).toContain('https://tags.example.org');
    expect(origins.script).toContain('https://bytewire.disqus.com');
  });

  it('adds the ad stack’s script hosts and the hosts its libraries ask (AD_STACK)', () => {
    const origins = thirdPartyOrigins({
      imageHosts: [],
      adStack: {
        gptSrc: 'https://securepubads.example/tag/js/gpt.js',
        prebid: { bidder: 'appnexus', params: {}, timeoutMs: 1000 },
        amazon: { src: 'https://c.amazon-adsystem.example/aax2/apstag.js', pubId: '3141' },
        videoAds: { adTagBase: 'https://pubads.example/gampad/ads' },
      },
    });
    expect(origins.script).toEqual([
      'https://platform.twitter.com',
      'https://securepubads.example',
      'https://c.amazon-adsystem.example',
    ]);
    // GPT asks for ads on its own host; Amazon bids on its script's host and its bid host;
    // the bundled Prebid's appnexus adapter posts to ib.adnxs.com.
    expect(origins.connect).toEqual([
      'https://securepubads.example',
      'https://pubads.example',
      'https://c.amazon-adsystem.example',
      'https://aax.amazon-adsystem.com',
      'https://ib.adnxs.com',
    ]);
    // The video ad's creative plays from the ad server's host.
    expect(origins.media).toEqual(['https://pubads.example']);
  });

  it('adds nothing of a part the ad stack does not have', () => {
    const gptOnly = thirdPartyOrigins({
      imageHosts: [],
      adStack: { networkId: '1', gptSrc: '/vendor/gpt.js' },
    });
    // A site path is the site's own: no origin to add, and no bidder is configured.
    expect(gptOnly.script).toEqual(['https://platform.twitter.com']);
    expect(gptOnly.connect).toEqual([]);
    const prebidOnly = thirdPartyOrigins({
      imageHosts: [],
      adStack: { prebid: { bidder: 'appnexus', params: {}, timeoutMs: 1000 } },
    });
    expect(prebidOnly.connect).toEqual(['https://ib.adnxs.com']);
    expect(prebidOnly.script).toEqual(['https://platform.twitter.com']);
  });

  it('adds the outside analytics’ scripts and the audience pings’ host, when configured', () => {
    const origins = thirdPartyOrigins({
      imageHosts: [],
      analytics: {
        cohesion: { scriptUrl: 'https://cdn.cohesion.example/tag.js', writeKey: 'k' },
        chartTracking: { scriptUrl: 'https://static.charts.example/js/chart.js', accountId: '1' },
        audienceMeasurementUrl: 'https://pings.audience.example/p?site=1',
      },
    });
    expect(origins.script).toEqual([
      'https://platform.twitter.com',
      'https://cdn.cohesion.example',
      'https://static.charts.example',
    ]);
    // AMP pages' page analytics (amp-analytics type chartbeat) pings chartbeat's host.
    expect(origins.img).toEqual(['https://pings.audience.example', 'https://ping.chartbeat.net']);
    expect(thirdPartyOrigins({ imageHosts: [], analytics: {} }).img).toEqual([]);
  });
});
