import {
  adCookie,
  COOKIE_DEFAULTS,
  debugQueryValue,
  DEBUG_COOKIE,
  GEO_COOKIE,
  geoFrom,
  isSetFlag,
  isValidAdSubsession,
  isValidGeo,
  isValidPageViews,
  PAGE_VIEWS_COOKIE,
  PREFERRED_EDITION_COOKIE,
  PREVIOUS_LOGIN_COOKIE,
  siteCookieNames,
  USER_COOKIE,
} from '../src';

/** The site's cookies (spec 001 s9), their defaults and what a valid value is. */
describe('the site cookies', () => {
  it('names every cookie of spec 001 s9, the ad cookie after the brand', () => {
    expect(siteCookieNames('bytewire')).toEqual(
      expect.arrayContaining([
        'fly_device',
        'fly_preferred_edition',
        'fly_geo',
        'fly_user',
        'bytewire_ad',
        'pv',
        'terms_interacted',
        'jsDebug',
      ]),
    );
    expect(adCookie('other-site').name).toBe('other-site_ad');
  });

  it('writes every cookie SameSite=Lax, Secure, on path /', () => {
    expect(COOKIE_DEFAULTS).toEqual({ sameSite: 'lax', secure: true, path: '/' });
  });

  it('keeps the edition and the user cookies, and makes the per-session ones session cookies', () => {
    expect(PREFERRED_EDITION_COOKIE.maxAgeSeconds).toBeGreaterThan(0);
    expect(USER_COOKIE.maxAgeSeconds).toBeGreaterThan(0);
    expect(PREVIOUS_LOGIN_COOKIE.maxAgeSeconds).toBeGreaterThan(0);
    for (const cookie of [GEO_COOKIE, PAGE_VIEWS_COOKIE, DEBUG_COOKIE, adCookie('bytewire')]) {
      expect(cookie.maxAgeSeconds).toBeUndefined();
    }
  });

  it('takes a country, or a country and region, as fly_geo', () => {
    expect(isValidGeo('us')).toBe(true);
    expect(isValidGeo('us-wa')).toBe(true);
    for (const bad of ['', 'US', 'usa', 'us-', 'us-wash', 'us;wa', 'us-wa ', null, undefined]) {
      expect(isValidGeo(bad)).toBe(false);
    }
  });

  it("makes fly_geo of the CDN's country and region headers", () => {
    expect(geoFrom('US', 'WA')).toBe('us-wa');
    expect(geoFrom('US', 'US-WA')).toBe('us-wa');
    expect(geoFrom(undefined, 'US-CA')).toBe('us-ca');
    expect(geoFrom(' us ', undefined)).toBe('us');
    // A region of another country, or one that is no code, leaves the country alone.
    expect(geoFrom('US', 'CA-QC')).toBe('us');
    expect(geoFrom('US', 'wash<script>')).toBe('us');
    expect(geoFrom('united states', 'WA')).toBeUndefined();
    expect(geoFrom(undefined, 'WA')).toBeUndefined();
    expect(geoFrom(undefined, undefined)).toBeUndefined();
  });

  it('takes only the flag 1 as a set user or debug cookie', () => {
    expect(isSetFlag('1')).toBe(true);
    for (const other of ['0', 'true', '11', '', undefined]) expect(isSetFlag(other)).toBe(false);
  });

  it('takes a positive count under a million as pv', () => {
    expect(isValidPageViews('1')).toBe(true);
    expect(isValidPageViews('999999')).toBe(true);
    for (const bad of ['0', '01', '-1', '1e3', '1000000', 'x', '', undefined]) {
      expect(isValidPageViews(bad)).toBe(false);
    }
  });

  it('takes a subsession from 1 to the count', () => {
    expect(isValidAdSubsession('1', 6)).toBe(true);
    expect(isValidAdSubsession('6', 6)).toBe(true);
    for (const bad of ['0', '7', '10', '1.5', '', undefined]) {
      expect(isValidAdSubsession(bad, 6)).toBe(false);
    }
  });

  it('reads jsDebug=1 or true as on, 0 or false as off, anything else as nothing', () => {
    expect(debugQueryValue('1')).toBe('on');
    expect(debugQueryValue('TRUE')).toBe('on');
    expect(debugQueryValue('0')).toBe('off');
    expect(debugQueryValue('false')).toBe('off');
    expect(debugQueryValue('yes')).toBeUndefined();
    expect(debugQueryValue(null)).toBeUndefined();
  });
});
