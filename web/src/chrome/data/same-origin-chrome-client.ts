/**
 * The browser's client of the header's calls (spec 001 s7): same origin, because the gateway
 * answers /api/neutron/* and adds the API key there, so the key never reaches the browser.
 * Loaded on first use through chrome-client.ts, so the entry does not carry it.
 */
import { createChromeClient, type ChromeClient } from '@bytewire/content-client';

export function sameOriginChromeClient(siteId: string): ChromeClient {
  return createChromeClient({ baseUrl: window.location.origin, siteId });
}
