/**
 * The react-router tree: a root layout route (site data, header, footer) and one splat route
 * for every page; see page-loader.ts for why the route table, not react-router, matches paths.
 */
import type { RouteObject } from 'react-router-dom';
import { RootErrorBoundary } from '../layout/RootErrorBoundary';
import { RootLayout } from '../layout/RootLayout';
import { PageErrorBoundary } from '../screens/PageErrorBoundary';
import { PageRoute } from '../screens/PageRoute';
import { pageLoader } from './page-loader';
import { rootLoader } from './root-loader';
import { PAGE_ROUTE_ID, ROOT_ROUTE_ID } from './route-ids';

export const routes: RouteObject[] = [
  {
    // Pathless: under a path of its own, the splat child would not match '/'.
    id: ROOT_ROUTE_ID,
    loader: rootLoader,
    // Site data, header and footer do not change between pages of one visit.
    shouldRevalidate: () => false,
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    children: [
      {
        id: PAGE_ROUTE_ID,
        path: '*',
        loader: pageLoader,
        Component: PageRoute,
        ErrorBoundary: PageErrorBoundary,
      },
    ],
  },
];
