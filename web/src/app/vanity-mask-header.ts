/**
 * The mask the gateway reports in x-vanity-path (spec 000 s4 step 6): the vanity path and
 * query the reader asked for, while the request URL is the target's. Only the gateway sets
 * the header (it drops a client's); still checked: a site path, at most 2048 characters, no
 * control characters. Anything else is ignored.
 */
import { MAX_VANITY_PATH_LENGTH, VANITY_PATH_HEADER } from '@bytewire/vanity';

export interface VanityMask {
  /** The vanity path and query, as the address bar shows them. */
  path: string;
  /** The page's own path and query (the request URL's). */
  target: string;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

function isSitePath(value: string): boolean {
  return (
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    value.length <= MAX_VANITY_PATH_LENGTH &&
    !CONTROL.test(value)
  );
}

export function vanityMaskOf(headers: Headers, url: URL): VanityMask | undefined {
  const path = headers.get(VANITY_PATH_HEADER);
  if (path === null || !isSitePath(path)) return undefined;
  return { path, target: `${url.pathname}${url.search}` };
}
