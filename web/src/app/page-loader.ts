/**
 * The page route's loader. The one route table (@bytewire/routes) decides which route a path
 * is: react-router's own ranking cannot express the table's parameter rules (digits-only page
 * numbers, the topic1 set), so the react-router tree is a root layout plus one splat route
 * whose loader asks `matchPath`, and the element picks the screen the route names.
 */
import { isContentApiError, type ContentClient, type PageRequest } from '@bytewire/content-client';
import { resolveComponentErrors, type Page } from '@bytewire/contracts';
import {
  buildPath,
  matchPath,
  type RouteDefinition,
  type RouteName,
  type RouteParams,
} from '@bytewire/routes';
import { VANITY_NOT_FOUND_HEADER } from '@bytewire/vanity';
import { redirect, type LoaderFunctionArgs, type RouterContextProvider } from 'react-router-dom';
import { contentClientContext, serverRenderContext } from './load-context';
import { pageRequestFor } from './page-request';
import { isPaidRoute } from './paid-routes';
import { notFound, routeError } from './route-errors';
import { pageUrlOf } from './vanity-masks';
import { preferredEdition } from '../site-context/edition';
import { requestRestricted } from '../site-context/region';

/** The page without header and footer: the root data holds those. */
export type PageContent = Omit<Page, 'header' | 'footer'>;

export interface PageData {
  /** The route's name, not the route: route definitions hold RegExps, which do not serialise. */
  routeName: RouteName;
  params: RouteParams;
  page: PageContent;
}

async function fetchPage(client: ContentClient, request: PageRequest): Promise<Page> {
  try {
    return await client.getPage(request);
  } catch (error) {
    // 404 from the content API: the 404 page; timeouts and bad answers: 504 or 502.
    if (isContentApiError(error)) throw routeError(error.statusCode, error.message);
    throw error;
  }
}

/**
 * Spec 000 s4 and s8, spec 001 s8: a renamed slug (301), or a slug this edition lacks whose
 * availableOn names the edition's own (404), redirects to the slug for the current edition. Only a route whose
 * content slug comes from its path can move; anything else (a door, a static page) or a path
 * that would not change has nowhere to send the reader, and a redirect would loop.
 */
function renamedPath(route: RouteDefinition, params: RouteParams, slug: string, current: string) {
  const { slug: source } = route.content;
  if (typeof source === 'string' || source.param !== 'slug') throw notFound();
  let path: string;
  try {
    path = buildPath(route.name, { ...params, slug });
  } catch {
    // The new slug breaks the route's rules.
    throw notFound();
  }
  if (path === current) throw notFound();
  return path;
}

export async function pageLoader({
  request,
  context,
}: LoaderFunctionArgs<Readonly<RouterContextProvider>>): Promise<PageData> {
  // The gateway's NOT_FOUND vanity entry (spec 000 s4 step 5): the 404 page, route or not.
  if (request.headers.get(VANITY_NOT_FOUND_HEADER) === '1') throw notFound();
  // A remembered vanity mask loads its target's page under the vanity path.
  const url = pageUrlOf(request.url);
  const match = matchPath(url.pathname);
  if (match.kind === 'redirect') throw redirect(`${match.location}${url.search}`, 301);
  if (match.kind === 'not-found') throw notFound();

  const { route, params } = match;
  // The browser already holds header and footer in the root data.
  const contentOnly = context.get(serverRenderContext) === null;
  const page = await fetchPage(
    context.get(contentClientContext),
    pageRequestFor(route, params, url, { contentOnly, headers: request.headers }),
  );

  // The edition the content API was asked for: its availableOn entry is the one to follow.
  const edition = preferredEdition({ query: url.searchParams, headers: request.headers });
  const outcome = resolveComponentErrors(page, edition);
  if (outcome.kind === 'redirect') {
    throw redirect(`${renamedPath(route, params, outcome.slug, url.pathname)}${url.search}`, 301);
  }
  if (outcome.kind === 'not-found') throw notFound(outcome.message);
  if (outcome.kind === 'error') throw routeError(outcome.status, outcome.message);
  if (isPaidRoute(route.name)) {
    // Its own chunk: only the paid routes need the route choice of a story.
    const { unsponsoredStoryPath } = await import('./paid-content');
    const unsponsored = unsponsoredStoryPath(route, page);
    if (unsponsored) throw redirect(`${unsponsored}${url.search}`, 301);
  }

  const { header: _header, footer: _footer, ...content } = page;
  if (requestRestricted(request, context)) {
    // Its own chunk: only the restricted state's readers need it (spec 001 s1).
    const { restrictedPage } = await import('./restricted-page');
    return { routeName: route.name, params, page: restrictedPage(route.name, params, content) };
  }
  return { routeName: route.name, params, page: content };
}
