/**
 * The root route's error boundary: the layout itself failed, so it renders the document with
 * a plain frame and whatever root data there is.
 */
import { DEFAULT_PUBLICATION_NAME } from '@bytewire/site';
import { useRouteError, useRouteLoaderData } from 'react-router-dom';
import { errorStatus } from '../app/error-status';
import type { RootData } from '../app/root-loader';
import { ROOT_ROUTE_ID } from '../app/route-ids';
import { Document } from '../document/Document';
import { RouteErrorScreen } from '../screens/RouteErrorScreen';
import { ERROR_FRAME, SiteFrame } from './SiteFrame';

export function RootErrorBoundary() {
  const status = errorStatus(useRouteError());
  const root = useRouteLoaderData<RootData>(ROOT_ROUTE_ID);
  const publicationName = root?.site.publicationName ?? DEFAULT_PUBLICATION_NAME;
  return (
    <Document stylesheets={root?.stylesheets ?? []}>
      <title>{publicationName}</title>
      <SiteFrame publicationName={publicationName} frame={ERROR_FRAME}>
        <RouteErrorScreen status={status} />
      </SiteFrame>
    </Document>
  );
}
