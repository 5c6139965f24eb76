/**
 * The layout of the page being shown (spec 001 s2 "Layouts"): the route's layout from the route
 * table, `default` for a name the app does not know, and `error` while the page route shows an
 * error (its loader threw, so it has no data), back to the route's own on the next page that
 * loads. Header settings come from the route metadata showHeader and showLargeHeader (both on
 * when a route does not say).
 */
import { getRoute, type LayoutName, type RouteDefinition } from '@bytewire/routes';
import { useMatches } from 'react-router-dom';
import type { PageData } from '../app/page-loader';
import { PAGE_ROUTE_ID } from '../app/route-ids';

/** The layouts the site frame draws; AMP documents are rendered apart (amp/amp-render.tsx). */
const FRAME_LAYOUTS: readonly LayoutName[] = ['default', 'empty', 'error'];

export interface PageLayout {
  layout: LayoutName;
  showHeader: boolean;
  showLargeHeader: boolean;
  /** The route shown, when its page loaded. */
  route?: RouteDefinition;
}

export function layoutOf(name: string | undefined): LayoutName {
  return (FRAME_LAYOUTS as readonly (string | undefined)[]).includes(name)
    ? (name as LayoutName)
    : 'default';
}

export function pageLayoutOf(data: PageData | undefined): PageLayout {
  if (!data) return { layout: 'error', showHeader: true, showLargeHeader: false };
  const route = getRoute(data.routeName);
  return {
    layout: layoutOf(route.layout),
    showHeader: route.showHeader !== false,
    showLargeHeader: route.showLargeHeader !== false,
    route,
  };
}

export function usePageLayout(): PageLayout {
  const page = useMatches().find((match) => match.id === PAGE_ROUTE_ID);
  return pageLayoutOf(page?.loaderData as PageData | undefined);
}

/** Spec 001 s2: a route whose name contains sponsored-article hides the skybox ad. */
export function showsSkybox(route: RouteDefinition | undefined): boolean {
  return !route?.name.includes('sponsored-article');
}
