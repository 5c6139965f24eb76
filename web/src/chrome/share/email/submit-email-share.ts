/**
 * Posts the email share form (spec 001 s7): POST /user/email-friend/xhr/, urlencoded, with
 * exactly the spec's field names, same-origin credentials (the token cookie goes with it) and
 * a 10 s timeout. The answer becomes one of the spec's s8 messages: any 2xx 'Your e-mail was
 * sent successfully!', any other status 'Error, please try again later' (or, when the
 * endpoint says so in its JSON, 'E-mail format invalid'), and a network failure or timeout
 * 'An unexpected error occurred. Please try again later.'.
 */
import {
  EMAIL_FORMAT_INVALID_MESSAGE,
  EMAIL_SHARE_BODY_FIELDS,
  EMAIL_SHARE_ENDPOINT,
  EMAIL_SHARE_FAILED_MESSAGE,
  EMAIL_SHARE_SENT_MESSAGE,
  EMAIL_SHARE_UNEXPECTED_MESSAGE,
  type EmailShareValues,
} from '@bytewire/contracts';

export const EMAIL_SHARE_TIMEOUT_MS = 10_000;

export interface EmailSharePost {
  values: EmailShareValues;
  token: string;
  title: string;
  url: string;
  captcha: string;
}

export type EmailShareOutcome =
  { ok: true; message: string } | { ok: false; message: string; kind: 'failed' | 'unexpected' };

/** The body, fields in the spec's order. */
export function emailShareBody(post: EmailSharePost): URLSearchParams {
  const F = EMAIL_SHARE_BODY_FIELDS;
  return new URLSearchParams([
    [F.to, post.values.to],
    [F.from, post.values.from],
    [F.name, post.values.name],
    [F.message, post.values.message],
    [F.token, post.token],
    [F.title, post.title],
    [F.url, post.url],
    [F.captcha, post.captcha],
  ]);
}

/** The endpoint's own message for a refused address, if that is what it answered. */
async function refusedAddress(response: Response): Promise<boolean> {
  if (!/\bjson\b/i.test(response.headers.get('content-type') ?? '')) return false;
  try {
    const body: unknown = await response.json();
    return (
      typeof body === 'object' &&
      body !== null &&
      (body as { message?: unknown }).message === EMAIL_FORMAT_INVALID_MESSAGE
    );
  } catch {
    return false;
  }
}

export async function submitEmailShare(
  post: EmailSharePost,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = EMAIL_SHARE_TIMEOUT_MS,
): Promise<EmailShareOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(EMAIL_SHARE_ENDPOINT, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
        accept: 'application/json',
        // An XHR-only endpoint: a header a cross-site form cannot send.
        'x-requested-with': 'XMLHttpRequest',
      },
      body: emailShareBody(post).toString(),
      credentials: 'same-origin',
      cache: 'no-store',
      // A redirect (to a login or error page) is not a success: it comes back as status 0.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { ok: false, kind: 'unexpected', message: EMAIL_SHARE_UNEXPECTED_MESSAGE };
  }
  if (response.status >= 200 && response.status < 300) {
    return { ok: true, message: EMAIL_SHARE_SENT_MESSAGE };
  }
  const message =
    response.status === 400 && (await refusedAddress(response))
      ? EMAIL_FORMAT_INVALID_MESSAGE
      : EMAIL_SHARE_FAILED_MESSAGE;
  return { ok: false, kind: 'failed', message };
}
