/**
 * The composer page URL of spec 000 s7:
 * {base}/api/neutron/composer/{site}/pages/{type}/{slug}/{platform}?{query}
 */
import type { PageRequest } from './page-request';

/** The query parameter whose value travels as the preview header (spec 000 s7). */
export const PREVIEW_PARAM = 'hub-preview-version';
export const PREVIEW_HEADER = 'hub-preview-version';
export const DEFAULT_PLATFORM = 'web';

export interface PageUrl {
  url: URL;
  /** The preview version to send as PREVIEW_HEADER, when the query named one. */
  previewVersion?: string;
}

export function pageUrl(baseUrl: string, siteId: string, request: PageRequest): PageUrl {
  const segments = [
    siteId,
    'pages',
    request.type,
    request.slug,
    request.platform ?? DEFAULT_PLATFORM,
  ];
  const path = `/api/neutron/composer/${segments.map(encodeURIComponent).join('/')}`;
  // Concatenated rather than resolved, so that a base URL with a path prefix keeps it.
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}${path}`);

  let previewVersion: string | undefined;
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (name === PREVIEW_PARAM) previewVersion = value;
    else url.searchParams.set(name, value);
  }
  // Spec 000 s7: the edition parameter is added when the route has editions and the query
  // lacks one; a route with editions is one whose caller passes `edition`.
  if (request.edition !== undefined && !url.searchParams.has('edition')) {
    url.searchParams.set('edition', request.edition);
  }
  return { url, previewVersion };
}
