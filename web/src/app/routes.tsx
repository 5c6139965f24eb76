/**
 * The react-router tree: a root layout route (site data, header, footer) and one splat route
 * for every page; see page-loader.ts for why the route table, not react-router, matches paths.
 */
import { getRoute, matchPath } from '@bytewire/routes';
import type { LoaderFunctionArgs, RouteObject, RouterContextProvider } from 'react-router-dom';
import { RootErrorBoundary } from '../layout/RootErrorBoundary';
import { RootLayout } from '../layout/RootLayout';
import { PageErrorBoundary } from '../screens/PageErrorBoundary';
import { PageRoute } from '../screens/PageRoute';
import { loadScreen, loadScreenFor } from '../screens/screen-modules';
import { withChunkReload } from './chunk-reload';
import type { PageData } from './page-loader';
import { PAGE_ROUTE_ID, ROOT_ROUTE_ID } from './route-ids';
import { pageUrlOf } from './vanity-masks';

/**
 * The page loader, a chunk of its own: hydration runs no loader, so a first load needs none of
 * it (issue 33); client navigations fetch it alongside the screen's chunk.
 */
const loadPageLoader = withChunkReload(() => import('./page-loader'));

/**
 * The page's data with its screen's chunk (see screens/screen-modules.ts), fetched side by
 * side so that a client navigation waits for the slower of the two, not for both in turn; then
 * the generic page screen's when the route's own screen does not show the page. A chunk that
 * fails to load reloads the page once (spec 000 s8).
 */
async function pageWithScreen(
  args: LoaderFunctionArgs<Readonly<RouterContextProvider>>,
): Promise<PageData> {
  const match = matchPath(pageUrlOf(args.request.url).pathname);
  const screen =
    match.kind === 'page' ? withChunkReload(() => loadScreen(match.route.screen))() : undefined;
  const loading = loadPageLoader().then(({ pageLoader }) => pageLoader(args));
  const [data] = await Promise.all([loading, screen]);
  const route = getRoute(data.routeName);
  await withChunkReload(() => loadScreenFor(route.screen, { ...data, route }))();
  return data;
}

export const routes: RouteObject[] = [
  {
    // Pathless: under a path of its own, the splat child would not match '/'.
    id: ROOT_ROUTE_ID,
    // The server's only (the browser hydrates it and never revalidates it): a chunk of its own,
    // so that none of it weighs on the browser's entry.
    loader: async (args) => (await import('./root-loader')).rootLoader(args),
    // Site data, header and footer do not change between pages of one visit.
    shouldRevalidate: () => false,
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    children: [
      {
        id: PAGE_ROUTE_ID,
        path: '*',
        loader: pageWithScreen,
        Component: PageRoute,
        ErrorBoundary: PageErrorBoundary,
      },
    ],
  },
];
