/**
 * A small typed client of the experiments service, with the server-side key: `decide` (`POST
 * {baseUrl}/experiments/decide`, one DecisionRequest in, one Decision out) and `definitions`
 * (`GET {baseUrl}/experiments/definitions`, conditional on an ETag, for callers deciding
 * locally with `decide` of this lib). One budget (`timeoutMs`) over each whole exchange, body
 * included; no redirects followed; answers are checked for the shape callers rely on (every
 * definition by the rules of spec 001 s5), and anything else is an error
 * (`ExperimentsClientError`).
 */
import { isRecord } from '@bytewire/contracts';
import { fetchJson, isHttpClientError } from '@bytewire/http-client';
import type {
  CookieToSet,
  Decision,
  DecisionDefinitions,
  DecisionRequest,
  TestDefinition,
  TestState,
} from './types';
import { definitionProblems } from './validation';

/** Path of the decision endpoint, under the service's base URL. */
export const DECIDE_PATH = '/experiments/decide';
/** Path of the definitions for deciding locally, under the service's base URL. */
export const DEFINITIONS_PATH = '/experiments/definitions';

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

/** The definitions and the ETag to send next time. */
export interface DefinitionsAnswer {
  definitions: DecisionDefinitions;
  etag: string | undefined;
}

export interface ExperimentsClient {
  /** The decision for one request; `requestId` goes along as x-request-id. Throws on failure. */
  decide(request: DecisionRequest, requestId?: string): Promise<Decision>;
  /** The definitions, or 'unchanged' while they still have `etag`. Throws on failure. */
  definitions(etag?: string): Promise<DefinitionsAnswer | 'unchanged'>;
}

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

/** The definitions answer, checked: a definition breaking a rule makes the whole answer bad. */
export function parseDefinitions(json: unknown): DecisionDefinitions {
  const problem = (what: string) =>
    new ExperimentsClientError('bad-answer', `no definitions: ${what}`);
  if (!isRecord(json)) throw problem('not an object');
  const { version, tests, flags } = json;
  if (version !== null && !Number.isSafeInteger(version)) throw problem('version');
  if (!Array.isArray(tests)) throw problem('tests');
  for (const test of tests) {
    const problems = definitionProblems(test);
    if (problems.length > 0) throw problem(`a test breaks a rule (${problems.join('; ')})`);
  }
  if (!isRecord(flags) || !Object.values(flags).every((v) => typeof v === 'boolean')) {
    throw problem('flags');
  }
  return {
    version: version as number | null,
    tests: tests as TestDefinition[],
    flags: flags as Record<string, boolean>,
  };
}

export function createExperimentsClient({
  baseUrl,
  apiKey,
  timeoutMs,
  fetchImpl = fetch,
}: ExperimentsClientOptions): ExperimentsClient {
  const base = baseUrl.replace(/\/+$/, '');

  /**
   * One exchange under the policy of @bytewire/http-client: the status (200, or 304 where
   * `notModified`), the answer's JSON and its ETag; any other status is a failure.
   */
  async function exchange(
    path: string,
    init: { method: 'GET' | 'POST'; body?: string; headers?: Record<string, string> },
    notModified = false,
  ): Promise<{ status: number; json: unknown; etag: string | undefined }> {
    try {
      const { status, json, headers } = await fetchJson(`${base}${path}`, {
        method: init.method,
        headers: { accept: 'application/json', 'x-api-key': apiKey, ...init.headers },
        body: init.body,
        timeoutMs,
        fetchImpl,
        accept: (status) => status === 200,
      });
      return { status, json, etag: headers.get('etag') ?? undefined };
    } catch (error) {
      const unchanged = isHttpClientError(error) && error.kind === 'status' && error.status === 304;
      if (notModified && unchanged) {
        return { status: 304, json: undefined, etag: undefined };
      }
      throw clientError(error);
    }
  }

  /** The client's error for a failure of the policy. */
  function clientError(error: unknown): ExperimentsClientError {
    if (!isHttpClientError(error)) {
      return new ExperimentsClientError(
        'unreachable',
        `the experiments service cannot be reached (${String(error)})`,
      );
    }
    switch (error.kind) {
      case 'timeout':
        return new ExperimentsClientError('timeout', `no answer within ${timeoutMs} ms`);
      case 'unreachable':
        return new ExperimentsClientError(
          'unreachable',
          `the experiments service cannot be reached (${String(error.cause)})`,
        );
      case 'status':
        return new ExperimentsClientError(
          'bad-status',
          `the experiments service answered ${error.status}`,
        );
      case 'answer':
        return new ExperimentsClientError('bad-answer', 'the answer is no JSON');
    }
  }

  return {
    async decide(request, requestId) {
      const { json } = await exchange(DECIDE_PATH, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(requestId ? { 'x-request-id': requestId } : {}),
        },
        body: JSON.stringify(request),
      });
      return parseDecision(json);
    },
    async definitions(etag) {
      const answer = await exchange(
        DEFINITIONS_PATH,
        { method: 'GET', headers: etag ? { 'if-none-match': etag } : {} },
        etag !== undefined,
      );
      if (answer.status === 304) return 'unchanged';
      return { definitions: parseDefinitions(answer.json), etag: answer.etag };
    },
  };
}
