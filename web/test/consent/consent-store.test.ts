/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://www.bytewire.example/article/best-laptops/"}
 *
 * (An https page: the site's cookies are Secure, which jsdom keeps only there.)
 * The consent store (spec 001 s8): critical is always allowed, nothing else until chosen; a
 * choice is kept in the first-party cookie and every subscriber hears of it; a cookie of
 * unknown ids gives nothing; no cookie is no choice, a whole choice replaces the last.
 */
import { CONSENT_CATEGORIES } from '../../src/consent/consent-categories';
import {
  CONSENT_COOKIE,
  ConsentStore,
  cookieConsentAdapter,
  type ConsentAdapter,
} from '../../src/consent/consent-store';

const clearCookie = () => {
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
};
beforeEach(clearCookie);

describe('ConsentStore', () => {
  it('allows critical only, until the reader chooses', () => {
    const store = new ConsentStore(cookieConsentAdapter);
    expect(store.allowed(CONSENT_CATEGORIES.critical)).toBe(true);
    for (const category of ['C0002', 'C0003', 'C0004', 'C0005'] as const) {
      expect(store.allowed(category)).toBe(false);
    }
  });

  it('keeps an allowed category in the cookie and tells its subscribers', () => {
    const written: string[] = [];
    const adapter: ConsentAdapter = {
      read: () => new Set(),
      write: (allowed) => {
        written.push([...allowed].join('.'));
        cookieConsentAdapter.write(allowed);
      },
    };
    const store = new ConsentStore(adapter);
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.allow(CONSENT_CATEGORIES.functional);
    expect(store.allowed(CONSENT_CATEGORIES.functional)).toBe(true);
    expect(store.allowed(CONSENT_CATEGORIES.targeting)).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(written).toEqual(['C0001.C0003']);
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=C0001.C0003`);
    // A new page (a new store) reads the choice back.
    expect(new ConsentStore(cookieConsentAdapter).allowed(CONSENT_CATEGORIES.functional)).toBe(
      true,
    );
    unsubscribe();
    store.allow(CONSENT_CATEGORIES.social);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=C0001.C0003.C0005`);
  });

  it('ignores ids it does not know in the cookie', () => {
    document.cookie = `${CONSENT_COOKIE}=C0009.admin.C0004; path=/`;
    const store = new ConsentStore(cookieConsentAdapter);
    expect(store.allowed(CONSENT_CATEGORIES.targeting)).toBe(true);
    expect(store.allowed(CONSENT_CATEGORIES.functional)).toBe(false);
  });

  it('knows whether the reader has chosen; a whole choice replaces the last', () => {
    const store = new ConsentStore(cookieConsentAdapter);
    expect(store.chosen()).toBe(false);
    store.choose([CONSENT_CATEGORIES.performance, CONSENT_CATEGORIES.targeting]);
    expect(store.chosen()).toBe(true);
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=C0001.C0002.C0004`);
    store.choose([]);
    expect(store.allowed(CONSENT_CATEGORIES.targeting)).toBe(false);
    // Rejecting everything is a choice too: critical alone.
    const next = new ConsentStore(cookieConsentAdapter);
    expect(next.chosen()).toBe(true);
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=C0001`);
    expect(next.allowed(CONSENT_CATEGORIES.critical)).toBe(true);
    expect(next.allowed(CONSENT_CATEGORIES.performance)).toBe(false);
  });
});
