/**
 * Where an upstream may send a reader: the rules a forwarding passes redirects by
 * (`Forwarding.passRedirects`); any other upstream redirect is a bad answer (502), so that no
 * upstream can be made into an open redirect.
 */
import { parseResizeTarget } from '@bytewire/media';

/** Characters browsers strip or read as '/' in a location, which would change where it goes. */
function hasAmbiguousCharacters(location: string): boolean {
  for (const char of location) {
    const code = char.charCodeAt(0);
    if (code <= 0x20 || code === 0x7f || char === '\\') return true;
  }
  return false;
}

/**
 * A location on this site, read the same way by every browser: one '/' and then no '/' or
 * '\' (which make '//host'), no whitespace or control characters (which browsers strip).
 */
export function isSiteRelative(location: string): boolean {
  return location[0] === '/' && location[1] !== '/' && !hasAmbiguousCharacters(location);
}

/**
 * A signed resize URL (`{http(s) origin}/resize/{signature}{path}?{params}`, spec 000 s7): what
 * render's signing redirect answers. The host is render's configured image host, never the
 * reader's input; the rule still refuses anything but a resize target on an http(s) origin.
 */
export function isResizeLocation(location: string): boolean {
  if (hasAmbiguousCharacters(location)) return false;
  let url: URL;
  try {
    url = new URL(location);
  } catch {
    return false;
  }
  const origin = `${url.protocol}//${url.host}`;
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    location.startsWith(`${origin}/`) &&
    url.hash === '' &&
    parseResizeTarget(location.slice(origin.length)) !== undefined
  );
}
