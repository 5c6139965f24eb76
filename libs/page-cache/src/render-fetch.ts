/**
 * The one way the page cache calls render (a reader's miss, a stale page's refresh, the warming
 * worker): the variant's own request, the answer read whole. One time budget for the headers
 * and between body chunks, no redirect followed (undici's request follows none), a bounded body,
 * one retry when the render instance was going away (a rolling restart) and no other.
 */
import { RENDER_BUILD_HEADER } from '@bytewire/ssr-contract';
import {
  GOING_AWAY_RETRIES,
  isGoingAwayAnswer,
  isGoingAwayError,
  readCapped,
} from '@bytewire/http-client';
import { request, type Dispatcher } from 'undici';
import { renderHeadersFor, renderPathOf } from './render-request';
import type { PageVariant } from './variant';

/** A build id as render writes it (a digest); anything else is not believed. */
export const BUILD_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** No page is this large: an answer over it is a broken one, neither kept nor passed on. */
export const MAX_PAGE_BYTES = 8 * 1024 * 1024;

export interface RenderedPage {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body (the HTML of a 200, render's own error page...); undefined over MAX_PAGE_BYTES. */
  body?: Buffer;
}

/** Times a call to its answer (the kit's `UpstreamMetrics.timerFor`, without depending on it). */
export type CallTimer = <T>(call: () => Promise<T>, statusOf: (answer: T) => number) => Promise<T>;

const untimed: CallTimer = (call) => call();

export interface RenderFetchOptions {
  /** render's base URL. */
  baseUrl: string;
  timeoutMs: number;
  requestId?: string;
  signal?: AbortSignal;
  /** What times the call to render's headers (upstream latency metrics). */
  timed?: CallTimer;
}

/**
 * The call, and once more at once when the render instance it reached was going away (its
 * closing 503, or a pooled connection it closed: @bytewire/http-client's isGoingAway*): a new
 * connection reaches a live one (another replica, or the restarted one).
 */
async function callOnceMoreIfGoingAway(
  call: () => Promise<Dispatcher.ResponseData>,
): Promise<Dispatcher.ResponseData> {
  for (let attempt = 0; ; attempt += 1) {
    const last = attempt >= GOING_AWAY_RETRIES;
    let answer: Dispatcher.ResponseData;
    try {
      answer = await call();
    } catch (error) {
      if (last || !isGoingAwayError(error)) throw error;
      continue;
    }
    if (last || !isGoingAwayAnswer(answer.statusCode, answer.headers)) return answer;
    // The closing instance's answer, read and dropped: its connection then closes.
    await answer.body.dump();
  }
}

export async function fetchRenderedPage(
  variant: PageVariant,
  { baseUrl, timeoutMs, requestId, signal, timed = untimed }: RenderFetchOptions,
): Promise<RenderedPage> {
  const url = new URL(renderPathOf(variant), baseUrl);
  const call = () =>
    timed(
      () =>
        request(url, {
          method: 'GET',
          headers: {
            ...renderHeadersFor(variant),
            ...(requestId ? { 'x-request-id': requestId } : {}),
          },
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
          signal,
        }),
      (answer) => answer.statusCode,
    );
  const { statusCode, headers, body } = await callOnceMoreIfGoingAway(call);
  // Past the cap the read stops and undici's body is destroyed (readCapped).
  const chunks = await readCapped(body as AsyncIterable<Buffer>, MAX_PAGE_BYTES);
  if (!chunks) return { status: statusCode, headers };
  return { status: statusCode, headers, body: Buffer.concat(chunks) };
}

/** The content ids of render's x-content-ids header: comma-separated, trimmed, no duplicates. */
export function contentIdsOf(header: string | string[] | undefined): string[] {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  return [
    ...new Set(
      text
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * The build render names on its health probe (RENDER_BUILD_HEADER); undefined when render does
 * not answer or names none.
 */
export async function probeRenderBuild(
  baseUrl: string,
  timeoutMs: number,
): Promise<string | undefined> {
  try {
    const { headers, body } = await request(new URL('/health/live', baseUrl), {
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    await body.dump();
    const named = headers[RENDER_BUILD_HEADER];
    return typeof named === 'string' && BUILD_ID.test(named) ? named : undefined;
  } catch {
    return undefined;
  }
}

/** The page cache's render call, bound to one render (see PageCacheCoordinator). */
export function renderWith(
  options: Omit<RenderFetchOptions, 'requestId' | 'signal'>,
): (variant: PageVariant, requestId?: string) => Promise<RenderedPage> {
  return (variant, requestId) => fetchRenderedPage(variant, { ...options, requestId });
}
