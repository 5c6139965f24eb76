import type { ChromeClient } from '@bytewire/content-client';
import type { MenuItem } from '@bytewire/contracts';
import { HeaderLinksCache } from '../src/content/header-links-cache';
import type { RenderConfig } from '../src/config/render-config';

function cacheFor(seconds: number): HeaderLinksCache {
  const config = { headerLinksCacheSeconds: seconds } as RenderConfig;
  return new HeaderLinksCache(config);
}

/** A chrome client counting its header-link asks; `fail` makes the next ask fail. */
function countingClient() {
  const asks: string[] = [];
  const state = { fail: false };
  const client: ChromeClient = {
    getHeaderLinks: async (edition) => {
      asks.push(edition);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (state.fail) throw new Error('content API down');
      return [{ linkText: `menu of ${edition}` } as MenuItem];
    },
    getTrending: async () => [],
    getSuggestions: async () => ({ articles: [], topics: [] }) as never,
  };
  return { client, asks, state };
}

describe('HeaderLinksCache', () => {
  it('asks once per edition while the links are fresh, concurrent renders included', async () => {
    const cache = cacheFor(60);
    const { client, asks } = countingClient();
    const wrapped = cache.around(client);
    const [a, b] = await Promise.all([wrapped.getHeaderLinks('us'), wrapped.getHeaderLinks('us')]);
    expect(a).toEqual([{ linkText: 'menu of us' }]);
    expect(b).toEqual(a);
    // Another request's client (another request id) reads the same entry.
    expect(await cache.around(countingClient().client).getHeaderLinks('us')).toEqual(a);
    await wrapped.getHeaderLinks('uk');
    expect(asks).toEqual(['us', 'uk']);
  });

  it('keeps no failure: the next render asks again', async () => {
    const cache = cacheFor(60);
    const { client, asks, state } = countingClient();
    const wrapped = cache.around(client);
    state.fail = true;
    await expect(wrapped.getHeaderLinks('us')).rejects.toThrow('content API down');
    state.fail = false;
    expect(await wrapped.getHeaderLinks('us')).toEqual([{ linkText: 'menu of us' }]);
    expect(asks).toEqual(['us', 'us']);
  });

  it('asks again once the period is over', async () => {
    const cache = cacheFor(1);
    const { client, asks } = countingClient();
    const wrapped = cache.around(client);
    await wrapped.getHeaderLinks('us');
    await wrapped.getHeaderLinks('us');
    expect(asks).toEqual(['us']);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await wrapped.getHeaderLinks('us');
    expect(asks).toEqual(['us', 'us']);
  });

  it('asks on every render with HEADER_LINKS_CACHE_SECONDS=0', async () => {
    const { client, asks } = countingClient();
    const wrapped = cacheFor(0).around(client);
    await wrapped.getHeaderLinks('us');
    await wrapped.getHeaderLinks('us');
    expect(asks).toEqual(['us', 'us']);
  });
});
