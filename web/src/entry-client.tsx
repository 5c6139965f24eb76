/**
 * The browser entry: hydrates the server's document. createBrowserRouter picks up the
 * hydration data the server wrote (app/router-hydration-data.ts, errors included), so
 * hydration runs no loader. Later navigations load data client-side through the
 * same-origin content client.
 */
// First, so that the global styles (reset, tokens, the article body's upstream HTML) come
// before every component's own stylesheet (`*.module.css`) in the bundle.
import './styles/index.css';
import type { ContentClient } from '@bytewire/content-client';
import { getRoute } from '@bytewire/routes';
import { DEFAULT_SITE_ID } from '@bytewire/site';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  type DataRouter,
  type RouterContext,
  RouterContextProvider,
  RouterProvider,
} from 'react-router-dom';
import { lazyContentClient } from './app/lazy-content-client';
import { installChunkReloadGuard, withChunkReload } from './app/chunk-reload';
import { setAppRouter } from './app/app-router';
import { installClientLinks } from './app/client-links';
import { hydratedRootData } from './app/hydrated-root';
import { contentClientContext, restrictedContext } from './app/load-context';
import type { PageData } from './app/page-loader';
import type { RootData } from './app/root-loader';
import { PAGE_ROUTE_ID, ROOT_ROUTE_ID } from './app/route-ids';
import { routes } from './app/routes';
import { adoptRouterHydrationData, type RouterHydrationWindow } from './app/router-hydration-data';
import { rememberVanityMask } from './app/vanity-masks';
import { ImageResizeContext, type ImageResize } from './images/image-resize';
import { browserImageResize, pageSignatures } from './images/page-signatures';
import { browserSanitiserSource, readServerSanitisedHtml } from './body/browser-sanitiser';
import { SanitiserProvider } from './body/sanitiser-context';
import { loadScreenFor } from './screens/screen-modules';

// First: a chunk that fails to load from here on reloads the page (spec 000 s8).
installChunkReloadGuard();

function rootData(router: DataRouter): RootData | undefined {
  return router.state.loaderData[ROOT_ROUTE_ID] as RootData | undefined;
}

/** The gateway answers the content API on this origin and adds the API key. */
function sameOriginClient(router: DataRouter): ContentClient {
  return lazyContentClient(rootData(router)?.site.siteId ?? DEFAULT_SITE_ID);
}

/** The image hosts (root data) and the signatures the server wrote into the page. */
function imageResize(router: DataRouter): ImageResize | null {
  const images = rootData(router)?.site.images;
  if (!images) return null;
  return browserImageResize(images.hosts, pageSignatures(document));
}

function hydrate(router: DataRouter): void {
  // In a transition, React hydrates in slices of about 5 ms, yielding to the browser between
  // them, instead of one task as long as the whole page (the article's largest blocking task).
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <SanitiserProvider source={browserSanitiserSource}>
          <ImageResizeContext value={imageResize(router)}>
            <RouterProvider router={router} />
          </ImageResizeContext>
        </SanitiserProvider>
      </StrictMode>,
    );
  });
  // The site's plain links (SiteLink) navigate in the app from here on.
  installClientLinks(window, (to, options) => void router.navigate(to, options));
}

/**
 * The chunk of the screen the server rendered (see screens/screen-modules.ts; the server
 * preloads it). None when the page route failed: its error boundary is in this bundle.
 */
function loadHydratedScreen(router: DataRouter): Promise<unknown> | undefined {
  const page = router.state.loaderData[PAGE_ROUTE_ID] as PageData | undefined;
  if (!page) return undefined;
  const route = getRoute(page.routeName);
  return withChunkReload(() => loadScreenFor(route.screen, { ...page, route }))();
}

function start(): void {
  adoptRouterHydrationData(document, window as RouterHydrationWindow);
  // Upstream HTML hydrates from what the server rendered: no DOMPurify for this page.
  readServerSanitisedHtml(document);
  // A masked vanity URL (root data from the server): remembered before the router reads the
  // location, so that every load of the vanity path gets the target's page (app/vanity-masks).
  const hydratedRoot = hydratedRootData();
  if (hydratedRoot?.vanityMask) {
    rememberVanityMask(hydratedRoot.vanityMask.path, hydratedRoot.vanityMask.target);
  }
  const router: DataRouter = createBrowserRouter(routes, {
    getContext: () =>
      new RouterContextProvider(
        new Map<RouterContext, unknown>([
          [contentClientContext, sameOriginClient(router)],
          [restrictedContext, rootData(router)?.restricted === true],
        ]),
      ),
  });
  // For what the page starts once hydrated (app/after-hydration.ts: the A/B event, analytics).
  setAppRouter(router);

  // Hydration must print what the server printed, so it waits for the page's screen (a chunk
  // of its own). A failed load still hydrates: the page route loads its screen again.
  const screen = loadHydratedScreen(router);
  if (screen) void screen.catch(() => undefined).then(() => hydrate(router));
  else hydrate(router);
  // The next page may hold upstream HTML: fetch DOMPurify alongside its data.
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle')
      void browserSanitiserSource.load().catch(() => undefined);
  });
}

// React loads this entry as an async module, which may run before the parser has reached the
// end of the document, where the router's hydration data and the image signatures are.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', start, { once: true });
} else {
  start();
}
