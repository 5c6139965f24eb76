/**
 * What the composer says of the page the page route loaded (meta: noIndex, relNext, relPrev),
 * for the heads to honour whatever their screen passes; undefined on an error page.
 */
import type { PageMeta } from '@bytewire/contracts';
import { useRouteLoaderData } from 'react-router-dom';
import type { PageData } from '../app/page-loader';
import { PAGE_ROUTE_ID } from '../app/route-ids';

export function usePageMeta(): PageMeta | undefined {
  return (useRouteLoaderData(PAGE_ROUTE_ID) as PageData | undefined)?.page.meta;
}
