/**
 * @jest-environment jsdom
 */
/** The browser's memory of masked vanity URLs (spec 000 s4, s9: 600 s), and the loader URL. */
import { VANITY_MASK_MEMORY_SECONDS } from '@bytewire/vanity';
import { maskedTarget, pageUrlOf, rememberVanityMask } from '../src/app/vanity-masks';

const T0 = 1_750_000_000_000;

describe('vanity mask memory', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.useFakeTimers({ now: T0 });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('remembers the spec value of 600 s', () => {
    expect(VANITY_MASK_MEMORY_SECONDS).toBe(600);
  });

  it('maps the vanity path, by its lookup key, to the target until 600 s have passed', () => {
    rememberVanityMask('/My-Promo?utm_email=x', '/article/target/?ref=1');
    expect(maskedTarget('/my-promo/')).toBe('/article/target/?ref=1');
    expect(maskedTarget('/my-promo')).toBe('/article/target/?ref=1');
    expect(maskedTarget('/other/')).toBeUndefined();
    jest.advanceTimersByTime(599_999);
    expect(maskedTarget('/my-promo/')).toBe('/article/target/?ref=1');
    jest.advanceTimersByTime(1);
    expect(maskedTarget('/my-promo/')).toBeUndefined();
  });

  it('keeps masks in sessionStorage, dropping expired ones on the next write', () => {
    rememberVanityMask('/a/', '/article/a/');
    jest.advanceTimersByTime(601_000);
    rememberVanityMask('/b/', '/article/b/');
    const stored = JSON.parse(sessionStorage.getItem('bytewire.vanity-masks') ?? '{}') as object;
    expect(Object.keys(stored)).toEqual(['/b/']);
  });

  it('gives the loaders the target URL under a remembered vanity path, else the request URL', () => {
    rememberVanityMask('/promo/', '/article/target/?ref=1');
    const masked = pageUrlOf('https://www.bytewire.example/promo/');
    expect(`${masked.pathname}${masked.search}`).toBe('/article/target/?ref=1');
    expect(masked.origin).toBe('https://www.bytewire.example');
    expect(pageUrlOf('https://www.bytewire.example/news/?a=1').href).toBe(
      'https://www.bytewire.example/news/?a=1',
    );
    jest.advanceTimersByTime(600_000);
    expect(pageUrlOf('https://www.bytewire.example/promo/').pathname).toBe('/promo/');
  });

  it('swallows storage failures and still remembers for this page', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => rememberVanityMask('/promo/', '/article/x/')).not.toThrow();
    expect(maskedTarget('/promo/')).toBe('/article/x/');
  });

  it('ignores stored garbage', () => {
    sessionStorage.setItem('bytewire.vanity-masks', 'not json');
    expect(maskedTarget('/promo/')).toBeUndefined();
    sessionStorage.setItem('bytewire.vanity-masks', '{"/promo/":{"target":5,"expires":9e15}}');
    expect(maskedTarget('/promo/')).toBeUndefined();
  });
});
