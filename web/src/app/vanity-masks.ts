/**
 * The browser's memory of masked vanity URLs (spec 000 s4, s9): vanity lookup key → the target
 * page's path and query, for VANITY_MASK_MEMORY_SECONDS (600 s). While remembered, a location
 * at the vanity path loads the target's page (hydration, Back, client links) and the address bar
 * keeps the vanity path; once expired, a navigation there asks the server (and the vanity
 * service) again. Kept in sessionStorage, else in memory; storage failures are swallowed.
 */
import { VANITY_MASK_MEMORY_SECONDS, vanityLookupKey } from '@bytewire/vanity';

const STORAGE_KEY = 'bytewire.vanity-masks';

interface Mask {
  target: string;
  /** Epoch milliseconds. */
  expires: number;
}

type Masks = Record<string, Mask>;

/** Where sessionStorage fails (private modes, quotas, disabled storage). */
let fallback: Masks = {};

function read(): Masks {
  let stored: string | null;
  try {
    // None on the server: the memory copy, without a ReferenceError thrown (a stack captured)
    // and caught on each of the few reads every server render makes. Inside the try, as
    // reading the global itself throws where storage is disabled.
    if (typeof sessionStorage === 'undefined') return fallback;
    stored = sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return fallback;
  }
  try {
    const parsed: unknown = JSON.parse(stored ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Masks) : {};
  } catch {
    return {};
  }
}

function write(masks: Masks): void {
  fallback = masks;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(masks));
  } catch {
    // Memory only: the mask still holds for this page's lifetime.
  }
}

/** Remembers that `vanityPath` shows the page at `target` (both path and query). */
export function rememberVanityMask(vanityPath: string, target: string, now = Date.now()): void {
  const masks = Object.fromEntries(Object.entries(read()).filter(([, mask]) => mask.expires > now));
  masks[vanityLookupKey(vanityPath)] = {
    target,
    expires: now + VANITY_MASK_MEMORY_SECONDS * 1000,
  };
  write(masks);
}

/** The target of a remembered, unexpired mask at this path and query; undefined otherwise. */
export function maskedTarget(pathAndSearch: string, now = Date.now()): string | undefined {
  const masks = read();
  // Nothing remembered (always so on the server): no lookup key to work out.
  if (Object.keys(masks).length === 0) return undefined;
  const mask = masks[vanityLookupKey(pathAndSearch)];
  return mask && typeof mask.target === 'string' && mask.expires > now ? mask.target : undefined;
}

/** The URL a loader works with: the target's for a remembered vanity URL, else the request's. */
export function pageUrlOf(requestUrl: string): URL {
  const url = new URL(requestUrl);
  const target = maskedTarget(`${url.pathname}${url.search}`);
  return target ? new URL(target, url) : url;
}
