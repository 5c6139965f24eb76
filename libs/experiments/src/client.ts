/**
 * A small typed client of the experiments service: `POST {baseUrl}/experiments/decide` with
 * the server-side key, one DecisionRequest in, one Decision out. One budget (`timeoutMs`) over
 * the whole exchange, body included; no redirects followed; the answer is checked for the
 * shape callers rely on, and anything else is an error (`ExperimentsClientError`).
 */
import type { CookieToSet, Decision, DecisionRequest, TestState } from './types';

/** Path of the decision endpoint, under the service's base URL. */
export const DECIDE_PATH = '/experiments/decide';

/** How a call failed: for the caller's metrics and logs. */
export type ExperimentsFailure = 'timeout' | 'unreachable' | 'bad-status' | 'bad-answer';

export class ExperimentsClientError extends Error {
  constructor(
    readonly failure: ExperimentsFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ExperimentsClientError';
  }
}

export interface ExperimentsClientOptions {
  /** The service's base URL, e.g. http://experiments:3004 (a trailing slash is fine). */
  baseUrl: string;
  /** Sent as x-api-key; never logged. */
  apiKey: string;
  /** Budget of one whole call: connecting, the answer's headers and its body. */
  timeoutMs: number;
  /** The fetch to use; the global one when absent. */
  fetchImpl?: typeof fetch;
}

export interface ExperimentsClient {
  /** The decision for one request; `requestId` goes along as x-request-id. Throws on failure. */
  decide(request: DecisionRequest, requestId?: string): Promise<Decision>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isString = (value: unknown): value is string => typeof value === 'string';

function isTestState(value: unknown): value is TestState {
  return isRecord(value) && isString(value.id) && isString(value.version) && isString(value.bucket);
}

function isCookie(value: unknown): value is CookieToSet {
  return (
    isRecord(value) &&
    isString(value.name) &&
    isString(value.value) &&
    typeof value.maxAge === 'number' &&
    Number.isFinite(value.maxAge) &&
    (value.domain === undefined || isString(value.domain))
  );
}

/** The answer as a Decision, checked loosely: the fields callers use, with their types. */
export function parseDecision(json: unknown): Decision {
  const problem = (what: string) =>
    new ExperimentsClientError('bad-answer', `no decision: ${what}`);
  if (!isRecord(json)) throw problem('not an object');
  const { visitorId, tests, flags, cookies, headers } = json;
  if (visitorId !== undefined && !isString(visitorId)) throw problem('visitorId');
  if (!Array.isArray(tests) || !tests.every(isTestState)) throw problem('tests');
  if (!isRecord(flags) || !Object.values(flags).every((v) => typeof v === 'boolean')) {
    throw problem('flags');
  }
  if (!Array.isArray(cookies) || !cookies.every(isCookie)) throw problem('cookies');
  if (!isRecord(headers) || !Object.values(headers).every(isString)) throw problem('headers');
  return {
    visitorId: visitorId ?? '',
    tests: tests.map(({ id, version, bucket }) => ({ id, version, bucket })),
    flags: flags as Record<string, boolean>,
    cookies: cookies.map((c) => ({
      name: c.name,
      value: c.value,
      maxAge: c.maxAge,
      path: '/',
      sameSite: 'lax',
      secure: true,
      ...(c.domain ? { domain: c.domain } : {}),
    })),
    headers: headers as Record<string, string>,
  };
}

export function createExperimentsClient({
  baseUrl,
  apiKey,
  timeoutMs,
  fetchImpl = fetch,
}: ExperimentsClientOptions): ExperimentsClient {
  const url = `${baseUrl.replace(/\/+$/, '')}${DECIDE_PATH}`;

  async function exchange(request: DecisionRequest, requestId?: string): Promise<unknown> {
    // One deadline for connecting, the headers and the body alike.
    const signal = AbortSignal.timeout(timeoutMs);
    let text: string;
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          'x-api-key': apiKey,
          ...(requestId ? { 'x-request-id': requestId } : {}),
        },
        body: JSON.stringify(request),
        redirect: 'manual',
        signal,
      });
      if (response.status !== 200) {
        await response.body?.cancel().catch(() => undefined);
        throw new ExperimentsClientError(
          'bad-status',
          `the experiments service answered ${response.status}`,
        );
      }
      text = await response.text();
    } catch (error) {
      if (error instanceof ExperimentsClientError) throw error;
      if (signal.aborted) {
        throw new ExperimentsClientError('timeout', `no answer within ${timeoutMs} ms`);
      }
      throw new ExperimentsClientError(
        'unreachable',
        `the experiments service cannot be reached (${String(error)})`,
      );
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new ExperimentsClientError('bad-answer', 'the answer is no JSON');
    }
  }

  return {
    async decide(request, requestId) {
      return parseDecision(await exchange(request, requestId));
    },
  };
}
