/**
 * What the content API gives the restricted state's rule (spec 001 s1, libs/routes'
 * withoutRestricted) to leave out a sub-topic of a restricted topic: a smart-watches link names
 * only its own slug in its URL, so the link itself carries the ancestors (root first).
 */
import type { ContentLink, EditorialLink, Page } from '@bytewire/contracts';
import { withoutRestricted } from '@bytewire/routes';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { TopicLink } from '../src/corpus/content-links';
import { componentOf, composerPage, createApp, pagePath } from './helpers/app';

let app: NestFastifyApplication;
beforeAll(async () => {
  app = await createApp();
});
afterAll(async () => {
  await app.close();
});

const page = (path: string): Promise<Page> => composerPage(app, path);
const linkUrls = (links: EditorialLink[]) => links.map((l) => l.linkUrl);

describe('topic links', () => {
  it('carry their ancestors, root first, as listed items’ topics do', async () => {
    const tech = componentOf(await page(pagePath('topic', 'tech')), 'topic');
    const wearables = tech.list?.relatedItems?.find((t) => t.slug === 'wearables');
    expect(wearables).toMatchObject({ topicPath: [{ slug: 'tech', name: 'Tech' }] });
    const wearablesPage = componentOf(await page(pagePath('topic', 'wearables')), 'topic');
    const watches = wearablesPage.list?.relatedItems?.find((t) => t.slug === 'smart-watches');
    // Ids, slugs and names only: the ancestors' own paths and descriptions are not the link's.
    expect(watches).toMatchObject({
      topicPath: [
        { id: expect.any(String), slug: 'tech', name: 'Tech' },
        { id: expect.any(String), slug: 'wearables', name: 'Wearables' },
      ],
    });
    const keys = (watches as TopicLink).topicPath?.map((a) => Object.keys(a).sort());
    expect(keys).toEqual([
      ['id', 'name', 'slug'],
      ['id', 'name', 'slug'],
    ]);
  });

  it('of a sub-topic go with its restricted ancestor, and only for it', async () => {
    const search = componentOf(
      await page(`${pagePath('search', 'results')}?q=smartwatch`),
      'searchResults',
    );
    const related = search.list?.relatedItems ?? [];
    expect(related.map((t) => t.slug)).toContain('smart-watches');
    const kept = withoutRestricted(related).map((t) => t.slug);
    expect(kept).not.toContain('smart-watches');
    expect(kept).toEqual(related.map((t) => t.slug).filter((s) => s !== 'smart-watches'));
  });

  it('leave the whole wearables branch out of the topics page, the rest kept', async () => {
    const roots = componentOf(await page(pagePath('topics', 'all')), 'topics')
      .items as ContentLink[];
    const slugs = (links: ContentLink[]): string[] =>
      links.flatMap((l) => [l.slug, ...slugs(l.children ?? [])]);
    const kept = slugs(withoutRestricted(roots));
    expect(slugs(roots)).toEqual(expect.arrayContaining(['wearables', 'smart-watches']));
    for (const slug of ['health', 'wearables', 'smart-watches']) expect(kept).not.toContain(slug);
    expect(kept).toEqual(expect.arrayContaining(['tech', 'laptops']));
  });
});

describe('a sub-topic’s page', () => {
  it('names its topic with the ancestors on its required list (web refuses it by them)', async () => {
    const watches = await page(pagePath('topic', 'smart-watches'));
    const required = watches.components.filter((c) => c.required);
    expect(required.map((c) => c.meta.componentName)).toEqual(['topic']);
    expect(required[0]?.list?.topic?.topicPath?.map((a) => a.slug)).toEqual(['tech', 'wearables']);
  });
});

describe('the HTML sitemap and the feeds page', () => {
  it('name the topic each topic link leads to, ancestors included', async () => {
    const links = componentOf(await page(pagePath('static', 'sitemap')), 'sections')
      .items as (EditorialLink & Pick<ContentLink, 'topics'>)[];
    const watches = links.find((l) => l.linkUrl === '/topic/smart-watches/');
    expect(watches?.topics?.map((t) => [t.slug, t.topicPath?.map((a) => a.slug)])).toEqual([
      ['smart-watches', ['tech', 'wearables']],
    ]);
  });

  it('lose every health and wearables topic link for a restricted reader', async () => {
    const links = componentOf(await page(pagePath('static', 'sitemap')), 'sections')
      .items as EditorialLink[];
    const kept = linkUrls(withoutRestricted(links));
    expect(linkUrls(links)).toEqual(
      expect.arrayContaining(['/topic/health/', '/topic/wearables/', '/topic/smart-watches/']),
    );
    expect(kept.filter((url) => /\/topic\/(health|wearables|smart-watches)\//.test(url))).toEqual(
      [],
    );
    // Everything else stays: sections, the other topics, about us.
    expect(kept).toEqual(
      linkUrls(links).filter((url) => !/\/topic\/(health|wearables|smart-watches)\//.test(url)),
    );
    expect(kept).toEqual(expect.arrayContaining(['/topic/laptops/', '/about/']));
  });

  it('lose the restricted topics’ feed links too', async () => {
    const links = componentOf(await page(pagePath('static', 'rssfeeds')), 'feeds')
      .items as EditorialLink[];
    const restricted = /\/topic\/(health|wearables|smart-watches)\/rss\.xml$/;
    expect(linkUrls(links).filter((url) => restricted.test(url))).toHaveLength(3);
    const kept = linkUrls(withoutRestricted(links));
    expect(kept).toEqual(linkUrls(links).filter((url) => !restricted.test(url)));
  });
});
