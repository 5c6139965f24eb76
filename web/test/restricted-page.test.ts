/**
 * What a reader of the restricted state gets of a page (spec 001 s1): 451 for the health and
 * wearables topics' pages and the stories filed under them (a sub-topic of wearables too),
 * and every other page without the list entries, menu links and topic references that lead
 * to them.
 */
import { isRouteErrorResponse } from 'react-router-dom';
import type { PageContent } from '../src/app/page-loader';
import { isRestrictedRoute, restrictedPage, withoutRestricted } from '../src/app/restricted-page';

const topic = (slug: string, extra: object = {}) => ({ id: slug, slug, name: slug, ...extra });

function page(components: PageContent['components']): PageContent {
  return {
    pageType: 'article',
    id: 'p1',
    queryParams: {},
    meta: { title: 'A page' },
    components,
  } as PageContent;
}

const mainStory = (topics: object[]) =>
  page([
    {
      meta: { componentType: 'ArticleBody' },
      required: true,
      item: { id: 'a1', headline: 'A story', topics },
    },
  ] as unknown as PageContent['components']);

function statusOf(run: () => unknown): number | undefined {
  try {
    run();
  } catch (error) {
    // react-router's data() is a DataWithResponseInit: its init carries the status.
    const init = (error as { init?: { status?: number } }).init;
    return isRouteErrorResponse(error) ? error.status : init?.status;
  }
  return undefined;
}

describe('isRestrictedRoute', () => {
  it('is the restricted topics’ pages and the stories under their topic paths', () => {
    expect(isRestrictedRoute('topic', { slug: 'health' })).toBe(true);
    expect(isRestrictedRoute('topic', { slug: 'wearables' })).toBe(true);
    expect(isRestrictedRoute('article-topic', { topic1: 'finance', topic2: 'health' })).toBe(true);
    expect(isRestrictedRoute('article-topic-longform', { topic1: 'health' })).toBe(true);
    expect(isRestrictedRoute('topic', { slug: 'laptops' })).toBe(false);
    expect(isRestrictedRoute('article', { slug: 'health' })).toBe(false);
  });
});

describe('restrictedPage', () => {
  it('refuses a restricted topic’s page with 451', () => {
    expect(statusOf(() => restrictedPage('topic', { slug: 'health' }, page([])))).toBe(451);
  });

  it('refuses a sub-topic’s page by its topic’s ancestors, whatever its route says', () => {
    const topicPage = (subject: object) =>
      page([
        {
          meta: { componentType: 'ContentList' },
          required: true,
          items: [],
          list: { title: 'Smartwatches', topic: subject },
        },
      ] as unknown as PageContent['components']);
    const watches = topic('smart-watches', {
      topicPath: [topic('tech'), topic('Wearables')],
    });
    const health = statusOf(() => restrictedPage('topic', { slug: 'health' }, page([])));
    expect(
      statusOf(() => restrictedPage('topic', { slug: 'smart-watches' }, topicPage(watches))),
    ).toBe(health);
    expect(health).toBe(451);
    // A topic known by its slug path alone.
    const bySlugPath = topic('bands', { hslugPath: 'tech/wearables/bands' });
    expect(statusOf(() => restrictedPage('topic', { slug: 'bands' }, topicPage(bySlugPath)))).toBe(
      451,
    );
    // A sibling under the same root is served as it is.
    const laptops = topicPage(topic('laptops', { topicPath: [topic('tech')] }));
    expect(statusOf(() => restrictedPage('topic', { slug: 'laptops' }, laptops))).toBeUndefined();
    expect(restrictedPage('topic', { slug: 'laptops' }, laptops)).toEqual(laptops);
  });

  it('reads the page’s topic from its required list only', () => {
    // A listing that merely shows a restricted topic's heading is not the page's subject.
    const aside = page([
      {
        meta: { componentType: 'ContentList' },
        required: true,
        items: [],
        list: { title: 'Latest', topic: topic('news') },
      },
      {
        meta: { componentType: 'ContentList' },
        items: [],
        list: { title: 'Wearables', topic: topic('wearables') },
      },
    ] as unknown as PageContent['components']);
    expect(statusOf(() => restrictedPage('news', {}, aside))).toBeUndefined();
  });

  it('refuses a story filed under a restricted topic or under one of its sub-topics', () => {
    const filed = mainStory([topic('apple'), topic('health')]);
    expect(statusOf(() => restrictedPage('article', { slug: 'x' }, filed))).toBe(451);
    const subTopic = mainStory([topic('smart-watches', { hslugPath: 'wearables/smart-watches' })]);
    expect(statusOf(() => restrictedPage('article', { slug: 'x' }, subTopic))).toBe(451);
    const ancestors = mainStory([topic('bands', { topicPath: [topic('wearables')] })]);
    expect(statusOf(() => restrictedPage('article', { slug: 'x' }, ancestors))).toBe(451);
  });

  it('keeps any other page, without the entries that lead to restricted content', () => {
    const list = page([
      {
        meta: { componentType: 'ContentList' },
        items: [
          { id: '1', url: '/article/one/', topics: [topic('laptops'), topic('health')] },
          { id: '2', url: '/article/two/', topics: [topic('laptops')] },
          { id: '3', url: '/topic/wearables/' },
          { id: '4', typeName: 'Topic', slug: 'health' },
        ],
      },
    ] as unknown as PageContent['components']);
    const kept = restrictedPage('news', {}, list);
    expect(kept.components[0]?.items).toEqual([
      { id: '2', url: '/article/two/', topics: [topic('laptops')] },
    ]);
    // The page given is left as it was.
    expect(list.components[0]?.items).toHaveLength(4);
  });
});

describe('withoutRestricted', () => {
  it('takes restricted topics’ links out of menus, at any depth', () => {
    const menus = [
      {
        linkText: 'More',
        subNav: [
          [
            { linkText: 'Health', topicSlug: 'health' },
            { linkText: 'Finance', topicSlug: 'finance' },
            { linkText: 'Fitness bands', linkUrl: '/topic/wearables/' },
            { linkText: 'Full URL', linkUrl: 'https://bytewire.test/topic/health' },
          ],
        ],
      },
    ];
    expect(withoutRestricted(menus)).toEqual([
      { linkText: 'More', subNav: [[{ linkText: 'Finance', topicSlug: 'finance' }]] },
    ]);
  });

  it('leaves a page with nothing restricted as it was', () => {
    const value = { items: [{ url: '/article/two/', topics: [topic('laptops')] }], n: 3 };
    expect(withoutRestricted(value)).toEqual(value);
  });
});
