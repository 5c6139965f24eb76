/**
 * A/B tests and feature flags (spec 001 s3 "A/B test", s4 "A/B bucketing", "Feature flags",
 * s5, s7, s9): the shapes shared by the experiments service, its clients and other products.
 */

/** One share of a test's traffic: `percentage` of visitors (0-100) get `bucket`. */
export interface Allocation {
  percentage: number;
  bucket: string;
}

/**
 * Which requests a test runs on: each key names a context attribute, its value the allowed
 * value or values. `path` matches as a prefix; the others exactly. Never a boolean or an array
 * (spec 001 s5).
 */
export type Criteria = Partial<Record<keyof DecisionContext, string | string[]>>;

export interface TestDefinition {
  /** Starts with a letter; letters, digits and underscores (spec 001 s5). */
  id: string;
  /** Starts with a letter or digit; letters, digits and underscores. */
  version: string;
  /** ISO 8601 instants; the test is active from start (inclusive) to end (exclusive). */
  startDate: string;
  endDate: string;
  /** Percentages summing to at most 100; the rest of the visitors are `exclude`. */
  allocations: Allocation[];
  criteria?: Criteria;
}

/**
 * What a caller needs to decide locally with `decide` (`GET /experiments/definitions` of the
 * experiments service): every test definition and flag default it holds.
 */
export interface DecisionDefinitions {
  /** The service's version of them; null while it holds its initial ones (Redis not read). */
  version: number | null;
  tests: readonly TestDefinition[];
  flags: Readonly<Record<string, boolean>>;
}

/** A visitor's state in one test (spec 001 s3 "Test state"). */
export interface TestState {
  id: string;
  version: string;
  bucket: string;
}

/** The request a decision is made for. */
export interface DecisionContext {
  path: string;
  device?: string;
  edition?: string;
  userAgent?: string;
}

export interface DecisionRequest {
  /** The request's cookies, by name (as received: untrusted). */
  cookies: Readonly<Record<string, string>>;
  /** The request's query parameters (as received: untrusted; a repeated one is an array). */
  query: Readonly<Record<string, string | readonly string[]>>;
  /** The `x-ab-test-variation` request header, when present. */
  variationHeader?: string;
  context: DecisionContext;
}

/** A cookie for the caller to set (or remove, with `maxAge: 0`) on its response. */
export interface CookieToSet {
  name: string;
  value: string;
  /** Seconds; 0 removes the cookie. */
  maxAge: number;
  path: '/';
  sameSite: 'lax';
  secure: true;
  /** Set only when the caller configured a cookie domain (see `DecideInput.cookieDomain`). */
  domain?: string;
}

/** Everything `decide` needs: pure data in, so the same request always gives the same answer. */
export interface DecideInput {
  /** Every known definition (active or not: the rules pick the active ones). */
  tests: readonly TestDefinition[];
  /** Every feature flag with its default. */
  flags: Readonly<Record<string, boolean>>;
  request: DecisionRequest;
  now: Date;
  /** A fresh random visitor id, called only for a visitor without a valid one. */
  newVisitorId: () => string;
  /** The domain of the cookies set, when configured (else host-only cookies). */
  cookieDomain?: string;
}

export interface Decision {
  /** The visitor id bucketing was done for (new visitors get one, in `cookies`). */
  visitorId: string;
  /** The state of every active test the visitor is in (excluded ones are left out). */
  tests: TestState[];
  /** Every flag, resolved: defaults with the request's overrides applied. */
  flags: Record<string, boolean>;
  cookies: CookieToSet[];
  /** The x-ab-* response headers of spec 001 s7. */
  headers: Record<string, string>;
}
