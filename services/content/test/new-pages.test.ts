/**
 * The composer pages of the paths added for issue 29: the recommends page, the contact page,
 * the sign-out page, and the About page's "Work with Us" contact (spec 001 s2).
 */
import {
  type ContentLink,
  type EditorialLink,
  type Page,
  type RichText,
} from '@bytewire/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CorpusIndex } from '../src/corpus/corpus-index';
import { componentOf, composerPage, createApp, pagePath } from './helpers/app';

let app: NestFastifyApplication;
let index: CorpusIndex;
beforeAll(async () => {
  app = await createApp();
  index = app.get(CorpusIndex);
});
afterAll(async () => {
  await app.close();
});

const page = (path: string): Promise<Page> => composerPage(app, path);

const component = componentOf;

describe('new pages', () => {
  it('recommends: the Editors’ Choice products, then the buying guides', async () => {
    const p = await page(pagePath('static', 'recommends'));
    expect(p.meta.title).toBe('Bytewire Recommends');
    expect(p.meta.canonicalUrl).toBe('/recommends/');
    const picks = component(p, 'editorsChoice');
    const items = picks.items as ContentLink[];
    expect(items.length).toBeGreaterThan(0);
    const choice = new Set(index.withTag('editors-choice').map((e) => e.link.slug));
    for (const item of items) expect(choice.has(item.slug)).toBe(true);
    expect(picks.list?.viewMoreUrl).toBe('/reviews/');
    const guides = component(p, 'buyingGuides');
    expect((guides.items as ContentLink[]).length).toBeGreaterThan(0);
    expect(guides.list?.viewMoreUrl).toBe('/best-products/');
  });

  it('contact: the heading and description of the contact form’s page', async () => {
    const p = await page(pagePath('static', 'contact'));
    expect(p.meta.title).toBe('Contact us');
    expect(p.meta.canonicalUrl).toBe('/contact/');
    expect(p.meta.description).toMatch(/corrections/);
  });

  it('sign-out: the page shown while the browser signs the reader out, never indexed', async () => {
    const p = await page(pagePath('auth-flow', 'sign-out'));
    expect(p.meta.title).toBe('Signing you out');
    expect(p.meta.noIndex).toBe(true);
  });

  it('about: Work with Us links to advertise, the media kit and the contact form', async () => {
    const p = await page(pagePath('static', 'about'));
    const links = component(p, 'workWithUs').items as EditorialLink[];
    expect(links.map((l) => l.linkUrl)).toEqual(
      expect.arrayContaining(['/advertise/', '/contact/']),
    );
    expect(links.some((l) => /media-kit/.test(l.linkUrl ?? ''))).toBe(true);
    expect(links.find((l) => l.linkUrl === '/contact/')?.linkText).toBe('Contact us');
    // The text's own "Work with us" paragraph leads to the form too, not to a bare address.
    const text = component(p, 'text').item as RichText;
    expect(text.content).toContain('<a href="/contact/">');
    expect(text.content).not.toMatch(/partners@/);
  });
});
