/**
 * The browser's sanitiser: DOMPurify over the page's own window, a chunk of its own (about
 * 13 KB gzipped with the site's rules) fetched only when the browser renders upstream HTML
 * itself: alongside the data of a client navigation, or for a seamless story. The page the
 * server rendered hydrates without it, from what the server wrote (hydrated-segments.ts).
 */
import { readHydratedSegments } from './hydrated-segments';
import type { HtmlSegment, Sanitiser } from './sanitise';
import type { SanitiserSource } from './sanitiser-context';

let loaded: Sanitiser | undefined;
let loading: Promise<Sanitiser> | undefined;
let fromServer = new Map<string, HtmlSegment[]>();

function load(): Promise<Sanitiser> {
  // DOMPurify and the site's rules (links, shortcodes): one chunk, never one without the other.
  loading ??= import('./dompurify-sanitiser').then(({ createWindowSanitiser }) => {
    loaded = createWindowSanitiser();
    return loaded;
  });
  return loading;
}

export const browserSanitiserSource: SanitiserSource = {
  ready: () => loaded,
  load,
  hydrated: (id) => fromServer.get(id),
};

/** Reads the server's sanitised HTML from its document: before hydrating, before other scripts run. */
export function readServerSanitisedHtml(doc: Document): void {
  fromServer = readHydratedSegments(doc);
}
