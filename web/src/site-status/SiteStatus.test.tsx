/**
 * The site's status page-wide (spec 001 s4, s6), once hydrated: the global overlay while
 * overlay-active is on (`<html data-overlay-active>` while shown), online or offline as the
 * browser says (a polite live region, `<html data-online="false">`), and the developer toolbar
 * in development builds only.
 */
import '../../test/support/browser-dom';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { t } from '../i18n/t-late';
import type { AppRouter } from '../app/app-router';
import { ROOT_ROUTE_ID } from '../app/route-ids';
import { DevToolbarSlot } from './DevToolbarSlot/DevToolbarSlot';
import { OfflineBanner } from './OfflineBanner/OfflineBanner';
import { SiteStatus, startSiteStatus } from './start-site-status';

/** A router's state and subscription, as startSiteStatus reads them. */
function fakeRouter(flags: Record<string, boolean> | undefined) {
  const listeners = new Set<() => void>();
  const router = {
    state: { loaderData: { [ROOT_ROUTE_ID]: { flags } } },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    router: router as unknown as AppRouter,
    navigate(next: Record<string, boolean> | undefined) {
      router.state = { loaderData: { [ROOT_ROUTE_ID]: { flags: next } } };
      for (const listener of listeners) listener();
    },
  };
}

let root: Root | undefined;
let online = true;

beforeAll(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
});

async function mount(element: React.ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(element));
  // The lazily loaded chunk resolves in a later turn.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

async function goOffline(offline: boolean) {
  online = !offline;
  await act(async () => {
    window.dispatchEvent(new window.Event(offline ? 'offline' : 'online'));
  });
}

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  online = true;
  document.body.innerHTML = '';
});

const overlay = () => document.querySelector('[data-testid="site-overlay"]');
const banner = () => document.querySelector<HTMLElement>('[data-testid="offline-banner"]');

describe('the global overlay (spec 001 s4)', () => {
  it('shows while overlayActive is on, its message a status', async () => {
    await mount(<SiteStatus flags={{ overlayActive: true }} />);
    const message = overlay()!.querySelector('[role="status"]')!;
    expect(message.textContent).toBe(t('siteStatus.overlay'));
  });

  it('is not there while the flag is off or absent, whatever other flags say', async () => {
    const cases: (Record<string, boolean> | undefined)[] = [
      undefined,
      {},
      { overlayActive: false },
      { ads: true },
    ];
    for (const flags of cases) {
      await mount(<SiteStatus flags={flags} />);
      expect(overlay()).toBeNull();
      expect(document.documentElement.hasAttribute('data-overlay-active')).toBe(false);
      await act(async () => root?.unmount());
    }
    root = undefined;
  });

  it('marks <html data-overlay-active> while shown, and clears it when the flag goes off', async () => {
    await mount(<SiteStatus flags={{ overlayActive: true }} />);
    expect(overlay()).not.toBeNull();
    expect(document.documentElement.dataset.overlayActive).toBe('true');
    await act(async () => root!.render(<SiteStatus flags={{ overlayActive: false }} />));
    expect(overlay()).toBeNull();
    expect(document.documentElement.hasAttribute('data-overlay-active')).toBe(false);
  });
});

describe('online or offline (spec 001 s4)', () => {
  it('shows nothing online, in the server HTML or once hydrated', async () => {
    expect(renderToStaticMarkup(<OfflineBanner />)).not.toContain(t('siteStatus.offline'));
    await mount(<OfflineBanner />);
    expect(banner()!.textContent).toBe('');
    expect(banner()!.hasAttribute('data-offline')).toBe(false);
    expect(document.documentElement.hasAttribute('data-online')).toBe(false);
  });

  it('follows the browser offline and back online, in a polite live region', async () => {
    await mount(<OfflineBanner />);
    const region = banner()!;
    expect(region.getAttribute('aria-live')).toBe('polite');
    await goOffline(true);
    // The same region, present before the message: screen readers announce the change.
    expect(banner()).toBe(region);
    expect(region.textContent).toBe('You are offline. Some content may not load.');
    expect(region.dataset.offline).toBe('true');
    expect(document.documentElement.dataset.online).toBe('false');
    await goOffline(false);
    expect(region.textContent).toBe('');
    expect(document.documentElement.hasAttribute('data-online')).toBe(false);
  });

  it('starts offline when the browser already is, after hydration', async () => {
    online = false;
    await mount(<OfflineBanner />);
    expect(banner()!.textContent).toBe(t('siteStatus.offline'));
  });

  it('is started after hydration in a root of its own, following the flags of each page', async () => {
    const { router, navigate } = fakeRouter({});
    let stop: () => void = () => undefined;
    await act(async () => {
      stop = startSiteStatus(router);
    });
    expect(banner()).not.toBeNull();
    expect(overlay()).toBeNull();
    await goOffline(true);
    expect(banner()!.textContent).toBe(t('siteStatus.offline'));
    await act(async () => navigate({ overlayActive: true }));
    expect(overlay()).not.toBeNull();
    await act(async () => navigate({}));
    expect(overlay()).toBeNull();
    await act(async () => stop());
    expect(document.querySelector('[data-site-status]')).toBeNull();
  });
});

describe('the developer toolbar (spec 001 s6)', () => {
  it('is loaded only behind the development build guard', () => {
    const source = readFileSync(path.join(__dirname, 'dev-toolbar.ts'), 'utf8');
    // The one import of the toolbar, inside the branch a production build replaces by null.
    expect(source).toMatch(
      /export const LazyDevToolbar = import\.meta\.env\.DEV\s*\?\s*lazy\(\(\) =>\s*import\('\.\/DevToolbar\/DevToolbar'\)/,
    );
    expect(source).toMatch(/:\s*null;\s*$/);
    for (const file of ['DevToolbarSlot/DevToolbarSlot.tsx', 'start-site-status.tsx']) {
      expect(readFileSync(path.join(__dirname, file), 'utf8')).not.toMatch(
        /from '\.\.?\/DevToolbar\/DevToolbar'/,
      );
    }
  });

  it('is not shown where the guard gives no toolbar (a production build)', async () => {
    expect(renderToStaticMarkup(<DevToolbarSlot />)).toBe('');
    await mount(<DevToolbarSlot />);
    expect(document.querySelector('[data-testid="dev-toolbar"]')).toBeNull();
  });
});
