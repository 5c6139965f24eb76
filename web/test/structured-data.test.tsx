import type { Article, Image, Listicle } from '@bytewire/contracts';
import { IMAGE_SIZES } from '@bytewire/media';
import { nodeHmacSha1Signer } from '@bytewire/media/node';
import { renderToStaticMarkup } from 'react-dom/server';
import { articleStructuredData } from '../src/seo/article-structured-data';
import { authorStructuredData } from '../src/seo/author-structured-data';
import { JsonLd, serializeJsonLd } from '../src/seo/json-ld';
import { collectionPage } from '../src/seo/listing-structured-data';
import {
  ARTICLE_SCHEMA_SIZES,
  imageObjects,
  schemaImageOf,
  type SchemaImageOf,
} from '../src/seo/schema-image';
import {
  aboutPageStructuredData,
  organizationStructuredData,
  websiteStructuredData,
} from '../src/seo/site-structured-data';
import {
  PUBLISHER_LOGO,
  publisherLogoUrl,
  SITE_LOGO,
  siteLogoUrl,
} from '../src/seo/structured-data-parts';
import { ARTICLE, articlePage, component, link, page } from './support/pages';
import { fixtureClient, IMAGES, renderPath } from './support/render-path';
import { readResizeUrl } from './support/resize-urls';

const SITE = { publicationName: 'Bytewire', publicUrl: 'https://www.bytewire.example' };
const CANONICAL = `https://www.bytewire.example/article/${ARTICLE.slug}/`;
const KEY = 'structured-data-test-key';
const HOST = 'https://img.bytewire.example';

/** Resized with a real signer, as the server renders them. */
const RESIZED: SchemaImageOf = schemaImageOf(
  { hosts: [HOST], sign: nodeHmacSha1Signer(KEY) },
  SITE.publicUrl,
);
/** No image settings: every image is its own imageUrl. */
const UNRESIZED: SchemaImageOf = schemaImageOf(null, SITE.publicUrl);

const IMAGE: Image = {
  id: 'i',
  path: '/2026/p.jpg',
  imageUrl: '/placeholder/1200x675.svg?seed=x',
  width: 1200,
  height: 675,
};

function build(article: Partial<Article>, imageOf: SchemaImageOf = RESIZED) {
  return articleStructuredData({ ...ARTICLE, ...article }, SITE, CANONICAL, imageOf);
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

interface ImageObject {
  '@type': string;
  url: string;
  width?: number;
  height?: number;
}

/**
 * Each ImageObject is a resize URL signed with `key` on `host`, whose width and height
 * parameters are the width and height the object states; returns the stated sizes.
 */
function expectResized(objects: unknown, key: string, host: string) {
  const list = objects as ImageObject[];
  return list.map((object) => {
    expect(object['@type']).toBe('ImageObject');
    const read = readResizeUrl(object.url, key);
    expect(read).toMatchObject({ origin: host, signed: true });
    expect({ width: read?.width, height: read?.height }).toEqual({
      width: object.width,
      height: object.height,
    });
    return `${object.width}x${object.height}`;
  });
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
  it('names headline, dek, canonical page, author and the publisher with its 310x310 logo', () => {
    const [block] = build({
      author: {
        id: 'u-1',
        firstName: 'Ada',
        lastName: 'Moreno',
        profileUrl: '/meet-the-team/ada/',
      },
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
          url: 'https://www.bytewire.example/brand/logo-310x310.png',
          width: 310,
          height: 310,
        },
      },
    });
  });

  it('lists the image resized at 4x3, 16x9 and 1x1, each URL at the size it states', () => {
    const [block] = build({ image: IMAGE });
    expect(expectResized(block.image, KEY, HOST)).toEqual(['1200x900', '1200x675', '1200x1200']);
    for (const object of block.image as unknown as ImageObject[]) {
      expect(readResizeUrl(object.url, KEY)?.path).toBe(IMAGE.path);
    }
    // The presets of @bytewire/media, at the ratios spec 000 s9 names.
    expect(ARTICLE_SCHEMA_SIZES.map((size) => IMAGE_SIZES[size])).toEqual([
      { width: 1200, height: 900 },
      { width: 1200, height: 675 },
      { width: 1200, height: 1200 },
    ]);
  });

  it('names an image it cannot resize once, by its own URL and its own size', () => {
    const own = {
      '@type': 'ImageObject',
      url: 'https://www.bytewire.example/placeholder/1200x675.svg?seed=x',
      width: 1200,
      height: 675,
    };
    // No image settings; or an image with no storage path, only an imageUrl.
    expect(build({ image: IMAGE }, UNRESIZED)[0].image).toEqual([own]);
    expect(build({ image: { ...IMAGE, path: '' } })[0].image).toEqual([own]);
    // Never a size the file was not said to have.
    const unsized = { ...IMAGE, width: undefined, height: undefined };
    expect(build({ image: unsized }, UNRESIZED)[0].image).toEqual([
      { '@type': 'ImageObject', url: own.url },
    ]);
  });

  it('leaves out what the article lacks: image, dek, author, author url', () => {
    const [bare] = build({ image: undefined, dek: undefined, author: undefined });
    expect(bare).not.toHaveProperty('image');
    expect(bare).not.toHaveProperty('description');
    expect(bare).not.toHaveProperty('author');
    const [noProfile] = build({ author: { id: 'u', firstName: 'Ada', lastName: 'Moreno' } });
    expect(noProfile.author).toEqual({ '@type': 'Person', name: 'Ada Moreno' });
    expect(imageObjects({ ...IMAGE, path: '', imageUrl: undefined }, RESIZED)).toBeUndefined();
  });

  it('makes the logo URLs from the public URL, trailing slash or not', () => {
    const local = { ...SITE, publicUrl: 'http://localhost:3000/' };
    expect(publisherLogoUrl(local)).toBe('http://localhost:3000/brand/logo-310x310.png');
    expect(siteLogoUrl(local)).toBe('http://localhost:3000/brand/logo-120x84.png');
    expect(PUBLISHER_LOGO).toEqual({ width: 310, height: 310 });
    expect(SITE_LOGO).toEqual({ width: 120, height: 84 });
  });
});

describe('structured data of the site, authors and listings', () => {
  it('describes the site as a WebSite with its search, and an Organization with the 120x84 logo', () => {
    expect(websiteStructuredData(SITE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Bytewire',
      url: 'https://www.bytewire.example',
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: 'https://www.bytewire.example/search/?q={search_term_string}',
        },
        'query-input': 'required name=search_term_string',
      },
    });
    expect(organizationStructuredData(SITE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Bytewire',
      url: 'https://www.bytewire.example',
      logo: {
        '@type': 'ImageObject',
        url: 'https://www.bytewire.example/brand/logo-120x84.png',
        width: 120,
        height: 84,
      },
    });
  });

  it('writes the About page about the Organization', () => {
    const url = 'https://www.bytewire.example/about/';
    expect(aboutPageStructuredData({ name: 'About Bytewire', url }, SITE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'AboutPage',
      name: 'About Bytewire',
      url,
      about: { '@type': 'Organization', name: 'Bytewire', url: 'https://www.bytewire.example' },
    });
  });

  it('gives an author profile the headshot resized to square_256, at the size it states', () => {
    const block = authorStructuredData({
      author: { id: 'u', firstName: 'Ada', lastName: 'Moreno', image: IMAGE },
      name: 'Ada Moreno',
      url: 'https://www.bytewire.example/meet-the-team/ada/',
      sameAs: [],
      site: SITE,
      imageOf: RESIZED,
    });
    const person = block.mainEntity as unknown as { image: ImageObject; worksFor: unknown };
    expect(expectResized([person.image], KEY, HOST)).toEqual(['256x256']);
    expect(person.worksFor).toEqual({
      '@type': 'Organization',
      name: 'Bytewire',
      url: 'https://www.bytewire.example',
    });
    expect(block.mainEntity).not.toHaveProperty('sameAs');
  });

  it('makes a listing a CollectionPage, part of the WebSite, of its stories in order', () => {
    const block = collectionPage({
      name: 'Laptops',
      url: 'https://www.bytewire.example/topic/laptops/',
      links: [link(1), link(2)],
      ...SITE,
    });
    expect(block).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      isPartOf: { '@type': 'WebSite', name: 'Bytewire', url: 'https://www.bytewire.example' },
      mainEntity: {
        '@type': 'ItemList',
        numberOfItems: 2,
        itemListElement: [
          { position: 1, url: 'https://www.bytewire.example/article/story-1/' },
          { position: 2, url: 'https://www.bytewire.example/article/story-2/' },
        ],
      },
    });
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

  it('writes a JSON-LD block that parses, with the canonical URL, publisher and resized image', async () => {
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
      publisher: { name: 'Bytewire', logo: { width: 310, height: 310 } },
    });
    expect(blocks[0].datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // Signed with the render's own image settings, as the page's images are.
    expect(expectResized(blocks[0].image, IMAGES.signingKey, IMAGES.hosts[0])).toEqual([
      '1200x900',
      '1200x675',
      '1200x1200',
    ]);
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

describe('server render of the home page with structured data', () => {
  it('writes the WebSite and the Organization with its 120x84 logo, and nothing else', async () => {
    const home = page('front-door', 'Bytewire', [component('ContentList', { items: [link(1)] })]);
    const { status, html } = await renderPath('/', fixtureClient({ 'front-door/home': home }));
    expect(status).toBe(200);
    const blocks = jsonLdBlocks(html);
    expect(blocks.map((b) => b['@type'])).toEqual(['WebSite', 'Organization']);
    expect(blocks[1].logo).toEqual({
      '@type': 'ImageObject',
      url: 'https://www.bytewire.example/brand/logo-120x84.png',
      width: 120,
      height: 84,
    });
  });
});
