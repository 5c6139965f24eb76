/**
 * Posts the email share form (spec 001 s7): POST /user/email-friend/xhr/, urlencoded, with
 * exactly the spec's field names, same-origin credentials (the token cookie goes with it) and
 * a 10 s timeout (browser/post-form.ts, under @bytewire/http-client's policy). The answer
 * becomes one of the spec's s8 messages: any 2xx 'Your e-mail was sent successfully!', any other status 'Error, please try again later' (or, when the
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
import { isSent, postForm, refusalMessage } from '../../../browser/post-form';

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

export async function submitEmailShare(
  post: EmailSharePost,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = EMAIL_SHARE_TIMEOUT_MS,
): Promise<EmailShareOutcome> {
  let response: Response;
  try {
    response = await postForm(EMAIL_SHARE_ENDPOINT, emailShareBody(post), { timeoutMs }, fetchImpl);
  } catch {
    return { ok: false, kind: 'unexpected', message: EMAIL_SHARE_UNEXPECTED_MESSAGE };
  }
  if (isSent(response)) return { ok: true, message: EMAIL_SHARE_SENT_MESSAGE };
  // The endpoint's answer for an address it refused is the one refusal the form names.
  const message =
    response.status === 400 && (await refusalMessage(response)) === EMAIL_FORMAT_INVALID_MESSAGE
      ? EMAIL_FORMAT_INVALID_MESSAGE
      : EMAIL_SHARE_FAILED_MESSAGE;
  return { ok: false, kind: 'failed', message };
}
