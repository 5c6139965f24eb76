/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://www.bytewire.example/"}
 *
 * (An https page: the site's cookies are Secure, which jsdom keeps only there.)
 * The consent banner and preferences dialog (spec 001 s8): shown after hydration when the
 * `consent` flag is on and the reader has not chosen; 'Accept all' allows the five categories,
 * 'Reject all' strictly necessary alone, the dialog exactly what is switched on; each choice
 * is kept, tells the store's subscribers and removes the banner.
 */
import { act } from 'react';
import { CONSENT_CATEGORIES } from '../consent-categories';
import { CATEGORY_TEXTS } from '../consent-texts';
import { startConsentPrompt } from '../consent-prompt';
import { CONSENT_COOKIE, ConsentStore, cookieConsentAdapter } from '../consent-store';
import { CONSENT_BANNER_HEIGHT } from './ConsentBanner';

(globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
// The dialog keeps the page's scroll position; jsdom has no scrolling.
window.scrollTo = () => undefined;

const ROOT = {
  flags: { consent: true },
  site: { publicationName: 'Bytewire' },
} as unknown as Parameters<typeof startConsentPrompt>[0];

const banner = () => document.querySelector<HTMLElement>('[data-testid="consent-banner"]');
const button = (name: string, scope: ParentNode = document) =>
  Array.from(scope.querySelectorAll('button')).find((b) => b.textContent === name);
const consentCookie = () =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${CONSENT_COOKIE}=`))
    ?.split('=')[1];

let store: ConsentStore;

beforeEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
  store = new ConsentStore(cookieConsentAdapter);
});
afterEach(() => {
  document.body.innerHTML = '';
});

async function start(root = ROOT) {
  await act(async () => startConsentPrompt(root, store));
}

it('asks a reader who has not chosen, in a region named by its heading', async () => {
  await start();
  const region = banner();
  expect(region).not.toBeNull();
  const heading = document.getElementById(region!.getAttribute('aria-labelledby') ?? '');
  expect(heading?.textContent).toBe('Your privacy choices');
  expect(region!.textContent).toContain('Bytewire uses cookies.');
  expect(button('Accept all')).toBeDefined();
  expect(button('Reject all')).toBeDefined();
  expect(button('Manage preferences')).toBeDefined();
});

it('asks nothing when the consent flag is off, or of a reader who has chosen', async () => {
  await start({ ...ROOT, flags: { consent: false } } as typeof ROOT);
  expect(banner()).toBeNull();
  store.choose([]);
  await start();
  expect(banner()).toBeNull();
});

it('Accept all allows every category, keeps it and goes away', async () => {
  await start();
  const heard = jest.fn();
  store.subscribe(heard);
  await act(async () => button('Accept all')!.click());
  expect(consentCookie()).toBe('C0001.C0002.C0003.C0004.C0005');
  for (const category of Object.values(CONSENT_CATEGORIES)) {
    expect(store.allowed(category)).toBe(true);
  }
  expect(heard).toHaveBeenCalledTimes(1);
  expect(banner()).toBeNull();
  expect(document.querySelector('.consent-prompt')).toBeNull();
});

it('Reject all keeps strictly necessary alone, and counts as a choice', async () => {
  await start();
  await act(async () => button('Reject all')!.click());
  expect(consentCookie()).toBe('C0001');
  expect(store.allowed(CONSENT_CATEGORIES.targeting)).toBe(false);
  expect(banner()).toBeNull();
  // The next page does not ask again.
  await act(async () => startConsentPrompt(ROOT, new ConsentStore(cookieConsentAdapter)));
  expect(banner()).toBeNull();
});

it('the preferences dialog keeps exactly what is switched on; strictly necessary cannot be', async () => {
  await start();
  await act(async () => button('Manage preferences')!.click());
  const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
  const heading = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
  expect(heading?.textContent).toBe('Cookie preferences');
  const box = (id: string) => dialog.querySelector<HTMLInputElement>(`input[name="${id}"]`)!;
  expect(box('C0001').checked).toBe(true);
  expect(box('C0001').disabled).toBe(true);
  for (const id of ['C0002', 'C0003', 'C0004', 'C0005']) expect(box(id).checked).toBe(false);
  await act(async () => box('C0002').click());
  await act(async () => box('C0005').click());
  await act(async () => box('C0005').click());
  await act(async () => box('C0003').click());
  await act(async () => button('Save my choices', dialog)!.click());
  expect(consentCookie()).toBe('C0001.C0002.C0003');
  expect(document.querySelector('[role="dialog"]')).toBeNull();
  expect(banner()).toBeNull();
});

it('closing the dialog leaves the banner asking', async () => {
  await start();
  await act(async () => button('Manage preferences')!.click());
  await act(async () =>
    document
      .querySelector<HTMLButtonElement>('[role="dialog"] button[aria-label="Close"]')!
      .click(),
  );
  expect(document.querySelector('[role="dialog"]')).toBeNull();
  expect(banner()).not.toBeNull();
  expect(consentCookie()).toBeUndefined();
});

it('describes each switch of the dialog with what its category is for', async () => {
  await start();
  await act(async () => button('Manage preferences')!.click());
  const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
  for (const { id, purpose } of CATEGORY_TEXTS) {
    const box = dialog.querySelector<HTMLInputElement>(`input[name="${id}"]`)!;
    const described = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(purpose);
  }
});

it('lifts the terms banner above itself while it shows, so neither covers the other', async () => {
  const height = () => document.documentElement.style.getPropertyValue(CONSENT_BANNER_HEIGHT);
  await start();
  // jsdom lays nothing out: the height is 0 px there, set all the same.
  expect(height()).toBe('0px');
  await act(async () => button('Reject all')!.click());
  expect(height()).toBe('');
});
