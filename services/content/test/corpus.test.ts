import {
  authorProfileSlug,
  parseContentDate,
  RATING_LABELS,
  ratingLabelFor,
  SLUG_PATTERN,
  URL_TYPES,
  VIDEO_FILE_FORMATS,
  VIDEO_FILE_TYPES,
} from '@bytewire/contracts';
import { generateCorpus, DEFAULT_CORPUS_SEED, type Corpus } from '../src/corpus/corpus';
import { CorpusIndex } from '../src/corpus/corpus-index';
import { TEST_ANCHOR } from './helpers/app';

const options = {
  seed: DEFAULT_CORPUS_SEED,
  anchor: new Date(TEST_ANCHOR),
  publicationName: 'Bytewire',
  siteId: 'bytewire',
};
const SPEC_TOPICS = [
  'gaming',
  'headphones',
  'laptops',
  'networking',
  'pcs',
  'printers',
  'smartphones',
  'smart-watches',
  'speakers',
  'tablets',
  'tvs',
  'wearables',
  'smart-home',
  'artificial-intelligence',
  'cloud',
  'energy',
  'robotics',
  'sustainability',
  'business',
  'amazon',
  'apple',
  'developer',
  'security',
  'vpn',
  'ransomware',
  'password-manager',
];

let corpus: Corpus;
beforeAll(() => {
  corpus = generateCorpus(options);
});

describe('corpus generation', () => {
  it('is deterministic: the same seed and anchor give a byte-identical corpus', () => {
    expect(JSON.stringify(generateCorpus(options))).toBe(JSON.stringify(corpus));
  });

  it('keeps slugs and text when only the anchor moves', () => {
    const later = generateCorpus({ ...options, anchor: new Date('2026-09-15T08:00:00Z') });
    expect(later.articles.map((a) => [a.slug, a.headline])).toEqual(
      corpus.articles.map((a) => [a.slug, a.headline]),
    );
    expect(later.articles[0].datePublished).not.toEqual(corpus.articles[0].datePublished);
  });

  it('meets the minimum counts', () => {
    expect(corpus.articles.length).toBeGreaterThanOrEqual(300);
    expect(corpus.reviews).toHaveLength(60);
    expect(corpus.galleries).toHaveLength(30);
    expect(corpus.videos).toHaveLength(30);
    expect(corpus.authors).toHaveLength(40);
    expect(corpus.vanity).toHaveLength(29);
    expect(corpus.collections.length).toBeGreaterThanOrEqual(5);
    for (const g of corpus.galleries) {
      expect(g.items.length).toBeGreaterThanOrEqual(6);
      expect(g.items.length).toBeLessThanOrEqual(15);
    }
  });

  it('reads like a publication, not placeholder text', () => {
    const text = JSON.stringify(corpus);
    expect(text).not.toMatch(/lorem|ipsum/i);
    // No unfilled template placeholder and no stringified missing value.
    const found = [...text.matchAll(/.{0,40}(\bundefined\b|\bNaN\b|\{[a-z]\w*\}).{0,40}/g)].map(
      (m) => m[0],
    );
    expect(found).toEqual([]);
  });

  it('has unique, well-formed slugs across all content', () => {
    const slugs = [
      ...corpus.articles,
      ...corpus.reviews,
      ...corpus.galleries,
      ...corpus.videos,
    ].map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    // Within the router's 100-character path parameter limit, renamed old slugs included.
    for (const slug of [...slugs, ...corpus.renamed.map((r) => r.oldSlug)]) {
      expect(slug).toMatch(SLUG_PATTERN);
      expect(slug.length).toBeLessThanOrEqual(100);
    }
  });

  it('covers every topic of spec 001 and the three topic-route roots', () => {
    const index = new CorpusIndex(corpus);
    for (const topic of [...SPEC_TOPICS, 'education', 'finance', 'home-and-office']) {
      expect(index.inTopic(topic).length).toBeGreaterThan(0);
    }
    for (const root of ['education', 'finance', 'home-and-office']) {
      expect(corpus.articles.some((a) => a.canonicalUrl?.startsWith(`/${root}/`))).toBe(true);
    }
  });

  it('gives every topic its ancestors in topicPath', () => {
    const watches = corpus.topics.find((t) => t.slug === 'smart-watches');
    expect(watches?.topicPath?.map((t) => t.slug)).toEqual(['tech', 'wearables']);
    expect(watches?.hslugPath).toBe('tech/wearables/smart-watches');
  });

  it('has long reads, paid content, listicles, review cards, offers, FAQs and shortcodes', () => {
    const longform = corpus.articles.filter((a) => a.subType === 'longform');
    expect(longform.length).toBeGreaterThanOrEqual(20);
    expect(
      longform.every((a) => a.canonicalUrl?.startsWith('/in-depth/') && (a.wordCount ?? 0) > 500),
    ).toBe(true);
    expect(
      corpus.articles
        .filter((a) => a.section === 'sponsored')
        .every((a) => a.canonicalUrl?.startsWith('/paid-content/article/')),
    ).toBe(true);
    expect(corpus.articles.filter((a) => a.section === 'sponsored').length).toBeGreaterThanOrEqual(
      3,
    );
    expect(
      corpus.articles.some((a) =>
        (a.listicles ?? []).some((l) => (l.merchantOffers ?? []).length > 0),
      ),
    ).toBe(true);
    expect(corpus.articles.some((a) => (a.reviewCards ?? []).length > 0)).toBe(true);
    // An Innovation Award is dated (spec 000 s3 ReviewCard: innovation month and year).
    const awarded = corpus.articles.flatMap((a) =>
      (a.reviewCards ?? []).filter((card) => card.innovationAward),
    );
    expect(awarded.length).toBeGreaterThan(0);
    for (const card of awarded) {
      expect(card.innovationYear).toBe(new Date(TEST_ANCHOR).getUTCFullYear());
      expect(card.innovationMonth).toBeGreaterThanOrEqual(1);
      expect(card.innovationMonth).toBeLessThanOrEqual(12);
    }
    expect(corpus.articles.some((a) => (a.listicles ?? []).some((l) => l.creditCardData))).toBe(
      true,
    );

    const faq = corpus.articles.filter((a) => a.tags?.some((t) => t.slug === 'faq-markup'));
    expect(faq.length).toBeGreaterThan(0);
    for (const a of faq) expect(a.listicles?.some((l) => l.hed.endsWith('?'))).toBe(true);

    const bodies = corpus.articles.map((a) => a.body).join('\n');
    expect(bodies).toContain('<shortcode shortcode="image"');
    expect(bodies).toContain('<shortcode shortcode="commercelink"');
    expect(bodies).toContain('<shortcode shortcode="listicle"');
    expect(bodies).toContain('<shortcode shortcode="reviewcard"');
    expect(bodies).toMatch(/<h2>/);
    expect(bodies).toMatch(/href="mailto:/);
  });

  it('gives offers raw retailer links and monetized links', () => {
    const offers = corpus.reviews.flatMap((r) => r.merchantOffers ?? []);
    expect(
      offers.some(
        (o) => o.rawUrl?.startsWith('https://www.amazon.com/') && o.monetizedUrl?.includes('tag='),
      ),
    ).toBe(true);
    expect(offers.some((o) => o.rawUrl?.startsWith('https://www.bestbuy.com/'))).toBe(true);
    for (const o of offers) {
      expect(o.rawUrl).toMatch(/^https:\/\//);
      expect(o.monetizedUrl).toMatch(/^https:\/\//);
    }
  });

  it('rates reviews from 0 to 10 in steps of 0.1 with the label of spec 001', () => {
    for (const r of corpus.reviews) {
      expect(r.rating).toBeGreaterThanOrEqual(0);
      expect(r.rating).toBeLessThanOrEqual(10);
      expect(Math.round((r.rating ?? 0) * 10) / 10).toBe(r.rating);
      expect(RATING_LABELS).toContain(r.ratingLabel);
      expect(r.ratingLabel).toBe(ratingLabelFor(r.rating));
      expect(r.subRatings?.length).toBeGreaterThanOrEqual(3);
      expect(r.good?.length).toBeGreaterThan(0);
      expect(r.bad?.length).toBeGreaterThan(0);
      expect(r.bottomLine).toBeTruthy();
    }
    expect(new Set(corpus.reviews.map((r) => r.ratingLabel)).size).toBeGreaterThanOrEqual(5);
  });

  it('gives videos files of every type and format, and one plain http file', () => {
    const files = corpus.videos.flatMap((v) => v.files);
    for (const type of VIDEO_FILE_TYPES) expect(files.some((f) => f.type === type)).toBe(true);
    for (const format of VIDEO_FILE_FORMATS)
      expect(files.some((f) => f.format === format)).toBe(true);
    expect(files.filter((f) => f.url.startsWith('http://'))).toHaveLength(1);
    expect(corpus.videos.some((v) => typeof v.image === 'string')).toBe(true);
    for (const v of corpus.videos) expect(v.transcripts?.[0]?.data.startsWith('WEBVTT')).toBe(true);
  });

  it('has authors with and without a bureau; profile slugs are the dashed lowercase name', () => {
    const withBureau = corpus.authors.filter((a) => a.bureau);
    expect(withBureau.length).toBeGreaterThan(10);
    expect(withBureau.length).toBeLessThan(40);
    for (const a of withBureau)
      expect(a.profileUrl).toBe(`/meet-the-team/${authorProfileSlug(a)}/`);
    expect(
      authorProfileSlug({ firstName: 'Priya', lastName: 'Raman', bureau: 'San Francisco' }),
    ).toBe('priya-raman');
    expect(corpus.authors.filter((a) => !a.bureau).every((a) => a.profileUrl === undefined)).toBe(
      true,
    );
  });

  it('dates content before the anchor: a few within minutes, some within ten days, most older', () => {
    const anchor = new Date(TEST_ANCHOR).getTime();
    const content = [...corpus.articles, ...corpus.reviews, ...corpus.galleries, ...corpus.videos];
    const ages = content.map((c) => {
      const published = parseContentDate(c.datePublished, new Date(TEST_ANCHOR));
      expect(published).toBeDefined();
      const updated = parseContentDate(c.dateUpdated, new Date(TEST_ANCHOR));
      expect(updated!.getTime()).toBeGreaterThanOrEqual(published!.getTime());
      return anchor - published!.getTime();
    });
    const hour = 3_600_000;
    expect(Math.min(...ages)).toBeLessThan(hour);
    const recent = ages.filter((a) => a <= 10 * 24 * hour).length;
    expect(recent).toBeGreaterThan(10);
    expect(recent).toBeLessThan(content.length / 2);
  });

  it('gives images a dated storage path, sizes, alt text, credits and the URL of their original', () => {
    for (const a of corpus.articles.slice(0, 50)) {
      const image = a.image!;
      expect(image.path).toMatch(/^\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f-]{36}\/[a-z0-9-]+\.jpg$/);
      expect(image.imageUrl).toBe(`/originals${image.path}`);
      expect(image.cropGravity).toBe(5);
      expect(image.alt).toBeTruthy();
      expect(image.credits).toBeTruthy();
    }
  });

  it('covers every vanity urlType', () => {
    expect(new Set(corpus.vanity.map((v) => v.urlType))).toEqual(new Set(URL_TYPES));
  });

  it('renames some slugs of every content type, to slugs that exist', () => {
    const index = new CorpusIndex(corpus);
    for (const kind of ['article', 'review', 'gallery', 'video'] as const) {
      const renames = corpus.renamed.filter((r) => r.contentType === kind);
      expect(renames.length).toBeGreaterThan(0);
      for (const r of renames) {
        expect(index.bySlugAnyKind(r.oldSlug)).toBeUndefined();
        expect(index.find(kind, r.newSlug)).toBeDefined();
        expect(r.oldSlug).toMatch(SLUG_PATTERN);
      }
    }
  });

  it('keeps the sample slugs of docs/content-api.md', () => {
    const index = new CorpusIndex(corpus);
    expect(index.find('article', 'how-to-set-up-a-mesh-wi-fi-network')?.link.url).toBe(
      '/article/how-to-set-up-a-mesh-wi-fi-network/',
    );
    expect(index.find('article', 'how-to-freeze-your-credit-at-all-three-bureaus')?.link.url).toBe(
      '/finance/how-to-freeze-your-credit-at-all-three-bureaus/',
    );
    expect(index.find('article', 'how-to-pick-the-right-cash-back-credit-card')?.link.url).toBe(
      '/finance/credit-cards/how-to-pick-the-right-cash-back-credit-card/',
    );
    expect(index.renamedTo('article', 'the-best-vpns-announced')).toBe(
      'the-best-vpns-for-streaming',
    );
  });
});
