/**
 * Where a seamless item lives and how its page is loaded. The item's url is taken when it is a
 * link to this site that the route table accepts; else its type and slug choose the route. Only
 * articles, reviews and videos follow (spec 000 s2): an item of any other screen, or one whose
 * url leads off the site, is skipped. The page comes from the content API through the same
 * client and request rules as the page loader, and only a page that loaded without component
 * errors is shown (a renamed or missing item is skipped, not redirected to).
 */
import type { ContentClient, SeamlessListItem } from '@bytewire/content-client';
import { resolveComponentErrors } from '@bytewire/contracts';
import {
  matchPath,
  routeForLink,
  type PathMatch,
  type RouteDefinition,
  type RouteParams,
  type ScreenName,
} from '@bytewire/routes';
import { DEFAULT_EDITION } from '@bytewire/site';
import type { PageContent } from '../app/page-loader';
import { pageRequestFor } from '../app/page-request';
import { linkTarget } from '../content/link-target';

export const SEAMLESS_SCREENS: readonly ScreenName[] = ['article', 'review', 'video'];

export interface SeamlessTarget {
  /** Site-relative path, as the address bar shows it once the page is the current one. */
  path: string;
  route: RouteDefinition;
  params: RouteParams;
}

function followable(path: string, match: PathMatch): SeamlessTarget | undefined {
  if (match.kind !== 'page' || !SEAMLESS_SCREENS.includes(match.route.screen)) return undefined;
  return { path, route: match.route, params: match.params };
}

function fromUrl(url: string | undefined, siteOrigin: string): SeamlessTarget | undefined {
  const target = linkTarget(url, siteOrigin);
  if (target.kind !== 'internal') return undefined;
  // The page's own path: query and fragment of a listing url are not the page's.
  const { pathname } = new URL(target.to, siteOrigin);
  return followable(pathname, matchPath(pathname));
}

function fromTypeAndSlug(item: SeamlessListItem): SeamlessTarget | undefined {
  if (!item.type || !item.slug) return undefined;
  const link = routeForLink({ type: item.type, slug: item.slug });
  return link ? followable(link.path, matchPath(link.path)) : undefined;
}

export function seamlessTarget(
  item: SeamlessListItem,
  siteOrigin: string,
): SeamlessTarget | undefined {
  return fromUrl(item.url, siteOrigin) ?? fromTypeAndSlug(item);
}

/** The item's page without header and footer, or undefined when it cannot be shown. */
export async function loadSeamlessPage(
  client: ContentClient,
  target: SeamlessTarget,
  siteOrigin: string,
): Promise<PageContent | undefined> {
  const request = pageRequestFor(target.route, target.params, new URL(target.path, siteOrigin), {
    contentOnly: true,
  });
  const page = await client.getPage(request);
  if (resolveComponentErrors(page, DEFAULT_EDITION).kind !== 'ok') return undefined;
  const { header: _header, footer: _footer, ...content } = page;
  return content;
}
