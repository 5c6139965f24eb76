/**
 * The restricted state's rule (spec 001 s1), shared by the pages and the feeds: health and
 * wearables topics, the stories under their paths or filed under them (sub-topics too), and
 * whatever links to them.
 */
import {
  filedUnderRestricted,
  isRestrictedLink,
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
    expect(withoutRestricted({ items: list })).toEqual({
      items: [{ title: 'Kept', url: '/article/kept/', topics: [{ slug: 'apple' }] }],
    });
    // Outside a list (a page's own topic references): the restricted ones go, the rest stay.
    expect(withoutRestricted({ topics: [{ slug: 'apple' }, { slug: 'health' }] })).toEqual({
      topics: [{ slug: 'apple' }],
    });
  });
});
