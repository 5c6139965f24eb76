/**
 * The browser entry: hydrates the server's document. createBrowserRouter picks up the
 * hydration data StaticRouterProvider wrote (window.__staticRouterHydrationData, errors
 * included), so hydration runs no loader. Later navigations load data client-side through the
 * same-origin content client.
 */
import { createContentClient, type ContentClient } from '@bytewire/content-client';
import { DEFAULT_SITE_ID } from '@bytewire/site';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterContextProvider, RouterProvider } from 'react-router-dom';
import { contentClientContext } from './app/load-context';
import type { RootData } from './app/root-loader';
import { ROOT_ROUTE_ID } from './app/route-ids';
import { routes } from './app/routes';
import './styles/index.css';

let contentClient: ContentClient | undefined;

/** The gateway answers the content API on this origin and adds the API key. */
function sameOriginClient(): ContentClient {
  if (!contentClient) {
    const root = router.state.loaderData[ROOT_ROUTE_ID] as RootData | undefined;
    contentClient = createContentClient({
      baseUrl: window.location.origin,
      siteId: root?.site.siteId ?? DEFAULT_SITE_ID,
    });
  }
  return contentClient;
}

const router = createBrowserRouter(routes, {
  getContext: () =>
    new RouterContextProvider(new Map([[contentClientContext, sameOriginClient()]])),
});

hydrateRoot(
  document,
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
