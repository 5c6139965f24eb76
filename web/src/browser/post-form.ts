/**
 * How the site's mail forms (email-a-friend, contact) post: urlencoded, same-origin
 * credentials (the form token's cookie goes with it), the header of an XHR-only endpoint (one
 * a cross-site form cannot send), never cached, under @bytewire/http-client's policy
 * (`boundedFetch`): redirects not followed (a redirect to a login or error page is not a
 * success: it comes back as status 0), within the caller's time budget and signal. A network
 * failure or timeout rejects (an HttpClientError, `unreachable` or `timeout`; an abort by the
 * caller's signal as it is).
 */
import { boundedFetch } from '@bytewire/http-client';

export interface PostDeadline {
  /** Budget of the post, its answer included. */
  timeoutMs: number;
  /** The caller's own deadline, when the post is one step of a longer exchange. */
  signal?: AbortSignal;
}

export function postForm(
  endpoint: string,
  body: URLSearchParams,
  deadline: PostDeadline,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  return boundedFetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
    },
    body: body.toString(),
    credentials: 'same-origin',
    cache: 'no-store',
    ...deadline,
    fetchImpl,
  });
}

/** Whether an answer is a success to tell the reader (any 2xx, spec 001 s8). */
export const isSent = (response: Response): boolean =>
  response.status >= 200 && response.status < 300;

/** The endpoint's own message of a refusal, when it gave a short one in JSON. */
export async function refusalMessage(response: Response): Promise<string | undefined> {
  if (!/\bjson\b/i.test(response.headers.get('content-type') ?? '')) return undefined;
  try {
    const body: unknown = await response.json();
    const message = (body as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message.length <= 200 ? message : undefined;
  } catch {
    return undefined;
  }
}
