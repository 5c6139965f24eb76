/**
 * The member area's calls (spec 001 s7): the newsletter list (public, `data.items`), the
 * reader's subscriptions (`data.items`, the first request 2 s after the page asks), journeys
 * (`POST .../journey/{id}`, no body, `data.item.code` Success), the profile (`GET`/`PUT`,
 * `data.data.item`) and the reader's recent comments at the discussion service (`data.items`).
 * Each under @bytewire/http-client's policy (readers-api.ts for the reader's own).
 */
import {
  journeyCode,
  parseNewsletters,
  parseSubscriptions,
  type Newsletter,
  type ReaderProfile,
  type RecentComment,
  type RecentCommentsAnswer,
} from '@bytewire/contracts';
import { fetchJson, isHttpClientError } from '@bytewire/http-client';
import { profilePath, readersApi, READERS_API_TIMEOUT_MS } from '../auth/readers-api';
import { discussionPath } from '../discussion/discussion-token';

export type { Newsletter, RecentComment };

/** Spec 001 s7: subscriptions are asked for 2 s after the page wants them. */
export const SUBSCRIPTIONS_DELAY_MS = 2000;
export const SUCCESS_CODE = 'Success';

const newslettersPath = (site: string) => `/api/neutron/newsletters/${encodeURIComponent(site)}`;

/** The list; rejects on a status other than 2xx (a redirect is 0), no JSON, or no answer in time. */
export async function fetchNewsletters(site: string): Promise<Newsletter[]> {
  const { json } = await fetchJson(newslettersPath(site), {
    headers: { accept: 'application/json' },
    timeoutMs: READERS_API_TIMEOUT_MS,
  }).catch((error: unknown) => {
    throw isHttpClientError(error) && error.kind === 'status'
      ? new Error(`newsletters answered ${error.status}`)
      : error;
  });
  // Checked by hand (contracts newsletter-answers.ts): a newsletter that cannot be offered is left out.
  return parseNewsletters(json);
}

export async function fetchSubscriptions(site: string, token: string): Promise<Set<string>> {
  const answer = await readersApi<unknown>(`${newslettersPath(site)}/subscriptions`, token);
  return parseSubscriptions(answer);
}

/** Runs a journey; true when the answer's code is Success. */
export async function runJourney(site: string, token: string, journeyId: string): Promise<boolean> {
  const answer = await readersApi<unknown>(
    `${newslettersPath(site)}/journey/${encodeURIComponent(journeyId)}`,
    token,
    { method: 'POST' },
  );
  return journeyCode(answer) === SUCCESS_CODE;
}

export type ProfileChanges = Partial<
  Pick<ReaderProfile, 'firstName' | 'lastName' | 'username' | 'email' | 'country'> & {
    currentPassword: string;
    newPassword: string;
    confirmPassword: string;
  }
>;

export async function saveProfile(
  site: string,
  token: string,
  changes: ProfileChanges,
): Promise<ReaderProfile> {
  const answer = await readersApi<{ data?: { data?: { item?: ReaderProfile } } }>(
    profilePath(site),
    token,
    { method: 'PUT', body: changes },
  );
  const profile = answer.data?.data?.item;
  if (!profile) throw new Error('the profile answer has no data.data.item');
  return profile;
}

/** The reader's recent comments, newest first; undefined when the service's API is not set up. */
export async function fetchRecentComments(
  site: string,
  shortname: string,
  token: string,
): Promise<RecentComment[] | undefined> {
  const answer = await readersApi<Partial<RecentCommentsAnswer>>(
    discussionPath(site, shortname, 'comments'),
    token,
  );
  if (answer.data?.configured === false) return undefined;
  return answer.data?.items ?? [];
}
