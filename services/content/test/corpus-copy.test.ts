/**
 * Copy that reads true: walks every text of the generated corpus (headlines, deks, bodies,
 * listicles, review cards, gallery captions, video descriptions and transcripts) and checks
 * each sentence about a product against that product. A spec a sentence states (storage,
 * screen size, battery life, water rating...) must be a row of the product's category and
 * equal the product's own value; words that fit only some kinds of product (stick drift, a
 * boom mic) are said only of those. "The Pixelforge Headset X has a 1TB SSD, which should put
 * an end to the drift problems" fails both.
 */
import { deviceOf } from '../src/corpus/build/art';
import { generateCorpus, DEFAULT_CORPUS_SEED, type Corpus } from '../src/corpus/corpus';
import { CATEGORIES } from '../src/corpus/text/catalogue';
import { TOPIC_PROSE } from '../src/corpus/text/topic-prose';
import type { DeviceKind } from '../src/illustrations/drawing';
import { TEST_ANCHOR } from './helpers/app';

const PUB = 'Bytewire';

interface Product {
  name: string;
  kind: DeviceKind;
  /** The rows of its category: what a product of the category can be said to have. */
  rows: readonly string[];
  specs: Readonly<Record<string, string>>;
}

const PRODUCTS: readonly Product[] = CATEGORIES.flatMap((c) =>
  c.products.map((p) => ({
    name: `${p.brand} ${p.model}`,
    kind: p.kind ?? deviceOf(c.topic, p.model),
    rows: [...c.specs, ...(c.moreSpecs ?? [])],
    specs: p.specs,
  })),
);

/** Longest names first: "Vireo 9 Pro" is found before "Vireo 9" can match inside it. */
const BY_NAME_LENGTH = [...PRODUCTS].sort((a, b) => b.name.length - a.name.length);

/**
 * A kind of spec a sentence can state: how to find it, the rows that may back it, and whether
 * a row's value (or the product's own name, "Q8 65-inch") says the same.
 */
interface Claim {
  what: string;
  pattern: RegExp;
  rows: readonly string[];
  /** Only in sentences about battery life (durations are not specs elsewhere). */
  context?: RegExp;
  agrees?: (stated: string, value: string) => boolean;
}

const same = (stated: string, value: string) =>
  value.toLowerCase().replace(/\s+/g, ' ').includes(stated.toLowerCase().replace(/\s+/g, ' '));

/** "40-hour" and "40 hours" are the same battery life; "1,200 watts" is "1,200W". */
const duration = (stated: string, value: string) => {
  const [, n, unit] = /(\d+)[- ](hour|day|week|minute)/.exec(stated) ?? [];
  return n !== undefined && new RegExp(`(^|\\D)${n} ${unit}s?\\b`).test(value);
};

const CLAIMS: readonly Claim[] = [
  { what: 'storage', pattern: /\b\d+(?:GB|TB)(?: SSD)?\b/g, rows: ['Storage', 'Memory'] },
  { what: 'SSD', pattern: /\bSSD\b/g, rows: ['Storage'] },
  { what: 'screen size', pattern: /\b\d+(?:\.\d+)?-inch\b/g, rows: ['Display'] },
  {
    what: 'refresh rate',
    pattern: /\b\d+Hz\b/g,
    rows: ['Display', 'Refresh rate', 'Resolution'],
  },
  { what: 'radio band', pattern: /\b\d+(?:\.\d+)?GHz\b/g, rows: ['Connection'] },
  { what: 'battery capacity', pattern: /\b[\d,]+mAh\b/g, rows: ['Battery'] },
  { what: 'camera resolution', pattern: /\b\d+ megapixels\b/g, rows: ['Main camera'] },
  { what: 'energy capacity', pattern: /\b[\d,]+Wh\b/g, rows: ['Capacity'] },
  {
    what: 'power',
    pattern: /\b[\d,.]+(?:k?W\b| watts\b)/g,
    rows: ['Output', 'Power', 'Solar input', 'USB-C charging', 'Pass-through charging'],
    agrees: (stated, value) => same(stated.replace(/ watts$/, 'W'), value),
  },
  {
    what: 'battery life',
    pattern: /\b\d+[- ](?:hours?|days?|weeks?)\b/g,
    rows: ['Battery', 'Battery life', 'Runtime'],
    context: /battery|charge|runs for/i,
    agrees: duration,
  },
  { what: 'water rating', pattern: /\bIP[X\d]\d\b|\b\d+ ATM\b/g, rows: ['Water resistance'] },
  {
    what: 'Wi-Fi standard',
    pattern: /\bWi-Fi (?:6E|6|7)\b/g,
    rows: ['Wi-Fi standard', 'Connection'],
  },
  { what: 'weight', pattern: /\b\d+(?:\.\d+)? (?:pounds|grams)\b/g, rows: ['Weight'] },
  {
    what: 'panel',
    pattern: /\b(?:OLED|mini-LED|QLED|E Ink)\b/gi,
    rows: ['Display', 'Panel'],
  },
  {
    what: '4K',
    pattern: /\b4K\b/g,
    rows: ['Display', 'Resolution', 'Video'],
    agrees: (_, value) => /4K|3840x2160/.test(value),
  },
  { what: 'case size', pattern: /\b\d+mm\b/g, rows: ['Case size'] },
  {
    what: 'GPS',
    pattern: /\bdual-frequency GPS\b/gi,
    rows: ['GPS'],
    agrees: (_, v) => /Dual/.test(v),
  },
  {
    what: 'thumbsticks',
    pattern: /\bhall-effect\b/gi,
    rows: ['Thumbsticks'],
    agrees: (_, v) => /Hall-effect/.test(v),
  },
];

/** Words that fit some kinds of product only. */
const KIND_WORDS: readonly { pattern: RegExp; kinds: readonly DeviceKind[] }[] = [
  { pattern: /\bdrift\b|thumbstick|back paddles/i, kinds: ['game-controller', 'handheld-console'] },
  { pattern: /\bboom mic/i, kinds: ['gaming-headset'] },
  { pattern: /clamping force|ear cushions/i, kinds: ['headphones'] },
  { pattern: /\bear tips\b/i, kinds: ['earbuds'] },
  { pattern: /\btrackpad\b/i, kinds: ['laptop'] },
  { pattern: /\bfries\b|\bbaskets?\b/i, kinds: ['air-fryer'] },
  { pattern: /\bsuction\b/i, kinds: ['robot-vacuum', 'stick-vacuum'] },
  { pattern: /\blawn\b/i, kinds: ['robot-mower'] },
  { pattern: /\bbrews?\b|\bcarafe\b/i, kinds: ['coffee-maker'] },
  { pattern: /\bkeyboard cover\b/i, kinds: ['tablet'] },
  { pattern: /\bstanding height\b/i, kinds: ['standing-desk'] },
];

/** Sentences of the topic background banks: about the topic, not about any product. */
const BACKGROUND = new Set(
  Object.values(TOPIC_PROSE)
    .flat()
    .map((s) => s.replace(/\{pub\}/g, PUB)),
);

function productsNamedIn(sentence: string): Product[] {
  let rest = sentence;
  const named: Product[] = [];
  for (const p of BY_NAME_LENGTH) {
    if (rest.includes(p.name)) {
      named.push(p);
      rest = rest.split(p.name).join(' ');
    }
  }
  return named;
}

function sentencesOf(text: string): string[] {
  return text
    .replace(/<shortcode[^>]*>.*?<\/shortcode>/g, ' ')
    .replace(/<\/(p|h\d|li|td|th|caption|tr)>/g, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .split(/\n|(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** A text of the corpus, the item it belongs to and the products it is about by default. */
interface Text {
  where: string;
  text: string;
  /** Who an unnamed sentence is about: the piece's one product, a listicle's product. */
  subjects: readonly Product[];
}

function byName(name: string | undefined): Product[] {
  const product = PRODUCTS.find((p) => p.name === name);
  return product ? [product] : [];
}

function textsOf(corpus: Corpus): Text[] {
  const texts: Text[] = [];
  for (const a of corpus.articles) {
    const where = `article ${a.slug}`;
    const named = productsNamedIn(a.headline ?? '');
    texts.push({ where, text: `${a.headline}\n${a.dek ?? ''}`, subjects: named });
    texts.push({ where, text: a.body ?? '', subjects: named });
    for (const l of a.listicles ?? []) {
      const subjects = byName(l.hed);
      texts.push({ where: `${where} listicle ${l.hed}`, text: l.description ?? '', subjects });
      texts.push({
        where: `${where} listicle ${l.hed}`,
        text: [...(l.like ?? []), ...(l.dislike ?? [])].join('\n'),
        subjects,
      });
    }
    for (const card of a.reviewCards ?? []) {
      texts.push({
        where: `${where} review card`,
        text: [...(card.like ?? []), ...(card.dislike ?? [])].join('\n'),
        subjects: byName(card.productName),
      });
    }
  }
  for (const r of corpus.reviews) {
    const subjects = byName(r.preferredProductName);
    const where = `review ${r.slug}`;
    texts.push({ where, text: `${r.headline}\n${r.dek ?? ''}`, subjects });
    texts.push({ where, text: r.body ?? '', subjects });
    texts.push({ where, text: [...(r.good ?? []), ...(r.bad ?? [])].join('\n'), subjects });
  }
  for (const g of corpus.galleries) {
    const where = `gallery ${g.slug}`;
    texts.push({
      where,
      text: `${g.title}\n${g.dek ?? ''}`,
      subjects: byName(g.relatedProduct?.product?.name),
    });
    for (const item of g.items ?? []) {
      texts.push({
        where: `${where} photo ${item.position}`,
        text: `${item.title ?? ''}\n${item.description ?? ''}\n${item.image?.caption ?? ''}`,
        subjects: byName(item.relatedProduct?.product?.name),
      });
    }
  }
  for (const v of corpus.videos) {
    const subjects = productsNamedIn(v.title ?? '');
    const captions = (v.transcripts ?? [])
      .map((t) => (t.data ?? '').replace(/^WEBVTT|^\d+$|^[\d:.]+ --> [\d:.]+$/gm, ''))
      .join('\n');
    texts.push({ where: `video ${v.slug}`, text: `${v.title}\n${v.description ?? ''}`, subjects });
    texts.push({ where: `video ${v.slug} transcript`, text: captions, subjects });
  }
  return texts;
}

/** What is false in a sentence said of `about` (one of them, when it names several). */
function falseClaims(sentence: string, about: readonly Product[]): string[] {
  const problems: string[] = [];
  for (const claim of CLAIMS) {
    if (claim.context && !claim.context.test(sentence)) continue;
    for (const [stated] of sentence.matchAll(claim.pattern)) {
      const agrees = claim.agrees ?? same;
      const holds = about.some(
        (p) =>
          same(stated, p.name) ||
          claim.rows.some((row) => {
            const value = p.specs[row];
            return p.rows.includes(row) && value !== undefined && agrees(stated, value);
          }),
      );
      if (!holds) problems.push(`${claim.what} "${stated}"`);
    }
  }
  return problems;
}

function wrongKinds(sentence: string, about: readonly Product[]): string[] {
  return KIND_WORDS.filter(
    (w) => w.pattern.test(sentence) && !about.some((p) => w.kinds.includes(p.kind)),
  ).map((w) => `"${w.pattern.exec(sentence)?.[0]}" said of ${about.map((p) => p.kind).join(', ')}`);
}

/** Every false statement about a product in the corpus, with where it is. */
function auditCopy(corpus: Corpus): string[] {
  const found: string[] = [];
  for (const { where, text, subjects } of textsOf(corpus)) {
    for (const sentence of sentencesOf(text)) {
      if (BACKGROUND.has(sentence)) continue;
      const named = productsNamedIn(sentence);
      const about = named.length > 0 ? named : subjects;
      if (about.length === 0) continue;
      const problems = [
        ...falseClaims(sentence, about),
        // Kinds of product are checked where a sentence names one.
        ...(named.length > 0 ? wrongKinds(sentence, named) : []),
      ];
      for (const problem of problems)
        found.push(
          `${where}: ${problem} in "${sentence}" (about ${about.map((p) => p.name).join(', ')})`,
        );
    }
  }
  return found;
}

let corpus: Corpus;
beforeAll(() => {
  corpus = generateCorpus({
    seed: DEFAULT_CORPUS_SEED,
    anchor: new Date(TEST_ANCHOR),
    publicationName: PUB,
    siteId: 'bytewire',
  });
});

describe('corpus copy', () => {
  it('states only specs of the product’s category, equal to the product’s own', () => {
    expect(auditCopy(corpus)).toEqual([]);
  });

  it('finds nonsense when there is some: the audit can fail', () => {
    const broken: Corpus = {
      ...corpus,
      articles: [
        {
          ...corpus.articles[0],
          headline: 'A headline',
          body: '<p>The Pixelforge Headset X has a 1TB SSD, which should put an end to the drift problems.</p><p>The Northvane Aero 14 weighs 5.2 pounds.</p>',
          listicles: [],
          reviewCards: [],
        },
      ],
      reviews: [],
      galleries: [],
      videos: [],
    };
    const found = auditCopy(broken).join('\n');
    expect(found).toContain('storage "1TB SSD"');
    expect(found).toContain('"drift" said of gaming-headset');
    expect(found).toContain('weight "5.2 pounds"');
  });

  it('gives every product a spec sheet of its category’s rows, and a value for each claim', () => {
    for (const p of PRODUCTS) {
      expect(Object.keys(p.specs).filter((row) => !p.rows.includes(row))).toEqual([]);
      expect(Object.keys(p.specs).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('shows each product’s own specs in its review', () => {
    for (const r of corpus.reviews) {
      const [product] = byName(r.preferredProductName);
      expect(product).toBeDefined();
      const table = /<table>.*?<\/table>/.exec(r.body ?? '')?.[0] ?? '';
      for (const [row, value] of Object.entries(product.specs)) {
        expect(table).toContain(`<th scope="row">${row}</th><td>${value}</td>`);
      }
    }
  });
});
