/**
 * The fonts in a page's head (spec 001 s9: semibold and regular preloaded): both files
 * preloaded as woff2 fonts in CORS mode before the stylesheets, which declare each at its
 * weight (styles/base.css); and the files are there in web/public/brand (served at /brand/). That they
 * answer 200 through the cluster is tests/e2e/client-services.spec.ts's.
 */
import { JSDOM } from 'jsdom';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FONT_FILES } from '../src/document/font-preloads';
import { ARTICLE, articlePage, FOOTER, HEADER, page } from './support/pages';
import { fixtureClient, renderPath } from './support/render-path';

const PUBLIC_DIR = path.join(__dirname, '..', 'public');

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
      '/brand/fonts/open-sans-semibold.woff2',
      '/brand/fonts/open-sans-regular.woff2',
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
    const css = readFileSync(path.join(__dirname, '..', 'src', 'styles', 'base.css'), 'utf8');
    const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => body);
    for (const { weight, href } of FONT_FILES) {
      const face = faces.find((body) => body.includes(`url('${href}')`));
      expect(face).toMatch(new RegExp(`font-weight:\\s*${weight};`));
      expect(face).toMatch(/font-display:\s*swap;/);
      expect(face).toMatch(/font-family:\s*'Open Sans';/);
    }
  });

  it('names files that are woff2 files of web/public', () => {
    for (const { href } of FONT_FILES) {
      const file = readFileSync(path.join(PUBLIC_DIR, href));
      expect(file.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
  });
});
