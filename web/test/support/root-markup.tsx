/**
 * A component's server markup inside the root route, as a page renders it: components that
 * read the root data (the site, the render's clock) find it. For component tests that need no
 * page around them; `amp` renders the component's AMP form.
 */
import { JSDOM } from 'jsdom';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AmpModeContext } from '../../src/amp/amp-mode';
import type { RootData } from '../../src/app/root-loader';
import { ROOT_ROUTE_ID } from '../../src/app/route-ids';

export const ROOT_DATA = {
  site: {
    siteId: 'bytewire',
    publicationName: 'Bytewire',
    publicUrl: 'https://www.bytewire.example',
  },
  now: Date.parse('2026-11-20T12:00:00Z'),
} as unknown as RootData;

export function rootMarkup(element: ReactNode, { amp = false } = {}): string {
  const router = createMemoryRouter(
    [{ id: ROOT_ROUTE_ID, path: '/', loader: () => ROOT_DATA, element }],
    { hydrationData: { loaderData: { [ROOT_ROUTE_ID]: ROOT_DATA } } },
  );
  const page = <RouterProvider router={router} />;
  return renderToStaticMarkup(
    <AmpModeContext.Provider value={amp}>{page}</AmpModeContext.Provider>,
  );
}

/** The markup as a document fragment, to query by role, label, text or test id. */
export function rootFragment(element: ReactNode, options?: { amp?: boolean }): DocumentFragment {
  return JSDOM.fragment(rootMarkup(element, options));
}
