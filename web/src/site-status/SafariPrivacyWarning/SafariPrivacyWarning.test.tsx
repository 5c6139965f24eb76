/**
 * The Safari privacy warning (spec 001 s8): in Safari with cross-site tracking prevention, the
 * member and sign-in screens say that it blocks joining the TV guide property and suggest
 * changing the setting, another browser or the mobile app; the removed direct-download link is
 * text only.
 */
import '../../../test/support/browser-dom';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { crossSiteTrackingBlocked, isSafari } from '../safari-privacy';
import { SafariPrivacyWarning } from './SafariPrivacyWarning';

const UA = {
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80',
  edgeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/124.0.2478.89 Mobile/15E148 Safari/605.1.15',
  firefoxIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
};

const withApi = { hasStorageAccess: async () => true };

describe('Safari detection', () => {
  it('knows Safari on macOS and iOS', () => {
    expect(isSafari(UA.safariMac)).toBe(true);
    expect(isSafari(UA.safariIphone)).toBe(true);
  });

  it('does not take Chrome, Chromium, Edge or other browsers naming Safari for it', () => {
    for (const ua of [
      UA.chromeMac,
      UA.chromeIphone,
      UA.edge,
      UA.edgeIphone,
      UA.firefoxIphone,
      UA.androidChrome,
      UA.firefox,
      '',
    ]) {
      expect(isSafari(ua)).toBe(false);
    }
  });

  it('sees tracking prevention where Safari has the Storage Access API', async () => {
    await expect(crossSiteTrackingBlocked(UA.safariMac, withApi)).resolves.toBe(true);
    // An older Safari, without the API (nor the blocking), and other browsers: no warning.
    await expect(crossSiteTrackingBlocked(UA.safariMac, {})).resolves.toBe(false);
    await expect(crossSiteTrackingBlocked(UA.chromeMac, withApi)).resolves.toBe(false);
  });
});

describe('the warning', () => {
  let root: Root | undefined;
  const doc = document as unknown as { hasStorageAccess?: () => Promise<boolean> };

  async function mount(userAgent: string) {
    Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
    doc.hasStorageAccess = async () => true;
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root!.render(<SafariPrivacyWarning />));
  }

  afterEach(async () => {
    await act(async () => root?.unmount());
    root = undefined;
    delete doc.hasStorageAccess;
    document.body.innerHTML = '';
  });

  const warning = () =>
    document.querySelector<HTMLElement>('[data-testid="safari-privacy-warning"]');

  it('is not in the server HTML: only the browser knows its setting', () => {
    expect(renderToStaticMarkup(<SafariPrivacyWarning />)).toBe('');
  });

  it('says, in Safari, what blocks joining the TV guide and the three ways round it', async () => {
    await mount(UA.safariIphone);
    const shown = warning()!;
    const heading = shown.querySelector('h2')!;
    expect(shown.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(heading.textContent).toBe('Safari is blocking joining the TV guide');
    expect(shown.textContent).toContain('Prevent cross-site tracking');
    expect([...shown.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      "turn off Prevent cross-site tracking in Safari's Privacy settings,",
      'use another browser,',
      'or use the mobile app.',
    ]);
    // The removed direct-download link: information, not a link.
    expect(shown.textContent).toContain("The app's direct download link has been removed");
    expect(shown.querySelector('a')).toBeNull();
  });

  it('is not shown in Chrome or Edge', async () => {
    await mount(UA.chromeMac);
    expect(warning()).toBeNull();
    await act(async () => root?.unmount());
    await mount(UA.edge);
    expect(warning()).toBeNull();
  });
});
