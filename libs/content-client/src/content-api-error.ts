/**
 * The one error the content client throws. `statusCode` is the status the page should answer
 * with: 404 when the content API says the page does not exist, 400 when it refused the request
 * as malformed (the request was made from the reader's URL, so the reader's input is at fault),
 * 504 when it did not answer in time, 502 for every other bad answer (unreachable, other
 * non-2xx such as a refused key, redirect, malformed JSON).
 */
export type ContentApiFailure =
  'not-found' | 'rejected' | 'timeout' | 'unreachable' | 'bad-status' | 'invalid-response';

export type ContentApiStatusCode = 400 | 404 | 502 | 504;

const STATUS_BY_FAILURE: Readonly<Record<ContentApiFailure, ContentApiStatusCode>> = {
  'not-found': 404,
  rejected: 400,
  timeout: 504,
  unreachable: 502,
  'bad-status': 502,
  'invalid-response': 502,
};

export class ContentApiError extends Error {
  override readonly name = 'ContentApiError';
  readonly statusCode: ContentApiStatusCode;

  constructor(
    readonly failure: ContentApiFailure,
    message: string,
    /** The URL that was requested, for logs (it never carries the API key). */
    readonly url: string,
    /** The content API's own status, when it answered. */
    readonly upstreamStatus?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.statusCode = STATUS_BY_FAILURE[failure];
  }
}

/**
 * Structural check rather than `instanceof`: the web server bundle carries its own copy of
 * this library, so an error made by the render service's copy is a different class there.
 */
export function isContentApiError(error: unknown): error is ContentApiError {
  if (typeof error !== 'object' || error === null) return false;
  const { name, statusCode, failure } = error as Partial<ContentApiError>;
  return (
    name === 'ContentApiError' && typeof statusCode === 'number' && typeof failure === 'string'
  );
}
