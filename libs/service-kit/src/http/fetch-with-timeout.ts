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
/**
 * A failed exchange of @bytewire/http-client as the upstream's error: 504 when the budget ran
 * out, else 502 (no answer, a status not taken, a body too large or not the shape expected).
 * Anything else (an abort through the caller's own signal) is answered unchanged.
 */
export function upstreamErrorOf(error: unknown, upstream: string, timeoutMs: number): unknown {
  if (!isHttpClientError(error)) return error;
  switch (error.kind) {
    case 'timeout':
      return UpstreamError.timedOut(upstream, timeoutMs, error.cause);
    case 'unreachable':
      return UpstreamError.unreachable(upstream, error.cause);
    case 'status':
      return new UpstreamError(upstream, 502, `${upstream} answered ${error.status}`);
    default:
      return new UpstreamError(
        upstream,
        502,
        error.tooLarge ? `${upstream} answered too large a body` : `${upstream} ${error.message}`,
        { cause: error.cause },
      );
  }
}

export async function fetchWithTimeout(
  url: string | URL,
  init: FetchWithTimeoutInit,
): Promise<Response> {
  const { timeoutMs, upstream = new URL(url).host, ...rest } = init;
  try {
    return await boundedFetch(url, { ...rest, timeoutMs });
  } catch (error) {
    throw upstreamErrorOf(error, upstream, timeoutMs);
  }
}
