/**
 * The discussion service's single sign-on token (spec 001 s3, s7, s8): a signed-in reader
 * with no token gets one from `POST /api/neutron/users/{site}/{discussion}/authenticate`
 * (read at `data.data.item.disqusToken.remoteAuthS3`); a signed-out reader's token is cleared.
 * Kept for the tab's session, so that every article of a visit does not ask again.
 */
import { readersApi } from '../auth/readers-api';

export const DISCUSSION_TOKEN_KEY = 'bytewire_discussion_token';

export const discussionAuthPath = (site: string, shortname: string, action: 'authenticate') =>
  `/api/neutron/users/${encodeURIComponent(site)}/${encodeURIComponent(shortname)}/${action}`;

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

/**
 * The `remote_auth_s3` for the embed: the reader's (stored, else asked for), or '' for a
 * signed-out reader (whose stored token is cleared) or when none can be had (the embed then
 * shows the discussion to a guest).
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
    return '';
  }
  const stored = store?.getItem(DISCUSSION_TOKEN_KEY);
  if (stored) return stored;
  try {
    const accessToken = await reader.accessToken();
    if (!accessToken) return '';
    const answer = await readersApi<{
      data?: { data?: { item?: { disqusToken?: { remoteAuthS3?: unknown } } } };
    }>(
      discussionAuthPath(site, shortname, 'authenticate'),
      accessToken,
      { method: 'POST' },
      fetchImpl,
    );
    const token = answer.data?.data?.item?.disqusToken?.remoteAuthS3;
    if (typeof token !== 'string' || token === '') return '';
    store?.setItem(DISCUSSION_TOKEN_KEY, token);
    return token;
  } catch (error) {
    console.warn('discussion sign-on failed', error);
    return '';
  }
}
