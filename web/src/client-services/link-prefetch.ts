/**
 * Link prefetch (spec 001 s9): once the browser is idle (PREFETCH_IDLE_MS at the latest), the
 * site's page links that come into view are prefetched (`<link rel="prefetch">` of the page),
 * each once and at most MAX_PREFETCHES a page load. Nothing is prefetched on a 2g connection,
 * when the reader asks to save data, or offline: checked again before each prefetch, since the
 * connection changes.
 */
export const PREFETCH_IDLE_MS = 2000;
export const MAX_PREFETCHES = 10;
const SLOW_CONNECTIONS = new Set(['slow-2g', '2g']);

/**
 * Same-origin paths that are no page, or whose GET does something (logging out): never
 * prefetched.
 */
const NOT_PAGES = ['/api/', '/analytics/', '/auth/', '/user/logout/', '/sharebar-shortener/'];

interface Connection {
  effectiveType?: unknown;
  saveData?: unknown;
}

/** Whether prefetching would cost the reader: a 2g connection, save-data, or offline. */
export function prefetchSkipped(nav: Navigator): boolean {
  const connection = (nav as Navigator & { connection?: Connection }).connection;
  if (nav.onLine === false) return true;
  if (connection?.saveData === true) return true;
  return SLOW_CONNECTIONS.has(String(connection?.effectiveType ?? ''));
}

/** The URL to prefetch for a link: a page of this site other than the current one; else none. */
export function prefetchUrl(anchor: HTMLAnchorElement, location: Location): string | undefined {
  if (anchor.hasAttribute('download') || anchor.target === '_blank') return undefined;
  let url: URL;
  try {
    url = new URL(anchor.href, location.href);
  } catch {
    return undefined;
  }
  if (url.origin !== location.origin || !/^https?:$/.test(url.protocol)) return undefined;
  if (NOT_PAGES.some((prefix) => url.pathname.startsWith(prefix))) return undefined;
  url.hash = '';
  if (url.pathname + url.search === location.pathname + location.search) return undefined;
  return url.href;
}

type IdleWindow = Window & {
  IntersectionObserver?: typeof IntersectionObserver;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

export class LinkPrefetch {
  private readonly prefetched = new Set<string>();
  private observer: IntersectionObserver | undefined;
  private cancelIdle: (() => void) | undefined;

  constructor(private readonly win: Window) {}

  /** Observes the page's links once the browser is idle; again for a new page (a route change). */
  scan(): void {
    if (prefetchSkipped(this.win.navigator) || this.full()) return;
    const win = this.win as IdleWindow;
    if (typeof win.IntersectionObserver !== 'function') return;
    this.cancelIdle?.();
    const observe = () => this.observe();
    if (typeof win.requestIdleCallback === 'function') {
      const handle = win.requestIdleCallback(observe, { timeout: PREFETCH_IDLE_MS });
      this.cancelIdle = () => win.cancelIdleCallback?.(handle);
    } else {
      const handle = setTimeout(observe, PREFETCH_IDLE_MS);
      this.cancelIdle = () => clearTimeout(handle);
    }
  }

  stop(): void {
    this.cancelIdle?.();
    this.observer?.disconnect();
  }

  private full(): boolean {
    return this.prefetched.size >= MAX_PREFETCHES;
  }

  private observe(): void {
    this.observer?.disconnect();
    const Observer = (this.win as IdleWindow).IntersectionObserver;
    if (typeof Observer !== 'function') return;
    const observer = new Observer((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        this.prefetch(entry.target as HTMLAnchorElement);
      }
    });
    this.observer = observer;
    for (const anchor of this.win.document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const url = prefetchUrl(anchor, this.win.location);
      if (url !== undefined && !this.prefetched.has(url)) observer.observe(anchor);
    }
  }

  private prefetch(anchor: HTMLAnchorElement): void {
    if (this.full() || prefetchSkipped(this.win.navigator)) return this.stop();
    const url = prefetchUrl(anchor, this.win.location);
    if (url === undefined || this.prefetched.has(url)) return;
    this.prefetched.add(url);
    const link = this.win.document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    this.win.document.head.append(link);
  }
}
