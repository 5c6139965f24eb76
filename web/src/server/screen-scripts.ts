/**
 * The scripts of the screen a page renders (its chunk and the chunks it needs beyond the
 * entry's, from the client build's manifest): the server names them next to the entry so that
 * the browser fetches them alongside it rather than after it has run (screen-modules.ts).
 */
import { getRoute } from '@bytewire/routes';
import type { ClientEntry } from '@bytewire/ssr-contract';
import type { StaticHandlerContext } from 'react-router-dom';
import type { PageData } from '../app/page-loader';
import { PAGE_ROUTE_ID } from '../app/route-ids';
import { screenSource } from './screen-files';

export function screenScripts(context: StaticHandlerContext, entry: ClientEntry): string[] {
  // A failed page route shows its error boundary, which is in the entry.
  const page = context.loaderData[PAGE_ROUTE_ID] as PageData | undefined;
  if (!page || context.errors?.[PAGE_ROUTE_ID]) return [];
  const source = screenSource(getRoute(page.routeName).screen);
  return [...(entry.lazyModules?.[source] ?? [])];
}
