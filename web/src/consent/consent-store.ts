/**
 * The reader's consent, which the rest of the page subscribes to (spec 001 s8: a service loads
 * when its category is allowed and is re-checked on a change). What is allowed is kept by an
 * adapter, so that a site can plug in its consent platform; the default one keeps the choice in
 * a first-party cookie. Critical (C0001) is always allowed; nothing else until chosen.
 */
import { CONSENT_COOKIE, CONSENT_MAX_AGE_S, consentCategoriesOf } from '@bytewire/site/consent';
import { cookieString, readCookie } from '../browser/cookies';
import { CONSENT_CATEGORIES, type ConsentCategory } from './consent-categories';

/** Where the choice lives: a cookie here, a consent platform's API elsewhere. */
export interface ConsentAdapter {
  /** The categories allowed, or undefined when the reader has not chosen yet. */
  read(): ReadonlySet<ConsentCategory> | undefined;
  write(allowed: ReadonlySet<ConsentCategory>): void;
}

export { CONSENT_COOKIE };

/**
 * The default adapter: the allowed ids, dot-separated (`C0001.C0003`; critical alone when the
 * reader allowed nothing else); unknown ids ignored. No cookie: no choice yet.
 */
export const cookieConsentAdapter: ConsentAdapter = {
  read() {
    const value = readCookie(
      typeof document === 'undefined' ? '' : document.cookie,
      CONSENT_COOKIE,
    );
    return value === undefined ? undefined : consentCategoriesOf(value);
  },
  write(allowed) {
    document.cookie = cookieString(CONSENT_COOKIE, [...allowed].sort().join('.'), {
      maxAge: CONSENT_MAX_AGE_S,
    });
  },
};

export class ConsentStore {
  private readonly listeners = new Set<() => void>();
  /** What the adapter said, read once; null: no choice yet. */
  private allowedSet: ReadonlySet<ConsentCategory> | null | undefined;

  constructor(private readonly adapter: ConsentAdapter) {}

  private current(): ReadonlySet<ConsentCategory> | null {
    if (this.allowedSet === undefined) this.allowedSet = this.adapter.read() ?? null;
    return this.allowedSet;
  }

  allowed(category: ConsentCategory): boolean {
    return category === CONSENT_CATEGORIES.critical || (this.current()?.has(category) ?? false);
  }

  /** Whether the reader has made a choice (the consent banner asks until they do). */
  chosen(): boolean {
    return this.current() !== null;
  }

  /** Allows the categories beside those allowed already (a choice made in place). */
  allow(...categories: ConsentCategory[]): void {
    this.choose([...(this.current() ?? []), ...categories]);
  }

  /** The reader's whole choice: exactly these categories (and critical); tells every subscriber. */
  choose(categories: Iterable<ConsentCategory>): void {
    const next = new Set<ConsentCategory>([CONSENT_CATEGORIES.critical, ...categories]);
    this.adapter.write(next);
    this.allowedSet = next;
    for (const listener of [...this.listeners]) listener();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** The page's one store, over the cookie adapter. */
export const consentStore = new ConsentStore(cookieConsentAdapter);
