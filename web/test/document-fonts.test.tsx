/**
 * The fonts in a page's head (spec 001 s9: semibold and regular preloaded): both weights' Latin
 * files preloaded as woff2 fonts in CORS mode before the stylesheets, which declare each at its
 * weight and range (styles/base.css), beside the rest of each font, declared for the characters
 * the Latin file lacks; and the files are there in web/public/brand (served at /brand/). That
 * they answer 200 through the cluster, and that a page in English fetches no other font file,
 * is tests/e2e/client-services.spec.ts's.
 */
import { JSDOM } from 'jsdom';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FONT_FILES } from '../src/document/font-preloads';
import { ARTICLE, articlePage, FOOTER, HEADER, page } from './support/pages';
import { fixtureClient, renderPath } from './support/render-path';

const PUBLIC_DIR = path.join(__dirname, '..', 'public');

const css = () => readFileSync(path.join(__dirname, '..', 'src', 'styles', 'base.css'), 'utf8');

/** The bodies of base.css's @font-face rules. */
const fontFaces = () => [...css().matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => body);

/** The code points of a unicode-range list (U+0041, U+0100-017F, ...). */
function codePoints(list: string): Set<number> {
  const points = new Set<number>();
  for (const part of list.split(',').map((item) => item.trim())) {
    const [first, last = first] = part.replace(/^U\+/i, '').split('-');
    for (let point = parseInt(first, 16); point <= parseInt(last, 16); point++) points.add(point);
  }
  return points;
}

/** The code points of a face's unicode-range. */
const rangeOf = (face: string) => codePoints(/unicode-range:\s*([^;]+);/.exec(face)?.[1] ?? '');

/** The Latin range the font files were cut by (web/tools/subset-fonts.py's LATIN). */
function subsetLatin(): Set<number> {
  const script = readFileSync(path.join(__dirname, '..', 'tools', 'subset-fonts.py'), 'utf8');
  const literal = /^LATIN = \(([^)]*)\)/m.exec(script)?.[1] ?? '';
  return codePoints([...literal.matchAll(/"([^"]*)"/g)].map(([, text]) => text).join(''));
}

async function head(): Promise<HTMLHeadElement> {
  const client = fixtureClient({
    'front-door/home': { ...page('front-door', 'Home', []), header: HEADER, footer: FOOTER },
    [`article/${ARTICLE.slug}`]: articlePage(),
  });
  const { html } = await renderPath(`/article/${ARTICLE.slug}/`, client);
  return new JSDOM(html).window.document.head;
}

describe('the fonts of a page', () => {
  it('preloads the semibold and the regular file, as fonts in CORS mode', async () => {
    const preloads = [...(await head()).querySelectorAll('link[rel="preload"][as="font"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual([
      '/brand/fonts/open-sans-latin-semibold.woff2',
      '/brand/fonts/open-sans-latin-regular.woff2',
    ]);
    for (const link of preloads) {
      expect(link.getAttribute('type')).toBe('font/woff2');
      expect(link.getAttribute('crossorigin')).toBe('anonymous');
    }
  });

  it('preloads them before the stylesheets, which declare each file at its weight', async () => {
    const children = [...(await head()).children];
    const lastFont = children.findLastIndex((el) => el.matches('link[as="font"]'));
    const firstStylesheet = children.findIndex((el) => el.matches('link[rel="stylesheet"]'));
    expect(lastFont).toBeLessThan(firstStylesheet);
    const faces = fontFaces();
    for (const { weight, href } of FONT_FILES) {
      const face = faces.find((body) => body.includes(`url('${href}')`));
      expect(face).toMatch(new RegExp(`font-weight:\\s*${weight};`));
      expect(face).toMatch(/font-display:\s*swap;/);
      expect(face).toMatch(/font-family:\s*'Open Sans';/);
    }
  });

  it("declares every font file with a range, the Latin one covering what the site's text prints", () => {
    const faces = fontFaces();
    const cutBy = subsetLatin();
    expect(cutBy.size).toBeGreaterThan(256);
    const files = readdirSync(path.join(PUBLIC_DIR, 'brand', 'fonts')).filter((name) =>
      name.endsWith('.woff2'),
    );
    expect(files).toHaveLength(4);
    for (const { weight, href } of FONT_FILES) {
      const ofWeight = faces.filter((body) => new RegExp(`font-weight:\\s*${weight};`).test(body));
      // The Latin file and the rest of the font, for characters apart.
      expect(ofWeight).toHaveLength(2);
      const [latin, rest] = [
        ofWeight.find((body) => body.includes(`url('${href}')`))!,
        ofWeight.find((body) => !body.includes(`url('${href}')`))!,
      ].map(rangeOf);
      // The range the Latin file was cut by, declared as it is: no character falls in between.
      expect([...latin].sort((a, b) => a - b)).toEqual([...cutBy].sort((a, b) => a - b));
      for (const point of latin) expect(rest.has(point)).toBe(false);
      // Letters, digits and the punctuation the site's own strings and the corpus print.
      for (const char of 'Az09 ’“”…–—·×©€£é ñ ł ß') {
        expect(latin.has(char.codePointAt(0)!)).toBe(true);
      }
      expect(rest.has(0x3b1)).toBe(true); // α: Greek is in the rest
      expect(rest.has(0x436)).toBe(true); // ж: and Cyrillic
    }
    for (const name of files) {
      expect(faces.some((body) => body.includes(`url('/brand/fonts/${name}')`))).toBe(true);
    }
  });

  it('names files that are woff2 files of web/public', () => {
    for (const { href } of FONT_FILES) {
      const file = readFileSync(path.join(PUBLIC_DIR, href));
      expect(file.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
  });
});
