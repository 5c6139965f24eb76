/**
 * The brand in the server render and its source files: the header's and footer's logo drawn
 * inline (mark and wordmark hidden from screen readers, the publication's name as the link's
 * text), the plain name under another PUBLICATION_NAME, the head's icon links, and the inline
 * drawings kept the same as web/public/brand's SVGs, the footer's art without text. The served
 * files and their PNGs are tested through the cluster (tests/e2e/brand.spec.ts).
 */
import { JSDOM } from 'jsdom';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MARK, WORDMARK } from '../src/chrome/Brand/brand-art';
import { BRAND_ICON_LINKS } from '../src/document/brand-icons';
import { ARTICLE, articlePage, FOOTER, HEADER, page } from './support/pages';
import { fixtureClient, renderPath } from './support/render-path';

const BRAND_DIR = path.join(__dirname, '..', 'public', 'brand');
const source = (file: string) => readFileSync(path.join(BRAND_DIR, file), 'utf8');

function client() {
  return fixtureClient({
    'front-door/home': { ...page('front-door', 'Home', []), header: HEADER, footer: FOOTER },
    [`article/${ARTICLE.slug}`]: articlePage(),
  });
}

async function documentOf(publicationName = 'Bytewire'): Promise<Document> {
  const { html } = await renderPath(`/article/${ARTICLE.slug}/`, client(), {
    siteConfig: { siteId: 'bytewire', publicationName },
  });
  return new JSDOM(html).window.document;
}

describe('the logo in the header and footer', () => {
  it("links the header's mark and wordmark to the front door, named by the publication's name", async () => {
    const logo = (await documentOf()).querySelector('header a[data-testid="header-logo"]');
    expect(logo?.getAttribute('href')).toBe('/');
    const drawings = [...(logo?.querySelectorAll('svg') ?? [])];
    expect(drawings.map((svg) => svg.getAttribute('data-testid'))).toEqual([
      'brand-mark',
      'brand-wordmark',
    ]);
    for (const svg of drawings) expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(logo?.querySelector('text')).toBeNull();
    // What a screen reader reads: the text outside the hidden drawings.
    expect(logo?.textContent).toBe('Bytewire');
    expect(logo?.querySelector('.visually-hidden')?.textContent).toBe('Bytewire');
  });

  it('draws the same logo in the footer', async () => {
    const name = (await documentOf()).querySelector('footer [data-testid="footer-name"]');
    expect(name?.querySelector('svg[data-testid="brand-wordmark"] path')?.getAttribute('d')).toBe(
      WORDMARK.ink,
    );
    expect(name?.textContent).toBe('Bytewire');
  });

  it('shows another publication name as text: the drawings spell Bytewire', async () => {
    const doc = await documentOf('Circuit Weekly');
    const logo = doc.querySelector('header a[data-testid="header-logo"]');
    expect(logo?.querySelector('svg')).toBeNull();
    expect(logo?.textContent).toBe('Circuit Weekly');
    expect(doc.querySelector('footer [data-testid="footer-name"]')?.textContent).toBe(
      'Circuit Weekly',
    );
  });
});

describe('the icons in the head', () => {
  it('names the SVG icon, the PNG fallback, the touch icon and the manifest, no inline icon', async () => {
    const links = [
      ...(await documentOf()).querySelectorAll(
        'head link:is([rel=icon], [rel=apple-touch-icon], [rel=manifest])',
      ),
    ];
    expect(links.map((link) => [link.getAttribute('rel'), link.getAttribute('href')])).toEqual([
      ['icon', '/brand/icon.svg'],
      ['icon', '/brand/icon-32.png'],
      ['apple-touch-icon', '/brand/apple-touch-icon.png'],
      ['manifest', '/brand/site.webmanifest'],
    ]);
    expect(links[0]?.getAttribute('type')).toBe('image/svg+xml');
    expect(links[1]?.getAttribute('sizes')).toBe('32x32');
    expect(links.some((link) => link.getAttribute('href')?.startsWith('data:'))).toBe(false);
  });

  it('names only files the brand folder or its build step has', () => {
    const manifest = JSON.parse(source('site.webmanifest')) as { icons: { src: string }[] };
    const named = [
      ...BRAND_ICON_LINKS.map((link) => link.href),
      ...manifest.icons.map((icon) => icon.src),
    ];
    const made = ['icon-32.png', 'icon-192.png', 'icon-512.png', 'apple-touch-icon.png'];
    const script = readFileSync(path.join(__dirname, '..', 'tools', 'brand-rasters.mjs'), 'utf8');
    for (const file of made) expect(script).toContain(`'${file}'`);
    for (const href of named) {
      const file = href.replace(/^\/brand\//, '');
      expect(made.includes(file) || source(file).length > 0).toBe(true);
    }
  });
});

describe('the source files in web/public/brand', () => {
  it('draw what the inline components draw', () => {
    for (const file of ['mark.svg', 'icon.svg']) {
      const svg = source(file);
      expect(svg).toContain(`d="${MARK.trace}"`);
      expect(svg).toContain(`d="${MARK.lead}"`);
      expect(svg).toContain(`viewBox="0 0 ${MARK.size} ${MARK.size}"`);
    }
    const wordmark = source('wordmark.svg');
    expect(wordmark).toContain(`d="${WORDMARK.ink}"`);
    expect(wordmark).toContain(`d="${WORDMARK.dot}"`);
    expect(wordmark).toContain(`viewBox="0 0 ${WORDMARK.width} ${WORDMARK.height}"`);
  });

  it('depend on no font: no text element in any drawing', () => {
    for (const file of [
      'mark.svg',
      'icon.svg',
      'wordmark.svg',
      'footer-desktop.svg',
      'footer-mobile.svg',
    ]) {
      expect(source(file)).not.toMatch(/<text\b/);
      expect(source(file)).not.toMatch(/font-family|@font-face/);
    }
  });
});
