/**
 * Whether an upstream's answer, or the failure of a call, says only that the instance asked is
 * going away (a rolling restart, a scale-down): then the same idempotent request, sent again at
 * once on a new connection, reaches a live instance (another replica behind the Service, or the
 * restarted one). The callers retry a GET or HEAD once when it does (GOING_AWAY_RETRIES).
 *
 * - An answer: a 503 that closes its connection. A closing service answers so to requests that
 *   reach it after close began (fastify's return503OnClosing, with service-kit's
 *   drain-on-close). A load-shedding 503 keeps its connection: it is not retried, which would
 *   add to the load.
 * - A failure: the connection broke before any answer because the server closed it (an idle
 *   pooled connection closed as the request went out): ECONNRESET, EPIPE, or undici's
 *   UND_ERR_SOCKET ("other side closed"). A refused connection or a time-out is not: the
 *   instance is not going away, it is gone or slow, and the callers' own failure answers apply.
 */
export const GOING_AWAY_RETRIES = 1;

type Headers = Record<string, string | string[] | number | undefined>;

const CLOSED_CONNECTION_CODES: ReadonlySet<string> = new Set([
  'ECONNRESET',
  'EPIPE',
  'UND_ERR_SOCKET',
]);

export function isGoingAwayAnswer(statusCode: number, headers: Headers): boolean {
  if (statusCode !== 503) return false;
  const connection = headers.connection ?? headers.Connection;
  const values = Array.isArray(connection) ? connection : [String(connection ?? '')];
  return values.some((value) =>
    value
      .split(',')
      .map((token) => token.trim().toLowerCase())
      .includes('close'),
  );
}

export function isGoingAwayError(error: unknown): boolean {
  // undici's fetch and request wrap the socket's error as the cause.
  for (let e = error, depth = 0; e && depth < 4; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && CLOSED_CONNECTION_CODES.has(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The methods a going-away retry may repeat: they change nothing. */
export function isRetriableMethod(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}
