/**
 * The signed-in reader's APIs on the site's own origin (the gateway forwards them to the
 * newsletter proxy), with the access token. Spec 001 s7's client wrapper: 12000 ms, no
 * redirects followed (@bytewire/http-client's policy: `boundedFetch`).
 */
import { boundedFetch } from '@bytewire/http-client';
import type { Profile } from './auth-types';

export const READERS_API_TIMEOUT_MS = 12_000;

export class ReadersApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ReadersApiError';
  }
}

/**
 * Calls one of the readers' APIs; the JSON answer, or a ReadersApiError with its message (a
 * redirect, not followed, is one of status 0). No answer in time, or none at all, rejects with
 * @bytewire/http-client's HttpClientError (`timeout`, `unreachable`). `timeoutMs` shortens the
 * budget of a call that must not hold the reader up.
 */
export async function readersApi<T>(
  path: string,
  token: string,
  init: { method?: string; body?: unknown; timeoutMs?: number } = {},
  fetchImpl: typeof fetch = fetch,
): Promise<T> {
  const response = await boundedFetch(path, {
    method: init.method ?? 'GET',
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    credentials: 'same-origin',
    timeoutMs: init.timeoutMs ?? READERS_API_TIMEOUT_MS,
    fetchImpl,
  });
  const answer = (await response.json().catch(() => ({}))) as { message?: unknown };
  if (!response.ok) {
    const message =
      typeof answer.message === 'string' ? answer.message : `status ${response.status}`;
    throw new ReadersApiError(response.status, message);
  }
  return answer as T;
}

export const profilePath = (site: string) =>
  `/api/neutron/users/rna/${encodeURIComponent(site)}/user`;

/** Spec 000 s7: the profile is read at `data.data.item`. */
export async function fetchProfile(
  site: string,
  token: string,
  fetchImpl?: typeof fetch,
): Promise<Profile> {
  const answer = await readersApi<{ data?: { data?: { item?: Profile } } }>(
    profilePath(site),
    token,
    {},
    fetchImpl,
  );
  const profile = answer.data?.data?.item;
  if (!profile) throw new ReadersApiError(502, 'the profile answer has no data.data.item');
  return profile;
}
