/**
 * The root route's data: site data and stylesheets (from the server), header and footer, and
 * the `now` that relative dates count from, so that server and hydrating browser print the
 * same text. It loads on the server only; the browser keeps it (shouldRevalidate: false).
 */
import {
  isContentApiError,
  type ChromeClient,
  type ContentClient,
  type PageRequest,
} from '@bytewire/content-client';
import type { MenuItem, PageFooter, PageHeader } from '@bytewire/contracts';
import { getRoute, matchPath } from '@bytewire/routes';
import type { Device } from '@bytewire/site';
import type { LoaderFunctionArgs, RouterContextProvider } from 'react-router-dom';
import { termsInteracted } from '../browser/cookies';
import { requestDevice } from '../site-context/device';
import { preferredEdition } from '../site-context/edition';
import { requestRestricted } from '../site-context/region';
import { isSeamlessExcludedCrawler } from '../seamless/crawlers';
import {
  chromeClientContext,
  contentClientContext,
  serverRenderContext,
  type ServerRenderData,
} from './load-context';
import { abRootDataOf, type AbRootData } from './ab-root-data';
import { pageRequestFor } from './page-request';
import { vanityMaskOf, type VanityMask } from './vanity-mask-header';

/**
 * `abTests` and `flags`: the gateway's A/B decision for this request (ab-root-data.ts); the
 * browser fires the A/B event for each test once per page load (ab-event.ts).
 */
export interface RootData extends ServerRenderData, AbRootData {
  header?: PageHeader;
  footer?: PageFooter;
  /** The header's menus: the content API's `header_links` for the edition (spec 001 s7). */
  headerLinks: MenuItem[];
  /** Epoch milliseconds of the server render. */
  now: number;
  /** The request's User-Agent is a crawler excluded from seamless scrolling (spec 000 s2). */
  seamlessExcluded: boolean;
  /** The request's preferred edition (chrome/edition), the one the content API is asked for. */
  edition: string;
  /** The request's device (chrome/device); the browser recomputes it on resize. */
  device: Device;

  /** The reader is in the restricted state (spec 001 s1): fewer trackers, no health pages. */
  restricted: boolean;
  /** The request carried the `terms_interacted` cookie: no terms banner (spec 001 s4). */
  termsInteracted: boolean;
  /**
   * Set when the gateway masked a vanity URL (x-vanity-path): the browser remembers it
   * (vanity-masks.ts), so that the address bar's vanity path keeps loading this page.
   */
  vanityMask?: VanityMask;
}

type Chrome = Pick<RootData, 'header' | 'footer'>;

async function chromeOf(client: ContentClient, request: PageRequest): Promise<Chrome> {
  const { header, footer } = await client.getPage(request);
  return { header, footer };
}

/**
 * Header and footer come with the full page of the matched route: the same request as the
 * page loader's, made once per render (see memoize-content-client). A path that is no page,
 * or a page the content API does not know, takes them from the home page. Other failures
 * leave a plain header (the page loader reports them; asking again would double the wait).
 */
async function loadChrome(client: ContentClient, url: URL, headers: Headers): Promise<Chrome> {
  const match = matchPath(url.pathname);
  if (match.kind === 'redirect') return {};
  const home = pageRequestFor(getRoute('front-door'), {}, new URL('/', url), {
    contentOnly: false,
    headers,
  });
  const own =
    match.kind === 'page'
      ? pageRequestFor(match.route, match.params, url, { contentOnly: false, headers })
      : home;
  try {
    return await chromeOf(client, own);
  } catch (error) {
    const unknownPage = own !== home && isContentApiError(error) && error.statusCode === 404;
    return unknownPage ? chromeOf(client, home).catch(() => ({})) : {};
  }
}

/** Spec 001 s8: a failure to load header links is swallowed; the header shows no menus. */
async function loadHeaderLinks(client: ChromeClient | null, edition: string): Promise<MenuItem[]> {
  if (!client) return [];
  return client.getHeaderLinks(edition).catch(() => []);
}

/** Header, footer and menus without links to restricted topics (spec 001 s1). */
async function restrictedChrome(chrome: Chrome, headerLinks: MenuItem[]) {
  const { withoutRestricted } = await import('./restricted-page');
  return { ...withoutRestricted(chrome), headerLinks: withoutRestricted(headerLinks) };
}

export async function rootLoader({
  request,
  context,
}: LoaderFunctionArgs<Readonly<RouterContextProvider>>): Promise<RootData> {
  const server = context.get(serverRenderContext);
  if (server === null) {
    throw new Error('The root data is rendered by the server and hydrated, never loaded here');
  }
  const url = new URL(request.url);
  const edition = preferredEdition({ query: url.searchParams, headers: request.headers });
  const [chrome, headerLinks] = await Promise.all([
    loadChrome(context.get(contentClientContext), url, request.headers),
    loadHeaderLinks(context.get(chromeClientContext), edition),
  ]);
  const seamlessExcluded = isSeamlessExcludedCrawler(request.headers.get('user-agent'));
  const device = requestDevice(url.searchParams, request.headers);

  const terms = termsInteracted(request.headers.get('cookie'));
  const vanityMask = vanityMaskOf(request.headers, url);
  const { abTests, flags } = abRootDataOf(request.headers);
  const restricted = requestRestricted(request, context);
  return {
    ...server,
    ...(restricted ? await restrictedChrome(chrome, headerLinks) : { ...chrome, headerLinks }),
    now: Date.now(),
    seamlessExcluded,
    edition,
    device,
    restricted,
    termsInteracted: terms,
    abTests,
    flags,
    ...(vanityMask ? { vanityMask } : {}),
  };
}
