/**
 * A browser for the search panel's tests (import this module first): a jsdom window
 * (../support/browser-dom.ts), a fetch that answers the gateway's /api/neutron/* calls
 * from a handler each test sets and records every request, and a memory router with the
 * root data the panel reads (site id, edition).
 */
import { dom } from '../support/browser-dom';
import type { Suggestions, SuggestionItem, TrendingItem } from '@bytewire/contracts';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import type { RootData } from '../../src/app/root-loader';
import { ROOT_ROUTE_ID } from '../../src/app/route-ids';

export { dom };
const globals = globalThis as Record<string, unknown>;

export type Handler = (url: URL) => Response | Promise<Response>;

/** Every URL the page fetched, in order. */
export const requests: URL[] = [];
let handler: Handler = () => json({}, 404);

export function answerWith(next: Handler): void {
  handler = next;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

globals.fetch = async (input: string | URL | Request) => {
  const url = new URL(typeof input === 'string' ? input : 'url' in input ? input.url : input.href);
  requests.push(url);
  return handler(url);
};

export const autosuggestRequests = () =>
  requests.filter((url) => /\/api\/neutron\/finder\/[^/]+\/autosuggest\//.test(url.pathname));
export const trendingRequests = () =>
  requests.filter((url) => url.pathname.endsWith('/listings/trending'));

export function trendingItem(n: number): TrendingItem {
  return {
    id: `t${n}`,
    slug: `trending-${n}`,
    title: `Trending story ${n}`,
    url: `/article/trending-${n}/`,
    image: { id: `i${n}`, path: `/2026/01/01/t${n}.jpg`, imageUrl: `/placeholder/t${n}.jpg` },
    datePublished: { date: '2026-01-01 10:00:00.000000', timezone: 'UTC' },
  };
}

export function suggestionItem(kind: 'story' | 'video', n: number): SuggestionItem {
  return {
    id: `${kind}${n}`,
    slug: `${kind}-${n}`,
    title: `Suggested ${kind} ${n}`,
    url: kind === 'video' ? `/videos/${kind}-${n}/` : `/article/${kind}-${n}/`,
    image: { id: `si${n}`, path: `/2026/01/01/s${n}.jpg`, imageUrl: `/placeholder/s${n}.jpg` },
    topics: [{ id: 'laptops', name: 'Laptops', slug: 'laptops' }],
    primaryTopicName: 'Laptops',
  };
}

export function suggestions(topics: number, stories: number, videos: number): Suggestions {
  const count = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  return {
    topics: count(topics).map((n) => ({ id: `topic${n}`, name: `Topic ${n}`, slug: `topic-${n}` })),
    content: count(stories).map((n) => suggestionItem('story', n)),
    videos: count(videos).map((n) => suggestionItem('video', n)),
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface Mounted {
  container: HTMLElement;
  unmount(): void;
  /** The router's current path and query. */
  location(): string;
}

/** Renders `children` at / under a root route whose data names `siteId`. */
export async function mount(children: ReactNode, siteId: string): Promise<Mounted> {
  const rootData = {
    site: { siteId, publicationName: 'Bytewire', publicUrl: 'http://bytewire.test' },
    edition: 'us',
    now: Date.now(),
  } as unknown as RootData;
  const Shell = () => (
    <>
      {children}
      <Outlet />
      <LocationProbe />
    </>
  );
  const router = createMemoryRouter(
    [
      {
        id: ROOT_ROUTE_ID,
        path: '/',
        loader: () => rootData,
        Component: Shell,
        children: [
          { index: true, element: null },
          { path: 'search/', element: null },
        ],
      },
    ],
    { hydrationData: { loaderData: { [ROOT_ROUTE_ID]: rootData } } },
  );
  const container = document.createElement('div');
  document.body.append(container);
  const root: Root = createRoot(container);
  await act(async () => root.render(<RouterProvider router={router} />));
  return {
    container,
    unmount() {
      act(() => root.unmount());
      container.remove();
    },
    location: () => container.querySelector('[data-testid=location]')?.textContent ?? '',
  };
}

/** Types into a React-controlled input as a reader would: the value, then an input event. */
export async function typeInto(input: HTMLInputElement, value: string): Promise<void> {
  const setter = Object.getOwnPropertyDescriptor(dom.window.HTMLInputElement.prototype, 'value');
  await act(async () => {
    setter?.set?.call(input, value);
    input.dispatchEvent(new dom.window.Event('input', { bubbles: true }));
  });
}

/** Lets `ms` of fake time pass, with React's work and pending answers in between. */
export async function wait(ms: number): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}
