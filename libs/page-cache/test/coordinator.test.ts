import { Redis } from 'ioredis';
import {
  decompressHtml,
  encodeEntry,
  PageCacheCoordinator,
  PageCacheStore,
  RENDER_BUILD_HEADER,
  variantId,
  type KeepResult,
  type PageEntry,
  type RenderedPage,
} from '../src';
import { deleteMatching, keysMatching, testRedis } from './redis-target';
import { NEWS_VARIANT } from './support';

const POLICY = {
  staleWhileRevalidateSeconds: 60,
  staleIfErrorSeconds: 600,
  maxEntries: 100,
  maxSearchEntries: 10,
};
const MAX_AGE_S = 300;

/** A render stand-in: numbered pages of the variant's build; its answer can be changed. */
class FakeRender {
  calls = 0;
  delayMs = 0;
  answer: (n: number) => RenderedPage | Error = (n) => ({
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      [RENDER_BUILD_HEADER]: NEWS_VARIANT.build,
    },
    body: Buffer.from(`<p>render ${n}</p>`),
  });

  readonly fn = async (): Promise<RenderedPage> => {
    const n = ++this.calls;
    await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    const answer = this.answer(n);
    if (answer instanceof Error) throw answer;
    return answer;
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('PageCacheCoordinator (real Redis)', () => {
  const redis = testRedis();
  let site: string;
  let store: PageCacheStore;
  let render: FakeRender;
  let kept: Array<[string, KeepResult]>;
  let coordinator: PageCacheCoordinator;
  const id = variantId(NEWS_VARIANT);
  const warnings: string[] = [];

  beforeEach(() => {
    site = `coord-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
    store = new PageCacheStore(redis, site, POLICY);
    render = new FakeRender();
    kept = [];
    coordinator = new PageCacheCoordinator({
      store,
      render: render.fn,
      policy: POLICY,
      renderTimeoutMs: 2000,
      logger: { warn: (_fields, message) => warnings.push(message) },
      onKept: (trigger, result) => kept.push([trigger, result]),
    });
  });

  afterEach(async () => {
    await deleteMatching(redis, `bytewire:page-cache:{${site}}:*`);
  });

  afterAll(() => redis.quit());

  /** Makes the stored copy of the variant `seconds` older. */
  async function age(seconds: number): Promise<PageEntry> {
    const entry = (await store.get(id))!;
    const older = { ...entry, storedAt: entry.storedAt - seconds * 1000 };
    await redis.set(`bytewire:page-cache:{${site}}:e:${id}`, encodeEntry(older), 'KEEPTTL');
    return older;
  }

  it('renders a miss for its reader, keeps the copy, then answers from it', async () => {
    const miss = await coordinator.answer(NEWS_VARIANT, MAX_AGE_S);
    expect(miss).toMatchObject({ outcome: 'miss', page: { status: 200 } });
    await settle();
    expect(kept).toEqual([['miss', 'stored']]);
    const hit = await coordinator.answer(NEWS_VARIANT, MAX_AGE_S);
    expect(hit.outcome).toBe('hit');
    expect(render.calls).toBe(1);
  });

  it('hands the miss’s reader the copy it keeps: the page compressed once, the bytes stored', async () => {
    const miss = await coordinator.answer(NEWS_VARIANT, MAX_AGE_S);
    if (!('page' in miss)) throw new Error('a miss gives render’s page');
    const copy = await miss.copy;
    expect(copy && (await decompressHtml(copy.body)).toString()).toBe('<p>render 1</p>');
    await settle();
    expect((await store.get(id))?.body.equals(copy!.body)).toBe(true);
    // A page not to keep has no copy: its reader's HTML is compressed, if at all, for them.
    render.answer = (n) => ({ status: 404, headers: {}, body: Buffer.from(`<p>gone ${n}</p>`) });
    const other = await coordinator.answer({ ...NEWS_VARIANT, path: '/gone/' }, MAX_AGE_S);
    expect('page' in other && (await other.copy)).toBeUndefined();
  });

  it('renders once for readers asking at once; the others get the kept copy', async () => {
    render.delayMs = 200;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => coordinator.answer(NEWS_VARIANT, MAX_AGE_S)),
    );
    expect(render.calls).toBe(1);
    expect(answers.map((a) => a.outcome).sort()).toEqual([
      'miss',
      ...Array.from({ length: 9 }, () => 'waited'),
    ]);
  });

  it('does not render again a page stored between a reader’s lookup and its claim', async () => {
    await coordinator.answer(NEWS_VARIANT, MAX_AGE_S);
    await settle();
    // This reader's lookup found nothing; the page was stored right after it.
    jest.spyOn(store, 'get').mockResolvedValueOnce(undefined);
    const answer = await coordinator.answer(NEWS_VARIANT, MAX_AGE_S);
    expect(answer.outcome).toBe('waited');
    expect(render.calls).toBe(1);
    expect(await keysMatching(redis, `bytewire:page-cache:{${site}}:l:*`)).toEqual([]);
  });

  it('serves a stale copy at once while one refresh renders it again', async () => {
    await coordinator.answer(NEWS_VARIANT, MAX_AGE_S);
    await settle();
    await age(MAX_AGE_S + 1);
    const stale = await Promise.all([1, 2, 3].map(() => coordinator.answer(NEWS_VARIANT, 300)));
    expect(stale.map((a) => a.outcome)).toEqual(['stale', 'stale', 'stale']);
    await settle();
    expect(render.calls).toBe(2);
    expect(kept).toEqual([
      ['miss', 'stored'],
      ['refresh', 'stored'],
    ]);
    expect((await coordinator.answer(NEWS_VARIANT, MAX_AGE_S)).outcome).toBe('hit');
  });

  it('stands an expired copy in for render’s failure within its bound, else passes it on', async () => {
    await coordinator.answer(NEWS_VARIANT, MAX_AGE_S);
    await settle();
    await age(MAX_AGE_S + POLICY.staleWhileRevalidateSeconds + 1);
    render.answer = () => new Error('render down');
    expect((await coordinator.answer(NEWS_VARIANT, MAX_AGE_S)).outcome).toBe('stale-if-error');
    render.answer = () => ({ status: 503, headers: {}, body: Buffer.from('busy') });
    expect((await coordinator.answer(NEWS_VARIANT, MAX_AGE_S)).outcome).toBe('stale-if-error');
    await age(POLICY.staleIfErrorSeconds);
    const past = await coordinator.answer(NEWS_VARIANT, MAX_AGE_S);
    expect(past).toMatchObject({ outcome: 'miss', page: { status: 503 } });
    await redis.del(`bytewire:page-cache:{${site}}:e:${id}`);
    render.answer = () => new Error('render down');
    const none = await coordinator.answer(NEWS_VARIANT, MAX_AGE_S);
    expect(none).toMatchObject({ outcome: 'miss', failure: expect.any(Error) });
  });

  it('keeps no answer that is not a page to keep: an error page, a cookie, another build', async () => {
    const answers: RenderedPage[] = [
      { status: 404, headers: { 'content-type': 'text/html' }, body: Buffer.from('no') },
      {
        status: 200,
        headers: {
          'content-type': 'text/html',
          'set-cookie': 'a=1',
          [RENDER_BUILD_HEADER]: NEWS_VARIANT.build,
        },
        body: Buffer.from('cookie'),
      },
      {
        status: 200,
        headers: { 'content-type': 'text/html', [RENDER_BUILD_HEADER]: 'other' },
        body: Buffer.from('newer'),
      },
    ];
    for (const page of answers) {
      render.answer = () => page;
      expect(await coordinator.answer(NEWS_VARIANT, MAX_AGE_S)).toMatchObject({ page });
      await settle();
    }
    expect(kept.map(([, result]) => result)).toEqual([
      'not-cacheable',
      'not-cacheable',
      'not-cacheable',
    ]);
    expect(await store.count()).toBe(0);
  });

  it('renders for the reader when Redis does not answer', async () => {
    const dead = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    const broken = new PageCacheStore(dead, site, POLICY);
    const down = new PageCacheCoordinator({
      store: broken,
      render: render.fn,
      policy: POLICY,
      renderTimeoutMs: 2000,
      logger: { warn: () => undefined },
    });
    const answer = await down.answer(NEWS_VARIANT, MAX_AGE_S);
    expect(answer).toMatchObject({ outcome: 'unavailable', page: { status: 200 } });
    dead.disconnect();
  });

  /** A coordinator whose store holds the pages it reads and stores (1 MiB of them). */
  const holdingPages = () => {
    const holder = new PageCacheStore(redis, site, POLICY, { heldBytes: 1024 * 1024 });
    const withMemory = new PageCacheCoordinator({
      store: holder,
      render: render.fn,
      policy: POLICY,
      renderTimeoutMs: 2000,
      logger: { warn: () => undefined },
    });
    return { holder, withMemory };
  };

  it('serves the copy its store holds while Redis cannot answer, without rendering', async () => {
    const { holder, withMemory } = holdingPages();
    await withMemory.answer(NEWS_VARIANT, MAX_AGE_S);
    await settle();
    jest.spyOn(holder, 'get').mockRejectedValue(new Error('Redis circuit open'));
    const answers = await Promise.all([1, 2, 3].map(() => withMemory.answer(NEWS_VARIANT, 300)));
    expect(answers.map((a) => a.outcome)).toEqual(['memory', 'memory', 'memory']);
    expect(render.calls).toBe(1);
    // A page it never held is rendered for its reader.
    const other = await withMemory.answer({ ...NEWS_VARIANT, path: '/latest/' }, MAX_AGE_S);
    expect(other.outcome).toBe('unavailable');
    jest.restoreAllMocks();
  });

  it('serves no copy of a page seen purged, nor any when its store holds no bodies', async () => {
    const { holder, withMemory } = holdingPages();
    await withMemory.answer(NEWS_VARIANT, MAX_AGE_S);
    await settle();
    // Purged through another replica, then seen gone here: not served in a later outage.
    await store.purgePath(NEWS_VARIANT.path);
    expect(await holder.get(id)).toBeUndefined();
    jest.spyOn(holder, 'get').mockRejectedValue(new Error('Redis circuit open'));
    expect((await withMemory.answer(NEWS_VARIANT, MAX_AGE_S)).outcome).toBe('unavailable');
    // Heads only (heldBytes 0, PAGE_CACHE_MEMORY_BYTES=0): a page it stored is rendered again.
    await coordinator.answer(NEWS_VARIANT, MAX_AGE_S);
    await settle();
    expect(await store.get(id)).toBeDefined();
    jest.spyOn(store, 'get').mockRejectedValue(new Error('Redis circuit open'));
    expect((await coordinator.answer(NEWS_VARIANT, MAX_AGE_S)).outcome).toBe('unavailable');
    jest.restoreAllMocks();
  });

  describe('warm', () => {
    const isFresh = (entry: PageEntry) => Date.now() - entry.storedAt < 60_000;

    it('renders and stores a page, then leaves it while fresh', async () => {
      expect(await coordinator.warm(NEWS_VARIANT, MAX_AGE_S, isFresh)).toBe('warmed');
      expect(await store.get(id)).toBeDefined();
      expect(await coordinator.warm(NEWS_VARIANT, MAX_AGE_S, isFresh)).toBe('fresh');
      expect(render.calls).toBe(1);
    });

    it('leaves a page another render holds', async () => {
      const token = await store.lock(id, 5000);
      expect(await coordinator.warm(NEWS_VARIANT, MAX_AGE_S, isFresh)).toBe('busy');
      await store.unlock(id, token!);
      expect(render.calls).toBe(0);
    });

    it('throws on render’s failure (for the queue to try again), not on a page not to keep', async () => {
      render.answer = () => ({ status: 502, headers: {}, body: Buffer.from('bad') });
      await expect(coordinator.warm(NEWS_VARIANT, MAX_AGE_S, isFresh)).rejects.toThrow('502');
      render.answer = () => ({ status: 404, headers: {}, body: Buffer.from('no') });
      expect(await coordinator.warm(NEWS_VARIANT, MAX_AGE_S, isFresh)).toBe('not-cacheable');
      expect(await store.isLocked(id)).toBe(false);
    });
  });
});
