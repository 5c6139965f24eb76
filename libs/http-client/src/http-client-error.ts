/**
 * How one exchange failed, for the client to map onto its own errors and messages:
 * - `timeout`: the time budget ran out (connecting, the headers or the body);
 * - `unreachable`: no answer, or the connection broke before the body was read (refused,
 *   reset, DNS, TLS; in a browser also CORS);
 * - `status`: an answer whose status the client does not take (a redirect included: redirects
 *   are never followed; a browser shows one as status 0);
 * - `answer`: an answer that is no JSON, or not of the shape the client checks for, or a body
 *   over the client's cap (`tooLarge`).
 */
export type HttpFailureKind = 'timeout' | 'unreachable' | 'status' | 'answer';

const KINDS: ReadonlySet<string> = new Set<HttpFailureKind>([
  'timeout',
  'unreachable',
  'status',
  'answer',
]);

export interface HttpClientErrorDetails {
  /** The URL that was requested. */
  url: string;
  /** The answer's status, when there was an answer. */
  status?: number;
  /** What was thrown underneath: fetch's own error, the JSON parser's or the shape check's. */
  cause?: unknown;
  /** An `answer` failure because the body went past the client's cap (`maxBytes`). */
  tooLarge?: boolean;
}

export class HttpClientError extends Error {
  override readonly name = 'HttpClientError';
  readonly url: string;
  readonly status: number | undefined;
  readonly tooLarge: boolean;

  constructor(
    readonly kind: HttpFailureKind,
    message: string,
    { url, status, cause, tooLarge = false }: HttpClientErrorDetails,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.url = url;
    this.status = status;
    this.tooLarge = tooLarge;
  }
}

/**
 * Structural check rather than `instanceof`: a bundle (the web app's server entry) may carry
 * its own copy of this library, whose class is another one.
 */
export function isHttpClientError(error: unknown): error is HttpClientError {
  if (typeof error !== 'object' || error === null) return false;
  const { name, kind } = error as { name?: unknown; kind?: unknown };
  return name === 'HttpClientError' && typeof kind === 'string' && KINDS.has(kind);
}
