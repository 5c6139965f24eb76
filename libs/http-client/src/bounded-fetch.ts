/**
 * The policy every HTTP call of the site follows (spec 000 s7), in Node and in the browser:
 * the global fetch (or the caller's), one time budget over the whole exchange (connecting, the
 * headers and reading the body), the caller's own signal combined with it, and redirects never
 * followed (a 3xx is an answer like any other; a browser shows it as status 0).
 */
import { HttpClientError } from './http-client-error';

export interface BoundedInit extends Omit<RequestInit, 'signal' | 'redirect'> {
  /** Budget of the whole exchange, body included; past it the call is aborted. */
  timeoutMs: number;
  /** The caller's own signal: its abort is rethrown as it is, never turned into a failure. */
  signal?: AbortSignal | null;
  /** The fetch to call: the global one unless told (a timed fetch, a test's stub). */
  fetchImpl?: typeof fetch;
}

/** An exchange under way: its answer, and how a failure while reading it is told. */
export interface StartedExchange {
  response: Response;
  /** The error to throw for `error`, thrown while reading the body within the same budget. */
  failure(error: unknown): unknown;
}

/** Either signal: AbortSignal.any where there is one (not in every browser the site serves). */
function eitherSignal(first: AbortSignal, second: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([first, second]);
  const controller = new AbortController();
  for (const signal of [first, second]) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

/**
 * Starts one exchange: resolves with the answer whatever its status. Fails with an
 * HttpClientError, `timeout` or `unreachable`; an abort by the caller's signal is rethrown
 * unchanged.
 */
export async function startExchange(
  url: string | URL,
  init: BoundedInit,
): Promise<StartedExchange> {
  const { timeoutMs, signal: caller, fetchImpl = fetch, ...rest } = init;
  // One deadline for connecting, the headers and the body alike: the signal stays with the
  // answer's body, so a body that trickles in is cut off at the same budget.
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = caller ? eitherSignal(caller, deadline) : deadline;
  const href = String(url);

  const failure = (error: unknown): unknown => {
    if (deadline.aborted) {
      return new HttpClientError('timeout', `no answer within ${timeoutMs} ms`, {
        url: href,
        cause: error,
      });
    }
    if (caller?.aborted) return error;
    return new HttpClientError('unreachable', `could not be reached (${String(error)})`, {
      url: href,
      cause: error,
    });
  };

  try {
    // fetchImpl is called on its own, never as a method: a browser's fetch refuses any `this`
    // other than the window.
    const response = await fetchImpl(url, { ...rest, redirect: 'manual', signal });
    return { response, failure };
  } catch (error) {
    throw failure(error);
  }
}

/**
 * fetch under the policy: the answer whatever its status (a 3xx as it is). Fails with an
 * HttpClientError, `timeout` or `unreachable`; an abort by the caller's signal is rethrown
 * unchanged. The budget goes on covering the body: past it, reading the body rejects with the
 * deadline's TimeoutError (a DOMException).
 */
export async function boundedFetch(url: string | URL, init: BoundedInit): Promise<Response> {
  return (await startExchange(url, init)).response;
}
