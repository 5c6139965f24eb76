/**
 * The email share form's captcha (spec 001 s3), one that works with no outside host: ALTCHA's
 * proof of work. `GET /user/email-friend/challenge/` answers a signed challenge (and sets the
 * form token cookie when it is missing); the browser finds the counter whose SHA-256 starts
 * with the asked prefix (Web Crypto, altcha-lib's web algorithm) and posts, as `captcha`, the
 * base64 JSON of challenge and solution, which the newsletter proxy checks and spends once.
 * The challenge is fetched under @bytewire/http-client's policy (no redirect followed).
 */
import { fetchJson, isHttpClientError } from '@bytewire/http-client';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

export const EMAIL_SHARE_CHALLENGE_ENDPOINT = '/user/email-friend/challenge/';
/** The challenge request's timeout; solving has its own (a few hundred ms is the norm). */
export const CHALLENGE_TIMEOUT_MS = 10_000;
export const SOLVE_TIMEOUT_MS = 30_000;

/** Only a challenge of the expected shape is worked on: the answer is an upstream's. */
function isChallenge(value: unknown): value is Challenge {
  if (typeof value !== 'object' || value === null) return false;
  const parameters = (value as { parameters?: unknown }).parameters;
  if (typeof parameters !== 'object' || parameters === null) return false;
  const { algorithm, nonce, salt, keyPrefix } = parameters as Record<string, unknown>;
  return (
    typeof algorithm === 'string' &&
    /^SHA-(256|384|512)$/.test(algorithm) &&
    typeof nonce === 'string' &&
    typeof salt === 'string' &&
    typeof keyPrefix === 'string' &&
    // A prefix this long would keep the reader's browser busy for minutes: not ours.
    /^[0-9a-f]{1,6}$/i.test(keyPrefix)
  );
}

/** Base64 of UTF-8 JSON, as the endpoint decodes it. */
function encoded(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** What is used to fetch: the browser's fetch, or a test's. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** Fetches a challenge and solves it: the `captcha` value to post. Rejects on any failure. */
export async function solveEmailShareCaptcha(fetchImpl: FetchLike = fetch): Promise<string> {
  const { json: challenge } = await fetchJson(EMAIL_SHARE_CHALLENGE_ENDPOINT, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    cache: 'no-store',
    timeoutMs: CHALLENGE_TIMEOUT_MS,
    fetchImpl: fetchImpl as typeof fetch,
  }).catch((error: unknown) => {
    throw isHttpClientError(error) && error.kind === 'status'
      ? new Error(`captcha challenge answered ${error.status}`)
      : error;
  });
  if (!isChallenge(challenge)) throw new Error('captcha challenge of an unknown shape');
  const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  if (!solution) throw new Error('captcha not solved in time');
  return encoded({ challenge, solution });
}
