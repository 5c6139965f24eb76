/**
 * The site id and edition the header's calls are made for. Optional root data: the root error
 * boundary renders the header without it, and then the defaults hold.
 */
import { DEFAULT_EDITION, DEFAULT_SITE_ID } from '@bytewire/site';
import { useRouteLoaderData } from 'react-router-dom';
import type { RootData } from '../../app/root-loader';
import { ROOT_ROUTE_ID } from '../../app/route-ids';

export interface ChromeSite {
  siteId: string;
  edition: string;
}

export function useChromeSite(): ChromeSite {
  const root = useRouteLoaderData<RootData>(ROOT_ROUTE_ID);
  return {
    siteId: root?.site.siteId ?? DEFAULT_SITE_ID,
    edition: root?.edition ?? DEFAULT_EDITION,
  };
}
