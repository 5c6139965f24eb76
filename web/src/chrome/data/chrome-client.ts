/**
 * One same-origin ChromeClient per site id for the browser (see same-origin-chrome-client.ts).
 * The client and its checks of the answers load on the first call (a menu or the search panel
 * opening), never to show and hydrate a page; a chunk that fails to load reloads the page once
 * (spec 000 s8), like a screen's.
 */
import type { ChromeClient } from '@bytewire/content-client';
import { withChunkReload } from '../../app/chunk-reload';

const clients = new Map<string, ChromeClient>();

const loadModule = withChunkReload(() => import('./same-origin-chrome-client'));

export function chromeClientFor(siteId: string): ChromeClient {
  let client = clients.get(siteId);
  if (!client) {
    let real: Promise<ChromeClient> | undefined;
    const load = () =>
      (real ??= loadModule().then(
        (m) => m.sameOriginChromeClient(siteId),
        (error: unknown) => {
          // Not kept: the next call tries the import again.
          real = undefined;
          throw error;
        },
      ));
    client = {
      getHeaderLinks: async (edition) => (await load()).getHeaderLinks(edition),
      getTrending: async (edition) => (await load()).getTrending(edition),
      getSuggestions: async (query, edition) => (await load()).getSuggestions(query, edition),
    };
    clients.set(siteId, client);
  }
  return client;
}
