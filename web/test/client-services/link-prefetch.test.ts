/**
 * @jest-environment jsdom
 */
/**
 * Link prefetch (spec 001 s9): after 2000 ms of idle, the site's page links in view are
 * prefetched, each once, at most ten; nothing on 2g, with save-data, or offline.
 */
import {
  LinkPrefetch,
  MAX_PREFETCHES,
  PREFETCH_IDLE_MS,
  prefetchSkipped,
} from '../../src/client-services/link-prefetch';

/** The window's globals the test replaces, and removes again. */
const globals = window as unknown as Record<string, unknown>;

/** An IntersectionObserver whose targets the test brings into view. */
class FakeIntersection {
  static all: FakeIntersection[] = [];
  readonly targets = new Set<Element>();
  constructor(private readonly callback: (entries: object[]) => void) {
    FakeIntersection.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  static showAll() {
    for (const observer of FakeIntersection.all) {
      observer.callback([...observer.targets].map((target) => ({ target, isIntersecting: true })));
    }
  }
  static observed(): number {
    return FakeIntersection.all.reduce((sum, observer) => sum + observer.targets.size, 0);
  }
}

function setConnection(connection: object | undefined, onLine = true): void {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  Object.defineProperty(navigator, 'onLine', { value: onLine, configurable: true });
}

function links(...hrefs: string[]): void {
  document.body.innerHTML = hrefs.map((href) => `<a href="${href}">x</a>`).join('');
}

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map(
    (link) => new URL(link.href).pathname,
  );

beforeEach(() => {
  jest.useFakeTimers();
  FakeIntersection.all = [];
  globals.IntersectionObserver = FakeIntersection;
  setConnection({ effectiveType: '4g', saveData: false });
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/news/current/');
});

afterEach(() => {
  jest.useRealTimers();
  delete globals.requestIdleCallback;
  delete globals.cancelIdleCallback;
});

describe('prefetchSkipped', () => {
  it.each([
    ['2g', { effectiveType: '2g' }, true],
    ['slow-2g', { effectiveType: 'slow-2g' }, true],
    ['save-data', { effectiveType: '4g', saveData: true }, true],
    ['3g', { effectiveType: '3g' }, false],
    ['no connection API', undefined, false],
  ])('%s', (_name, connection, skipped) => {
    setConnection(connection);
    expect(prefetchSkipped(navigator)).toBe(skipped);
  });

  it('offline', () => {
    setConnection({ effectiveType: '4g' }, false);
    expect(prefetchSkipped(navigator)).toBe(true);
  });
});

describe('LinkPrefetch', () => {
  it('prefetches the page links in view after 2000 ms, each once', () => {
    expect(PREFETCH_IDLE_MS).toBe(2000);
    links('/news/a/', '/news/a/#comments', '/news/b/', '/news/a/');
    const prefetch = new LinkPrefetch(window);
    prefetch.scan();
    jest.advanceTimersByTime(1999);
    expect(FakeIntersection.observed()).toBe(0);
    jest.advanceTimersByTime(1);
    expect(prefetched()).toEqual([]); // not in view yet
    FakeIntersection.showAll();
    expect(prefetched()).toEqual(['/news/a/', '/news/b/']);
    prefetch.scan();
    jest.advanceTimersByTime(PREFETCH_IDLE_MS);
    FakeIntersection.showAll();
    expect(prefetched()).toEqual(['/news/a/', '/news/b/']);
  });

  it('waits for an idle callback with the 2000 ms timeout where the browser has one', () => {
    const requestIdleCallback = jest.fn((_callback: () => void, _options: object) => 1);
    globals.requestIdleCallback = requestIdleCallback;
    links('/news/a/');
    new LinkPrefetch(window).scan();
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    requestIdleCallback.mock.calls[0][0]();
    FakeIntersection.showAll();
    expect(prefetched()).toEqual(['/news/a/']);
  });

  it('leaves out other sites, the current page, logout, the API and downloads', () => {
    document.body.innerHTML = [
      '<a href="https://elsewhere.example/news/">x</a>',
      '<a href="/news/current/">x</a>',
      '<a href="/user/logout/">x</a>',
      '<a href="/api/neutron/composer/x">x</a>',
      '<a href="/file.pdf" download>x</a>',
      '<a href="/news/new-tab/" target="_blank">x</a>',
      '<a href="mailto:someone@example.com">x</a>',
      '<a href="/news/ok/">x</a>',
    ].join('');
    new LinkPrefetch(window).scan();
    jest.advanceTimersByTime(PREFETCH_IDLE_MS);
    FakeIntersection.showAll();
    expect(prefetched()).toEqual(['/news/ok/']);
  });

  it('prefetches at most ten a page load', () => {
    expect(MAX_PREFETCHES).toBe(10);
    links(...Array.from({ length: 15 }, (_, i) => `/news/${i}/`));
    new LinkPrefetch(window).scan();
    jest.advanceTimersByTime(PREFETCH_IDLE_MS);
    FakeIntersection.showAll();
    expect(prefetched()).toHaveLength(10);
  });

  it.each([
    ['on 2g', { effectiveType: '2g' }, true],
    ['with save-data', { effectiveType: '4g', saveData: true }, true],
    ['offline', { effectiveType: '4g' }, false],
  ])('prefetches nothing %s', (_name, connection, onLine) => {
    setConnection(connection, onLine);
    links('/news/a/');
    new LinkPrefetch(window).scan();
    jest.advanceTimersByTime(PREFETCH_IDLE_MS);
    FakeIntersection.showAll();
    expect(prefetched()).toEqual([]);
  });

  it('stops when the connection turns slow before a link comes into view', () => {
    links('/news/a/');
    new LinkPrefetch(window).scan();
    jest.advanceTimersByTime(PREFETCH_IDLE_MS);
    setConnection({ effectiveType: '4g', saveData: true });
    FakeIntersection.showAll();
    expect(prefetched()).toEqual([]);
  });
});
