import { isVanityEligiblePath, VANITY_EXCLUDED_PATHS } from '../src';

describe('isVanityEligiblePath', () => {
  it('excludes the paths of spec 000 s2', () => {
    expect(VANITY_EXCLUDED_PATHS).toEqual([
      '/about/',
      '/newsletters/',
      '/news/',
      '/pictures/',
      '/video/',
      '/editorial-guidelines/',
    ]);
  });

  it.each(['/about/', '/about', '/NEWS/', '/news', '/video/', '/editorial-guidelines/'])(
    '%s is not eligible',
    (path) => expect(isVanityEligiblePath(path)).toBe(false),
  );

  it.each(['/', '/promo/', '/news/2/', '/video/some-clip/', '/article/x/', '/aboutus/'])(
    '%s is eligible',
    (path) => expect(isVanityEligiblePath(path)).toBe(true),
  );
});
