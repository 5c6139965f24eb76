/**
 * AMP pages' consent and analytics (spec 001 s8): image beacons to the site's own endpoint for
 * the page view, clicks, product clicks, scroll and the video and video-ad events, each with
 * the spec's payload; the audience-measurement and page-analytics providers only when
 * configured; everything blocked until consent, which amp-consent takes from the site's cookie.
 */
import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';
import { AmpAnalytics } from '../src/amp/AmpAnalytics';
import { ampAnalyticsConfig, ampConsentConfig } from '../src/amp/amp-analytics-config';
import type { AmpAnalyticsPage } from '../src/amp/amp-analytics-page';
import { ampProviderElements } from '../src/amp/amp-providers-config';
import {
  AMP_VIDEO_ACTIONS_NOT_REPORTED,
  AMP_VIDEO_EVENTS,
  WATCHED_INTERVAL_SECONDS,
} from '../src/amp/amp-video-triggers';

const PAGE: AmpAnalyticsPage = {
  origin: 'https://www.bytewire.example',
  pageUrl: 'https://www.bytewire.example/google-amp/article/x/',
  pageType: 'article',
  postId: 'a-42',
  revisionId: 'rev-7',
  edition: 'us',
  siteName: 'Bytewire',
  writeKey: 'wk_live_1',
  restricted: false,
};

/** Spec 001 s8's payload, by the names of the gateway's AnalyticsEvent. */
const PAYLOAD = [
  'writeKey',
  'clientId',
  'pageUrl',
  'canonicalUrl',
  'title',
  'referrer',
  'screenSize',
  'language',
  'pageType',
  'postId',
  'revisionId',
  'elementType',
];

/** The product fields of a product click (spec 001 s8), by the gateway's names. */
const PRODUCT_FIELDS = [
  'correlationId',
  'outboundUrl',
  'productName',
  'brand',
  'productId',
  'price',
  'text',
  'location',
  'position',
  'formatType',
  'formatSubtype',
  'pageId',
  'sku',
  'upc',
];

/**
 * The video and video-ad events spec 001 s8 names (VIDEO_ACTIONS of @bytewire/site, which the
 * gateway accepts), written out here so that the test does not read the list it checks.
 */
const SPEC_VIDEO_ACTIONS = [
  'loaded',
  'started',
  'played',
  'paused',
  'watched',
  'completed',
  'viewed',
  'interrupted',
  'seek-started',
  'seek-completed',
  'volume-changed',
  'ad-requested',
  'ad-loaded',
  'ad-started',
  'ad-played',
  'ad-skipped',
  'ad-paused',
  'ad-watched',
  'ad-impression',
  'ad-volume-changed',
  'ad-completed',
  'ad-viewed',
];

interface Trigger {
  on: string;
  request: string;
  selector?: string;
  vars?: Record<string, string>;
  videoSpec?: Record<string, unknown>;
  visibilitySpec?: Record<string, unknown>;
  scrollSpec?: { verticalBoundaries: number[] };
}

interface Config {
  requests: Record<string, string>;
  triggers: Record<string, Trigger>;
  transport: Record<string, boolean>;
}

const configOf = (page: AmpAnalyticsPage) => ampAnalyticsConfig(page) as unknown as Config;

/** A request template's query, each parameter's template as written (`${title}`). */
function paramsOf(template: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(template.slice(template.indexOf('?') + 1)));
}

/** The request each trigger sends, with its parameters. */
function beaconsOf(config: Config) {
  return Object.entries(config.triggers).map(([name, trigger]) => ({
    name,
    trigger,
    params: paramsOf(config.requests[trigger.request] ?? ''),
  }));
}

describe('AMP analytics: the site’s beacons', () => {
  const config = configOf(PAGE);

  it('are image requests to the site’s own beacon endpoint', () => {
    expect(config.transport).toEqual({ beacon: false, xhrpost: false, image: true });
    for (const request of Object.values(config.requests)) {
      expect(request.startsWith('https://www.bytewire.example/analytics/beacon.gif?')).toBe(true);
    }
  });

  it('each carry the page, the reader and the element type of spec 001 s8', () => {
    for (const { name, params } of beaconsOf(config)) {
      expect({ name, fields: Object.keys(params) }).toEqual({
        name,
        fields: expect.arrayContaining(PAYLOAD),
      });
      expect(params).toMatchObject({
        writeKey: 'wk_live_1',
        clientId: '${clientId(bytewire_amp)}',
        pageUrl: '${sourceUrl}',
        canonicalUrl: '${canonicalUrl}',
        title: '${title}',
        referrer: '${documentReferrer}',
        screenSize: '${screenWidth}x${screenHeight}',
        language: '${browserLanguage}',
        pageType: 'article',
        postId: 'a-42',
        revisionId: 'rev-7',
        elementType: '${elementType}',
        siteType: 'amp',
      });
    }
  });

  it('leave the write key out when none is configured', () => {
    const { writeKey: _none, ...unkeyed } = PAGE;
    for (const { params } of beaconsOf(configOf(unkeyed))) {
      expect(params).not.toHaveProperty('writeKey');
    }
  });

  it('send the page view once it is visible', () => {
    expect(config.triggers.pageview).toEqual({
      on: 'visible',
      request: 'event',
      vars: { type: 'pageview', elementType: 'page' },
    });
  });

  it('send a click of any link, and its outbound URL when the link names one', () => {
    const click = config.triggers.click!;
    expect(click).toMatchObject({ on: 'click', selector: 'a', vars: { type: 'click' } });
    expect(paramsOf(config.requests[click.request]!).outboundUrl).toBe('${outboundUrl}');
  });

  it('send a product click of a product link with the product fields its data-vars carry', () => {
    const product = config.triggers.productClick!;
    expect(product).toMatchObject({
      on: 'click',
      selector: 'a[data-vars-element-type=product]',
      vars: { type: 'product-click', elementType: 'product' },
    });
    const params = paramsOf(config.requests[product.request]!);
    expect(Object.keys(params)).toEqual(expect.arrayContaining(PRODUCT_FIELDS));
    expect(params).toMatchObject({
      outboundUrl: '${outboundUrl}',
      productName: '${productName}',
      brand: '${productBrand}',
      productId: '${productId}',
      price: '${productPrice}',
      text: '${productText}',
      location: '${productLocation}',
      position: '${productPosition}',
      formatType: '${productFormatType}',
      formatSubtype: '${productFormatSubtype}',
      sku: '${productSku}',
      upc: '${productUpc}',
      pageId: 'a-42',
      correlationId: '${pageViewId64}-${requestCount}',
    });
  });

  it('send the scroll distance in whole pixels at each quarter of the page', () => {
    const scroll = config.triggers.scroll!;
    expect(scroll.scrollSpec?.verticalBoundaries).toEqual([25, 50, 75, 100]);
    expect(scroll.vars).toMatchObject({ type: 'scroll' });
    expect(paramsOf(config.requests[scroll.request]!).scrollDistance).toBe(
      '$CALC(${scrollTop}, 0, add, true)',
    );
  });

  it('send every video and video-ad event AMP reports, by the endpoint’s action names', () => {
    const video = beaconsOf(config).filter(({ trigger }) => trigger.vars?.type === 'video');
    const sent = video.map(({ trigger }) => [trigger.on, trigger.vars?.action]);
    expect(sent).toEqual([
      ['ini-load', 'loaded'],
      ['visible', 'viewed'],
      ['video-play', 'played'],
      ['video-pause', 'paused'],
      ['video-seconds-played', 'watched'],
      ['video-ended', 'completed'],
      ['video-ad-start', 'ad-started'],
      ['video-ad-start', 'ad-impression'],
      ['video-ad-end', 'ad-completed'],
    ]);
    for (const { trigger, params } of video) {
      expect(trigger.selector).toContain('amp-video');
      expect(trigger.vars?.elementType).toBe('video');
      expect(params.action).toBe('${action}');
    }
    const watched = video.find(({ trigger }) => trigger.on === 'video-seconds-played');
    expect(watched?.trigger.videoSpec).toEqual({ interval: WATCHED_INTERVAL_SECONDS });
    const viewed = video.find(({ trigger }) => trigger.on === 'visible');
    expect(viewed?.trigger.visibilitySpec).toEqual({
      visiblePercentageMin: 50,
      continuousTimeMin: 2000,
    });
  });

  it('send video durations in milliseconds: AMP’s seconds × 1000 (spec 001 s9)', () => {
    const video = beaconsOf(config).filter(({ trigger }) => trigger.on.startsWith('video-'));
    expect(video.length).toBeGreaterThan(0);
    for (const { params } of video) {
      expect(params.duration).toBe('$CALC(${duration}, 1000, multiply, true)');
    }
    // The element's load and visibility carry no video state: no duration rather than 0.
    const element = beaconsOf(config).filter(({ trigger }) =>
      ['ini-load', 'visible'].includes(trigger.on),
    );
    for (const { name, params } of element) {
      if (name !== 'pageview') expect(params).not.toHaveProperty('duration');
    }
  });

  it('name every spec event either sent or one AMP cannot report, and fake none', () => {
    const sent = AMP_VIDEO_EVENTS.map((event) => event.action);
    expect([...sent, ...AMP_VIDEO_ACTIONS_NOT_REPORTED].sort()).toEqual(
      [...SPEC_VIDEO_ACTIONS].sort(),
    );
    expect(sent.filter((action) => AMP_VIDEO_ACTIONS_NOT_REPORTED.includes(action))).toEqual([]);
  });
});

describe('AMP analytics of a restricted reader', () => {
  const config = configOf({ ...PAGE, restricted: true });

  it('is a page view only, of the page without its query, with nothing following the reader', () => {
    expect(Object.keys(config.triggers)).toEqual(['pageview']);
    const params = paramsOf(config.requests.event!);
    expect(params).toMatchObject({
      type: 'pageview',
      pageUrl: 'https://www.bytewire.example/google-amp/article/x/',
      pageType: 'article',
      postId: 'a-42',
    });
    for (const field of ['clientId', 'referrer', 'screenSize', 'language']) {
      expect(params).not.toHaveProperty(field);
    }
  });
});

describe('AMP analytics: the outside providers', () => {
  const PROVIDERS = {
    audienceMeasurementUrl: 'https://audience.example/ping?site=bw',
    pageAnalytics: {
      accountId: 'acct-1',
      domain: 'www.bytewire.example',
      sections: 'laptops',
      authors: 'Ada Moreno,Lin Wu',
    },
  };

  it('are none when none is configured', () => {
    expect(ampProviderElements({}, 'article')).toEqual([]);
  });

  it('audience measurement pings its URL per page view with the page’s URL, title and type', () => {
    const [audience] = ampProviderElements(
      { audienceMeasurementUrl: PROVIDERS.audienceMeasurementUrl },
      'article',
    );
    const config = audience?.config as unknown as Config;
    expect(audience?.type).toBeUndefined();
    expect(config.triggers).toEqual({ pageview: { on: 'visible', request: 'ping' } });
    expect(config.transport).toMatchObject({ image: true });
    const ping = config.requests.ping!;
    expect(ping.startsWith('https://audience.example/ping?')).toBe(true);
    expect(paramsOf(ping)).toEqual({
      site: 'bw',
      ptype: 'article',
      url: '${sourceUrl}',
      title: '${title}',
      cb: '${random}',
    });
  });

  it('page analytics is AMP’s chart-style vendor with the site’s account, domain, sections, authors', () => {
    const elements = ampProviderElements({ pageAnalytics: PROVIDERS.pageAnalytics }, 'article');
    expect(elements).toEqual([
      {
        id: 'page-analytics',
        type: 'chartbeat',
        config: {
          vars: {
            uid: 'acct-1',
            domain: 'www.bytewire.example',
            sections: 'laptops',
            authors: 'Ada Moreno,Lin Wu',
          },
        },
      },
    ]);
  });

  it('each render as an amp-analytics element of its own, blocked on consent', () => {
    const html = renderToStaticMarkup(<AmpAnalytics page={PAGE} providers={PROVIDERS} />);
    const doc = new JSDOM(html).window.document;
    const elements = Array.from(doc.querySelectorAll('amp-analytics'));
    expect(elements.map((element) => element.id)).toEqual([
      'site-analytics',
      'audience-measurement',
      'page-analytics',
    ]);
    for (const element of elements) expect(element.getAttribute('data-block-on-consent')).toBe('');
    expect(doc.getElementById('page-analytics')?.getAttribute('type')).toBe('chartbeat');
  });
});

describe('AMP consent', () => {
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
    expect(html).toContain('<amp-analytics id="site-analytics" data-block-on-consent="">');
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });
});
