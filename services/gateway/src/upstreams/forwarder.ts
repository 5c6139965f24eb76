import {
  outcomeOfStatus,
  REQUEST_ID_HEADER,
  UpstreamError,
  UpstreamMetrics,
} from '@bytewire/service-kit';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  GOING_AWAY_RETRIES,
  isGoingAwayAnswer,
  isGoingAwayError,
  isRetriableMethod,
} from '@bytewire/http-client';
import { HttpAdapterHost } from '@nestjs/core';
import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { pipeline, Readable } from 'node:stream';
import { GatewayConfig } from '../config/gateway-config';
import type { ForwardablePath } from '../edge/forwardable-path';
import { endToEndHeaders, isRedirect } from './answer-headers';
import {
  compressorForOneReader,
  isCompressibleHtml,
  takesBrotli,
  varyOnAcceptEncoding,
} from './html-compression';
import type { Upstream } from './upstream';

/** How one kind of request is forwarded, and answered when it cannot be. */
export interface Forwarding {
  upstream: Upstream;
  /** Client request headers passed on (lower-case names); no other header of the client is. */
  clientHeaders: readonly string[];
  /** Headers the gateway adds on the server side (a credential such as the API key). */
  addedHeaders?: IncomingHttpHeaders;
  /** Headers made from the request itself (one cookie of the client's, say). */
  requestHeaders?: (request: FastifyRequest) => IncomingHttpHeaders;
  /**
   * The body for the upstream, from the parsed one; absent, a JSON body is sent as JSON (and
   * nothing else is parsed by the gateway).
   */
  body?: (request: FastifyRequest) => { body: string; contentType: string } | undefined;
  /** The query string for the upstream (no '?'); the client's when absent. */
  query?: (clientQuery: string) => string;
  /**
   * Headers the gateway sets on the answer, over the upstream's (set-cookie is added to the
   * upstream's cookies, not in their place).
   */
  responseHeaders?: Readonly<Record<string, string | string[]>>;
  /** Cache-Control of the answer, by its status; the upstream's own when absent. */
  cacheControl?: (statusCode: number) => string;
  /**
   * The upstream redirects that reach the browser, by location (see redirect-rules.ts, e.g.
   * `isSiteRelative`); none when absent. Every other upstream redirect is a bad answer (see
   * `onBadAnswer`).
   */
  passRedirects?: (location: string) => boolean;
  /**
   * HTML answers (render's pages) go out Brotli-compressed as they stream to readers who take
   * it, with Vary: Accept-Encoding (see html-compression.ts); as they came when absent.
   */
  compressHtml?: boolean;
  /** The statuses passed on; any other is a bad answer (see `onBadAnswer`). All when absent. */
  acceptStatus?: (statusCode: number) => boolean;
  /** The proxy itself refused the path: answer a 4xx. */
  onRefused: (reply: FastifyReply) => void;
  /** The upstream is down (502) or out of time (504). */
  onFailure: (reply: FastifyReply, failure: UpstreamError) => void;
  /** The upstream answered what the gateway does not pass on (a redirect): a 502. */
  onBadAnswer: (reply: FastifyReply, failure: UpstreamError) => void;
}

/** An upstream answer (what reply-from hands `onResponse`; its types call it a ServerResponse). */
export interface UpstreamAnswer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  stream: Readable;
}

/** reply-from's answer checked for what the gateway reads of it, rather than cast. */
export function isUpstreamAnswer(value: unknown): value is UpstreamAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const { statusCode, headers, stream } = value as Partial<Record<keyof UpstreamAnswer, unknown>>;
  return (
    typeof statusCode === 'number' &&
    typeof headers === 'object' &&
    headers !== null &&
    stream instanceof Readable
  );
}

function pick(headers: IncomingHttpHeaders, names: readonly string[]): IncomingHttpHeaders {
  return Object.fromEntries(
    names.filter((n) => headers[n] !== undefined).map((n) => [n, headers[n]]),
  );
}

/**
 * X-Forwarded-For for the upstream: the client chain as far as fastify trusts it (TRUST_PROXY:
 * the entries added by trusted proxies, down to the first untrusted address), ending with the
 * peer. With TRUST_PROXY unset this is the peer alone: a client's own X-Forwarded-For is dropped.
 */
function forwardedFor(request: FastifyRequest): string {
  const nearestFirst = request.ips ?? [request.ip];
  return [...nearestFirst].reverse().join(', ') || 'unknown';
}

/**
 * Request id, and who asked through which host and protocol, for every upstream. Replaced, not
 * passed on: `request.host` and `request.protocol` follow X-Forwarded-Host/-Proto only from a
 * trusted peer (TRUST_PROXY), and are otherwise what the gateway saw itself.
 */
function forwardedHeaders(request: FastifyRequest): IncomingHttpHeaders {
  return {
    [REQUEST_ID_HEADER]: request.id,
    'x-forwarded-for': forwardedFor(request),
    'x-forwarded-host': request.host,
    'x-forwarded-proto': request.protocol,
  };
}

/** What reply-from hands `retryDelay` about the call so far. */
interface RetryContext {
  err?: Error | null;
  req: { method: string };
  res?: { statusCode: number; headers: IncomingHttpHeaders; stream?: Readable } | null;
  attempt: number;
}

/**
 * One retry, at once, of a GET or HEAD that met an upstream instance going away (a closing
 * instance's 503, a pooled connection it closed: @bytewire/http-client's isGoingAway*), which a
 * new connection sends to a live one; no other retry. reply-from takes a delay in ms (1: at
 * once; 0 would mean none) or null.
 */
export function goingAwayRetry({ err, req, res, attempt }: RetryContext): number | null {
  if (attempt >= GOING_AWAY_RETRIES || !isRetriableMethod(req.method)) return null;
  if (res && isGoingAwayAnswer(res.statusCode, res.headers)) {
    // Read and drop the closing instance's answer: its connection then closes.
    res.stream?.resume();
    return 1;
  }
  return !res && isGoingAwayError(err) ? 1 : null;
}

/**
 * Streams requests to the upstreams with @fastify/reply-from (undici): one time budget per
 * call (the upstream's: RENDER_TIMEOUT_MS or CONTENT_API_TIMEOUT_MS, for the headers, then
 * between body chunks), one retry of a read that met an instance going away and no other (a
 * retried page would multiply the load on a struggling render), allow-listed request headers,
 * no hop-by-hop answer headers, no upstream redirect but render's site-relative ones, pages
 * Brotli-compressed where asked (`compressHtml`), and failures answered by the caller.
 */
@Injectable()
export class Forwarder implements OnModuleInit {
  private readonly logger = new Logger(Forwarder.name);
  private readonly connectTimeoutMs: number;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly metrics: UpstreamMetrics,
    config: GatewayConfig,
  ) {
    // One connection pool serves both upstreams: connecting must fit either budget.
    this.connectTimeoutMs = Math.min(config.renderTimeoutMs, config.contentApiTimeoutMs);
  }

  async onModuleInit(): Promise<void> {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    await fastify.register(replyFrom, {
      // Each call sets its own headers and body budget (`timeout`).
      undici: { connect: { timeout: this.connectTimeoutMs } },
      disableRequestLogging: true,
      // Close the upstream connections with the app.
      destroyAgent: true,
    });
  }

  /** Forwards a request whose path passed the gateway's path rule (see `forwardablePath`). */
  forward(
    request: FastifyRequest,
    reply: FastifyReply,
    { path, query }: ForwardablePath,
    forwarding: Forwarding,
  ): void {
    const { upstream } = forwarding;
    const started = performance.now();
    try {
      const body = forwarding.body?.(request);
      reply.from(upstream.url(path), {
        ...body,
        timeout: upstream.timeoutMs,
        // reply-from's types call the upstream's answer a FastifyReply (see UpstreamAnswer).
        retryDelay: (details) => goingAwayRetry(details as unknown as RetryContext),
        queryString: () => forwarding.query?.(query) ?? query,
        rewriteRequestHeaders: (_req, headers) => ({
          ...pick(headers as IncomingHttpHeaders, forwarding.clientHeaders),
          ...forwarding.addedHeaders,
          ...forwarding.requestHeaders?.(request),
          ...forwardedHeaders(request),
          // The upstream's own host, set by reply-from.
          host: headers.host,
        }),
        // Nothing is copied before the answer is accepted (see `answer`).
        rewriteHeaders: () => ({}),
        onResponse: (_req, _reply, res: unknown) => {
          if (!isUpstreamAnswer(res)) {
            this.metrics.observe(upstream.name, 'error', started);
            forwarding.onFailure(reply, this.failureOf(upstream, new Error('no answer to read')));
            return;
          }
          this.metrics.observe(upstream.name, outcomeOfStatus(res.statusCode), started);
          this.answer(reply, forwarding, res);
        },
        onError: (_reply, { error }) => {
          const failure = this.failureOf(upstream, error);
          this.metrics.observe(
            upstream.name,
            failure.statusCode === 504 ? 'timeout' : 'error',
            started,
          );
          forwarding.onFailure(reply, failure);
        },
      });
    } catch (error) {
      // reply-from refuses some paths itself (e.g. a segment starting with '..').
      this.logger.warn({ err: error, upstream: upstream.name }, 'path refused by the proxy');
      forwarding.onRefused(reply);
    }
  }

  private answer(reply: FastifyReply, forwarding: Forwarding, answer: UpstreamAnswer): void {
    const { upstream } = forwarding;
    if (reply.sent) return void answer.stream.destroy();
    const location = answer.headers.location;
    if (
      isRedirect(answer.statusCode) &&
      !(location !== undefined && forwarding.passRedirects?.(location))
    ) {
      answer.stream.destroy();
      const failure = new UpstreamError(
        upstream.name,
        502,
        `${upstream.name} answered with a redirect the gateway does not pass on`,
      );
      this.logger.warn(
        { upstream: upstream.name, statusCode: answer.statusCode, location },
        failure.message,
      );
      return forwarding.onBadAnswer(reply, failure);
    }
    if (forwarding.acceptStatus && !forwarding.acceptStatus(answer.statusCode)) {
      answer.stream.destroy();
      this.logger.warn(
        { upstream: upstream.name, statusCode: answer.statusCode },
        `${upstream.name} answered a status the gateway does not pass on here`,
      );
      return forwarding.onBadAnswer(
        reply,
        new UpstreamError(upstream.name, 502, `${upstream.name} answered ${answer.statusCode}`),
      );
    }
    reply.headers(endToEndHeaders(answer.headers));
    if (forwarding.responseHeaders) reply.headers(forwarding.responseHeaders);
    if (forwarding.cacheControl) {
      reply.header('cache-control', forwarding.cacheControl(answer.statusCode));
    }
    if (forwarding.compressHtml && isCompressibleHtml(answer.statusCode, answer.headers)) {
      return this.sendHtml(reply, answer);
    }
    void reply.send(answer.stream);
  }

  /** An HTML answer, Brotli-compressed as it streams when the reader takes it. */
  private sendHtml(reply: FastifyReply, answer: UpstreamAnswer): void {
    reply.header('vary', varyOnAcceptEncoding(reply.getHeader('vary')));
    if (!takesBrotli(reply.request.headers['accept-encoding'])) {
      return void reply.send(answer.stream);
    }
    const length = Number(answer.headers['content-length']) || undefined;
    reply.removeHeader('content-length').header('content-encoding', 'br');
    // A failure of the upstream's stream (render gone mid-page) fails the compressed one too,
    // and fastify ends the reader's answer as it would for the stream itself.
    void reply.send(pipeline(answer.stream, compressorForOneReader(length), () => undefined));
  }

  private failureOf(upstream: Upstream, error: Error): UpstreamError {
    // reply-from reports its time-outs (headers, body, connect) with status 504.
    const timedOut = (error as Error & { statusCode?: number }).statusCode === 504;
    const failure = timedOut
      ? UpstreamError.timedOut(upstream.name, upstream.timeoutMs, error)
      : UpstreamError.unreachable(upstream.name, error);
    this.logger.warn({ upstream: upstream.name, err: error.cause ?? error }, failure.message);
    return failure;
  }
}
