/**
 * "Load more" of a listing component (spec 000 s7: "component ... load-more follows the next
 * link and appends items"). The next link is an API path of the component endpoint, e.g.
 * /api/neutron/composer/bytewire/components/tag/editors-choice/tag?pageNumber=2&edition=us,
 * answered by the gateway (which adds the API key) with `{ data: PageComponent }`.
 *
 * The link comes from upstream data, so it is checked before it is followed: only a path of
 * the content API on the page's own origin is requested, with the content timeout and no
 * redirects followed (spec 000 s7), and the answer is checked like a page answer: the
 * component's shell, then its content cleaned by its type, by hand (no zod in this chunk).
 */
import {
  ApiResponseError,
  cleanComponentContent,
  isComponentShell,
  expectProperties,
  expectedPropertyMessage,
  type PageComponent,
  type Paging,
} from '@bytewire/contracts';
import { requestJson } from '@bytewire/content-client';
import { CONTENT_REQUEST_TIMEOUT_MS } from '@bytewire/site';

/** The only paths a next link may name. */
const API_PREFIX = '/api/neutron/';

export class LoadMoreError extends Error {
  override readonly name = 'LoadMoreError';
}

/** The URL of a next link on `origin`, or undefined when the link is not a content API path. */
export function nextLinkUrl(href: string | undefined, origin: string): URL | undefined {
  if (!href || !href.startsWith(API_PREFIX) || href.includes('\\')) return undefined;
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return undefined;
  }
  // `..` segments are resolved away by URL: what is left must still be under the API prefix.
  return url.origin === new URL(origin).origin && url.pathname.startsWith(API_PREFIX)
    ? url
    : undefined;
}

export interface FetchComponentOptions {
  /** The page's origin (the gateway); next links are requested there. */
  origin: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/**
 * The component a next link answers with; throws LoadMoreError (a link off the content API),
 * ContentApiError (no answer in time, a failed status or redirect, not JSON) or
 * ApiResponseError (not a component with items).
 */
export async function fetchNextPage(
  href: string | undefined,
  options: FetchComponentOptions,
): Promise<PageComponent> {
  const url = nextLinkUrl(href, options.origin);
  if (!url) throw new LoadMoreError('The next link is not a content API path of this site');
  // The content API's one GET: its timeout over the whole exchange, no redirects followed.
  const { json } = await requestJson({
    href: url.href,
    headers: {},
    timeoutMs: options.timeoutMs ?? CONTENT_REQUEST_TIMEOUT_MS,
    fetchImpl: options.fetchImpl ?? fetch,
  });
  expectProperties(json, ['data.meta.componentType', 'data.errors', 'data.items']);
  const { data } = json;
  if (!isComponentShell(data)) throw new ApiResponseError(expectedPropertyMessage('data'));
  if (!Array.isArray(data.items)) throw new ApiResponseError(expectedPropertyMessage('data.items'));
  const component = { ...data };
  cleanComponentContent(component);
  return component;
}

/** What a listing shows so far. */
export interface ListState<T> {
  items: readonly T[];
  paging?: Paging;
  nextHref?: string;
}

export function initialListState<T>(component: PageComponent, items: readonly T[]): ListState<T> {
  return { items, paging: component.paging, nextHref: component.meta.links?.next?.href };
}

/**
 * The list with a further page appended: its items (`itemsOf` the further page, none twice,
 * by `keyOf`), the paging widened to cover both pages, and the further page's own next link.
 */
export function appendPage<T>(
  state: ListState<T>,
  next: PageComponent,
  itemsOf: (component: PageComponent) => readonly T[],
  keyOf: (item: T) => string,
): ListState<T> {
  const seen = new Set(state.items.map(keyOf));
  const added = itemsOf(next).filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const paging: Paging | undefined = state.paging
    ? {
        limit: state.paging.limit + (next.paging?.limit ?? added.length),
        offset: state.paging.offset,
        total: next.paging?.total ?? state.paging.total,
      }
    : next.paging;
  const nextHref = next.errors.length === 0 ? next.meta.links?.next?.href : undefined;
  return { items: [...state.items, ...added], paging, nextHref };
}
