/**
 * How the gateway hands a decision to render: two request headers, only ever set by the
 * gateway (a client's copies are dropped on the way in).
 *
 * - `x-ab-state`: the visitor's test states, `id:version:bucket` joined by `|`
 *   (e.g. `genius_link:1:test|precap_vs_hero:1:hero`); absent when the visitor is in no test.
 * - `x-feature-flags`: every resolved flag as `name=1` or `name=0`, comma-separated
 *   (e.g. `ads=1,newsletter=0`); absent when the service gave no answer (then no flag is set).
 *
 * Readers validate both as hostile input: a state that `parseState` refuses, or a flag whose
 * name is not FLAG_NAME_PATTERN or whose value is not 0 or 1, is skipped.
 */
import { STATE_SEPARATOR } from './constants';
import { formatState, parseState } from './state';
import type { Decision, TestState } from './types';

export const AB_STATE_HEADER = 'x-ab-state';
export const FEATURE_FLAGS_HEADER = 'x-feature-flags';
/** Flag names carried in FEATURE_FLAGS_HEADER. */
export const FLAG_NAME_PATTERN = /^[A-Za-z0-9_]{1,64}$/;
/** At most this many states or flags are read from one header. */
const MAX_ENTRIES = 100;

export function formatAbStateHeader(tests: readonly TestState[]): string {
  return tests.map(formatState).join(STATE_SEPARATOR);
}

export function parseAbStateHeader(value: string | null | undefined): TestState[] {
  if (!value) return [];
  const states = value
    .split(STATE_SEPARATOR, MAX_ENTRIES)
    .map((text) => parseState(text.trim()))
    .filter((state): state is TestState => state !== undefined);
  // One state per test: the first wins.
  return states.filter((state, index) => states.findIndex((s) => s.id === state.id) === index);
}

/** The flags with a valid name, as `name=1`/`name=0`. */
export function formatFeatureFlagsHeader(flags: Readonly<Record<string, boolean>>): string {
  return Object.entries(flags)
    .filter(([name]) => FLAG_NAME_PATTERN.test(name))
    .map(([name, on]) => `${name}=${on ? 1 : 0}`)
    .join(',');
}

export function parseFeatureFlagsHeader(value: string | null | undefined): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  if (!value) return flags;
  for (const entry of value.split(',', MAX_ENTRIES)) {
    const [name, on, ...rest] = entry.trim().split('=');
    if (rest.length > 0 || !FLAG_NAME_PATTERN.test(name) || (on !== '1' && on !== '0')) continue;
    // Own property only: a name such as __proto__ is a plain key here.
    Object.defineProperty(flags, name, { value: on === '1', enumerable: true, writable: true });
  }
  return flags;
}

/** Printable ASCII and spaces only, bounded: nothing that could split or smuggle a header. */
export const SAFE_HEADER_VALUE = /^[\x20-\x7e]{0,4096}$/;

/**
 * The headers render gets for a decision: AB_STATE_HEADER when the visitor is in a test,
 * FEATURE_FLAGS_HEADER when a flag is known; each only when it is a safe header value. The
 * gateway forwards them, and the page cache keys pages on them (the warming worker too).
 */
export function forwardedDecisionHeaders(decision: Decision | undefined): Record<string, string> {
  const forwarded: Record<string, string> = {};
  if (!decision) return forwarded;
  const state = formatAbStateHeader(decision.tests);
  if (state && SAFE_HEADER_VALUE.test(state)) forwarded[AB_STATE_HEADER] = state;
  const flags = formatFeatureFlagsHeader(decision.flags);
  if (flags && SAFE_HEADER_VALUE.test(flags)) forwarded[FEATURE_FLAGS_HEADER] = flags;
  return forwarded;
}
