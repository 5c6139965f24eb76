import { IGNORED_QUERY_PARAMS, vanityLookupKey } from '../src';

describe('vanityLookupKey', () => {
  it.each([
    ['/promo/', '/promo/'],
    ['/promo', '/promo/'],
    ['promo', '/promo/'],
    ['/PROMO/Deals', '/promo/deals/'],
    ['/promo/?b=2&a=1', '/promo/?a=1&b=2'],
    ['/promo/?a=2&a=1', '/promo/?a=1&a=2'],
    ['/promo/?utm_email=x&a=1&ftag=y&source=z&medium=m', '/promo/?a=1'],
    ['/promo/?debug=1', '/promo/'],
    ['/promo/#section', '/promo/'],
    ['/promo/?a=1#x', '/promo/?a=1'],
    ['/promo/?', '/promo/'],
  ])('%s → %s', (input, key) => {
    expect(vanityLookupKey(input)).toBe(key);
  });

  it('drops every parameter of spec 000 s5, and only those (names compared as given)', () => {
    const names = [
      'debug',
      'featureEnable',
      'featureDisable',
      'jsDebug',
      'mf_debug_url',
      'setDevice',
      'state',
      'ftag',
      'bhid',
      'mid',
      'cid',
      'utm_email',
      'utm_campaign_id',
      'utm_email_id',
      'utm_newsletter_id',
      'medium',
      'source',
    ];
    expect([...IGNORED_QUERY_PARAMS].sort()).toEqual([...names].sort());
    const query = names.map((n) => `${n}=1`).join('&');
    expect(vanityLookupKey(`/x/?${query}&keep=1&utm_source=2`)).toBe('/x/?keep=1&utm_source=2');
  });

  it('gives one key for every order and spelling of one URL', () => {
    const keys = new Set(
      ['/Promo?b=2&a=1&cid=9', '/promo/?a=1&b=2', '/promo?a=1&state=x&b=2'].map(vanityLookupKey),
    );
    expect([...keys]).toEqual(['/promo/?a=1&b=2']);
  });
});
