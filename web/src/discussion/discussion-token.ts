/**
 * The discussion service's single sign-on token (spec 001 s3, s7, s8): a signed-in reader
 * with no token gets one from `POST /api/neutron/users/{site}/{discussion}/authenticate`
 * (read at `data.data.item.disqusToken.remoteAuthS3`). Signing out of the site posts
 * `.../logout` (the same base) while the access token still works; the empty-user token it
 * answers is what the embed gets next, so the discussion service signs the reader out too.
 * Kept for the tab's session, so that every article of a visit does not ask again.
 */
import { readersApi } from '../auth/readers-api';

export const DISCUSSION_TOKEN_KEY = 'bytewire_discussion_token';
/** The logout path of the service the reader signed on to (set with the token). */
const LOGOUT_PATH_KEY = 'bytewire_discussion_logout';
/** The empty-user token that signs the reader out of the discussion service. */
const SIGNED_OUT_TOKEN_KEY = 'bytewire_discussion_signed_out';
/** Signing out of the site waits this long at most for the discussion service's sign-out. */
export const DISCUSSION_LOGOUT_TIMEOUT_MS = 2000;

export type DiscussionEndpoint = 'authenticate' | 'logout' | 'comments';

/** The readers' API paths of the discussion service (spec 001 s7), and its recent comments. */
export const discussionPath = (site: string, shortname: string, endpoint: DiscussionEndpoint) =>
  `/api/neutron/users/${encodeURIComponent(site)}/${encodeURIComponent(shortname)}/${endpoint}`;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (privacy settings): the token is asked for on every load.
    return undefined;
  }
}

export interface TokenReader {
  loggedIn: boolean;
  accessToken: () => Promise<string | undefined>;
}

type TokenAnswer = { data?: { data?: { item?: { disqusToken?: { remoteAuthS3?: unknown } } } } };

const tokenOf = (answer: TokenAnswer): string => {
  const token = answer.data?.data?.item?.disqusToken?.remoteAuthS3;
  return typeof token === 'string' ? token : '';
};

/**
 * The `remote_auth_s3` for the embed: the reader's (stored, else asked for); for a signed-out
 * reader the sign-out token of their last sign-out in this tab, else ''; '' too when none can
 * be had (the embed then shows the discussion to a guest).
 */
export async function discussionToken(
  reader: TokenReader,
  site: string,
  shortname: string,
  fetchImpl?: typeof fetch,
): Promise<string> {
  const store = storage();
  if (!reader.loggedIn) {
    store?.removeItem(DISCUSSION_TOKEN_KEY);
    return store?.getItem(SIGNED_OUT_TOKEN_KEY) ?? '';
  }
  const stored = store?.getItem(DISCUSSION_TOKEN_KEY);
  if (stored) return stored;
  try {
    const accessToken = await reader.accessToken();
    if (!accessToken) return '';
    const token = tokenOf(
      await readersApi<TokenAnswer>(
        discussionPath(site, shortname, 'authenticate'),
        accessToken,
        { method: 'POST' },
        fetchImpl,
      ),
    );
    if (token === '') return '';
    store?.setItem(DISCUSSION_TOKEN_KEY, token);
    store?.setItem(LOGOUT_PATH_KEY, discussionPath(site, shortname, 'logout'));
    store?.removeItem(SIGNED_OUT_TOKEN_KEY);
    return token;
  } catch (error) {
    console.warn('discussion sign-on failed', error);
    return '';
  }
}

/**
 * Signs the reader out of the discussion service they signed on to in this tab, if any: posts
 * its logout with the access token (the site's sign-out waits for it at most
 * DISCUSSION_LOGOUT_TIMEOUT_MS) and keeps the answered token for the next embed. Never throws:
 * a failure leaves the discussion service's own session to expire.
 */
export async function signOutOfDiscussion(
  accessToken: string | undefined,
  fetchImpl?: typeof fetch,
): Promise<void> {
  const store = storage();
  const path = store?.getItem(LOGOUT_PATH_KEY);
  store?.removeItem(DISCUSSION_TOKEN_KEY);
  store?.removeItem(LOGOUT_PATH_KEY);
  if (!path || !accessToken) return;
  try {
    const token = tokenOf(
      await readersApi<TokenAnswer>(
        path,
        accessToken,
        { method: 'POST', timeoutMs: DISCUSSION_LOGOUT_TIMEOUT_MS },
        fetchImpl,
      ),
    );
    if (token !== '') store?.setItem(SIGNED_OUT_TOKEN_KEY, token);
  } catch (error) {
    console.warn('discussion sign-out failed', error);
  }
}
