/**
 * The react-router tree of the AMP documents: the app's two route ids (routes.tsx) with AMP
 * elements. The static handler's result (loader data, matches) is keyed by route id, so the
 * AMP renderer renders the data the app's own loaders loaded, through these elements instead.
 */
import type { RouteObject } from 'react-router-dom';
import { PAGE_ROUTE_ID, ROOT_ROUTE_ID } from '../app/route-ids';
import { AmpDocument } from './AmpDocument';
import { AmpPage } from './AmpPage';

export const ampRoutes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    Component: AmpDocument,
    children: [{ id: PAGE_ROUTE_ID, path: '*', Component: AmpPage }],
  },
];
