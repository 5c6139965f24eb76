/**
 * The sanitiser (DOMPurify over a jsdom window, as the server runs it) and the link rules of
 * spec 000 s5 applied in its hook: script and event handlers removed, non-http(s) links made
 * text, own links followed, others noopener nofollow, commerce links made commerce links.
 */
import { JSDOM } from 'jsdom';
import type { HtmlSegment, SanitiseOptions } from '../src/body/sanitise';
import { serverSanitiser } from '../src/body/server-sanitiser';

const SITE = 'https://www.bytewire.example';
const OPTIONS: SanitiseOptions = { siteOrigin: SITE };

function sanitise(html: string, options: SanitiseOptions = OPTIONS): HtmlSegment[] {
  return serverSanitiser()(html, options);
}

/** The sanitised HTML of a body without shortcodes, as one fragment to query. */
function fragment(html: string, options?: SanitiseOptions): DocumentFragment {
  const segments = sanitise(html, options);
  const runs = segments.map((segment) => {
    if (segment.kind !== 'html') throw new Error(`unexpected shortcode ${segment.shortcode.type}`);
    return segment.html;
  });
  return JSDOM.fragment(runs.join(''));
}

function htmlOf(html: string, options?: SanitiseOptions): string {
  const segments = sanitise(html, options);
  return segments.map((s) => (s.kind === 'html' ? s.html : `[${s.shortcode.type}]`)).join('');
}

function onlyLink(html: string, options?: SanitiseOptions): HTMLAnchorElement | null {
  const links = fragment(html, options).querySelectorAll('a');
  expect(links.length).toBeLessThanOrEqual(1);
  return links[0] ?? null;
}

describe('sanitising', () => {
  it('removes scripts, event handlers and javascript: URLs', () => {
    const out = htmlOf(
      '<p>Hi<script>alert(1)</script><img src="/x.png" alt="x" onerror="alert(2)">' +
        '<a href="javascript:alert(3)" onclick="alert(4)">click</a></p>' +
        '<svg><script>alert(5)</script></svg><iframe src="https://evil.example/"></iframe>',
    );
    expect(out).toBe('<p>Hi<img src="/x.png" alt="x">click</p>');
  });

  it('removes forms and their controls (keeping their text), style elements, style and target attributes', () => {
    const out = htmlOf(
      '<style>body{display:none}</style><form action="/x"><input name="q"><button>Go</button></form>' +
        '<p style="color:red"><a href="/deals/" target="_blank">deals</a></p>',
    );
    expect(out).toBe('Go<p><a href="/deals/">deals</a></p>');
  });

  it('keeps the text of an unusable link, sanitised too', () => {
    // The link is unwrapped only after DOMPurify has walked its children.
    const out = htmlOf(
      '<p><a href="javascript:x"><img src="/a.png" alt="" onerror="x()"><b>bold</b></a></p>',
    );
    expect(out).toBe('<p><img src="/a.png" alt=""><b>bold</b></p>');
  });

  it('gives nothing for empty or whitespace-only HTML', () => {
    expect(sanitise('')).toEqual([]);
    expect(sanitise('  \n ')).toEqual([]);
  });
});

describe('link rules (spec 000 s5)', () => {
  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['&#106;avascript:alert(1)'],
    ['java&#x09;script:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['mailto:tips@bytewire.example'],
    ['tel:+15551234567'],
    ['ftp://files.example/x'],
    ['//evil.example/path'],
    ['deals/'],
    ['../up'],
    ['/\\evil.example'],
  ])('%s becomes plain text', (href) => {
    const out = htmlOf(`<p>See <a href="${href}">this</a>.</p>`);
    expect(out).toBe('<p>See this.</p>');
  });

  it.each([
    ['/deals/', '/deals/'],
    ['#faq', '#faq'],
    [`${SITE}/article/x/`, `${SITE}/article/x/`],
    ['https://bytewire.example/news/', 'https://bytewire.example/news/'],
    ['HTTPS://WWW.BYTEWIRE.EXAMPLE/About/', 'https://www.bytewire.example/About/'],
  ])("%s is the site's own link: followed, no rel", (href, expected) => {
    const link = onlyLink(`<p><a href="${href}" rel="nofollow">own</a></p>`);
    expect(link?.getAttribute('href')).toBe(expected);
    expect(link?.hasAttribute('rel')).toBe(false);
  });

  it.each([
    ['https://other.example/page'],
    ['http://news.example.org/'],
    ['https://shop.bytewire.example/'],
    ['https://bytewire.example.evil.example/'],
  ])('%s goes out with rel "noopener nofollow"', (href) => {
    const link = onlyLink(`<p><a href="${href}" rel="author">out</a></p>`);
    expect(link?.getAttribute('rel')).toBe('noopener nofollow');
    expect(link?.classList.contains('commerce-link')).toBe(false);
  });

  it.each([
    ['https://www.amazon.com/dp/B0X'],
    ['https://amzn.to/3abc'],
    ['https://www.bestbuy.com/site/x.p'],
    ['https://bestbuy.7tiv.net/c/bytewire?u=x'],
  ])('%s to a retail or affiliate host becomes a commerce link', (href) => {
    const link = onlyLink(`<p><a href="${href}">buy</a></p>`);
    expect(link?.getAttribute('rel')).toBe('sponsored noopener nofollow');
    expect(link?.classList.contains('commerce-link')).toBe(true);
    expect(link?.textContent).toBe('buy');
  });

  it('treats an anchor without href as text', () => {
    expect(htmlOf('<p><a name="top">Top</a></p>')).toBe('<p>Top</p>');
  });
});

describe('commercelink shortcodes', () => {
  const OFFER = {
    useMonetization: true,
    offerMerchant: 'Target',
    offerPrice: '$621.99',
    rawUrl: 'https://www.target.com/p/x',
    monetizedUrl: 'https://goto.target.com/c/bytewire?u=x',
    url: 'https://goto.target.com/c/bytewire?u=x',
  };
  const SHORTCODE =
    '<p>Target has it for $621.99. <shortcode shortcode="commercelink" uuid="o-1" ' +
    'href="https://www.target.com/p/x" data-merchant="Target" data-price="$621.99">See at Target</shortcode></p>';

  it('become a commerce link to the offer, monetised when the offer says so', () => {
    const link = onlyLink(SHORTCODE, { ...OPTIONS, offers: { 'o-1': OFFER } });
    expect(link?.getAttribute('href')).toBe('https://goto.target.com/c/bytewire?u=x');
    expect(link?.getAttribute('rel')).toBe('sponsored noopener nofollow');
    expect(link?.className).toBe('commerce-link');
    expect(link?.dataset.merchant).toBe('Target');
    expect(link?.dataset.price).toBe('$621.99');
    expect(link?.textContent).toBe('See at Target');
  });

  it("use the shortcode's own href and data when the article has no offer for it", () => {
    const link = onlyLink(SHORTCODE);
    expect(link?.getAttribute('href')).toBe('https://www.target.com/p/x');
    expect(link?.getAttribute('rel')).toBe('sponsored noopener nofollow');
  });

  it('name the merchant and price when they come without link text', () => {
    const link = onlyLink('<p><shortcode shortcode="commercelink" uuid="o-1"></shortcode></p>', {
      ...OPTIONS,
      offers: { 'o-1': OFFER },
    });
    expect(link?.textContent).toBe('See at Target for $621.99');
  });

  it('become text when their link is unusable', () => {
    const out = htmlOf(
      '<p><shortcode shortcode="commercelink" uuid="o-2" href="javascript:alert(1)">See at X</shortcode></p>',
      { ...OPTIONS, offers: { 'o-2': { offerMerchant: 'X', url: 'javascript:alert(1)' } } },
    );
    expect(out).toBe('<p>See at X</p>');
  });
});

describe('shortcodes left for the caller', () => {
  it('splits the body at top-level shortcodes, keeping only their type and uuid', () => {
    const segments = sanitise(
      '<p>One</p>\n<shortcode shortcode="image" uuid="i-1" image-alt="x" onclick="x()"></shortcode>\n' +
        '<p>Two</p><shortcode shortcode="ListICLE" uuid="l-1"></shortcode>',
    );
    expect(segments).toEqual([
      { kind: 'html', html: '<p>One</p>\n' },
      { kind: 'shortcode', shortcode: { type: 'image', uuid: 'i-1' } },
      { kind: 'html', html: '\n<p>Two</p>' },
      { kind: 'shortcode', shortcode: { type: 'listicle', uuid: 'l-1' } },
    ]);
  });

  it('lifts a shortcode that is all its block holds, and drops one inside text', () => {
    const segments = sanitise(
      '<p> <shortcode shortcode="image" uuid="i-1"></shortcode> </p>' +
        '<div><p><shortcode shortcode="reviewcard" uuid="r-1"></shortcode></p></div>' +
        '<p>Text <shortcode shortcode="listicle" uuid="l-1"></shortcode> more</p>',
    );
    expect(segments).toEqual([
      { kind: 'shortcode', shortcode: { type: 'image', uuid: 'i-1' } },
      { kind: 'shortcode', shortcode: { type: 'reviewcard', uuid: 'r-1' } },
      { kind: 'html', html: '<p>Text  more</p>' },
    ]);
  });
});
