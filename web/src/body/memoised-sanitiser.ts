/**
 * A sanitiser that remembers its answers, for the server: every reader of an article asks
 * render for the same upstream HTML, and DOMPurify over jsdom is about a third of an
 * article's render time (see `npm run bench`). Answers are kept by input and options in an
 * LRU bounded by the characters it holds; segments are never changed by their readers.
 */
import { LRUCache } from 'lru-cache';
import type { HtmlSegment, Sanitiser, SanitiseOptions } from './sanitise';

/** Characters of HTML (input and output) kept at most: about 32 MB of UTF-16 strings. */
export const SANITISED_CACHE_MAX_CHARS = 16 * 1024 * 1024;

function keyOf(html: string, { siteOrigin, offers, amp }: SanitiseOptions): string {
  // \u0000 cannot appear in an origin or in JSON: the parts cannot run into each other.
  return `${siteOrigin}\u0000${amp ? 'amp' : ''}\u0000${offers ? JSON.stringify(offers) : ''}\u0000${html}`;
}

function sizeOf(key: string, segments: readonly HtmlSegment[]): number {
  let size = key.length;
  for (const segment of segments) size += segment.kind === 'html' ? segment.html.length : 64;
  return Math.max(1, size);
}

export function memoisedSanitiser(
  sanitise: Sanitiser,
  maxChars = SANITISED_CACHE_MAX_CHARS,
): Sanitiser {
  const answers = new LRUCache<string, HtmlSegment[]>({
    maxSize: maxChars,
    sizeCalculation: (value, key) => sizeOf(key, value),
  });
  return (html, options) => {
    const key = keyOf(html, options);
    let segments = answers.get(key);
    if (!segments) {
      segments = sanitise(html, options);
      // An input bigger than the whole cache is sanitised each time rather than evicting all.
      if (sizeOf(key, segments) <= maxChars) answers.set(key, segments);
    }
    return segments;
  };
}
