/**
 * The head every page gets, through the server entry: what the composer says of the page
 * (meta.noIndex, rel next/prev) holds whatever the screen passes, only the story's canonical
 * URL names its AMP copy, and a story's hreflang alternates, rel alternate and news keywords
 * are written, hostile values left out.
 */
import type { Article, Page } from '@bytewire/contracts';
import { JSDOM } from 'jsdom';
import { ARTICLE, articlePage, doorPage } from '../../../test/support/pages';
import { fixtureClient, renderPath } from '../../../test/support/render-path';

const SITE = 'https://www.bytewire.example';

async function head(path: string, pages: Record<string, Page>) {
  const { status, html } = await renderPath(path, fixtureClient(pages));
  return { status, head: new JSDOM(html).window.document.head };
}

const href = (head: HTMLHeadElement, rel: string) =>
  head.querySelector(`link[rel="${rel}"]`)?.getAttribute('href');

function withMeta(page: Page, meta: Partial<Page['meta']>): Page {
  return { ...page, meta: { ...page.meta, ...meta } };
}

describe('a door page', () => {
  it('past the last page says noindex and names no canonical URL (meta.noIndex)', async () => {
    const beyond = withMeta(doorPage('News', { limit: 20, offset: 199_980, total: 45 }), {
      canonicalUrl: '/news/9999/',
      relPrev: '/news/3/',
      noIndex: true,
    });
    const { status, head: h } = await head('/news/9999/', { 'door/news': beyond });
    expect(status).toBe(200);
    expect(h.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/^noindex/);
    expect(href(h, 'canonical')).toBeUndefined();
    expect(href(h, 'prev')).toBe(`${SITE}/news/3/`);
  });

  it('names its previous and next pages in the head (meta.relPrev, meta.relNext)', async () => {
    const second = withMeta(doorPage('News', { limit: 20, offset: 20, total: 45 }), {
      canonicalUrl: '/news/2/',
      relPrev: '/news/',
      relNext: '/news/3/',
    });
    const { head: h } = await head('/news/2/', { 'door/news': second });
    expect(href(h, 'prev')).toBe(`${SITE}/news/`);
    expect(href(h, 'next')).toBe(`${SITE}/news/3/`);
    expect(href(h, 'canonical')).toBe(`${SITE}/news/2/`);
    expect(h.querySelector('meta[name="robots"]')).toBeNull();
  });
});

describe('the AMP link of a story', () => {
  const TOPIC: Article = {
    ...ARTICLE,
    slug: 'how-to-pick-a-cash-back-card',
    canonicalUrl: '/finance/credit-cards/how-to-pick-a-cash-back-card/',
  };
  const pages = { [`article/${TOPIC.slug}`]: articlePage(TOPIC) };

  it('is named at the canonical URL: the topic route’s AMP copy', async () => {
    const { head: h } = await head(TOPIC.canonicalUrl!, pages);
    expect(href(h, 'amphtml')).toBe(
      `${SITE}/google-amp/finance/credit-cards/how-to-pick-a-cash-back-card/`,
    );
  });

  it('is not named at a URL that is not canonical (the story under /article/)', async () => {
    const { status, head: h } = await head(`/article/${TOPIC.slug}/`, pages);
    expect(status).toBe(200);
    expect(href(h, 'canonical')).toBe(`${SITE}${TOPIC.canonicalUrl}`);
    expect(href(h, 'amphtml')).toBeUndefined();
  });
});

describe('a story’s alternates and news keywords', () => {
  const STORY = {
    ...ARTICLE,
    canonicalUrl: `/article/${ARTICLE.slug}/`,
    relHrefLang: [
      { hrefLang: 'fr-FR', href: 'https://fr.bytewire.example/article/les-meilleurs-portables/' },
      { hrefLang: 'x-default', href: `/article/${ARTICLE.slug}/` },
      { hrefLang: 'fr FR"><script>', href: 'https://fr.bytewire.example/x/' },
      { hrefLang: 'de-DE', href: 'javascript:alert(1)' },
      { hrefLang: 'ko-KR' },
    ],
    relAlternate: 'https://www.bytewire.example/article/the-best-laptops-of-the-year/print/',
    seoNewsKeywords: ['Laptops', ' Battery life ', '', 'Laptops'],
  } as Article;
  let h: HTMLHeadElement;
  beforeAll(async () => {
    ({ head: h } = await head(STORY.canonicalUrl!, {
      [`article/${STORY.slug}`]: articlePage(STORY),
    }));
  });

  it('names each language version with hreflang, absolute, and leaves out unusable ones', () => {
    const languages = Array.from(h.querySelectorAll('link[rel="alternate"][hreflang]')).map(
      (link) => [link.getAttribute('hreflang'), link.getAttribute('href')],
    );
    expect(languages).toEqual([
      ['fr-FR', 'https://fr.bytewire.example/article/les-meilleurs-portables/'],
      ['x-default', `${SITE}/article/${ARTICLE.slug}/`],
    ]);
  });

  it('names relAlternate as a plain rel=alternate link', () => {
    const plain = Array.from(h.querySelectorAll('link[rel="alternate"]:not([hreflang])'));
    expect(plain.map((link) => link.getAttribute('href'))).toEqual([STORY.relAlternate]);
  });

  it('writes the news keywords once each, trimmed, comma-separated', () => {
    expect(h.querySelector('meta[name="news_keywords"]')?.getAttribute('content')).toBe(
      'Laptops, Battery life',
    );
  });

  it('writes none of them for a story without them', async () => {
    const { head: plain } = await head(`/article/${ARTICLE.slug}/`, {
      [`article/${ARTICLE.slug}`]: articlePage(ARTICLE),
    });
    expect(plain.querySelector('link[rel="alternate"]')).toBeNull();
    expect(plain.querySelector('meta[name="news_keywords"]')).toBeNull();
  });
});
