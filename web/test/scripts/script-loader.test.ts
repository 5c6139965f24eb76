/**
 * @jest-environment jsdom
 *
 * The script loader's rules and messages (spec 001 s3, s8, s10): once per tagId unless forced;
 * required features; nothing to load is skipped; the consent typing rule and loading on a later
 * consent; timings, locations and priorities; load, failure and abort; window variables.
 * Inline code runs from a blob: URL (the page's policy is strict and hash-based, with no nonce).
 * jsdom fetches no script: a test fires the element's load or error itself. jsdom has no
 * URL.createObjectURL: the tests stub it on the window's URL.
 */
import { CONSENT_CATEGORIES, type ConsentCategory } from '../../src/consent/consent-categories';
import { WAIT_INTERVAL_MS, type ScriptTagConfig } from '../../src/scripts/script-config';
import type { ConsentSource } from '../../src/consent/when-allowed';
import { consentClass, ScriptLoader } from '../../src/scripts/script-loader';
import { SCRIPT_MESSAGES, type ScriptLogger } from '../../src/scripts/script-messages';

/** A consent store the test decides. */
class TestConsent implements ConsentSource {
  private readonly allowedSet = new Set<ConsentCategory>();
  private readonly listeners = new Set<() => void>();
  allowed(category: ConsentCategory) {
    return this.allowedSet.has(category);
  }
  subscribe(listener: () => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  allow(category: ConsentCategory) {
    this.allowedSet.add(category);
    for (const listener of [...this.listeners]) listener();
  }
}

let logs: { level: string; message: string }[];
const logger: ScriptLogger = {
  log: (message) => logs.push({ level: 'log', message }),
  warn: (message) => logs.push({ level: 'warn', message }),
  error: (message) => logs.push({ level: 'error', message }),
};
let consent: TestConsent;

function loader(flags: Record<string, boolean> = { consent: true }, gdprMode = true) {
  return new ScriptLoader({ context: { flags, edition: 'us' }, consent, gdprMode, logger });
}

const element = (id: string) => document.getElementById(id);
const fire = (id: string, event: 'load' | 'error' | 'abort') =>
  element(id)!.dispatchEvent(new Event(event));
const flush = () => new Promise((done) => setTimeout(done, 0));

/** The object URL stubs (jsdom has none), and the blobs given to them by URL. */
type ObjectUrls = Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;
const objectUrls = window.URL as unknown as Partial<ObjectUrls>;
let createObjectURL: jest.Mock<string, [Blob]>;
let revokeObjectURL: jest.Mock<void, [string]>;
let blobs: Map<string, Blob>;

const blobText = (blob: Blob) =>
  new Promise<string>((done, fail) => {
    const reader = new FileReader();
    reader.onload = () => done(reader.result as string);
    reader.onerror = () => fail(reader.error);
    reader.readAsText(blob);
  });

beforeEach(() => {
  logs = [];
  consent = new TestConsent();
  document.head.innerHTML = '';
  document.body.innerHTML = '<main id="page"></main>';
  blobs = new Map();
  createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:http://localhost/tag-${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  });
  revokeObjectURL = jest.fn();
  objectUrls.createObjectURL = createObjectURL;
  objectUrls.revokeObjectURL = revokeObjectURL;
});

afterEach(() => {
  delete objectUrls.createObjectURL;
  delete objectUrls.revokeObjectURL;
});

describe('registration', () => {
  it('adds a script, resolves once it has loaded, and marks it loaded', async () => {
    const scripts = loader();
    const result = scripts.register({ tagId: 'stats', src: 'https://cdn.example/stats.js' });
    await flush();
    const script = element('stats') as HTMLScriptElement;
    expect(script.parentElement).toBe(document.head);
    expect(script.src).toBe('https://cdn.example/stats.js');
    expect(script.type).toBe('text/javascript');
    expect(script.async).toBe(true);
    expect(scripts.loadedTagIds.has('stats')).toBe(false);
    fire('stats', 'load');
    await expect(result).resolves.toMatchObject({ tagId: 'stats', status: 'loaded' });
    expect(scripts.loadedTagIds.has('stats')).toBe(true);
  });

  it('runs inline code from a blob: URL script, resolving once it has loaded', async () => {
    const scripts = loader();
    const result = scripts.register({ tagId: 'inline-tag', innerHTML: 'window.inlineRan = true;' });
    await flush();
    const script = element('inline-tag') as HTMLScriptElement;
    expect(script.parentElement).toBe(document.head);
    expect(script.type).toBe('text/javascript');
    expect(script.src).toBe('blob:http://localhost/tag-1');
    expect(script.textContent).toBe('');
    // Inline tags still run in the order they go in.
    expect(script.async).toBe(false);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const blob = blobs.get(script.src)!;
    expect(blob.type).toBe('text/javascript');
    await expect(blobText(blob)).resolves.toBe('window.inlineRan = true;');
    expect(scripts.loadedTagIds.has('inline-tag')).toBe(false);
    expect(revokeObjectURL).not.toHaveBeenCalled();

    fire('inline-tag', 'load');
    await expect(result).resolves.toEqual({
      tagId: 'inline-tag',
      status: 'loaded',
      element: script,
    });
    expect(scripts.loadedTagIds.has('inline-tag')).toBe(true);
    expect(revokeObjectURL).toHaveBeenCalledTimes(1);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/tag-1');
  });

  it('takes the object URL from the window the loader was given', async () => {
    const own = {
      createObjectURL: jest.fn(() => 'blob:http://localhost/own-1'),
      revokeObjectURL: jest.fn(),
    };
    const given = { document, Blob, URL: own } as unknown as Window;
    const scripts = new ScriptLoader({
      context: { flags: { consent: true } },
      consent,
      gdprMode: true,
      logger,
      window: given,
    });
    const result = scripts.register({ tagId: 'given', innerHTML: 'void 0' });
    await flush();
    expect((element('given') as HTMLScriptElement).src).toBe('blob:http://localhost/own-1');
    fire('given', 'load');
    await expect(result).resolves.toMatchObject({ status: 'loaded' });
    expect(own.createObjectURL).toHaveBeenCalledTimes(1);
    expect(own.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/own-1');
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(revokeObjectURL).not.toHaveBeenCalled();
  });

  it('revokes an inline tag’s object URL when it fails too, and says so in the spec’s words', async () => {
    const scripts = loader();
    const result = scripts.register({ tagId: 'bad-inline', innerHTML: 'void 0' });
    await flush();
    fire('bad-inline', 'error');
    await expect(result).rejects.toThrow('Loading of script bad-inline failed.');
    expect(logs).toContainEqual({
      level: 'error',
      message: 'Loading of script bad-inline failed.',
    });
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/tag-1');
    expect(scripts.loadedTagIds.has('bad-inline')).toBe(false);
  });

  it('gives no script it adds a nonce, even on a page whose own scripts have one', async () => {
    document.head.innerHTML = '<script nonce="page-nonce-1">/* hydration data */</script>';
    consent.allow(CONSENT_CATEGORIES.social);
    const scripts = loader();
    void scripts.register({ tagId: 'inline-tag', innerHTML: 'window.inlineRan = true;' });
    void scripts.register({ tagId: 'src-tag', src: '/tag.js' });
    void scripts.register({ tagId: 'style-tag', href: '/tag.css' });
    void scripts.register({
      tagId: 'social-tag',
      innerHTML: 'void 0',
      gdprCategory: CONSENT_CATEGORIES.social,
    });
    void scripts.register({
      tagId: 'waiting-tag',
      innerHTML: 'void 0',
      gdprCategory: CONSENT_CATEGORIES.targeting,
    });
    await flush();
    const added = ['inline-tag', 'src-tag', 'style-tag', 'social-tag', 'waiting-tag'];
    for (const id of added) expect(element(id)!.hasAttribute('nonce')).toBe(false);
    consent.allow(CONSENT_CATEGORIES.targeting);
    await flush();
    expect(element('waiting-tag')!.hasAttribute('nonce')).toBe(false);
    expect(document.querySelectorAll('[nonce]')).toHaveLength(1);
  });

  it('registers a tagId once: a repeat returns the earlier result and says so', async () => {
    const scripts = loader();
    const first = scripts.register({ tagId: 'once', src: '/once.js' });
    const again = scripts.register({ tagId: 'once', src: '/other.js' });
    expect(again).toBe(first);
    expect(logs).toContainEqual({
      level: 'log',
      message: 'Tag with tagId once has already been registered.',
    });
    await flush();
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });

  it('a forced registration removes the old element first', async () => {
    const scripts = loader();
    void scripts.register({ tagId: 'forced', src: '/v1.js' });
    await flush();
    fire('forced', 'load');
    await flush();
    void scripts.register({ tagId: 'forced', src: '/v2.js' }, { force: true });
    await flush();
    const all = document.querySelectorAll('script#forced');
    expect(all).toHaveLength(1);
    expect((all[0] as HTMLScriptElement).src).toContain('/v2.js');
    expect(scripts.loadedTagIds.has('forced')).toBe(false);
  });

  it('says so when a forced tag’s element cannot be found', async () => {
    const scripts = loader();
    void scripts.register({ tagId: 'gone', src: '/gone.js' });
    await flush();
    element('gone')!.remove();
    void scripts.register({ tagId: 'gone', src: '/gone.js' }, { force: true });
    expect(logs).toContainEqual({
      level: 'warn',
      message: 'Script with hid or id gone could not be located',
    });
  });

  it('needs a tagId', async () => {
    await expect(loader().register({ tagId: '', src: '/x.js' })).rejects.toThrow('tagId');
  });

  it('rejects a tag whose required features are not all on', async () => {
    const scripts = loader({ consent: true, ads: true, adDisplay: false });
    await expect(
      scripts.register({ tagId: 'ads', src: '/ads.js', features: ['ads', 'adDisplay'] }),
    ).rejects.toThrow('One or more features required for ads are disabled.');
    expect(logs).toContainEqual({
      level: 'log',
      message: 'One or more features required for ads are disabled.',
    });
    expect(element('ads')).toBeNull();
    const allOn = loader({ ads: true, adDisplay: true }).register({
      tagId: 'ads',
      innerHTML: 'window.adsOn = true;',
      features: ['ads', 'adDisplay'],
    });
    await flush();
    fire('ads', 'load');
    await expect(allOn).resolves.toMatchObject({ status: 'loaded' });
  });

  it('skips a tag that resolves to no src, href or inline code', async () => {
    const scripts = loader();
    await expect(
      scripts.register({
        tagId: 'nothing',
        src: (context) => (context.edition === 'uk' ? '/uk.js' : undefined),
      }),
    ).resolves.toEqual({ tagId: 'nothing', status: 'skipped' });
    expect(element('nothing')).toBeNull();
  });

  it('works out values from the context, and sets the attributes given', async () => {
    const scripts = loader();
    void scripts.register({
      tagId: 'edition',
      src: (context) => `/tags/${String(context.edition)}.js`,
      attributes: { 'data-owner': 'analytics', defer: true, nomodule: false },
    });
    await flush();
    const script = element('edition') as HTMLScriptElement;
    expect(script.getAttribute('src')).toBe('/tags/us.js');
    expect(script.getAttribute('data-owner')).toBe('analytics');
    expect(script.hasAttribute('defer')).toBe(true);
    expect(script.hasAttribute('nomodule')).toBe(false);
  });

  it('adds a stylesheet link for an href', async () => {
    void loader().register({ tagId: 'fonts', href: '/fonts.css' });
    await flush();
    const link = element('fonts') as HTMLLinkElement;
    expect(link.tagName).toBe('LINK');
    expect(link.rel).toBe('stylesheet');
    expect(link.getAttribute('href')).toBe('/fonts.css');
  });
});

describe('consent (spec 001 s8)', () => {
  const targeted: ScriptTagConfig = {
    tagId: 'bidder',
    src: '/bidder.js',
    gdprCategory: CONSENT_CATEGORIES.targeting,
  };

  it('types a categorised tag and holds it until its category is allowed', async () => {
    const scripts = loader({ consent: true }, true);
    const result = scripts.register(targeted);
    await flush();
    const inert = element('bidder') as HTMLScriptElement;
    expect(inert.type).toBe('text/plain');
    expect(inert.className).toBe(consentClass('C0004'));
    expect(inert.hasAttribute('src')).toBe(false);
    expect(inert.getAttribute('data-src')).toBe('/bidder.js');

    consent.allow(CONSENT_CATEGORIES.social);
    await flush();
    expect((element('bidder') as HTMLScriptElement).type).toBe('text/plain');

    consent.allow(CONSENT_CATEGORIES.targeting);
    await flush();
    const live = element('bidder') as HTMLScriptElement;
    expect(live.type).toBe('text/javascript');
    expect(live.getAttribute('src')).toBe('/bidder.js');
    expect(live.className).toBe('optanon-category-C0004');
    expect(document.querySelectorAll('#bidder')).toHaveLength(1);
    fire('bidder', 'load');
    await expect(result).resolves.toMatchObject({ status: 'loaded' });
  });

  it('holds inline code as text until consent, then runs it from a blob: URL', async () => {
    const scripts = loader({ consent: true }, true);
    const result = scripts.register({
      tagId: 'pixel',
      innerHTML: 'window.pixelRan = true;',
      gdprCategory: CONSENT_CATEGORIES.targeting,
    });
    await flush();
    const inert = element('pixel') as HTMLScriptElement;
    expect(inert.type).toBe('text/plain');
    expect(inert.className).toBe(consentClass('C0004'));
    expect(inert.textContent).toBe('window.pixelRan = true;');
    expect(inert.hasAttribute('src')).toBe(false);
    expect(createObjectURL).not.toHaveBeenCalled();

    consent.allow(CONSENT_CATEGORIES.targeting);
    await flush();
    const live = element('pixel') as HTMLScriptElement;
    expect(live).not.toBe(inert);
    expect(document.querySelectorAll('#pixel')).toHaveLength(1);
    expect(live.type).toBe('text/javascript');
    expect(live.className).toBe('optanon-category-C0004');
    expect(live.textContent).toBe('');
    expect(live.src).toBe('blob:http://localhost/tag-1');
    await expect(blobText(blobs.get(live.src)!)).resolves.toBe('window.pixelRan = true;');
    expect(revokeObjectURL).not.toHaveBeenCalled();
    fire('pixel', 'load');
    await expect(result).resolves.toMatchObject({ tagId: 'pixel', status: 'loaded' });
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/tag-1');
  });

  it('loads a categorised tag at once when its category is allowed already', async () => {
    consent.allow(CONSENT_CATEGORIES.targeting);
    void loader().register(targeted);
    await flush();
    expect((element('bidder') as HTMLScriptElement).type).toBe('text/javascript');
  });

  it.each([
    ['the consent flag is off', { consent: false }, true],
    ['GDPR mode is off', { consent: true }, false],
  ])('is plain JavaScript when %s', async (_case, flags, gdprMode) => {
    void loader(flags, gdprMode).register(targeted);
    await flush();
    const script = element('bidder') as HTMLScriptElement;
    expect(script.type).toBe('text/javascript');
    expect(script.className).toBe('');
  });

  it('a tag with no category is plain JavaScript', async () => {
    void loader().register({ tagId: 'plain', src: '/plain.js' });
    await flush();
    expect((element('plain') as HTMLScriptElement).type).toBe('text/javascript');
  });
});

describe('timing, location and priority', () => {
  it('queue waits for the next tick; immediate does not', async () => {
    const scripts = loader();
    void scripts.register({ tagId: 'queued', src: '/q.js', timing: 'queue' });
    void scripts.register({ tagId: 'now', src: '/n.js' });
    await Promise.resolve();
    await Promise.resolve();
    expect(element('now')).not.toBeNull();
    expect(element('queued')).toBeNull();
    await flush();
    expect(element('queued')).not.toBeNull();
  });

  it('beforeUnload waits for the window’s beforeunload; load for its load once not complete', async () => {
    const scripts = loader();
    void scripts.register({ tagId: 'leaving', innerHTML: 'void 0', timing: 'beforeUnload' });
    await flush();
    expect(element('leaving')).toBeNull();
    window.dispatchEvent(new Event('beforeunload'));
    await flush();
    expect(element('leaving')).not.toBeNull();
    // jsdom's document is complete: a load tag goes in at once.
    void scripts.register({ tagId: 'late', innerHTML: 'void 0', timing: 'load' });
    await flush();
    expect(element('late')).not.toBeNull();
  });

  it('puts a tag in the head, at the start of the body or at its end', async () => {
    const scripts = loader();
    void scripts.register({ tagId: 'top', innerHTML: 'void 0', location: 'body' });
    void scripts.register({ tagId: 'bottom', innerHTML: 'void 0', location: 'footer' });
    await flush();
    expect(document.body.firstElementChild?.id).toBe('top');
    expect(document.body.lastElementChild?.id).toBe('bottom');
  });

  it('says so when there is no head to put a tag in', async () => {
    const scripts = loader();
    document.head.remove();
    await expect(scripts.register({ tagId: 'headless', src: '/h.js' })).rejects.toThrow(
      'Unable to get <head> element to append script headless to.',
    );
    expect(logs).toContainEqual({
      level: 'error',
      message: 'Unable to get <head> element to append script headless to.',
    });
    document.documentElement.prepend(document.createElement('head'));
  });

  it('adds a batch in priority order, higher first (the window watcher at 1000)', async () => {
    const scripts = loader();
    void scripts.registerAll([
      { tagId: 'low', innerHTML: 'void 0', priority: -5 },
      { tagId: 'default', innerHTML: 'void 0' },
      { tagId: 'watcher', innerHTML: 'void 0', priority: 1000 },
    ]);
    await flush();
    expect(Array.from(document.head.children).map((child) => child.id)).toEqual([
      'watcher',
      'default',
      'low',
    ]);
  });
});

describe('failures', () => {
  it('a script that fails or is aborted is logged in the spec’s words, and rejects', async () => {
    const scripts = loader();
    const failed = scripts.register({ tagId: 'broken', src: '/broken.js' });
    const aborted = scripts.register({ tagId: 'stopped', src: '/stopped.js' });
    await flush();
    fire('broken', 'error');
    fire('stopped', 'abort');
    await expect(failed).rejects.toThrow('Loading of script broken failed.');
    await expect(aborted).rejects.toThrow('Loading of script stopped was aborted.');
    expect(logs).toContainEqual({ level: 'error', message: 'Loading of script broken failed.' });
    expect(logs).toContainEqual({
      level: 'warn',
      message: 'Loading of script stopped was aborted.',
    });
  });

  it('a batch with a failure says which and that client scripts failed; the rest load', async () => {
    const scripts = loader({ consent: true, ads: false });
    const batch = scripts.registerAll([
      { tagId: 'fine', innerHTML: 'void 0' },
      { tagId: 'off', src: '/off.js', features: ['ads'] },
    ]);
    await flush();
    fire('fine', 'load');
    const results = await batch;
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
    expect(logs).toContainEqual({
      level: 'warn',
      message: 'Failed to load script. Error: One or more features required for off are disabled.',
    });
    expect(logs).toContainEqual({ level: 'error', message: 'Error loading client scripts' });
    expect(element('fine')).not.toBeNull();
  });

  it('cannot run without a window', async () => {
    const scripts = new ScriptLoader({
      context: { flags: {} },
      consent,
      gdprMode: true,
      logger,
      window: undefined,
    });
    Object.defineProperty(scripts, 'win', { value: undefined });
    await expect(scripts.register({ tagId: 'server', src: '/s.js' })).rejects.toThrow(
      SCRIPT_MESSAGES.noWindow,
    );
    expect(SCRIPT_MESSAGES.noWindow).toBe('Cannot access Window during server render.');
  });
});

describe('window variables', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as unknown as Record<string, unknown>).analyticsQueue;
  });

  it('waits for a variable a tag declares, asking every 500 ms', async () => {
    jest.useFakeTimers();
    const scripts = loader();
    void scripts.register({
      tagId: 'analytics',
      innerHTML: 'void 0',
      windowVars: ['analyticsQueue'],
    });
    await Promise.resolve();
    const value = scripts.windowVariable('analyticsQueue');
    await jest.advanceTimersByTimeAsync(WAIT_INTERVAL_MS * 3);
    (window as unknown as Record<string, unknown>).analyticsQueue = ['ready'];
    await jest.advanceTimersByTimeAsync(WAIT_INTERVAL_MS);
    await expect(value).resolves.toEqual(['ready']);
  });

  it('gives up after 30 tries', async () => {
    jest.useFakeTimers();
    const scripts = loader();
    void scripts.register({ tagId: 'never', innerHTML: 'void 0', windowVars: ['analyticsQueue'] });
    await Promise.resolve();
    const value = scripts.windowVariable('analyticsQueue');
    const settled = expect(value).rejects.toThrow('did not appear');
    await jest.advanceTimersByTimeAsync(WAIT_INTERVAL_MS * 30);
    await settled;
  });

  it('refuses a variable no tag declares', async () => {
    await expect(loader().windowVariable('somethingElse')).rejects.toThrow(
      'The requested Window variable somethingElse is not watched.',
    );
    expect(logs).toContainEqual({
      level: 'warn',
      message: 'The requested Window variable somethingElse is not watched.',
    });
  });
});
