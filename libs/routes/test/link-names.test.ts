// Named link routes of spec 001 s2 resolve to the paths of the route table.
import { linkRoutePath, matchPath } from '../src';

describe('linkRoutePath', () => {
  it.each([
    ['front-door', {}, '/'],
    ['topics', {}, '/topic/'],
    ['topic', { slug: 'vpn' }, '/topic/vpn/'],
    ['galleries', {}, '/pictures/'],
    ['video-door', {}, '/video/'],
    ['do-not-sell', {}, '/do-not-sell-or-share-my-personal-information/'],
    ['about', {}, '/about/'],
    ['meet_the_team', {}, '/meet-the-team/'],
    ['sitemap', {}, '/sitemap/'],
    ['reprint_policy', {}, '/reprints/'],
    ['user', {}, '/members/preferences/'],
    ['newsletters', {}, '/newsletters/'],
    ['reviews', {}, '/reviews/'],
    ['indepth-door', {}, '/in-depth/'],
    ['editorial_guidelines', {}, '/editorial-guidelines/'],
    ['member', { activePage: 'newsletters' }, '/members/newsletters/'],
    ['author_profile', { slug: 'jane-doe' }, '/meet-the-team/jane-doe/'],
    ['article', { slug: 'some-story' }, '/article/some-story/'],
    ['review', { slug: 'a-laptop' }, '/product/a-laptop/'],
    ['search', { q: 'best laptops' }, '/search/?q=best+laptops'],
  ])('%s %j → %s', (name, params, path) => {
    expect(linkRoutePath(name, params)).toBe(path);
    expect(matchPath(path.split('?')[0]!).kind).toBe('page');
  });

  it('refuses unknown names, missing and invalid parameters', () => {
    expect(linkRoutePath('nowhere')).toBeUndefined();
    expect(linkRoutePath('editorial_link', { linkUrl: '/x/' })).toBeUndefined();
    expect(linkRoutePath('topic')).toBeUndefined();
    expect(linkRoutePath('topic', { slug: '../etc' })).toBeUndefined();
    expect(linkRoutePath('member', { activePage: 'admin' })).toBeUndefined();
    expect(linkRoutePath('__proto__')).toBeUndefined();
  });
});
