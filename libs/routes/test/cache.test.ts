import { SITE_MAX_AGE_SECONDS } from '@bytewire/site';
import { cacheControlFor, getRoute, isCacheable, maxAgeOf } from '../src';
import type { RouteName } from '../src';

describe('cache policy (spec 000 s9)', () => {
  it.each<[RouteName, string]>([
    ['article', 'private, max-age=7200'],
    ['article-amp', 'private, max-age=7200'],
    ['article-topic', 'private, max-age=7200'],
    ['about', 'private, max-age=7200'],
    ['privacy-policy', 'private, max-age=7200'],
    ['do-not-sell', 'private, max-age=7200'],
    ['front-door', 'private, max-age=300'],
    ['news', 'private, max-age=300'],
    ['latest', 'private, max-age=300'],
    ['deals', 'private, max-age=5400'],
    ['gallery', 'private, max-age=5400'],
    ['member', 'no-cache'],
    ['auth-flow', 'no-cache'],
    ['static-error', 'no-cache'],
  ])('%s → %s', (name, header) => {
    expect(cacheControlFor(getRoute(name))).toBe(header);
  });

  it('sends no-cache without a route (404 or error)', () => {
    expect(cacheControlFor(undefined)).toBe('no-cache');
  });

  it('falls back to the site max age where the route names none', () => {
    expect(SITE_MAX_AGE_SECONDS).toBe(5400);
    expect(getRoute('reviews').maxAge).toBeUndefined();
    expect(maxAgeOf(getRoute('reviews'))).toBe(5400);
    expect(maxAgeOf(getRoute('member'))).toBe(0);
  });

  it('is cacheable exactly when the max age is above 0', () => {
    expect(isCacheable(getRoute('article'))).toBe(true);
    expect(isCacheable(getRoute('member'))).toBe(false);
    expect(isCacheable(getRoute('auth-flow'))).toBe(false);
  });
});
