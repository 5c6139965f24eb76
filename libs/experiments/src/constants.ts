/** A/B test and feature flag constants (spec 001 s4, s6, s7, s9). */

/** The cookie holding a bucketed visitor's test states (spec 001 s9). */
export const AB_COOKIE = 'nemo_highlander';
/** The longest `id:version:bucket` string a test may produce (spec 001 s5, s9). */
export const MAX_STATE_LENGTH = 25;
/** Traffic is allocated in 100 slots: one per whole percentage point (spec 001 s9). */
export const ALLOCATION_SLOTS = 100;
/** The bucket of visitors outside every allocation (spec 001 s4). */
export const EXCLUDE_BUCKET = 'exclude';
/** The A/B test event fires this long after DOM ready (spec 001 s4). */
export const AB_EVENT_DELAY_MS = 5000;
/** Query parameter and request header that set a test state (spec 001 s4, s6). */
export const AB_QUERY_PARAM = 'ab';
export const AB_VARIATION_HEADER = 'x-ab-test-variation';
/** Feature flag override query parameters (spec 001 s4, s6). */
export const FEATURE_ENABLE_PARAM = 'featureEnable';
export const FEATURE_DISABLE_PARAM = 'featureDisable';
/** The override value that covers every flag. */
export const ALL_FLAGS = 'all';

/** Separates the test states stored together in the AB_COOKIE (ids never contain it). */
export const STATE_SEPARATOR = '|';
/** Per-test cookie marking an excluded visitor: name prefix + test id, value = test version. */
export const EXCLUDE_COOKIE_PREFIX = `${AB_COOKIE}_x_`;
/** The random visitor id bucketing hashes, set on the first visit. */
export const VISITOR_COOKIE = 'nemo_vid';
export const VISITOR_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
