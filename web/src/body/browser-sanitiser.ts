/**
 * The browser's sanitiser: DOMPurify over the page's own window. DOMPurify (about 10 KB
 * gzipped) is a chunk of its own, fetched only by pages that render upstream HTML: before
 * hydration when the server's document holds some (SAFE_HTML_MARKER), and alongside the data
 * of the first client navigation. Pages without upstream HTML (home, doors) never load it.
 */
import type { Sanitiser } from './sanitise';
import { SAFE_HTML_MARKER, type SanitiserSource } from './sanitiser-context';

let loaded: Sanitiser | undefined;
let loading: Promise<Sanitiser> | undefined;

function load(): Promise<Sanitiser> {
  // DOMPurify and the site's rules (links, shortcodes): one chunk, never one without the other.
  loading ??= import('./dompurify-sanitiser').then(({ createWindowSanitiser }) => {
    loaded = createWindowSanitiser();
    return loaded;
  });
  return loading;
}

export const browserSanitiserSource: SanitiserSource = { ready: () => loaded, load };

/** Whether the server's document holds sanitised HTML (then hydration needs DOMPurify). */
export function documentHasSafeHtml(doc: Document): boolean {
  return doc.querySelector(`[${SAFE_HTML_MARKER}]`) !== null;
}
