import { Redis } from 'ioredis';
import { compressHtml, PageCacheStore, type PageEntry } from '../src';
import { NEWS_VARIANT } from './support';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const POLICY = { staleWhileRevalidateSeconds: 60, staleIfErrorSeconds: 600 };

describe('PageCacheStore (real Redis)', () => {
  const site = `store-test-${process.pid}-${Date.now()}`;
  const redis = new Redis(REDIS_URL);
  const store = new PageCacheStore(redis, site, POLICY);

  async function entry(html: string, contentIds: string[] = []): Promise<PageEntry> {
    return {
      contentType: 'text/html; charset=utf-8',
      body: await compressHtml(Buffer.from(html)),
      storedAt: Date.now(),
      maxAgeSeconds: 300,
      contentIds,
      variant: NEWS_VARIANT,
    };
  }

  afterAll(async () => {
    const keys = await redis.keys(`bytewire:page-cache:${site}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('stores an entry with a TTL of its max age and stale-if-error bound, and reads it', async () => {
    const stored = await entry('<p>news</p>', ['a1']);
    await store.put('v-news', '/news/', stored);
    expect(await store.get('v-news')).toEqual(stored);
    const ttl = await redis.pttl(`bytewire:page-cache:${site}:e:v-news`);
    expect(ttl).toBeGreaterThan((300 + 600) * 1000 - 5000);
    expect(await store.get('v-unknown')).toBeUndefined();
  });

  it('reads nothing from a broken value', async () => {
    await redis.set(`bytewire:page-cache:${site}:e:v-broken`, 'not an entry');
    expect(await store.get('v-broken')).toBeUndefined();
  });

  it('purges every variant of a path, and no other page', async () => {
    await store.put('v-door-mobile', '/reviews/', await entry('<p>m</p>'));
    await store.put('v-door-desktop', '/reviews/', await entry('<p>d</p>'));
    await store.put('v-other', '/latest/', await entry('<p>o</p>'));
    expect(await store.purgePath('/reviews/')).toBe(2);
    expect(await store.get('v-door-mobile')).toBeUndefined();
    expect(await store.get('v-door-desktop')).toBeUndefined();
    expect(await store.get('v-other')).toBeDefined();
    expect(await store.purgePath('/reviews/')).toBe(0);
  });

  it('purges every page that shows a content id', async () => {
    await store.put('v-home', '/', await entry('<p>home</p>', ['story-1', 'story-2']));
    await store.put('v-story', '/article/one/', await entry('<p>one</p>', ['story-1']));
    await store.put('v-two', '/article/two/', await entry('<p>two</p>', ['story-2']));
    expect(await store.purgeContent('story-1')).toBe(2);
    expect(await store.get('v-home')).toBeUndefined();
    expect(await store.get('v-story')).toBeUndefined();
    expect(await store.get('v-two')).toBeDefined();
  });

  it('does not index content ids that could not be keys, nor purge by them', async () => {
    await store.put('v-odd', '/odd/', await entry('<p>odd</p>', ['bad id*', 'ok-id']));
    expect(await redis.exists(`bytewire:page-cache:${site}:c:bad id*`)).toBe(0);
    expect(await store.purgeContent('bad id*')).toBe(0);
    expect(await store.purgeContent('ok-id')).toBe(1);
  });

  it('lets one render hold a variant at a time, released only by its own token', async () => {
    expect(await store.isLocked('v-locked')).toBe(false);
    const token = await store.lock('v-locked', 5000);
    expect(token).toBeDefined();
    expect(await store.isLocked('v-locked')).toBe(true);
    expect(await store.lock('v-locked', 5000)).toBeUndefined();
    await store.unlock('v-locked', 'someone-else');
    expect(await store.lock('v-locked', 5000)).toBeUndefined();
    await store.unlock('v-locked', token!);
    expect(await store.lock('v-locked', 5000)).toBeDefined();
  });
});
