/**
 * Sends the contact form: first its token (GET /user/contact/token/ sets the form token
 * cookie, the email share form's), then POST /user/contact/xhr/, urlencoded, same-origin, with
 * the XHR header and a 10 s timeout. Any 2xx is the spec's 'Your e-mail was sent
 * successfully!' (spec 001 s8); a 4xx the endpoint's own message (its checks are the form's,
 * so a reader sees one only when a limit is reached or the form expired), else 'Error, please
 * try again later'; a network failure or timeout 'An unexpected error occurred. Please try
 * again later.'.
 */
import {
  CONTACT_BODY_FIELDS,
  CONTACT_ENDPOINT,
  CONTACT_FAILED_MESSAGE,
  CONTACT_SENT_MESSAGE,
  CONTACT_TOKEN_ENDPOINT,
  CONTACT_UNEXPECTED_MESSAGE,
  type ContactValues,
} from '@bytewire/contracts';
import { boundedFetch } from '@bytewire/http-client';
import { readFormToken } from '../../chrome/share/email/form-token';
import { isSent, postForm, refusalMessage } from '../../browser/post-form';

export const CONTACT_TIMEOUT_MS = 10_000;

export type ContactOutcome = { ok: true; message: string } | { ok: false; message: string };

export async function submitContact(
  values: ContactValues,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = CONTACT_TIMEOUT_MS,
): Promise<ContactOutcome> {
  const F = CONTACT_BODY_FIELDS;
  let response: Response;
  try {
    const signal = AbortSignal.timeout(timeoutMs);
    if (!readFormToken()) {
      const token = await boundedFetch(CONTACT_TOKEN_ENDPOINT, {
        credentials: 'same-origin',
        timeoutMs,
        signal,
        fetchImpl,
      });
      // Only its cookie counts: release the connection.
      await token.body?.cancel().catch(() => undefined);
    }
    const body = new URLSearchParams([
      [F.name, values.name],
      [F.email, values.email],
      [F.subject, values.subject],
      [F.message, values.message],
      [F.token, readFormToken()],
    ]);
    // Within what is left of the one deadline of token and post.
    response = await postForm(CONTACT_ENDPOINT, body, { timeoutMs, signal }, fetchImpl);
  } catch {
    return { ok: false, message: CONTACT_UNEXPECTED_MESSAGE };
  }
  if (isSent(response)) return { ok: true, message: CONTACT_SENT_MESSAGE };
  const own =
    response.status >= 400 && response.status < 500 ? await refusalMessage(response) : undefined;
  return { ok: false, message: own ?? CONTACT_FAILED_MESSAGE };
}
