import { isRecord } from '@bytewire/contracts';
import { criteriaMet, isWithinDates } from './activity';
import { bucketFor } from './bucketing';
import {
  AB_COOKIE,
  AB_QUERY_PARAM,
  EXCLUDE_BUCKET,
  VISITOR_COOKIE,
  VISITOR_COOKIE_MAX_AGE_SECONDS,
} from './constants';
import {
  cookieRemoval,
  cookieToSet,
  excludeCookieName,
  formatStateCookie,
  parseStateCookie,
  secondsUntil,
} from './cookies';
import { resolveFlags } from './flags';
import { abHeaders } from './headers';
import { hasBucket, overrideStates } from './overrides';
import { VISITOR_ID_PATTERN } from './patterns';
import type {
  CookieToSet,
  DecideInput,
  Decision,
  DecisionDefinitions,
  DecisionRequest,
  TestDefinition,
  TestState,
} from './types';

/**
 * The A/B decision for a request (spec 001 s4 "A/B bucketing", s7 headers), test by test among
 * the tests running for it (inside their dates, criteria met), first rule that applies:
 * 1. a valid `ab` query value or `x-ab-test-variation` header sets the state (and the cookie,
 *    so the visitor stays in it; an exclusion cookie for the test is removed);
 * 2. a valid state in the AB_COOKIE, for the test's current version and a bucket it still has,
 *    is kept;
 * 3. a visitor with the test's exclusion cookie (same version) stays excluded;
 * 4. otherwise the visitor is bucketed by visitor id: a bucket goes into the AB_COOKIE, `exclude`
 *    into the test's exclusion cookie, both until the test's end date.
 * States of tests outside their dates, of old versions or of removed buckets leave the cookie; a
 * state of a test whose criteria do not hold on this request is kept for the pages where they do.
 * A cookie not in the format is rewritten, or removed when nothing is left to store. Malformed
 * input is never an error: it is ignored or cleared.
 */
export function decide(input: DecideInput): Decision {
  const { tests, flags, request, now, newVisitorId, cookieDomain } = input;
  const cookies = isRecord(request.cookies) ? request.cookies : {};
  const query = isRecord(request.query) ? request.query : {};
  const set: CookieToSet[] = [];

  let visitorId = cookies[VISITOR_COOKIE];
  if (typeof visitorId !== 'string' || !VISITOR_ID_PATTERN.test(visitorId)) {
    visitorId = newVisitorId();
    set.push(cookieToSet(VISITOR_COOKIE, visitorId, VISITOR_COOKIE_MAX_AGE_SECONDS, cookieDomain));
  }

  const live = tests.filter((test) => isWithinDates(test, now));
  const running = live.filter((test) => criteriaMet(test, request.context ?? { path: '' }));

  const rawCookie = cookies[AB_COOKIE];
  const parsed = rawCookie === undefined ? [] : parseStateCookie(rawCookie);
  const stored = new Map<string, TestState>();
  for (const state of parsed ?? []) {
    const test = live.find(({ id }) => id === state.id);
    if (test && test.version === state.version && hasBucket(test, state.bucket)) {
      stored.set(state.id, state);
    }
  }
  let cookieChanged = parsed === undefined || stored.size !== parsed.length;

  const overrides = overrideStates([query[AB_QUERY_PARAM], request.variationHeader], running);
  const states: TestState[] = [];
  let allocated = false;

  for (const test of running) {
    const excludeName = excludeCookieName(test.id);
    const excludedVersion = cookies[excludeName];
    const forced = overrides.get(test.id);
    const kept = stored.get(test.id);
    if (forced) {
      if (kept?.bucket !== forced.bucket) cookieChanged = true;
      stored.set(test.id, forced);
      if (excludedVersion !== undefined) set.push(cookieRemoval(excludeName, cookieDomain));
      states.push(forced);
    } else if (kept) {
      states.push(kept);
    } else if (excludedVersion === test.version) {
      // Excluded: never rebucketed while the cookie lives.
    } else {
      allocated = true;
      const bucket = bucketFor(test, visitorId);
      if (bucket === EXCLUDE_BUCKET) {
        set.push(cookieToSet(excludeName, test.version, until(test, now), cookieDomain));
        continue;
      }
      // An exclusion cookie of another version, or not a version at all, is cleared.
      if (excludedVersion !== undefined) set.push(cookieRemoval(excludeName, cookieDomain));
      const state = { id: test.id, version: test.version, bucket };
      stored.set(test.id, state);
      cookieChanged = true;
      states.push(state);
    }
  }

  if (cookieChanged)
    set.push(...stateCookie(live, stored, rawCookie !== undefined, now, cookieDomain));

  return {
    visitorId,
    tests: states,
    flags: resolveFlags(isRecord(flags) ? (flags as Record<string, boolean>) : {}, query),
    cookies: set,
    headers: abHeaders({ states, running, allocated, cookieDomain }),
  };
}

/**
 * `decide` as a service or a caller deciding locally runs it: with the definitions it holds,
 * at this instant, and a random UUID for a new visitor.
 */
export function decideWith(
  held: Pick<DecisionDefinitions, 'tests' | 'flags'>,
  request: DecisionRequest,
  now = new Date(),
): Decision {
  return decide({
    tests: held.tests,
    flags: held.flags,
    request,
    now,
    newVisitorId: () => globalThis.crypto.randomUUID(),
  });
}

/** The AB_COOKIE holding `stored` (in definition order) until the latest of their end dates. */
function stateCookie(
  live: readonly TestDefinition[],
  stored: ReadonlyMap<string, TestState>,
  hadCookie: boolean,
  now: Date,
  cookieDomain: string | undefined,
): CookieToSet[] {
  const held = live.filter(({ id }) => stored.has(id));
  if (held.length === 0) return hadCookie ? [cookieRemoval(AB_COOKIE, cookieDomain)] : [];
  const value = formatStateCookie(held.map(({ id }) => stored.get(id) as TestState));
  const maxAge = Math.max(...held.map((test) => until(test, now)));
  return [cookieToSet(AB_COOKIE, value, maxAge, cookieDomain)];
}

function until(test: TestDefinition, now: Date): number {
  return secondsUntil(test.endDate, now);
}
