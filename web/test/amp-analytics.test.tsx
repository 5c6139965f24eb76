/**
 * AMP pages' consent and analytics (spec 001 s8): image beacons to the site's own endpoint with
 * the page's fields, blocked until consent, which amp-consent takes from the site's cookie.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { AmpAnalytics } from '../src/amp/AmpAnalytics';
import { ampAnalyticsConfig, ampConsentConfig } from '../src/amp/amp-analytics-config';

const PAGE = {
  origin: 'https://www.bytewire.example',
  pageType: 'article',
  postId: 'a-42',
  edition: 'us',
  siteName: 'Bytewire',
};

describe('AMP analytics', () => {
  it('sends image beacons of the page view, clicks, scroll and video to the site itself', () => {
    const config = ampAnalyticsConfig(PAGE);
    expect(config.transport).toEqual({ beacon: false, xhrpost: false, image: true });
    const event = new URL(config.requests.event.replace(/\$\{[^}]+\}/g, 'x'));
    expect(event.origin + event.pathname).toBe('https://www.bytewire.example/analytics/beacon.gif');
    expect(Object.fromEntries(event.searchParams)).toMatchObject({
      pageType: 'article',
      postId: 'a-42',
      edition: 'us',
      siteName: 'Bytewire',
      siteType: 'amp',
    });
    expect(config.requests.event).toContain('pageUrl=${sourceUrl}');
    expect(config.requests.scroll).toContain('scrollDistance=${scrollTop}');
    expect(config.triggers.pageview).toEqual({
      on: 'visible',
      request: 'event',
      vars: { type: 'pageview' },
    });
    expect(config.triggers.scroll.scrollSpec.verticalBoundaries).toEqual([25, 50, 75, 100]);
    expect((config.triggers as Record<string, unknown>)['video-play']).toMatchObject({
      vars: { type: 'video', action: 'played' },
    });
  });

  it("asks the site for the reader's consent, and tells it a choice made here", () => {
    expect(ampConsentConfig(PAGE.origin)).toMatchObject({
      consentRequired: 'remote',
      checkConsentHref: 'https://www.bytewire.example/analytics/amp-consent',
      onUpdateHref: 'https://www.bytewire.example/analytics/amp-consent/update',
    });
  });

  it('renders the consent prompt and analytics blocked on consent; no value closes its script', () => {
    const html = renderToStaticMarkup(
      <AmpAnalytics page={{ ...PAGE, siteName: '</script><script>alert(1)</script>' }} />,
    );
    expect(html).toContain('<amp-consent id="site-consent" layout="nodisplay">');
    expect(html).toContain('on="tap:site-consent.accept"');
    expect(html).toContain('<amp-analytics data-block-on-consent="">');
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });
});
