/**
 * The restricted state's rule (spec 001 s1), shared by the pages and the feeds: health and
 * wearables topics, the stories under their paths or filed under them (sub-topics too), and
 * whatever links to them.
 */
import {
  filedUnderRestricted,
  isRestrictedLink,
  isRestrictedTopicPage,
  isUnderRestrictedTopic,
  leadsToRestricted,
  withoutRestricted,
} from '../src';

describe('restricted content', () => {
  it('counts a topic with its ancestors', () => {
    expect(isUnderRestrictedTopic({ slug: 'health' })).toBe(true);
    expect(
      isUnderRestrictedTopic({ slug: 'smart-watches', hslugPath: 'wearables/smart-watches' }),
    ).toBe(true);
    expect(
      isUnderRestrictedTopic({ slug: 'smart-watches', topicPath: [{ slug: 'wearables' }] }),
    ).toBe(true);
    expect(isUnderRestrictedTopic({ slug: 'laptops' })).toBe(false);
    expect(isUnderRestrictedTopic('health')).toBe(false);
  });

  it('knows a story filed under a restricted topic among others', () => {
    expect(filedUnderRestricted({ topics: [{ slug: 'apple' }, { slug: 'Wearables' }] })).toBe(true);
    expect(filedUnderRestricted({ topics: [{ slug: 'apple' }] })).toBe(false);
    expect(filedUnderRestricted({ topics: 'health' })).toBe(false);
  });

  it("knows a restricted topic's page by its required list's topic, sub-topics too", () => {
    /** A topic page: a header list beside the required content list of the topic. */
    const topicPage = (topic: unknown) => ({
      components: [
        { required: false, list: { topic: { slug: 'tech' } } },
        { required: true, list: { topic } },
      ],
    });
    expect(isRestrictedTopicPage(topicPage({ slug: 'health' }))).toBe(true);
    // A sub-topic's page: its own slug does not say so, its ancestry does.
    expect(
      isRestrictedTopicPage(
        topicPage({ slug: 'smart-watches', topicPath: [{ slug: 'tech' }, { slug: 'wearables' }] }),
      ),
    ).toBe(true);
    expect(
      isRestrictedTopicPage(
        topicPage({ slug: 'smart-watches', hslugPath: 'wearables/smart-watches' }),
      ),
    ).toBe(true);
    expect(
      isRestrictedTopicPage(topicPage({ slug: 'laptops', topicPath: [{ slug: 'tech' }] })),
    ).toBe(false);
    // No required list: not a topic's page, whatever its other lists are of.
    expect(
      isRestrictedTopicPage({
        components: [{ required: false, list: { topic: { slug: 'health' } } }],
      }),
    ).toBe(false);
    expect(isRestrictedTopicPage({ components: [{ required: true }] })).toBe(false);
    expect(isRestrictedTopicPage({ components: [] })).toBe(false);
  });

  it('knows links to the restricted topics and their stories, relative or absolute', () => {
    expect(isRestrictedLink('/topic/health/')).toBe(true);
    expect(isRestrictedLink('https://www.example.com/topic/wearables')).toBe(true);
    expect(isRestrictedLink('/topic/laptops/')).toBe(false);
    expect(isRestrictedLink('http://[bad')).toBe(false);
    expect(isRestrictedLink(42)).toBe(false);
  });

  it('leaves out the entries that lead there, and the topic references of the rest', () => {
    const list = [
      { title: 'Kept', url: '/article/kept/', topics: [{ slug: 'apple' }] },
      {
        title: 'Also under health',
        url: '/article/both/',
        topics: [{ slug: 'apple' }, { slug: 'health' }],
      },
      { title: 'Filed under wearables', url: '/article/watch/', topics: [{ slug: 'wearables' }] },
      { title: 'Health topic', url: '/topic/health/' },
      { typeName: 'Topic', slug: 'smart-watches', hslugPath: 'wearables/smart-watches' },
    ];
    expect(list.filter((entry) => !leadsToRestricted(entry)).map((e) => e.title)).toEqual(['Kept']);
    // The content API's topic links and sitemap entries: lower-case type name, or the topics
    // the page is of, with the ancestors a sub-topic's URL does not show.
    expect(
      leadsToRestricted({
        typeName: 'topic',
        slug: 'smart-watches',
        url: '/topic/smart-watches/',
        topicPath: [{ slug: 'tech' }, { slug: 'wearables' }],
      }),
    ).toBe(true);
    expect(
      leadsToRestricted({
        url: '/topic/smart-watches/',
        topics: [{ slug: 'smart-watches', topicPath: [{ slug: 'tech' }, { slug: 'wearables' }] }],
      }),
    ).toBe(true);
    expect(isRestrictedLink('/topic/smart-watches/')).toBe(false);
    // A header menu's topic link: its slug, and its place in the tree.
    expect(
      leadsToRestricted({
        linkText: 'Smartwatches',
        topicSlug: 'smart-watches',
        hslugPath: 'tech/wearables/smart-watches',
      }),
    ).toBe(true);
    expect(
      leadsToRestricted({ linkText: 'Laptops', topicSlug: 'laptops', hslugPath: 'tech/laptops' }),
    ).toBe(false);
    expect(
      leadsToRestricted({
        typeName: 'topic',
        slug: 'laptops',
        url: '/topic/laptops/',
        topicPath: [{ slug: 'tech' }],
      }),
    ).toBe(false);
    expect(withoutRestricted({ items: list })).toEqual({
      items: [{ title: 'Kept', url: '/article/kept/', topics: [{ slug: 'apple' }] }],
    });
    // Outside a list (a page's own topic references): the restricted ones go, the rest stay.
    expect(withoutRestricted({ topics: [{ slug: 'apple' }, { slug: 'health' }] })).toEqual({
      topics: [{ slug: 'apple' }],
    });
  });
});
