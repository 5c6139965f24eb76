/** Isomorphic client of the content API (server and browser). */
export { createContentClient } from './content-client';
export type { ContentClient, ContentClientOptions } from './content-client';
export type { PageRequest } from './page-request';
export { ContentApiError, isContentApiError } from './content-api-error';
export type { ContentApiFailure, ContentApiStatusCode } from './content-api-error';
export { PREVIEW_HEADER, PREVIEW_PARAM, DEFAULT_PLATFORM } from './page-url';
