/**
 * The recommendation items (spec 001 s3 "Recommendation item: title, url, image"; s9
 * "Recommendation images 72x72"), ordered for each reader by the decision service (spec 001 s7)
 * through the gateway, which holds the service's key: the browser asks for a decision over the
 * page's candidate stories and reports a click as the outcome.
 */
export const RECOMMENDATION_IMAGE_SIZE = 72;
/** How many items a page shows, and how many candidates it may offer. */
export const RECOMMENDATIONS_SHOWN = 4;
export const MAX_RECOMMENDATION_OPTIONS = 12;
/** The gateway's first-party routes for the site's own decisions and outcomes. */
export const RECOMMENDATIONS_DECISION_PATH = '/api/recommendations/decision';
export const RECOMMENDATIONS_OUTCOME_PATH = '/api/recommendations/outcome';
/**
 * An option the site offers: a story's site path, lower-case segments each ending in a slash,
 * as the route table makes them (the gateway refuses any other; the page offers no other).
 */
export const RECOMMENDATION_OPTION_PATTERN = /^\/(?:[a-z0-9-]+\/){1,6}$/;

/** The decision service's agent (its arms) for the site's recommendation items. */
export const RECOMMENDATIONS_AGENT = 'site-recommendations';
