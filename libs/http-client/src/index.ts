/**
 * The one HTTP client policy of the services and the browser (spec 000 s7): one time budget
 * over the whole exchange, body included; the caller's signal combined; no redirects followed;
 * failures typed by `kind` (timeout, unreachable, status, answer), which each client maps onto
 * its own errors. Browser-safe: the global fetch and AbortSignal only, no Node module.
 */
export { boundedFetch } from './bounded-fetch';
export type { BoundedInit } from './bounded-fetch';
export { fetchText, fetchJson } from './fetch-json';
export type { ExchangeInit, JsonInit, TextAnswer, JsonAnswer } from './fetch-json';
export { readCapped } from './capped-body';
export { HttpClientError, isHttpClientError } from './http-client-error';
export type { HttpFailureKind, HttpClientErrorDetails } from './http-client-error';
export {
  GOING_AWAY_RETRIES,
  isGoingAwayAnswer,
  isGoingAwayError,
  isRetriableMethod,
} from './going-away';
