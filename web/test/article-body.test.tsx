/**
 * Article bodies through the server entry: sanitised HTML with the link rules, every
 * shortcode rendered from the article's payloads, the related stories module placed by the
 * text length, the article variants and the page's SEO meta.
 */
import { estimateTextLength } from '@bytewire/article-text';
import type { Article, ContentLink, Listicle, ReviewCard } from '@bytewire/contracts';
import { ratingLabelFor } from '@bytewire/contracts';
import { JSDOM } from 'jsdom';
import { LONG_READ, SHORT_READ } from '../src/body/related-injection';
import { ARTICLE, articlePage, component, link, page } from './support/pages';
import { fixtureClient, renderPath } from './support/render-path';

const SITE = 'https://www.bytewire.example';
const IMAGE = ARTICLE.image!;

const LISTICLE: Listicle = {
  uuid: 'l-1',
  hed: 'Altura Slate 13 Air',
  subhed: 'Best overall',
  description: 'Fan noise is barely audible during video calls.',
  like: ['Excellent battery life', 'Quiet keyboard'],
  dislike: ['Soldered memory'],
  imageGroup: [
    { ...IMAGE, id: 'img-l1', alt: 'The Altura Slate 13 Air', credits: 'Courtesy of Altura' },
  ],
  merchantOffers: [
    {
      useMonetization: true,
      offerMerchant: 'Target',
      offerPrice: '$621.99',
      rawUrl: 'https://www.target.com/p/altura',
      monetizedUrl: 'https://goto.target.com/c/bytewire?u=altura',
    },
    { offerMerchant: 'Broken Store', offerPrice: '$1.00', url: 'javascript:alert(1)' },
  ],
};

const FAQ: Listicle = {
  uuid: 'faq-1',
  hed: 'How do we test laptops?',
  description: 'We use every laptop for two weeks.',
  shortcodeType: 'faq',
};

const CARD: ReviewCard = {
  uuid: 'r-1',
  productName: 'Kairo Active 2',
  rating: 8.7,
  editorsChoice: true,
  like: ['Bright screen'],
  dislike: ['Short battery life'],
  imageGroup: [{ ...IMAGE, id: 'img-r1', alt: 'The Kairo Active 2' }],
  merchantOffers: [
    {
      offerMerchant: 'Best Buy',
      offerPrice: '$299.99',
      url: 'https://bestbuy.7tiv.net/c/bytewire?u=kairo',
    },
  ],
};

const BODY = [
  '<p>Intro with <a href="https://other.example/source">a source</a>, <a href="/deals/">our deals</a>,',
  ' <a href="https://www.amazon.com/dp/B0X">Amazon</a> and <a href="javascript:alert(1)">a trap</a>.</p>',
  '<shortcode shortcode="image" uuid="img-b1"></shortcode>',
  '<p>Target has it for $621.99. <shortcode shortcode="commercelink" uuid="o-1" href="https://www.target.com/p/altura" data-merchant="Target" data-price="$621.99">See at Target</shortcode></p>',
  '<shortcode shortcode="listicle" uuid="l-1"></shortcode>',
  '<shortcode shortcode="reviewcard" uuid="r-1"></shortcode>',
  '<h2 id="faq">Frequently asked questions</h2>',
  '<shortcode shortcode="listicle" uuid="faq-1"></shortcode>',
  '<shortcode shortcode="mystery" uuid="m-1"></shortcode>',
  '<shortcode shortcode="listicle" uuid="no-such-listicle"></shortcode>',
  '<shortcode shortcode="related-stories"></shortcode>',
  '<script>window.pwned = 1</script><p><img src="/x.png" alt="" onerror="window.pwned = 2">End.</p>',
].join('\n');

const RICH: Article = {
  ...ARTICLE,
  body: BODY,
  seoOgTitle: 'The best laptops, tested by us',
  seoOgDescription: 'Forty laptops, one winner.',
  seoOgImage: { ...IMAGE, id: 'img-og', alt: 'Laptops on a bench' },
  seoTwitterCreator: 'adamoreno',
  canonicalUrl: `/article/${ARTICLE.slug}/`,
  additionalShortcodeData: {
    images: {
      'img-b1': {
        ...IMAGE,
        id: 'img-b1',
        alt: 'A laptop keyboard',
        caption: 'The keyboard is quiet',
        credits: 'Ada Moreno/Bytewire',
      },
    },
    offers: {
      'o-1': {
        useMonetization: true,
        offerMerchant: 'Target',
        offerPrice: '$621.99',
        rawUrl: 'https://www.target.com/p/altura',
        monetizedUrl: 'https://goto.target.com/c/bytewire?u=o1',
      },
    },
  },
  listicles: [LISTICLE, FAQ],
  reviewCards: [CARD],
  relatedObjects: [link(1), link(2)],
};

interface Rendered {
  status: number;
  doc: Document;
}

async function render(article: Article, path = `/article/${article.slug}/`): Promise<Rendered> {
  const { status, html } = await renderPath(
    path,
    fixtureClient({ [`article/${article.slug}`]: articlePage(article) }),
  );
  return { status, doc: new JSDOM(html).window.document };
}

function body(doc: Document): Element {
  const found = doc.querySelector('article .article__body');
  if (!found) throw new Error('no article body');
  return found;
}

function meta(doc: Document, key: string): string | null | undefined {
  return doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
}

describe('the article body', () => {
  let doc: Document;
  beforeAll(async () => {
    const rendered = await render(RICH);
    expect(rendered.status).toBe(200);
    doc = rendered.doc;
  });

  it('leaves no shortcode element, script or event handler', () => {
    const article = doc.querySelector('article')!;
    expect(article.querySelectorAll('shortcode')).toHaveLength(0);
    expect(article.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);
    expect(article.innerHTML).not.toMatch(/onerror|javascript:|pwned/i);
    expect(body(doc).textContent).toContain('End.');
  });

  it('applies the link rules to the body links', () => {
    const links = Array.from(body(doc).querySelectorAll<HTMLAnchorElement>('p a'));
    const byText = (text: string) => links.find((a) => a.textContent === text);
    expect(byText('a source')?.getAttribute('rel')).toBe('noopener nofollow');
    expect(byText('our deals')?.getAttribute('href')).toBe('/deals/');
    expect(byText('our deals')?.hasAttribute('rel')).toBe(false);
    expect(byText('Amazon')?.getAttribute('rel')).toBe('sponsored noopener nofollow');
    expect(byText('a trap')).toBeUndefined();
    expect(body(doc).textContent).toContain('and a trap.');
  });

  it('renders an image shortcode as a figure with caption and credits', () => {
    const figure = body(doc).querySelector('figure')!;
    expect(figure.querySelector('img')?.getAttribute('alt')).toBe('A laptop keyboard');
    expect(figure.querySelector('figcaption')?.textContent).toContain('The keyboard is quiet');
    expect(figure.querySelector('figcaption')?.textContent).toContain('Ada Moreno/Bytewire');
  });

  it('renders a commercelink shortcode as a sponsored link to the offer', () => {
    const commerce = Array.from(body(doc).querySelectorAll('p a.commerce-link')).find(
      (a) => a.textContent === 'See at Target',
    );
    expect(commerce?.getAttribute('href')).toBe('https://goto.target.com/c/bytewire?u=o1');
    expect(commerce?.getAttribute('rel')).toBe('sponsored noopener nofollow');
    expect(commerce?.getAttribute('data-merchant')).toBe('Target');
    expect(commerce?.getAttribute('data-price')).toBe('$621.99');
  });

  it('renders a listicle: superlative, heading, image, description, like and dislike, offers', () => {
    const listicle = body(doc).querySelector('section[id^="listicle-"]')!;
    expect(listicle.id).toBe('listicle-l-1');
    expect(listicle.querySelector('p:first-child')?.textContent).toBe('Best overall');
    expect(listicle.querySelector('h3')?.textContent).toBe('Altura Slate 13 Air');
    expect(listicle.querySelector('img')?.getAttribute('alt')).toBe('The Altura Slate 13 Air');
    expect(listicle.textContent).toContain('Fan noise is barely audible');
    const lists = Array.from(listicle.querySelectorAll('[data-testid="pros-cons"] h4')).map(
      (h) => h.textContent,
    );
    expect(lists).toEqual(['Like', 'Don\u2019t like']);
    expect(listicle.querySelector('[data-testid="pros-cons-like"]')?.textContent).toContain(
      'Quiet keyboard',
    );
    expect(listicle.querySelector('[data-testid="pros-cons-dislike"]')?.textContent).toContain(
      'Soldered memory',
    );
    const offers = Array.from(listicle.querySelectorAll('[data-testid="offer-links"] li'));
    expect(offers).toHaveLength(2);
    const buy = offers[0].querySelector('a')!;
    expect(buy.getAttribute('href')).toBe('https://goto.target.com/c/bytewire?u=altura');
    expect(buy.getAttribute('rel')).toBe('sponsored noopener nofollow');
    expect(offers[0].textContent).toContain('$621.99');
    // An unusable offer link leaves the merchant as text.
    expect(offers[1].querySelector('a')).toBeNull();
    expect(offers[1].textContent).toContain('Broken Store');
  });

  it("renders a review card: name, rating with its label, editors' choice, points, offers", () => {
    const card = body(doc).querySelector('section[data-testid="review-card"]')!;
    expect(card.querySelector('h3')?.textContent).toBe('Kairo Active 2');
    expect(card.querySelector('[data-testid="review-rating-value"]')?.textContent).toBe('8.7');
    expect(card.querySelector('[data-rating-label]')?.textContent).toBe(ratingLabelFor(8.7));
    expect(card.querySelector('[data-testid="editors-choice"]')?.textContent).toBe(
      'Editors\u2019 Choice',
    );
    expect(card.querySelector('[data-testid="pros-cons-like"]')?.textContent).toContain(
      'Bright screen',
    );
    const buy = card.querySelector('[data-testid="offer-links"] a')!;
    expect(buy.getAttribute('href')).toBe('https://bestbuy.7tiv.net/c/bytewire?u=kairo');
    expect(buy.getAttribute('rel')).toBe('sponsored noopener nofollow');
  });

  it('renders an FAQ listicle as question and answer', () => {
    const entry = body(doc).querySelector('[data-testid="faq-entry"]')!;
    expect(entry.querySelector('h3')?.textContent).toBe('How do we test laptops?');
    expect(entry.textContent).toContain('We use every laptop for two weeks.');
  });

  it('renders nothing for unknown shortcodes, missing payloads or an upstream related-stories', () => {
    expect(body(doc).querySelectorAll('section[id^="listicle-"]')).toHaveLength(1);
    expect(body(doc).querySelectorAll('[data-testid="faq-entry"]')).toHaveLength(1);
    // The injected module only: the body's own related-stories shortcode renders nothing.
    expect(doc.querySelectorAll('[data-testid="related-stories"]')).toHaveLength(1);
    expect(body(doc).textContent).not.toContain('mystery');
  });
});

describe('the related stories module (placed by the text-length estimate)', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
  const paragraphs = (count: number, wordsEach: number) =>
    Array.from({ length: count }, (_, i) => `<p>P${i + 1} ${words(wordsEach)}</p>`).join('\n');
  const related: ContentLink[] = [link(1), link(2), link(3)];

  /** How many body paragraphs come before the module; undefined when it follows the body. */
  async function paragraphsBefore(articleBody: string): Promise<number | undefined> {
    const article: Article = { ...ARTICLE, body: articleBody, relatedObjects: related };
    const { doc } = await render(article);
    const modules = doc.querySelectorAll('[data-testid="related-stories"]');
    expect(modules).toHaveLength(1);
    const module = modules[0];
    expect(Array.from(module.querySelectorAll('a')).map((a) => a.textContent)).toEqual(
      related.map((r) => r.title),
    );
    if (!body(doc).contains(module)) return undefined;
    const all = Array.from(body(doc).querySelectorAll('p'));
    return all.filter(
      (p) =>
        p.compareDocumentPosition(module) &
        p.ownerDocument.defaultView!.Node.DOCUMENT_POSITION_FOLLOWING,
    ).length;
  }

  it('follows a short read (estimate under SHORT_READ)', async () => {
    const short = paragraphs(3, 20);
    expect(estimateTextLength({ ...ARTICLE, body: short })).toBeLessThan(SHORT_READ);
    expect(await paragraphsBefore(short)).toBeUndefined();
  });

  it('goes after paragraph 2 of a medium read', async () => {
    const medium = paragraphs(6, 45);
    const length = estimateTextLength({ ...ARTICLE, body: medium });
    expect(length).toBeGreaterThanOrEqual(SHORT_READ);
    expect(length).toBeLessThan(LONG_READ);
    expect(await paragraphsBefore(medium)).toBe(2);
  });

  it('goes after paragraph 4 of a long read', async () => {
    const long = paragraphs(8, 100);
    expect(estimateTextLength({ ...ARTICLE, body: long })).toBeGreaterThanOrEqual(LONG_READ);
    expect(await paragraphsBefore(long)).toBe(4);
  });

  it('follows a long read with too few paragraphs', async () => {
    const fewLong = paragraphs(3, 300);
    expect(estimateTextLength({ ...ARTICLE, body: fewLong })).toBeGreaterThanOrEqual(LONG_READ);
    expect(await paragraphsBefore(fewLong)).toBeUndefined();
  });

  it('is absent without related stories', async () => {
    const { doc } = await render({ ...ARTICLE, relatedObjects: [] });
    expect(doc.querySelectorAll('[data-testid="related-stories"]')).toHaveLength(0);
  });
});

describe('article variants', () => {
  it('shows the disclosure on paid content (sponsored-article route)', async () => {
    const sponsored: Article = { ...ARTICLE, section: 'sponsored', type: 'sponsored' };
    const { status, doc } = await render(sponsored, `/paid-content/article/${ARTICLE.slug}/`);
    expect(status).toBe(200);
    const disclosure = doc.querySelector('article [data-sponsor-disclosure]');
    expect(disclosure?.textContent).toContain('Paid content');
    expect(disclosure?.textContent).toContain('paid for by an advertiser');
    // Above the headline.
    const h1 = doc.querySelector('article h1')!;
    expect(disclosure!.compareDocumentPosition(h1) & 4).toBeTruthy();
    expect(doc.querySelector('article')?.getAttribute('data-article-variant')).toBe('sponsored');
  });

  it('shows the disclosure on an article whose primary topic is infographic', async () => {
    const infographic: Article = {
      ...ARTICLE,
      topics: [{ id: 't-9', slug: 'infographic', name: 'Infographic', primary: true }],
    };
    const { doc } = await render(infographic);
    expect(doc.querySelector('article [data-sponsor-disclosure]')).not.toBeNull();
  });

  it('gives long reads the long-form layout', async () => {
    const longform: Article = {
      ...ARTICLE,
      type: 'longform',
      subType: 'longform',
      layoutName: 'longform',
      topics: [{ id: 't-2', slug: 'artificial-intelligence', name: 'AI', primary: true }],
    };
    const { status, doc } = await render(
      longform,
      `/in-depth/artificial-intelligence/${ARTICLE.slug}/`,
    );
    expect(status).toBe(200);
    const article = doc.querySelector('article')!;
    expect(article.classList.contains('article--longform')).toBe(true);
    const kicker = [...article.querySelectorAll('p')].find((p) => p.textContent === 'In depth');
    expect(kicker).toBeDefined();
    expect(article.querySelector('[data-sponsor-disclosure]')).toBeNull();
  });

  it('opens a best list with its picks, linked to their modules', async () => {
    const bestList: Article = { ...RICH, type: 'best-list', section: 'bottom_funnel' };
    const { doc } = await render(bestList);
    const picks = doc.querySelector('nav[aria-labelledby]')!;
    expect(picks.querySelector('h2')?.textContent).toBe('Our picks');
    const links = Array.from(picks.querySelectorAll('a'));
    // The FAQ entry is no pick.
    expect(links.map((a) => a.textContent)).toEqual(['Best overall: Altura Slate 13 Air']);
    expect(links[0].getAttribute('href')).toBe('#listicle-l-1');
    expect(doc.getElementById('listicle-l-1')).not.toBeNull();
  });

  it('shows a standard article without disclosure, kicker or picks', async () => {
    const { doc } = await render(ARTICLE);
    const article = doc.querySelector('article')!;
    expect(article.getAttribute('data-article-variant')).toBe('standard');
    expect(article.querySelector('[data-sponsor-disclosure]')).toBeNull();
    expect(article.textContent).not.toContain('In depth');
    expect(article.textContent).not.toContain('Our picks');
  });
});

describe('SEO meta of an article', () => {
  it('has canonical, Open Graph and Twitter card meta', async () => {
    const { doc } = await render(RICH);
    const canonical = `${SITE}/article/${ARTICLE.slug}/`;
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical);
    expect(meta(doc, 'og:title')).toBe('The best laptops, tested by us');
    expect(meta(doc, 'og:description')).toBe('Forty laptops, one winner.');
    expect(meta(doc, 'og:type')).toBe('article');
    expect(meta(doc, 'og:url')).toBe(canonical);
    expect(meta(doc, 'og:site_name')).toBe('Bytewire');
    const ogImage = meta(doc, 'og:image');
    expect(ogImage).toMatch(/^https:\/\//);
    expect(meta(doc, 'og:image:width')).toBe('1200');
    expect(meta(doc, 'og:image:height')).toBe('675');
    expect(meta(doc, 'og:image:alt')).toBe('Laptops on a bench');
    expect(meta(doc, 'twitter:card')).toBe('summary_large_image');
    expect(meta(doc, 'twitter:title')).toBe('The best laptops, tested by us');
    expect(meta(doc, 'twitter:image')).toBe(ogImage);
    expect(meta(doc, 'twitter:creator')).toBe('@adamoreno');
    expect(meta(doc, 'robots')).toBeUndefined();
  });

  it('falls back to the headline, dek and hero image', async () => {
    const { doc } = await render({ ...ARTICLE, seoTwitterCreator: '@ada' });
    expect(meta(doc, 'og:title')).toBe(ARTICLE.headline);
    expect(meta(doc, 'og:description')).toBe(ARTICLE.dek);
    expect(meta(doc, 'og:image')).toMatch(/^https:\/\//);
    expect(meta(doc, 'twitter:creator')).toBe('@ada');
  });

  it('has rel next and prev links, made absolute', async () => {
    const { doc } = await render({
      ...ARTICLE,
      relNext: '/article/part-3/',
      relPrev: `${SITE}/article/part-1/`,
    });
    expect(doc.querySelector('link[rel="next"]')?.getAttribute('href')).toBe(
      `${SITE}/article/part-3/`,
    );
    expect(doc.querySelector('link[rel="prev"]')?.getAttribute('href')).toBe(
      `${SITE}/article/part-1/`,
    );
  });

  it('says noindex, and names no canonical URL, for an article kept out of the index', async () => {
    const { doc } = await render({ ...ARTICLE, noIndex: true });
    expect(meta(doc, 'robots')).toBe('noindex');
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('leaves out a malformed Twitter handle', async () => {
    const { doc } = await render({ ...ARTICLE, seoTwitterCreator: 'not a handle"><script>' });
    expect(meta(doc, 'twitter:creator')).toBeUndefined();
  });
});

describe('other pages with upstream HTML (GenericPageScreen)', () => {
  it('render it sanitised, with the link rules', async () => {
    const text = {
      title: 'A note',
      content:
        '<p>Hello<script>window.pwned=1</script> <a href="https://other.example/">there</a>' +
        ' <a href="javascript:alert(1)">trap</a></p>',
    };
    const { status, html } = await renderPath(
      `/article/${ARTICLE.slug}/`,
      fixtureClient({
        [`article/${ARTICLE.slug}`]: page('article', 'A note', [component('Text', { item: text })]),
      }),
    );
    expect(status).toBe(200);
    const doc = new JSDOM(html).window.document;
    const main = doc.querySelector('main')!;
    expect(main.innerHTML).not.toMatch(/pwned|javascript:/);
    expect(main.querySelector('a[href="https://other.example/"]')?.getAttribute('rel')).toBe(
      'noopener nofollow',
    );
    expect(main.textContent).toContain('trap');
  });
});
