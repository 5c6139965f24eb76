/**
 * A script tag's configuration (spec 001 s3 "Script tag config"): what to load (`src`, a
 * stylesheet or other `href` with its `rel`, or inline code), each a value or a function of
 * the page's context; when (`timing`), where (`location`) and in which order (`priority`,
 * higher first) it goes in; the feature flags it needs; the window variables it defines; its
 * consent category.
 */
import type { ConsentCategory } from '../consent/consent-categories';

/** queue: the next tick; the others: those events of the page; immediate: at once (default). */
export type ScriptTiming = 'queue' | 'domContentLoaded' | 'beforeUnload' | 'load' | 'immediate';
/** head (default): the document head; body: the start of the body; footer: its end. */
export type ScriptLocation = 'head' | 'body' | 'footer';

/** What a script's values are worked out from: the page's feature flags and anything else. */
export interface ScriptContext {
  flags: Readonly<Record<string, boolean>>;
  [key: string]: unknown;
}

export type Resolvable<T> = T | ((context: ScriptContext) => T | undefined);

export interface ScriptTagConfig {
  tagId: string;
  src?: Resolvable<string>;
  href?: Resolvable<string>;
  innerHTML?: Resolvable<string>;
  attributes?: Readonly<Record<string, string | boolean>>;
  /** Feature flags that must all be on. */
  features?: readonly string[];
  timing?: ScriptTiming;
  location?: ScriptLocation;
  priority?: number;
  /** Window variables the script defines, which others may wait for. */
  windowVars?: readonly string[];
  gdprCategory?: ConsentCategory;
  /** For an `href`: the link's rel (stylesheet by default). */
  rel?: string;
  /**
   * Loads for readers of the restricted state too (spec 001 s1): a first-party tag that tracks
   * no one. Every other tag is a tracker there, and refused.
   */
  allowedWhenRestricted?: boolean;
}

export const DEFAULT_PRIORITY = 0;
/** The window watcher's priority: before every other script. */
export const WINDOW_WATCHER_PRIORITY = 1000;
/** The script waiting helper (spec 001 s9): 30 tries, 500 ms apart. */
export const WAIT_TRIES = 30;
export const WAIT_INTERVAL_MS = 500;

export function resolve<T>(
  value: Resolvable<T> | undefined,
  context: ScriptContext,
): T | undefined {
  return typeof value === 'function'
    ? (value as (context: ScriptContext) => T | undefined)(context)
    : value;
}
