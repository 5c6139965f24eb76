/**
 * The scripts of the screen a page renders (its chunk and the chunks it needs beyond the
 * entry's, from the client build's manifest; and the product modules' for a page whose stories
 * hold some): the server names them next to the entry so that
 * the browser fetches them alongside it rather than after it has run (screen-modules.ts).
 */
import { getRoute } from '@bytewire/routes';
import type { ClientEntry } from '@bytewire/ssr-contract';
import type { StaticHandlerContext } from 'react-router-dom';
import type { PageData } from '../app/page-loader';
import { PAGE_ROUTE_ID } from '../app/route-ids';
import { PRODUCT_MODULES_SOURCE, pageNeedsProductModules } from '../body/product-modules-loader';
import { showsOwnScreen } from '../screens/screen-modules';
import { GENERIC_SCREEN_SOURCE, screenSource } from './screen-files';

export function screenScripts(context: StaticHandlerContext, entry: ClientEntry): string[] {
  // A failed page route shows its error boundary, which is in the entry.
  const page = context.loaderData[PAGE_ROUTE_ID] as PageData | undefined;
  if (!page || context.errors?.[PAGE_ROUTE_ID]) return [];
  // The generic page screen's when the route's own does not show the page (its loader loaded both).
  const route = getRoute(page.routeName);
  const source = showsOwnScreen(route.screen, { ...page, route })
    ? screenSource(route.screen)
    : GENERIC_SCREEN_SOURCE;
  const parts = pageNeedsProductModules(page.page) ? [PRODUCT_MODULES_SOURCE] : [];
  return [...new Set([source, ...parts].flatMap((key) => entry.lazyModules?.[key] ?? []))];
}
