/**
 * The script loader (spec 001 s3, s8, s9): third-party and first-party tags added to the page
 * by configuration (script-config.ts), once each.
 * - A tag is registered once by tagId: a repeat returns the earlier result, unless forced, when
 *   the old element is removed first.
 * - A tag whose required feature flags are not all on is rejected; one that resolves to no
 *   src, href or inline code is skipped. For a reader of the restricted state (spec 001 s1),
 *   every tag not marked `allowedWhenRestricted` (first party, tracking no one) is rejected.
 * - Consent (spec 001 s8): a tag gets the consent type and class (`type="text/plain"`,
 *   `class="optanon-category-C000n"`, inert) only when consent is required (the `consent` flag
 *   on, or missing: fails closed), GDPR mode is on and the tag has a category; it then runs
 *   once its category is allowed, at once or on a later change of the reader's choice.
 *   Otherwise it is plain JavaScript.
 * - It goes in at its timing, in its location, registered batches in priority order (higher
 *   first), and is marked loaded on load.
 * - Inline code runs from a `blob:` URL, not as an inline script: the page's policy is strict
 *   and hash-based (`script-src 'sha256-…' 'strict-dynamic'`, no nonce: a cached page is served to
 *   every reader). 'strict-dynamic' trusts a script the (trusted) loader creates
 *   with a `src`, any URL, but blocks one it creates with inline text, which has no nonce or
 *   hash. No script the loader adds has a nonce.
 * Failures are logged in the spec's words and the page goes on.
 */
import type { ConsentCategory } from '../consent/consent-categories';
import { consentRequired } from '../consent/consent-flag';
import { whenAllowed, type ConsentSource } from '../consent/when-allowed';
import {
  DEFAULT_PRIORITY,
  resolve,
  WAIT_INTERVAL_MS,
  WAIT_TRIES,
  type ScriptContext,
  type ScriptLocation,
  type ScriptTagConfig,
  type ScriptTiming,
} from './script-config';
import { consoleScriptLogger, SCRIPT_MESSAGES, type ScriptLogger } from './script-messages';

export interface ScriptLoaderOptions {
  context: ScriptContext;
  consent: ConsentSource;
  /** Whether the reader's region needs consent before non-essential scripts (GDPR mode). */
  gdprMode: boolean;
  /** A reader of the restricted state (spec 001 s1): only tags allowed there load. */
  restricted?: boolean;
  logger?: ScriptLogger;
  /** The page's window; absent on the server. */
  window?: Window;
}

/** loaded: in and run; skipped: nothing to load; removed: taken out before it loaded. */
export interface ScriptResult {
  tagId: string;
  status: 'loaded' | 'skipped';
  element?: HTMLElement;
}

/** The consent class of a typed tag (the convention consent platforms read too). */
export const consentClass = (category: ConsentCategory) => `optanon-category-${category}`;

type Source = { kind: 'src' | 'href' | 'inline'; value: string };

function sourceOf(config: ScriptTagConfig, context: ScriptContext): Source | undefined {
  const src = resolve(config.src, context);
  if (src) return { kind: 'src', value: src };
  const href = resolve(config.href, context);
  if (href) return { kind: 'href', value: href };
  const inline = resolve(config.innerHTML, context);
  return inline ? { kind: 'inline', value: inline } : undefined;
}

export class ScriptLoader {
  /** The tags in and run (spec 001 s3's script store: loadedTagIds). */
  readonly loadedTagIds = new Set<string>();
  private readonly registered = new Map<string, Promise<ScriptResult>>();
  private readonly watched = new Set<string>();
  private readonly logger: ScriptLogger;
  private readonly win: Window | undefined;

  constructor(private readonly options: ScriptLoaderOptions) {
    this.logger = options.logger ?? consoleScriptLogger;
    this.win = options.window ?? (typeof window === 'undefined' ? undefined : window);
  }

  private get window(): Window {
    if (!this.win) throw new Error(SCRIPT_MESSAGES.noWindow);
    return this.win;
  }

  /** Registers a tag (once by tagId unless `force`); resolves when it has loaded. */
  register(config: ScriptTagConfig, { force = false } = {}): Promise<ScriptResult> {
    if (!config.tagId) return Promise.reject(new Error('A script needs a tagId'));
    const earlier = this.registered.get(config.tagId);
    if (earlier && !force) {
      this.logger.log(SCRIPT_MESSAGES.alreadyRegistered(config.tagId));
      return earlier;
    }
    if (earlier) this.remove(config.tagId);
    const result = this.load(config);
    this.registered.set(config.tagId, result);
    // A rejection is the caller's to handle; an unawaited one is logged, never thrown at the page.
    result.catch(() => undefined);
    return result;
  }

  /**
   * Registers a batch in priority order (higher first); resolves when every one has settled,
   * logging 'Error loading client scripts' if any failed.
   */
  async registerAll(
    configs: readonly ScriptTagConfig[],
  ): Promise<PromiseSettledResult<ScriptResult>[]> {
    const ordered = [...configs].sort(
      (a, b) => (b.priority ?? DEFAULT_PRIORITY) - (a.priority ?? DEFAULT_PRIORITY),
    );
    const results = await Promise.allSettled(ordered.map((config) => this.register(config)));
    const failures = results.filter((result) => result.status === 'rejected');
    for (const failure of failures) {
      this.logger.warn(SCRIPT_MESSAGES.failedWithError((failure.reason as Error).message));
    }
    if (failures.length > 0) this.logger.error(SCRIPT_MESSAGES.clientScripts);
    return results;
  }

  /** Takes a tag's element out of the page, so that it may be registered afresh. */
  remove(tagId: string): void {
    this.registered.delete(tagId);
    this.loadedTagIds.delete(tagId);
    const element = this.win?.document.getElementById(tagId);
    if (element) element.remove();
    else this.logger.warn(SCRIPT_MESSAGES.notLocated(tagId));
  }

  /**
   * A window variable a registered tag defines, once it is there: asked every 500 ms, 30 times
   * at most. Only variables a tag declares (`windowVars`) are watched.
   */
  async windowVariable(name: string): Promise<unknown> {
    const win = this.window as unknown as Record<string, unknown>;
    if (!this.watched.has(name)) {
      this.logger.warn(SCRIPT_MESSAGES.notWatched(name));
      throw new Error(SCRIPT_MESSAGES.notWatched(name));
    }
    for (let attempt = 0; attempt < WAIT_TRIES; attempt += 1) {
      if (win[name] !== undefined) return win[name];
      await new Promise((resolveWait) => setTimeout(resolveWait, WAIT_INTERVAL_MS));
    }
    throw new Error(`Window variable ${name} did not appear`);
  }

  private async load(config: ScriptTagConfig): Promise<ScriptResult> {
    const { tagId } = config;
    const win = this.window;
    const { context, consent, gdprMode, restricted } = this.options;
    if (restricted && config.allowedWhenRestricted !== true) {
      const message = SCRIPT_MESSAGES.restricted(tagId);
      this.logger.log(message);
      throw new Error(message);
    }
    if (!(config.features ?? []).every((feature) => context.flags[feature] === true)) {
      const message = SCRIPT_MESSAGES.featuresOff(tagId);
      this.logger.log(message);
      throw new Error(message);
    }
    const source = sourceOf(config, context);
    if (!source) return { tagId, status: 'skipped' };
    for (const name of config.windowVars ?? []) this.watched.add(name);
    await whenTime(config.timing ?? 'immediate', win);
    const parent = placeFor(config.location ?? 'head', win.document);
    if (!parent) {
      const message = SCRIPT_MESSAGES.noHead(tagId);
      this.logger.error(message);
      throw new Error(message);
    }
    const category = config.gdprCategory;
    const typed = consentRequired(context.flags) && gdprMode && category !== undefined;
    if (typed && !consent.allowed(category)) {
      const inert = inertElement(config, source, category, win.document);
      insert(parent, inert, config.location ?? 'head');
      await whenAllowed(consent, category);
      // Taken out or replaced by a forced registration meanwhile: nothing to run.
      if (!inert.isConnected) return { tagId, status: 'skipped' };
      inert.remove();
    }
    const element = liveElement(config, source, typed ? category : undefined, win);
    // Every kind loads asynchronously (inline code too, from its blob: URL): done on `load`.
    const loaded = loadOf(element, tagId, this.logger);
    insert(parent, element, config.location ?? 'head');
    await loaded;
    this.loadedTagIds.add(tagId);
    return { tagId, status: 'loaded', element };
  }
}

function whenTime(timing: ScriptTiming, win: Window): Promise<void> {
  const once = (target: EventTarget, event: string) =>
    new Promise<void>((done) => target.addEventListener(event, () => done(), { once: true }));
  switch (timing) {
    case 'queue':
      return new Promise((done) => setTimeout(done, 0));
    case 'domContentLoaded':
      return win.document.readyState === 'loading'
        ? once(win.document, 'DOMContentLoaded')
        : Promise.resolve();
    case 'load':
      return win.document.readyState === 'complete' ? Promise.resolve() : once(win, 'load');
    case 'beforeUnload':
      return once(win, 'beforeunload');
    default:
      return Promise.resolve();
  }
}

function placeFor(location: ScriptLocation, doc: Document): HTMLElement | null {
  return location === 'head' ? doc.head : doc.body;
}

function insert(parent: HTMLElement, element: HTMLElement, location: ScriptLocation): void {
  if (location === 'body') parent.prepend(element);
  else parent.append(element);
}

function setAttributes(element: HTMLElement, attributes: ScriptTagConfig['attributes']): void {
  for (const [name, value] of Object.entries(attributes ?? {})) {
    if (value === false) continue;
    element.setAttribute(name, value === true ? '' : value);
  }
}

/** The typed placeholder of a tag waiting for its category: it does not run. */
function inertElement(
  config: ScriptTagConfig,
  source: Source,
  category: ConsentCategory,
  doc: Document,
): HTMLElement {
  const element = doc.createElement('script');
  element.id = config.tagId;
  element.type = 'text/plain';
  element.className = consentClass(category);
  if (source.kind === 'inline') element.textContent = source.value;
  else element.setAttribute(`data-${source.kind}`, source.value);
  return element;
}

function liveElement(
  config: ScriptTagConfig,
  source: Source,
  category: ConsentCategory | undefined,
  win: Window,
): HTMLElement {
  const doc = win.document;
  if (source.kind === 'href') {
    const link = doc.createElement('link');
    setAttributes(link, config.attributes);
    link.id = config.tagId;
    link.rel = config.rel ?? 'stylesheet';
    link.href = source.value;
    if (category) link.className = consentClass(category);
    return link;
  }
  const script = doc.createElement('script');
  setAttributes(script, config.attributes);
  script.id = config.tagId;
  script.type = 'text/javascript';
  if (category) script.className = consentClass(category);
  if (source.kind === 'src') {
    script.async = config.attributes?.async !== false;
    script.src = source.value;
  } else {
    // Not textContent: under the page's strict hash-based policy (no nonce) an inline script
    // the loader creates is blocked, while one with a src it creates is trusted through
    // 'strict-dynamic'. Not async, so that inline tags still run in the order they go in
    // (priority order), as inline scripts did.
    script.async = false;
    blobSource(script, source.value, win);
  }
  return script;
}

/** The events after which a script's blob: URL is no longer needed. */
const SETTLED = ['load', 'error', 'abort'] as const;

/**
 * Points a script at a `blob:` URL holding its code, from the loader's window, and revokes
 * the URL once the script has loaded or failed.
 */
function blobSource(script: HTMLScriptElement, code: string, win: Window): void {
  const realm = win as Window & typeof globalThis;
  const url = realm.URL.createObjectURL(new realm.Blob([code], { type: 'text/javascript' }));
  const revoke = () => {
    for (const event of SETTLED) script.removeEventListener(event, revoke);
    realm.URL.revokeObjectURL(url);
  };
  for (const event of SETTLED) script.addEventListener(event, revoke);
  script.src = url;
}

function loadOf(element: HTMLElement, tagId: string, logger: ScriptLogger): Promise<void> {
  return new Promise((done, fail) => {
    element.addEventListener('load', () => done(), { once: true });
    element.addEventListener(
      'error',
      () => {
        const message = SCRIPT_MESSAGES.failed(tagId);
        logger.error(message);
        fail(new Error(message));
      },
      { once: true },
    );
    element.addEventListener(
      'abort',
      () => {
        const message = SCRIPT_MESSAGES.aborted(tagId);
        logger.warn(message);
        fail(new Error(message));
      },
      { once: true },
    );
  });
}
