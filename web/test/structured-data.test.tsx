import type { Article, Listicle } from '@bytewire/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  ARTICLE_IMAGE_SIZES,
  articleStructuredData,
  publisherLogoUrl,
} from '../src/seo/article-structured-data';
import { JsonLd, serializeJsonLd } from '../src/seo/json-ld';
import { ARTICLE, articlePage } from './support/pages';
import { fixtureClient, renderPath } from './support/render-path';

const SITE = { publicationName: 'Bytewire', publicUrl: 'https://www.bytewire.example' };
const CANONICAL = `https://www.bytewire.example/article/${ARTICLE.slug}/`;

function build(article: Partial<Article>) {
  return articleStructuredData({ ...ARTICLE, ...article }, SITE, CANONICAL);
}

function listicle(hed: string, description?: string): Listicle {
  return { uuid: `l-${hed}`, hed, description };
}

const tag = (slug: string) => ({ slug, name: slug });

/** The JSON-LD blocks of an HTML page, parsed. */
function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
}

describe('articleStructuredData: schema type (spec 000 s9)', () => {
  it.each([
    ['news', [], 'NewsArticle'],
    [undefined, [], 'NewsArticle'],
    ['deals', [], 'NewsArticle'],
    ['how-to', [], 'Article'],
    ['guide', [], 'Article'],
    ['best-list', [], 'Article'],
    ['review-multi', [], 'Article'],
    ['zd-academy', [], 'AdvertiserContentArticle'],
    ['how-to', ['live-blog'], 'NewsArticle'],
    ['zd-academy', ['live-blog'], 'NewsArticle'],
  ])('type %s with tags %j is %s', (type, tags, expected) => {
    const [block] = build({ type, tags: tags.map(tag) });
    expect(block['@type']).toBe(expected);
    expect(block['@context']).toBe('https://schema.org');
  });
});

describe('articleStructuredData: fields', () => {
  it('names headline, dek, canonical page, author, publisher and the image at three ratios', () => {
    const [block] = build({
      author: {
        id: 'u-1',
        firstName: 'Ada',
        lastName: 'Moreno',
        profileUrl: '/meet-the-team/ada/',
      },
      image: { id: 'i', path: '/p.jpg', imageUrl: '/placeholder/1200x675.svg?seed=x' },
    });
    expect(block).toMatchObject({
      headline: ARTICLE.headline,
      description: ARTICLE.dek,
      mainEntityOfPage: CANONICAL,
      author: {
        '@type': 'Person',
        name: 'Ada Moreno',
        url: 'https://www.bytewire.example/meet-the-team/ada/',
      },
      publisher: {
        '@type': 'Organization',
        name: 'Bytewire',
        logo: {
          '@type': 'ImageObject',
          url: 'https://www.bytewire.example/placeholder/310x310.svg',
          width: 310,
          height: 310,
        },
      },
    });
    const url = 'https://www.bytewire.example/placeholder/1200x675.svg?seed=x';
    expect(block.image).toEqual([
      { '@type': 'ImageObject', url, width: 1200, height: 900 },
      { '@type': 'ImageObject', url, width: 1200, height: 675 },
      { '@type': 'ImageObject', url, width: 1200, height: 1200 },
    ]);
    expect(ARTICLE_IMAGE_SIZES.map((s) => s.ratio)).toEqual(['4x3', '16x9', '1x1']);
  });

  it('leaves out what the article lacks: image, dek, author, author url', () => {
    const [bare] = build({ image: undefined, dek: undefined, author: undefined });
    expect(bare).not.toHaveProperty('image');
    expect(bare).not.toHaveProperty('description');
    expect(bare).not.toHaveProperty('author');
    const [noProfile] = build({ author: { id: 'u', firstName: 'Ada', lastName: 'Moreno' } });
    expect(noProfile.author).toEqual({ '@type': 'Person', name: 'Ada Moreno' });
  });

  it('makes the logo URL from the public URL, trailing slash or not', () => {
    expect(publisherLogoUrl({ ...SITE, publicUrl: 'http://localhost:3000/' })).toBe(
      'http://localhost:3000/placeholder/310x310.svg',
    );
  });
});

describe('articleStructuredData: dates', () => {
  it('writes ISO instants read in the content date time zone', () => {
    const [block] = build({
      datePublished: { date: '2026-03-02 09:30:00.000000', timezone: 'America/Los_Angeles' },
      dateUpdated: { date: '2026-03-03 18:00:00.000000', timezone: 'UTC' },
    });
    expect(block.datePublished).toBe('2026-03-02T17:30:00.000Z');
    expect(block.dateModified).toBe('2026-03-03T18:00:00.000Z');
  });

  it('takes dateModified from datePublished when never updated, and drops unreadable dates', () => {
    const [never] = build({
      datePublished: { date: '2026-03-02 09:30:00', timezone: 'UTC' },
      dateUpdated: undefined,
    });
    expect(never.dateModified).toBe('2026-03-02T09:30:00.000Z');
    const [bad] = build({ datePublished: { date: 'not a date' }, dateUpdated: undefined });
    expect(bad).not.toHaveProperty('datePublished');
    expect(bad).not.toHaveProperty('dateModified');
  });
});

describe('articleStructuredData: FAQ markup', () => {
  const listicles = [
    listicle('Is the <em>M4</em> worth it?', '<p>Yes, for <b>most</b> people.</p>'),
    listicle('Our pick', 'Not a question.'),
    listicle('What about battery?', ''),
    listicle('Which size?', 'The 14-inch.'),
  ];

  it('adds a FAQPage of the question headings with answers when tagged faq-markup', () => {
    const blocks = build({ tags: [tag('faq-markup')], listicles });
    expect(blocks).toHaveLength(2);
    expect(blocks[1]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Is the M4 worth it?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes, for most people.' },
        },
        {
          '@type': 'Question',
          name: 'Which size?',
          acceptedAnswer: { '@type': 'Answer', text: 'The 14-inch.' },
        },
      ],
    });
  });

  it('writes no FAQPage without the faq-markup tag, even with question headings', () => {
    expect(build({ tags: [], listicles })).toHaveLength(1);
  });

  it('writes no FAQPage when tagged but no heading is an answered question', () => {
    expect(
      build({ tags: [tag('faq-markup')], listicles: [listicle('Our pick', 'x')] }),
    ).toHaveLength(1);
    expect(build({ tags: [tag('faq-markup')], listicles: undefined })).toHaveLength(1);
  });
});

describe('JSON-LD escaping', () => {
  const hostile = '</script><script>alert(1)</script> & <!-- \u2028\u2029';

  it('escapes <, >, &, U+2028 and U+2029 and reads back the same text', () => {
    const text = serializeJsonLd({ headline: hostile });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(text).toContain('\\u0026');
    expect(text).toContain('\\u2028\\u2029');
    expect(JSON.parse(text)).toEqual({ headline: hostile });
  });

  it('keeps the script element closed in the rendered markup', () => {
    const html = renderToStaticMarkup(<JsonLd data={{ headline: hostile }} />);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert');
    expect(jsonLdBlocks(html)).toEqual([{ headline: hostile }]);
  });
});

describe('server render of an article with structured data', () => {
  const PATH = `/article/${ARTICLE.slug}/`;

  it('writes a JSON-LD block that parses, with the canonical URL and the publisher', async () => {
    const client = fixtureClient({ [`article/${ARTICLE.slug}`]: articlePage() });
    const { status, html } = await renderPath(PATH, client);
    expect(status).toBe(200);
    const blocks = jsonLdBlocks(html);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: ARTICLE.headline,
      mainEntityOfPage: `https://www.bytewire.example${PATH}`,
      author: { '@type': 'Person', name: 'Ada Moreno' },
      publisher: { name: 'Bytewire' },
    });
    expect(blocks[0].datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('escapes a hostile headline and adds the FAQPage of a tagged guide', async () => {
    const headline = '</script><script>alert(1)</script>';
    const article: Article = {
      ...ARTICLE,
      headline,
      type: 'how-to',
      tags: [tag('faq-markup')],
      listicles: [listicle('Does it fold?', 'It does.')],
    };
    const client = fixtureClient({ [`article/${ARTICLE.slug}`]: articlePage(article) });
    const { status, html } = await renderPath(PATH, client);
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert(1)</script>');
    const blocks = jsonLdBlocks(html);
    expect(blocks.map((b) => b['@type'])).toEqual(['Article', 'FAQPage']);
    expect(blocks[0].headline).toBe(headline);
    expect(blocks[1]).toMatchObject({ mainEntity: [{ name: 'Does it fold?' }] });
  });
});
