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
 * `fetch` with a time budget and no redirects followed (a 3xx is returned as it is, spec 000
 * s7). Fails with an `UpstreamError`: 504 when the budget runs out, 502 when the upstream
 * cannot be reached. An abort through the caller's own `signal` is rethrown unchanged.
 * The budget also covers reading the body: past it, reading rejects with a TimeoutError.
 */
export async function fetchWithTimeout(
  url: string | URL,
  init: FetchWithTimeoutInit,
): Promise<Response> {
  const { timeoutMs, upstream = new URL(url).host, signal, fetchImpl = fetch, ...rest } = init;
  const deadline = AbortSignal.timeout(timeoutMs);
  try {
    return await fetchImpl(url, {
      ...rest,
      redirect: 'manual',
      signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
    });
  } catch (error) {
    if (deadline.aborted) throw UpstreamError.timedOut(upstream, timeoutMs, error);
    if (signal?.aborted) throw error;
    throw UpstreamError.unreachable(upstream, error);
  }
}
