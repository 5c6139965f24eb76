import { getRoute, matchPath } from '../src';

describe('path shapes that moved (spec 000 s2, spec 001 s2 "other path shapes")', () => {
  it.each([
    ['/videos/share/some-video/', '/video/share/some-video/'],
    ['/videos/share/some-video', '/video/share/some-video/'],
    ['/blog/', '/latest/'],
    ['/blog', '/latest/'],
  ])('%s redirects 301 to %s in one step', (path, location) => {
    expect(matchPath(path)).toEqual({ kind: 'redirect', status: 301, location });
    // The target is a page, not another redirect.
    expect(matchPath(location).kind).toBe('page');
  });

  it.each([
    '/videos/share/',
    '/videos/share/Bad_Slug/',
    '/videos/share/a/b/',
    '/videos/some-video/',
    '/blog/2/',
    '/blog/some-post/',
  ])('%s is no moved path: not found', (path) => {
    expect(matchPath(path)).toEqual({ kind: 'not-found' });
  });
});

describe('the new pages', () => {
  it('serves the recommends page as a static page', () => {
    expect(getRoute('recommends')).toMatchObject({
      path: '/recommends/',
      screen: 'static',
      content: { type: 'static', slug: 'recommends' },
    });
  });

  it('serves the contact form with its own screen over the static text', () => {
    expect(getRoute('contact')).toMatchObject({
      path: '/contact/',
      screen: 'contact',
      content: { type: 'static', slug: 'contact' },
    });
  });

  it('makes /user/logout/ a page that is never cached and has no editions', () => {
    expect(getRoute('user-logout')).toMatchObject({
      path: '/user/logout/',
      maxAge: 0,
      editions: false,
      screen: 'logout',
      content: { type: 'auth-flow', slug: 'sign-out' },
    });
    expect(matchPath('/user/logout')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/user/logout/',
    });
  });
});
