/**
 * The page cache's protocol, in one place for the gateway and the warming worker: look a
 * variant up; serve a fresh copy; serve a stale one while one refresh runs
 * (stale-while-revalidate); else claim the one render of the variant (in this process, then
 * across replicas by a Redis lock), render it, keep the copy, and hand it to every reader who
 * waited; when render fails, an expired copy within its bound (stale-if-error). Redis failing
 * is "no cache": the page is rendered for its reader as if there were none.
 */
import type { PageEntry } from './entry';
import { freshnessOf, servableOnError } from './entry';
import type { PageCachePolicy } from './page-cache-env';
import { entryOf, keepsAnswer } from './render-entry';
import type { RenderedPage } from './render-fetch';
import type { PageCacheStore } from './store';
import { variantId, type PageVariant } from './variant';

/**
 * How a page request was answered (the gateway's outcome metric, its x-cache header): `memory`
 * is a copy the store holds in this process (see `PageCacheStore.heldCopy`), served while Redis
 * cannot answer.
 */
export type CacheOutcome =
  'hit' | 'stale' | 'waited' | 'stale-if-error' | 'memory' | 'miss' | 'unavailable';

/**
 * A copy from the cache, render's answer for this reader (kept when it is a page to keep), or
 * render's failure when there was no copy to stand in for it. `copy`, on a miss: the copy
 * being kept of that answer (undefined once it is known not to be a page to keep). Its body
 * is the page compressed once, the very bytes stored: what a reader who takes Brotli is sent.
 */
export type CacheAnswer =
  | { outcome: 'hit' | 'stale' | 'waited' | 'stale-if-error' | 'memory'; entry: PageEntry }
  | {
      outcome: 'miss' | 'unavailable';
      page: RenderedPage;
      copy?: Promise<PageEntry | undefined>;
    }
  | { outcome: 'miss' | 'unavailable'; failure: unknown };

/** What a render for the cache led to: what the metrics count. */
export type KeepResult = 'stored' | 'not-cacheable' | 'failed';

/** What came of a warm request: see `warm`. */
export type WarmOutcome = 'warmed' | 'fresh' | 'busy' | 'not-cacheable';

/** Renders a variant whole: the one way of calling render (see fetchRenderedPage). */
export type PageRenderFn = (variant: PageVariant, requestId?: string) => Promise<RenderedPage>;

export interface CoordinatorLogger {
  warn(fields: object, message: string): void;
}

export interface CoordinatorOptions {
  store: PageCacheStore;
  render: PageRenderFn;
  policy: PageCachePolicy;
  /** The longest a render may take (render's budget): locks and waits are bounded by it. */
  renderTimeoutMs: number;
  logger: CoordinatorLogger;
  /** Each render for the cache, by trigger, and what came of it. */
  onKept?: (trigger: 'miss' | 'refresh', result: KeepResult) => void;
  /** Every answer render gives (the gateway learns render's build from them). */
  onRendered?: (page: RenderedPage) => void;
}

/** How often a reader waiting on another replica's render looks for its page. */
const WAIT_POLL_MS = 100;
/** A lock outlives the render's budget by this much: a render never loses it midway. */
const LOCK_MARGIN_MS = 5000;

type Lookup = PageEntry | undefined | 'unavailable';

/** A claim on a variant's render: the render to do, or another's page to wait for. */
type Claim =
  | { wait: Promise<PageEntry | undefined> }
  | { keep: (entry: PageEntry | undefined, trigger: 'miss' | 'refresh') => Promise<void> };

export class PageCacheCoordinator {
  /** Renders for the cache under way in this process, by variant id: what other readers await. */
  private readonly renders = new Map<string, Promise<PageEntry | undefined>>();

  constructor(private readonly options: CoordinatorOptions) {}

  get store(): PageCacheStore {
    return this.options.store;
  }

  /** Answers a page from the cache, or renders it and keeps a copy. */
  async answer(
    variant: PageVariant,
    maxAgeSeconds: number,
    requestId?: string,
  ): Promise<CacheAnswer> {
    const id = variantId(variant);
    const { policy } = this.options;
    const found = await this.lookup(id);
    if (found === 'unavailable') return this.withoutRedis(variant, id, requestId);
    if (found) {
      const freshness = freshnessOf(found, Date.now(), policy);
      if (freshness === 'fresh') return { outcome: 'hit', entry: found };
      if (freshness === 'stale') {
        this.refresh(variant, id, maxAgeSeconds, found, requestId);
        return { outcome: 'stale', entry: found };
      }
    }
    // No copy, or an expired one (kept to stand in for a failed render, within its bound).
    const expired = found && servableOnError(found, Date.now(), policy) ? found : undefined;
    const claim = this.renders.get(id)
      ? { wait: this.renders.get(id)! }
      : await this.claim(id, found?.storedAt ?? 0);
    if ('wait' in claim) {
      const waited = await claim.wait;
      if (waited) return { outcome: 'waited', entry: waited };
      // That render gave no page to keep (a 404, an error): this reader's own answer.
      return this.renderFor(variant, expired, 'miss', requestId);
    }
    const answer = await this.renderFor(variant, expired, 'miss', requestId);
    const page = 'page' in answer ? answer.page : undefined;
    // Not awaited: a reader who does not take Brotli is sent the page as render gave it.
    const copy = this.keepOf(variant, maxAgeSeconds, page);
    void copy.then((entry) => claim.keep(entry, 'miss'));
    return 'page' in answer ? { ...answer, copy } : answer;
  }

  /**
   * Renders a page for the warming worker unless it is fresh enough (`isFresh`) or another
   * render holds it; throws when render fails, for the queue to try again.
   */
  async warm(
    variant: PageVariant,
    maxAgeSeconds: number,
    isFresh: (entry: PageEntry) => boolean,
    requestId?: string,
  ): Promise<WarmOutcome> {
    const id = variantId(variant);
    const { store } = this.options;
    const stored = await store.get(id);
    if (stored && isFresh(stored)) return 'fresh';
    const token = await store.lock(id, this.lockMs);
    if (!token) return 'busy';
    try {
      const page = await this.options.render(variant, requestId);
      this.options.onRendered?.(page);
      const entry = await this.keepOf(variant, maxAgeSeconds, page);
      if (!entry) {
        if (page.status >= 500)
          throw new Error(`render answered ${page.status} for ${variant.path}`);
        return 'not-cacheable';
      }
      await store.put(id, variant.path, entry);
      return 'warmed';
    } finally {
      await store.unlock(id, token).catch(() => undefined);
    }
  }

  /**
   * Redis failing: the copy the store holds in this process (the pages it last read or stored,
   * none when it holds no bodies) within its stale-if-error bound (no refresh: it could not be
   * kept), else render for the reader.
   */
  private withoutRedis(variant: PageVariant, id: string, requestId?: string): Promise<CacheAnswer> {
    const copy = this.options.store.heldCopy(id);
    if (copy && servableOnError(copy, Date.now(), this.options.policy)) {
      return Promise.resolve({ outcome: 'memory', entry: copy });
    }
    return this.renderFor(variant, undefined, 'unavailable', requestId);
  }

  private get lockMs(): number {
    return this.options.renderTimeoutMs + LOCK_MARGIN_MS;
  }

  private async lookup(id: string): Promise<Lookup> {
    try {
      return await this.options.store.get(id);
    } catch {
      // The outage itself is logged once by the Redis client; each page only counts it.
      return 'unavailable';
    }
  }

  /**
   * render's answer for one reader; an expired copy in its place when render fails (down, out
   * of time, a 5xx) and there is one.
   */
  private async renderFor(
    variant: PageVariant,
    expired: PageEntry | undefined,
    outcome: 'miss' | 'unavailable',
    requestId?: string,
  ): Promise<CacheAnswer> {
    let page: RenderedPage;
    try {
      page = await this.options.render(variant, requestId);
    } catch (failure) {
      if (expired) return this.staleIfError(variant, expired);
      return { outcome, failure };
    }
    this.options.onRendered?.(page);
    if (page.status >= 500 && expired) return this.staleIfError(variant, expired);
    return { outcome, page };
  }

  private staleIfError(variant: PageVariant, expired: PageEntry): CacheAnswer {
    this.options.logger.warn(
      { path: variant.path, renderedAt: new Date(expired.storedAt).toISOString() },
      'render failed: serving the cached copy (stale-if-error)',
    );
    return { outcome: 'stale-if-error', entry: expired };
  }

  /** The entry of a render answer when it is one to keep (see keepsAnswer). */
  private async keepOf(
    variant: PageVariant,
    maxAgeSeconds: number,
    page: RenderedPage | undefined,
  ): Promise<PageEntry | undefined> {
    if (!page?.body || !keepsAnswer(variant, page.status, page.headers)) return undefined;
    return entryOf(variant, page.body, page.headers, maxAgeSeconds).catch(() => undefined);
  }

  /**
   * Claims the one render of a variant: in this process (the readers here await it), then
   * across replicas (a Redis lock for as long as a render may take). `keep` takes the result,
   * stores it, releases the lock and wakes the waiting readers; it must be called once. `wait`
   * when another replica holds the render, or has just stored a copy newer than `after` (the
   * render time of the copy the reader has, if any).
   */
  private async claim(id: string, after: number): Promise<Claim> {
    const { store, logger, onKept } = this.options;
    let settle!: (entry: PageEntry | undefined) => void;
    const result = new Promise<PageEntry | undefined>((resolve) => (settle = resolve));
    this.renders.set(id, result);
    const forget = () => {
      if (this.renders.get(id) === result) this.renders.delete(id);
    };
    let token: string | undefined;
    let stored: PageEntry | undefined;
    try {
      token = await store.lock(id, this.lockMs);
      // A render that ended between this reader's lookup and its lock has stored the page.
      if (token) stored = await store.get(id);
    } catch {
      // Redis failing: render without the lock; storing will most likely fail too.
      token ??= '';
    }
    if (token === undefined) {
      // Another replica renders it: every reader here waits for its page.
      void this.awaitElsewhere(id, after).then(settle).finally(forget);
      return { wait: result };
    }
    const release = () => {
      forget();
      if (token) void store.unlock(id, token).catch(() => undefined);
    };
    if (stored && stored.storedAt > after) {
      settle(stored);
      release();
      return { wait: result };
    }
    // Waiting readers never wait past a render's budget, whatever becomes of this claim.
    const guard = setTimeout(() => settle(undefined), this.options.renderTimeoutMs + 1000);
    guard.unref();
    let done = false;
    return {
      keep: async (entry, trigger) => {
        if (done) return;
        done = true;
        clearTimeout(guard);
        try {
          // The store holds what it stored (not a render it failed to store): the outage copy.
          if (entry) await store.put(id, entry.variant.path, entry);
          onKept?.(trigger, entry ? 'stored' : 'not-cacheable');
          settle(entry);
        } catch (error) {
          onKept?.(trigger, 'failed');
          logger.warn({ err: error }, 'page cache store failed');
          settle(undefined);
        } finally {
          release();
        }
      },
    };
  }

  /**
   * Waits for another replica's render of a variant: its page (one stored after `after`), or
   * undefined once that render is over without one, or out of time.
   */
  private async awaitElsewhere(id: string, after: number): Promise<PageEntry | undefined> {
    const { store, renderTimeoutMs } = this.options;
    const deadline = Date.now() + renderTimeoutMs;
    try {
      while (Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
        const found = await store.get(id);
        if (found && found.storedAt > after) return found;
        if (!(await store.isLocked(id))) {
          // The render may have stored its page and let go between the two reads: look again,
          // or every reader waiting here renders the page once more.
          const last = await store.get(id);
          return last && last.storedAt > after ? last : undefined;
        }
      }
    } catch {
      // Redis failing: the reader's page is rendered without the cache.
    }
    return undefined;
  }

  /** Renders a stale variant again in the background; readers get the stale copy meanwhile. */
  private refresh(
    variant: PageVariant,
    id: string,
    maxAgeSeconds: number,
    stale: PageEntry,
    requestId?: string,
  ): void {
    if (this.renders.has(id)) return;
    void (async () => {
      const claim = await this.claim(id, stale.storedAt);
      if ('wait' in claim) return;
      let entry: PageEntry | undefined;
      try {
        const page = await this.options.render(variant, requestId);
        this.options.onRendered?.(page);
        entry = await this.keepOf(variant, maxAgeSeconds, page);
        if (!entry) {
          this.options.logger.warn(
            { path: variant.path, statusCode: page.status },
            'page refresh got no page to cache; the stale copy stays',
          );
        }
      } catch (error) {
        this.options.logger.warn({ err: error, path: variant.path }, 'page refresh failed');
      } finally {
        await claim.keep(entry, 'refresh');
      }
    })();
  }
}
