import { DOOR_ROUTE_NAMES, doorPath, doorRouteFor, getRoute, matchPath } from '../src';

describe('doorPath / doorRouteFor (a door by its feature slug)', () => {
  it.each([
    ['best-products', 'best-products', '/best-products/'],
    ['news', 'news', '/news/'],
    ['pictures', 'pictures', '/pictures/'],
    ['video', 'video-door', '/video/'],
  ])('%s → %s %s', (slug, name, path) => {
    expect(doorRouteFor(slug)).toBe(name);
    expect(doorPath(slug)).toBe(path);
  });

  it('gives every door a path that matches back to it', () => {
    for (const name of DOOR_ROUTE_NAMES) {
      const slug = getRoute(name).featureSlug ?? '';
      expect(matchPath(doorPath(slug))).toMatchObject({ kind: 'page', route: { name } });
    }
  });

  it('knows no door of another slug', () => {
    expect(doorRouteFor('article')).toBeUndefined();
    expect(doorRouteFor('')).toBeUndefined();
    expect(() => doorPath('video-door')).toThrow('No door has the feature slug "video-door"');
  });
});
