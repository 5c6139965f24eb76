// The legacy-route resolver of spec 001 s2: fixed legacy URLs per edition, else the router,
// and '#' (with a warning) for anything that makes no link.
import { LEGACY_ROUTES, legacyRouteUrl, NO_ROUTE_HREF, resolveRouteLink } from '../src';

describe('resolveRouteLink', () => {
  it('has no made-up legacy URL for a sister edition: their sites are configuration', () => {
    // The content service's SISTER_EDITIONS gives their menu items a linkUrl instead.
    expect(legacyRouteUrl('edition-fr', 'us')).toBeUndefined();
    const warn = jest.fn();
    expect(resolveRouteLink('edition-fr', {}, 'us', warn)).toBe(NO_ROUTE_HREF);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("links an edition's fixed legacy URL before the router's path, and only that edition's", () => {
    const table = { us: { about: 'https://legacy.bytewire.test/about-us' } };
    const warn = jest.fn();
    expect(resolveRouteLink('about', {}, 'us', warn, table)).toBe(
      'https://legacy.bytewire.test/about-us',
    );
    expect(resolveRouteLink('about', {}, 'zz', warn, table)).toBe('/about/');
    expect(legacyRouteUrl('reviews', 'us', table)).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to the normal router where the edition has no legacy URL', () => {
    expect(resolveRouteLink('about', {}, 'us')).toBe('/about/');
    expect(resolveRouteLink('topic', { slug: 'vpn' }, 'us')).toBe('/topic/vpn/');
    // An edition without a legacy table routes every name normally.
    expect(resolveRouteLink('reviews', {}, 'zz')).toBe('/reviews/');
    expect(legacyRouteUrl('edition-fr', 'zz')).toBeUndefined();
  });

  it('makes # of a name that resolves to nothing, and warns', () => {
    const warnings: string[] = [];
    const warn = (message: string) => warnings.push(message);
    expect(resolveRouteLink('nowhere', {}, 'us', warn)).toBe(NO_ROUTE_HREF);
    expect(resolveRouteLink('topic', { slug: '../etc' }, 'us', warn)).toBe('#');
    expect(resolveRouteLink('__proto__', {}, 'us', warn)).toBe('#');
    expect(resolveRouteLink('edition-fr', {}, 'constructor', warn)).toBe('#');
    expect(warnings).toHaveLength(4);
    expect(warnings[0]).toMatch(/legacy route "nowhere" returned a non-string/);
  });

  it('warns nowhere when the link resolves', () => {
    const warn = jest.fn();
    resolveRouteLink('about', {}, 'us', warn);
    resolveRouteLink('topic', { slug: 'vpn' }, 'us', warn);
    expect(warn).not.toHaveBeenCalled();
  });

  it('holds only absolute URLs or site paths', () => {
    for (const routes of Object.values(LEGACY_ROUTES)) {
      for (const url of Object.values(routes)) expect(url).toMatch(/^(https:\/\/|\/(?!\/))/);
    }
  });
});
