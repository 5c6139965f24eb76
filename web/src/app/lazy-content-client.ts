/**
 * The browser's content client (browser-content-client.ts), loaded on first use: the client and
 * its check of the answers (the composer answer's schema, with zod) are needed by the first
 * client navigation or seamless page, never to show and hydrate the page that was loaded. A
 * chunk that fails to load reloads the page once (spec 000 s8), like a screen's.
 */
import type { BrowserContentClient } from './browser-content-client';
import { withChunkReload } from './chunk-reload';

const clients = new Map<string, BrowserContentClient>();

const loadModule = withChunkReload(() => import('./browser-content-client'));

export function lazyContentClient(siteId: string): BrowserContentClient {
  let client = clients.get(siteId);
  if (!client) {
    const load = async () => (await loadModule()).sameOriginContentClient(siteId);
    client = {
      getPage: async (request) => (await load()).getPage(request),
      getSeamless: async (request) => (await load()).getSeamless(request),
    };
    clients.set(siteId, client);
  }
  return client;
}
