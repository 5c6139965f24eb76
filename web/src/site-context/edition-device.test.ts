/**
 * Editions (spec 000 s4, spec 001 s4): query edition, then preferredEdition, then the
 * fly_preferred_edition cookie, then the request header, then us; only editions of the locale
 * list count. Devices (spec 001 s5, s9): setDevice, then the cdn_device cookie, then the
 * device header, then mobile; setDevice is kept for 7 days with the cookie defaults.
 */
import { getRoute } from '@bytewire/routes';
import { parseSetCookie } from 'cookie';
import { pageRequestFor } from '../app/page-request';
import { debounce } from '../browser/debounce';
import { deviceCookieFor, requestDevice } from './device';
import { preferredEdition } from './edition';

const LOCALES = [{ code: 'us' }, { code: 'fr' }, { code: 'de' }];

function edition(search: string, headers: Record<string, string> = {}) {
  return preferredEdition(
    { query: new URLSearchParams(search), headers: new Headers(headers) },
    LOCALES,
  );
}

describe('preferred edition', () => {
  it('takes the edition query parameter first, then preferredEdition', () => {
    const all = { cookie: 'fly_preferred_edition=de', 'x-edition': 'de' };
    expect(edition('edition=fr&preferredEdition=de', all)).toBe('fr');
    expect(edition('preferredEdition=fr', all)).toBe('fr');
  });

  it('then the fly_preferred_edition cookie, then the x-edition header, then us', () => {
    expect(edition('', { cookie: 'a=1; fly_preferred_edition=fr', 'x-edition': 'de' })).toBe('fr');
    expect(edition('', { 'x-edition': 'de' })).toBe('de');
    expect(edition('')).toBe('us');
  });

  it('skips a value that is not in the locale list', () => {
    expect(edition('edition=zz', { cookie: 'fly_preferred_edition=fr' })).toBe('fr');
    expect(edition('edition=zz', { cookie: 'fly_preferred_edition=../x', 'x-edition': 'EN' })).toBe(
      'us',
    );
  });

  it('uses the configured locale list by default, where only us is an edition', () => {
    const query = new URLSearchParams('edition=fr');
    expect(preferredEdition({ query, headers: new Headers({ 'x-edition': 'de' }) })).toBe('us');
  });

  it('asks the content API for the resolved edition and drops the edition query names', () => {
    const url = new URL('https://bytewire.test/?edition=zz&preferredEdition=us&x=1');
    const request = pageRequestFor(getRoute('front-door'), {}, url, {
      contentOnly: false,
      headers: new Headers({ cookie: 'fly_preferred_edition=us' }),
    });
    expect(request.edition).toBe('us');
    expect(request.query).toEqual({ x: '1' });
  });
});

describe('request device', () => {
  const device = (search: string, headers: Record<string, string> = {}) =>
    requestDevice(new URLSearchParams(search), new Headers(headers));

  it('takes setDevice, then the cdn_device cookie, then the x-device header, then mobile', () => {
    const all = { cookie: 'cdn_device=tablet', 'x-device': 'desktop' };
    expect(device('setDevice=mobile', all)).toBe('mobile');
    expect(device('', all)).toBe('tablet');
    expect(device('', { 'x-device': 'desktop' })).toBe('desktop');
    expect(device('')).toBe('mobile');
  });

  it('accepts only mobile, tablet and desktop', () => {
    expect(device('setDevice=tv', { cookie: 'cdn_device=phone', 'x-device': 'tablet' })).toBe(
      'tablet',
    );
  });

  it('keeps setDevice in cdn_device for 604800 s with SameSite=Lax, Secure and Path=/', () => {
    const header = deviceCookieFor(new URLSearchParams('setDevice=desktop'));
    expect(header).toBeDefined();
    expect(parseSetCookie(header ?? '')).toEqual({
      name: 'cdn_device',
      value: 'desktop',
      maxAge: 604800,
      path: '/',
      secure: true,
      sameSite: 'lax',
    });
    expect(deviceCookieFor(new URLSearchParams('setDevice=tv'))).toBeUndefined();
    expect(deviceCookieFor(new URLSearchParams(''))).toBeUndefined();
  });
});

describe('debounce', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('calls once, 200 ms after the last of a burst of calls', () => {
    const fn = jest.fn();
    const debounced = debounce(fn, 200);
    debounced();
    jest.advanceTimersByTime(150);
    debounced();
    jest.advanceTimersByTime(199);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('drops a pending call on cancel', () => {
    const fn = jest.fn();
    const debounced = debounce(fn, 200);
    debounced();
    debounced.cancel();
    jest.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});
