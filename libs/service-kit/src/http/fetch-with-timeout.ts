import { boundedFetch, isHttpClientError } from '@bytewire/http-client';
import { UpstreamError } from './upstream-error';

export interface FetchWithTimeoutInit extends Omit<RequestInit, 'redirect'> {
  /** Budget of the whole call, headers and body; then the call is aborted. */
  timeoutMs: number;
  /** Name of the upstream in errors; the URL's host when absent. */
  upstream?: string;
  /** The fetch to call: the global one unless told (e.g. `UpstreamMetrics.timedFetch`). */
  fetchImpl?: typeof fetch;
}

/**
 * `fetch` under the policy of @bytewire/http-client (`boundedFetch`): a time budget and no
 * redirects followed (a 3xx is returned as it is, spec 000 s7). Fails with an
 * `UpstreamError`: 504 when the budget runs out, 502 when the upstream cannot be reached. An
 * abort through the caller's own `signal` is rethrown unchanged. The budget also covers
 * reading the body: past it, reading rejects with a TimeoutError.
 */
export async function fetchWithTimeout(
  url: string | URL,
  init: FetchWithTimeoutInit,
): Promise<Response> {
  const { timeoutMs, upstream = new URL(url).host, ...rest } = init;
  try {
    return await boundedFetch(url, { ...rest, timeoutMs });
  } catch (error) {
    if (!isHttpClientError(error)) throw error;
    if (error.kind === 'timeout') throw UpstreamError.timedOut(upstream, timeoutMs, error.cause);
    throw UpstreamError.unreachable(upstream, error.cause);
  }
}
