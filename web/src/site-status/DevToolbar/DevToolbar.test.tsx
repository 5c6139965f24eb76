/**
 * The developer toolbar (spec 001 s6, s9), as a development build shows it: page type, route,
 * flags in effect, A/B buckets, device and consent, with links that toggle each flag
 * (featureEnable / featureDisable) and debug logging (jsDebug).
 */
import '../../../test/support/browser-dom';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import type { RootData } from '../../app/root-loader';
import { PAGE_ROUTE_ID, ROOT_ROUTE_ID } from '../../app/route-ids';
import { DevToolbarSlot } from '../DevToolbarSlot/DevToolbarSlot';
import { debugToggleSearch, flagToggleSearch } from '../dev-toolbar-links';

// A development build: the guard gives the toolbar (Jest cannot load import.meta itself).
jest.mock('../dev-toolbar', () => {
  const { lazy } = jest.requireActual<typeof import('react')>('react');
  return {
    LazyDevToolbar: lazy(() =>
      Promise.resolve(jest.requireActual<typeof import('./DevToolbar')>('./DevToolbar')).then(
        ({ DevToolbar }) => ({ default: DevToolbar }),
      ),
    ),
  };
});

const ROOT_DATA = {
  site: { siteId: 'bytewire', publicationName: 'Bytewire', publicUrl: 'https://b.example' },
  flags: { ads: true, cohesion: false },
  abTests: [{ id: 'newsletter-cta', version: '1', bucket: 'b' }],
} as unknown as RootData;

const PAGE_DATA = { routeName: 'article', params: {}, page: { pageType: 'article' } };

let root: Root | undefined;

async function mount(initial: string) {
  const router = createMemoryRouter(
    [
      {
        id: ROOT_ROUTE_ID,
        path: '/',
        element: <Outlet />,
        children: [{ id: PAGE_ROUTE_ID, path: '*', element: <DevToolbarSlot /> }],
      },
    ],
    {
      initialEntries: [initial],
      hydrationData: { loaderData: { [ROOT_ROUTE_ID]: ROOT_DATA, [PAGE_ROUTE_ID]: PAGE_DATA } },
    },
  );
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<RouterProvider router={router} />));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

const toolbar = () => document.querySelector<HTMLElement>('[data-testid="dev-toolbar"]');
const link = (name: string) =>
  [...toolbar()!.querySelectorAll('a')].find((a) => a.textContent === name)!;

describe('the developer toolbar in a development build (spec 001 s6)', () => {
  it('shows page type, route, device, consent, A/B buckets and flags', async () => {
    await mount('/article/some-story/?ref=x');
    const text = toolbar()!.textContent!;
    expect(text).toContain('Page typearticle');
    expect(text).toContain('Routearticle (/article/some-story/)');
    expect(text).toContain('Devicemobile');
    // No consent cookie: critical alone.
    expect(text).toContain('Consentcritical');
    expect(text).toContain('A/B bucketsnewsletter-cta: b');
    expect(text).toContain('ads: on');
    expect(text).toContain('cohesion: off');
    // Collapsed until opened, so that it covers little of the page.
    expect(toolbar()!.tagName).toBe('DETAILS');
    expect(toolbar()!.hasAttribute('open')).toBe(false);
  });

  it('links each flag to its toggle and debug logging on and off, keeping the query', async () => {
    await mount('/article/some-story/?ref=x');
    expect(link('Disable ads').getAttribute('href')).toBe(
      '/article/some-story/?ref=x&featureDisable=ads',
    );
    expect(link('Enable cohesion').getAttribute('href')).toBe(
      '/article/some-story/?ref=x&featureEnable=cohesion',
    );
    expect(link('on').getAttribute('href')).toBe('/article/some-story/?ref=x&jsDebug=1');
    expect(link('off').getAttribute('href')).toBe('/article/some-story/?ref=x&jsDebug=0');
  });
});

describe('the toolbar links (spec 001 s9)', () => {
  it('moves a flag from one list to the other, keeping the other names', () => {
    expect(flagToggleSearch('?featureEnable=ads,cohesion', 'ads', true)).toBe(
      '?featureEnable=cohesion&featureDisable=ads',
    );
    expect(flagToggleSearch('?featureDisable=ads&featureDisable=consent', 'ads', false)).toBe(
      '?featureDisable=consent&featureEnable=ads',
    );
    // Named once, however often it was.
    expect(flagToggleSearch('?featureDisable=ads,ads', 'ads', true)).toBe('?featureDisable=ads');
  });

  it('sets jsDebug, replacing a value already there', () => {
    expect(debugToggleSearch('', true)).toBe('?jsDebug=1');
    expect(debugToggleSearch('?jsDebug=1&q=a', false)).toBe('?jsDebug=0&q=a');
  });
});
