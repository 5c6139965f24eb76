import { randomBytes } from 'node:crypto';
import { compressHtml, encodeEntry, PageCacheStore, type PageEntry } from '../src';
import { deleteMatching, keysMatching, testRedis } from './redis-target';
import { NEWS_VARIANT } from './support';

const POLICY = {
  staleWhileRevalidateSeconds: 60,
  staleIfErrorSeconds: 600,
  maxEntries: 100,
  maxSearchEntries: 10,
};

describe('PageCacheStore (real Redis)', () => {
  const site = `store-test-${process.pid}-${Date.now()}`;
  const redis = testRedis();
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
    await deleteMatching(redis, `bytewire:page-cache:{${site}}:*`);
    await redis.quit();
  });

  it('stores an entry with a TTL of its max age and stale-if-error bound, and reads it', async () => {
    const stored = await entry('<p>news</p>', ['a1']);
    await store.put('v-news', '/news/', stored);
    expect(await store.get('v-news')).toEqual(stored);
    const ttl = await redis.pttl(`bytewire:page-cache:{${site}}:e:v-news`);
    expect(ttl).toBeGreaterThan((300 + 600) * 1000 - 5000);
    expect(await store.get('v-unknown')).toBeUndefined();
  });

  it('reads an entry read before as stored, and a new copy of it (another head) as the new one', async () => {
    const first = await entry('<p>first</p>', ['a1']);
    await store.put('v-again', '/again/', first);
    expect(await store.get('v-again')).toEqual(first);
    expect(await store.get('v-again')).toEqual(first);
    const second = { ...(await entry('<p>second</p>', ['a2'])), storedAt: first.storedAt + 1 };
    await store.put('v-again', '/again/', second);
    expect(await store.get('v-again')).toEqual(second);
    // The same head with another body (the head's bytes alone decide): the body read is this one.
    const third = { ...second, body: await compressHtml(Buffer.from('<p>third</p>')) };
    await store.put('v-again', '/again/', third);
    expect(await store.get('v-again')).toEqual(third);
    await redis.set(`bytewire:page-cache:{${site}}:e:v-again`, 'not an entry');
    expect(await store.get('v-again')).toBeUndefined();
  });

  describe('holding pages', () => {
    // Two replicas of a gateway: each holds the pages it reads, the other one stores.
    const holder = new PageCacheStore(redis, site, POLICY, { heldBytes: 1024 * 1024 });
    const replica = new PageCacheStore(redis, site, POLICY);
    afterEach(() => jest.restoreAllMocks());

    it('serves a page it holds once Redis confirms its head, without Redis sending the page', async () => {
      const stored = await entry('<p>held</p>', ['h1']);
      await replica.put('v-held', '/held/', stored);
      const whole = jest.spyOn(redis, 'getBuffer');
      const heads = jest.spyOn(redis, 'getrangeBuffer');
      expect(await holder.get('v-held')).toEqual(stored);
      expect(await holder.get('v-held')).toEqual(stored);
      expect(await holder.get('v-held')).toEqual(stored);
      expect(whole).toHaveBeenCalledTimes(1);
      expect(heads).toHaveBeenCalledTimes(2);
      // A few hundred bytes, not the page.
      const sent = (await heads.mock.results[1].value) as Buffer;
      expect(sent.length).toBeLessThan(encodeEntry(stored).length - stored.body.length + 1);
    });

    it("reads another replica's newer copy, even one whose fields are all the same but its body", async () => {
      const first = await entry('<p>first</p>', ['h2']);
      await replica.put('v-changed', '/changed/', first);
      expect(await holder.get('v-changed')).toEqual(first);
      const second = { ...first, body: await compressHtml(Buffer.from('<p>second</p>')) };
      await replica.put('v-changed', '/changed/', second);
      expect(await holder.get('v-changed')).toEqual(second);
      expect(await holder.get('v-changed')).toEqual(second);
    });

    it('holds what it stores itself, and lets go of a page purged elsewhere', async () => {
      const own = await entry('<p>own</p>', ['h3']);
      await holder.put('v-own', '/own/', own);
      const whole = jest.spyOn(redis, 'getBuffer');
      expect(await holder.get('v-own')).toEqual(own);
      expect(whole).not.toHaveBeenCalled();
      expect(await replica.purgeContent('h3')).toBe(1);
      // Until it reads the page again it cannot know: then the held copy goes too.
      expect(holder.heldCopy('v-own')).toEqual(own);
      expect(await holder.get('v-own')).toBeUndefined();
      expect(holder.heldCopy('v-own')).toBeUndefined();
      expect(await holder.get('v-own')).toBeUndefined();
    });

    it('holds a copy for when Redis cannot answer, the one Redis held last, without asking it', async () => {
      const first = await entry('<p>first copy</p>', ['h5']);
      await replica.put('v-copy', '/copy/', first);
      expect(holder.heldCopy('v-copy')).toBeUndefined();
      expect(await holder.get('v-copy')).toEqual(first);
      // Another replica's render, read here: the copy follows Redis (not the newest render seen).
      const second = {
        ...(await entry('<p>second copy</p>', ['h5'])),
        storedAt: first.storedAt - 1000,
      };
      await replica.put('v-copy', '/copy/', second);
      expect(await holder.get('v-copy')).toEqual(second);
      const asked = [
        jest.spyOn(redis, 'getBuffer'),
        jest.spyOn(redis, 'getrangeBuffer'),
        jest.spyOn(redis, 'exists'),
      ];
      expect(holder.heldCopy('v-copy')).toEqual(second);
      for (const command of asked) expect(command).not.toHaveBeenCalled();
      // Heads only (heldBytes 0): no copies.
      expect(await replica.get('v-copy')).toEqual(second);
      expect(replica.heldCopy('v-copy')).toBeUndefined();
    });

    it('drops the copies of the pages it purges itself', async () => {
      const own = await entry('<p>purged here</p>', ['h6']);
      await holder.put('v-purged', '/purged/', own);
      expect(holder.heldCopy('v-purged')).toEqual(own);
      expect(await holder.purgePath('/purged/')).toBe(1);
      expect(holder.heldCopy('v-purged')).toBeUndefined();
    });

    it('keeps one bound: its copies and confirmed pages together within heldBytes', async () => {
      const bound = 10 * 1024;
      const small = new PageCacheStore(redis, `${site}-held`, POLICY, { heldBytes: bound });
      const other = new PageCacheStore(redis, `${site}-held`, POLICY);
      const page = (n: number): PageEntry => ({
        contentType: 'text/html; charset=utf-8',
        body: randomBytes(2000),
        storedAt: Date.now(),
        maxAgeSeconds: 300,
        contentIds: [],
        variant: { ...NEWS_VARIANT, path: `/held/${n}/` },
      });
      // Half stored by this process, half read from another's: about 30 KB of pages.
      for (let n = 0; n < 10; n++) {
        if (n % 2) await small.put(`v${n}`, `/held/${n}/`, page(n));
        else {
          await other.put(`v${n}`, `/held/${n}/`, page(n));
          expect(await small.get(`v${n}`)).toBeDefined();
        }
      }
      expect(small.heldSize).toBeGreaterThan(bound / 2);
      expect(small.heldSize).toBeLessThanOrEqual(bound);
      const copies = Array.from({ length: 10 }, (_, n) => small.heldCopy(`v${n}`));
      const bytes = copies.reduce((sum, copy) => sum + (copy?.body.length ?? 0), 0);
      expect(bytes).toBeLessThanOrEqual(bound);
      // The least recently used out first.
      expect(copies[0]).toBeUndefined();
      expect(copies[9]).toBeDefined();
      await deleteMatching(redis, `bytewire:page-cache:{${site}-held}:*`);
    });

    it('reads nothing from a value that has replaced its held page with a broken one', async () => {
      await replica.put('v-spoilt', '/spoilt/', await entry('<p>spoilt</p>'));
      expect(await holder.get('v-spoilt')).toBeDefined();
      await redis.set(`bytewire:page-cache:{${site}}:e:v-spoilt`, 'not an entry');
      expect(await holder.get('v-spoilt')).toBeUndefined();
    });
  });

  it('reads nothing from a broken value', async () => {
    await redis.set(`bytewire:page-cache:{${site}}:e:v-broken`, 'not an entry');
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
    expect(await redis.exists(`bytewire:page-cache:{${site}}:c:bad id*`)).toBe(0);
    expect(await store.purgeContent('bad id*')).toBe(0);
    expect(await store.purgeContent('ok-id')).toBe(1);
  });

  it('keeps to its budget: past maxEntries the least recently used entries go', async () => {
    const small = new PageCacheStore(redis, `${site}-small`, { ...POLICY, maxEntries: 3 });
    const keys = () => keysMatching(redis, `bytewire:page-cache:{${site}-small}:e:*`);
    for (const id of ['a', 'b', 'c']) await small.put(id, `/${id}/`, await entry(`<p>${id}</p>`));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await small.get('a')).toBeDefined(); // a used: b is now the oldest-used
    await new Promise((resolve) => setTimeout(resolve, 20));
    await small.put('d', '/d/', await entry('<p>d</p>'));
    expect(await small.count()).toBe(3);
    expect((await keys()).length).toBe(3);
    expect(await small.get('b')).toBeUndefined();
    for (const id of ['a', 'c', 'd']) expect(await small.get(id)).toBeDefined();
    // Storing a variant again counts it once.
    await small.put('d', '/d/', await entry('<p>d again</p>'));
    expect(await small.count()).toBe(3);
    expect(await small.purgePath('/d/')).toBe(1);
    expect(await small.count()).toBe(2);
    await deleteMatching(redis, `bytewire:page-cache:{${site}-small}:*`);
  });

  it('never holds more than its bound, even while replicas store at once', async () => {
    const busy = new PageCacheStore(redis, `${site}-busy`, { ...POLICY, maxEntries: 5 });
    // A second replica: its own connection, so that the two transactions interleave.
    const replica = testRedis();
    const other = new PageCacheStore(replica, `${site}-busy`, { ...POLICY, maxEntries: 5 });
    const page = await entry('<p>busy</p>');
    let largest = 0;
    let storing = true;
    const watch = (async () => {
      while (storing) largest = Math.max(largest, await busy.count());
    })();
    try {
      await Promise.all(
        Array.from({ length: 60 }, (_, n) => (n % 2 ? busy : other).put(`v${n}`, `/v${n}/`, page)),
      );
    } finally {
      storing = false;
      await watch;
      await replica.quit();
    }
    expect(largest).toBeLessThanOrEqual(5);
    expect(await busy.count()).toBe(5);
    const keys = await keysMatching(redis, `bytewire:page-cache:{${site}-busy}:e:*`);
    expect(keys).toHaveLength(5);
    await deleteMatching(redis, `bytewire:page-cache:{${site}-busy}:*`);
  });

  it('keeps search pages in a budget of their own: a flood of queries trims only searches', async () => {
    const pool = new PageCacheStore(redis, `${site}-pool`, {
      ...POLICY,
      maxEntries: 3,
      maxSearchEntries: 2,
    });
    const search = async (q: string) => ({
      ...(await entry(`<p>${q}</p>`)),
      variant: { ...NEWS_VARIANT, path: '/search/', query: `q=${q}` },
    });
    for (const id of ['a', 'b', 'c']) await pool.put(id, `/${id}/`, await entry(`<p>${id}</p>`));
    for (let n = 0; n < 10; n++) await pool.put(`s${n}`, '/search/', await search(`query${n}`));
    expect(await pool.count('pages')).toBe(3);
    expect(await pool.count('search')).toBe(2);
    for (const id of ['a', 'b', 'c', 's8', 's9']) expect(await pool.get(id)).toBeDefined();
    expect(await pool.get('s0')).toBeUndefined();
    expect(await pool.purgePath('/search/')).toBe(2);
    expect(await pool.count('search')).toBe(0);
    await deleteMatching(redis, `bytewire:page-cache:{${site}-pool}:*`);
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
