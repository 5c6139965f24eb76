// The legacy-route resolver of spec 001 s2: fixed legacy URLs per edition, else the router,
// and '#' (with a warning) for anything that makes no link.
import { SISTER_EDITIONS } from '@bytewire/site';
import { LEGACY_ROUTES, legacyRouteUrl, NO_ROUTE_HREF, resolveRouteLink } from '../src';

describe('resolveRouteLink', () => {
  it('links a named route an edition serves from a legacy URL there', () => {
    for (const edition of SISTER_EDITIONS) {
      expect(resolveRouteLink(`edition-${edition.code}`, {}, 'us')).toBe(edition.url);
    }
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
    resolveRouteLink('edition-de', {}, 'us', warn);
    expect(warn).not.toHaveBeenCalled();
  });

  it('holds only absolute URLs or site paths', () => {
    for (const routes of Object.values(LEGACY_ROUTES)) {
      for (const url of Object.values(routes)) expect(url).toMatch(/^(https:\/\/|\/(?!\/))/);
    }
  });
});
