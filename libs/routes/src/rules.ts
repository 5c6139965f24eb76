/**
 * Parameter rules of spec 000 section 5, and the one check every path segment passes before
 * any rule sees it. Shared by the matcher and the path builder so both accept the same values.
 */
import { SLUG_PATTERN } from '@bytewire/contracts';
import type { ParamRule } from './types';

/** Topic list for topic routes (spec 000 s5 and s9): the only allowed first topic slugs. */
export const TOPIC_ROUTE_SLUGS = ['education', 'finance', 'home-and-office'] as const;

export const AUTH_FLOW_SLUGS = ['terms-of-service', 'registration-success'] as const;
export const MEMBER_PAGES = ['preferences', 'newsletters'] as const;

/** A page number is digits (spec 000 s5 "numeric path segment"); see canonicalPageNumber. */
const PAGE_NUMBER_PATTERN = /^\d+$/;

/**
 * A gallery slug is never all digits: under /pictures/ a numeric segment is always the door's
 * page number, so an all-digit gallery slug could never be reached.
 */
const GALLERY_SLUG_PATTERN = new RegExp(`^(?!\\d+$)${SLUG_PATTERN.source.slice(1)}`);

export const SLUG: ParamRule = { pattern: SLUG_PATTERN };
export const OPTIONAL_SLUG: ParamRule = { optional: true, pattern: SLUG_PATTERN };
export const GALLERY_SLUG: ParamRule = { pattern: GALLERY_SLUG_PATTERN };
export const PAGE_NUMBER: ParamRule = { optional: true, pattern: PAGE_NUMBER_PATTERN };
/** The news door accepts any page number (spec 000 s5); segment safety still applies. */
export const ANY_PAGE_NUMBER: ParamRule = { optional: true };

/**
 * The one spelling of a page number that is digits: no leading zeros, and the first page (1,
 * and 0, the page before it) without a number at all. `value` itself when it is no digits (the
 * news door's any value).
 */
export function canonicalPageNumber(value: string): string | undefined {
  if (!PAGE_NUMBER_PATTERN.test(value)) return value;
  const page = value.replace(/^0+/, '');
  return page === '' || page === '1' ? undefined : page;
}

/** Whether a value (or its absence) satisfies a parameter rule. */
export function paramAllowed(rule: ParamRule, value: string | undefined): boolean {
  if (value === undefined) return rule.optional === true;
  if (rule.pattern && !rule.pattern.test(value)) return false;
  if (rule.oneOf && !rule.oneOf.includes(value)) return false;
  return true;
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/**
 * A decoded segment that can stand alone in a path: not empty, not a dot segment, no
 * separators (an encoded slash or backslash would change the path once decoded again), no
 * control characters.
 */
export function isSafeSegment(value: string): boolean {
  return (
    value.length > 0 &&
    value !== '.' &&
    value !== '..' &&
    !value.includes('/') &&
    !value.includes('\\') &&
    !hasControlCharacter(value)
  );
}

/**
 * The decoded segments of a path (a trailing slash adds none), or undefined when any segment is
 * unusable: empty, a dot segment, a malformed escape, or hiding a separator or a control
 * character. The matcher and the gateway both use it, so a path the gateway passes on is read
 * the same way by every service behind it.
 */
export function safeSegments(path: string): string[] | undefined {
  if (!path.startsWith('/') || path.includes('\\')) return undefined;
  if (path === '/') return [];
  const body = path.endsWith('/') ? path.slice(1, -1) : path.slice(1);
  const segments: string[] = [];
  for (const raw of body.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (!isSafeSegment(decoded)) return undefined;
    segments.push(decoded);
  }
  return segments;
}
