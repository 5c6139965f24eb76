/** Upstream budgets (spec 000 s7 and s9). */
export const CONTENT_REQUEST_TIMEOUT_MS = 12000;
export const VANITY_REQUEST_TIMEOUT_MS = 2000;
/** The decision service's call (spec 001 s9: "decision call 5000 ms"). */
export const DECISION_REQUEST_TIMEOUT_MS = 5000;
/**
 * Default budget of a call to render (the gateway's, the page warmer's): render's own content
 * API budget plus time to render, so that render's own 504 page arrives before its caller
 * gives up on render.
 */
export const RENDER_REQUEST_TIMEOUT_MS = CONTENT_REQUEST_TIMEOUT_MS + 3000;
