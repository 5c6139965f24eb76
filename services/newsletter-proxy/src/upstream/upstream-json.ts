import { fetchText } from '@bytewire/http-client';
import { REQUEST_ID_HEADER, UpstreamError, upstreamErrorOf } from '@bytewire/service-kit';
import { HttpException, HttpStatus } from '@nestjs/common';
import { upstreamMessage } from './upstream-message';

export const UPSTREAM_NAME = 'newsletter platform';
/** More than any answer of these calls: a bigger one is not the platform's. */
export const UPSTREAM_MAX_BYTES = 1024 * 1024;
/** Refusals whose status reaches the reader (with the platform's message, when it is sane). */
const PASSED_STATUSES: ReadonlySet<number> = new Set([400, 401, 403, 404, 409, 422, 429]);

export interface UpstreamJsonRequest {
  url: string;
  method: 'GET' | 'POST' | 'PUT';
  accessToken?: string;
  requestId?: string;
  body?: unknown;
  timeoutMs: number;
  /** Who answers, in errors and logs; the newsletter platform unless told. */
  service?: string;
  /** The fetch to call (a timed one: `UpstreamMetrics.timedFetch`); the global one unless told. */
  fetchImpl?: typeof fetch;
}

/** An upstream's answer: its status and its body as JSON (undefined when it is not JSON). */
export interface UpstreamExchange {
  status: number;
  json: unknown;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * One JSON exchange with an upstream: the reader's token, the request id, JSON both ways, the
 * time budget over the whole exchange, no redirects, at most UPSTREAM_MAX_BYTES. Answers the
 * status and the JSON whatever the status; running out of time is a 504, no answer or too
 * large a body a 502 (UpstreamError).
 */
export async function upstreamExchange(request: UpstreamJsonRequest): Promise<UpstreamExchange> {
  const service = request.service ?? UPSTREAM_NAME;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.accessToken) headers.authorization = `Bearer ${request.accessToken}`;
  if (request.requestId) headers[REQUEST_ID_HEADER] = request.requestId;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const { status, text } = await fetchText(request.url, {
      method: request.method,
      headers,
      ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
      timeoutMs: request.timeoutMs,
      fetchImpl: request.fetchImpl,
      maxBytes: UPSTREAM_MAX_BYTES,
      // Every status is an answer here: the caller decides what each one means.
      accept: () => true,
    });
    return { status, json: parsed(text) };
  } catch (error) {
    throw upstreamErrorOf(error, service, request.timeoutMs);
  }
}

/**
 * One call to the newsletter platform (`upstreamExchange`): a 2xx gives its JSON (undefined
 * when it is not JSON: the caller's shape check refuses it); a refusal the reader can act on
 * keeps its status; anything else is a 502, running out of time a 504.
 */
export async function upstreamJson(request: UpstreamJsonRequest): Promise<unknown> {
  const service = request.service ?? UPSTREAM_NAME;
  const { status, json } = await upstreamExchange(request);
  if (status >= 200 && status < 300) return json;
  if (PASSED_STATUSES.has(status)) {
    throw new HttpException(
      upstreamMessage(json) ?? `The ${service} refused the request`,
      status as HttpStatus,
    );
  }
  throw new UpstreamError(service, 502, `${service} answered ${status}`);
}
