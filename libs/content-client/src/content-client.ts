/**
 * Isomorphic client of the content API's composer pages. On the server it calls the content
 * API directly with the API key; in the browser it calls the same origin (the gateway), which
 * adds the key, so the key never reaches the browser. Every call has a timeout and follows no
 * redirects (spec 000 s7); every failure becomes a ContentApiError.
 */
import {
  NOT_AN_OBJECT_MESSAGE,
  NOT_FOUND_MESSAGE,
  parsePageResponse,
  type Page,
} from '@bytewire/contracts';
import { CONTENT_REQUEST_TIMEOUT_MS } from '@bytewire/site';
import { ContentApiError } from './content-api-error';
import type { PageRequest } from './page-request';
import { PREVIEW_HEADER, pageUrl } from './page-url';

export interface ContentClientOptions {
  /** Origin (and optional path prefix) of the content API, or of the gateway in the browser. */
  baseUrl: string;
  /** Sent as x-api-key; server side only. */
  apiKey?: string;
  siteId: string;
  timeoutMs?: number;
  /** Sent with every request, e.g. the x-request-id of the page request being served. */
  headers?: Readonly<Record<string, string>>;
  fetchImpl?: typeof fetch;
}

export interface ContentClient {
  getPage(request: PageRequest): Promise<Page>;
}

export function createContentClient(options: ContentClientOptions): ContentClient {
  const { baseUrl, apiKey, siteId, timeoutMs = CONTENT_REQUEST_TIMEOUT_MS } = options;
  const fetchImpl = options.fetchImpl ?? fetch;

  async function getPage(request: PageRequest): Promise<Page> {
    const { url, previewVersion } = pageUrl(baseUrl, siteId, request);
    const href = url.toString();
    const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
    if (apiKey !== undefined) headers['x-api-key'] = apiKey;
    if (previewVersion !== undefined) headers[PREVIEW_HEADER] = previewVersion;
    // One signal for the whole exchange: a body that trickles in is cut off at the same budget.
    const signal = AbortSignal.timeout(timeoutMs);

    const failed = (error: unknown, fallback: () => ContentApiError): ContentApiError =>
      // The signal is aborted by the timeout only, so an aborted signal means the budget ran out.
      signal.aborted
        ? new ContentApiError(
            'timeout',
            `Content API did not answer within ${timeoutMs} ms`,
            href,
            undefined,
            { cause: error },
          )
        : fallback();

    let response: Response;
    try {
      response = await fetchImpl(href, { headers, redirect: 'manual', signal });
    } catch (error) {
      throw failed(
        error,
        () =>
          new ContentApiError('unreachable', 'Content API could not be reached', href, undefined, {
            cause: error,
          }),
      );
    }

    if (!response.ok) {
      // Release the connection; the body of a failed answer is of no use.
      await response.body?.cancel().catch(() => undefined);
      if (response.status === 404) {
        throw new ContentApiError('not-found', NOT_FOUND_MESSAGE, href, 404);
      }
      if (response.status === 400) {
        throw new ContentApiError(
          'rejected',
          'Content API refused the request as malformed',
          href,
          400,
        );
      }
      // A redirect is a bad answer too: redirects are never followed (status 0 in browsers).
      throw new ContentApiError(
        'bad-status',
        `Content API answered ${response.status}`,
        href,
        response.status,
      );
    }

    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      throw failed(
        error,
        () =>
          new ContentApiError('invalid-response', NOT_AN_OBJECT_MESSAGE, href, response.status, {
            cause: error,
          }),
      );
    }
    try {
      return parsePageResponse(json).data;
    } catch (error) {
      const message =
        error instanceof Error ? error.message : 'API response is not in the correct format';
      throw new ContentApiError('invalid-response', message, href, response.status, {
        cause: error,
      });
    }
  }

  return { getPage };
}
