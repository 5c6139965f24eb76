/**
 * The browser's content client: same origin, because the gateway answers /api/neutron/* and
 * adds the API key there, so the key never reaches the browser. One per site id, shared by the
 * router's loaders and seamless scrolling.
 */
import {
  createContentClient,
  type ContentClient,
  type SeamlessClient,
} from '@bytewire/content-client';

export type BrowserContentClient = ContentClient & SeamlessClient;

const clients = new Map<string, BrowserContentClient>();

export function sameOriginContentClient(siteId: string): BrowserContentClient {
  let client = clients.get(siteId);
  if (!client) {
    client = createContentClient({ baseUrl: window.location.origin, siteId });
    clients.set(siteId, client);
  }
  return client;
}
