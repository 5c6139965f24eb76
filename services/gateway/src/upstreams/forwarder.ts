import { REQUEST_ID_HEADER, UpstreamError } from '@bytewire/service-kit';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { HttpAdapterHost } from '@nestjs/core';
import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { GatewayEnv } from '../config/gateway-env';
import { isForwardable } from '../edge/forwardable-path';
import { splitUrl } from '../edge/url-parts';
import type { Upstream } from './upstream';

/** How one kind of request is forwarded, and answered when it cannot be. */
export interface Forwarding {
  upstream: Upstream;
  /** The upstream's request headers, from the client's (host already the upstream's). */
  headers: (client: IncomingHttpHeaders) => IncomingHttpHeaders;
  /** The query string for the upstream (no '?'); the client's when absent. */
  query?: (clientQuery: string) => string;
  /** Cache-Control of the answer, by its status; the upstream's own when absent. */
  cacheControl?: (statusCode: number) => string;
  /** The path cannot be handed to the upstream unchanged: answer a 4xx. */
  onRefused: (reply: FastifyReply) => void;
  /** The upstream is down or out of time. */
  onFailure: (reply: FastifyReply, failure: UpstreamError) => void;
}

/**
 * Client headers never passed on: a credential only the gateway may send, and the framing of
 * a body (only reads are forwarded, and they go without one).
 */
const DROPPED_HEADERS = ['x-api-key', 'content-length', 'transfer-encoding'];

function withoutDroppedHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const rest = { ...headers };
  for (const name of DROPPED_HEADERS) delete rest[name];
  return rest;
}

/** Who asked, through which host and protocol, and the request id, for every upstream. */
function forwardedHeaders(
  request: FastifyRequest,
  client: IncomingHttpHeaders,
): IncomingHttpHeaders {
  const chain = client['x-forwarded-for'];
  const peer = request.socket.remoteAddress ?? 'unknown';
  return {
    [REQUEST_ID_HEADER]: request.id,
    'x-forwarded-for': chain ? `${String(chain)}, ${peer}` : peer,
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
  };
}

/**
 * Streams requests to the upstreams with @fastify/reply-from (undici): one time budget per
 * call (UPSTREAM_TIMEOUT_MS for the headers, then between body chunks), no retries (a retried
 * page would multiply the load on a struggling render), and failures answered by the caller.
 */
@Injectable()
export class Forwarder implements OnModuleInit {
  private readonly logger = new Logger(Forwarder.name);
  private readonly timeoutMs: number;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    config: ConfigService<GatewayEnv, true>,
  ) {
    this.timeoutMs = config.get('UPSTREAM_TIMEOUT_MS', { infer: true });
  }

  async onModuleInit(): Promise<void> {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    await fastify.register(replyFrom, {
      undici: {
        connect: { timeout: this.timeoutMs },
        headersTimeout: this.timeoutMs,
        bodyTimeout: this.timeoutMs,
      },
      disableRequestLogging: true,
      // Close the upstream connections with the app.
      destroyAgent: true,
    });
  }

  forward(request: FastifyRequest, reply: FastifyReply, forwarding: Forwarding): void {
    if (!isForwardable(request)) return forwarding.onRefused(reply);
    const { path, query } = splitUrl(request.url);
    const { upstream } = forwarding;
    try {
      reply.from(upstream.url(path), {
        timeout: this.timeoutMs,
        retryDelay: () => null,
        queryString: () => forwarding.query?.(query) ?? query,
        rewriteRequestHeaders: (_req, headers) => {
          const client = withoutDroppedHeaders(headers as IncomingHttpHeaders);
          return { ...forwarding.headers(client), ...forwardedHeaders(request, client) };
        },
        onResponse: (_req, _reply, res) => {
          if (forwarding.cacheControl)
            reply.header('cache-control', forwarding.cacheControl(res.statusCode));
          void reply.send(res.stream);
        },
        onError: (_reply, { error }) =>
          forwarding.onFailure(reply, this.failureOf(upstream, error)),
      });
    } catch (error) {
      // reply-from refuses some paths itself (e.g. a segment starting with '..').
      this.logger.warn({ err: error, upstream: upstream.name }, 'path refused by the proxy');
      forwarding.onRefused(reply);
    }
  }

  private failureOf(upstream: Upstream, error: Error): UpstreamError {
    // reply-from reports its time-outs (headers, body, connect) with status 504.
    const timedOut = (error as Error & { statusCode?: number }).statusCode === 504;
    const failure = timedOut
      ? UpstreamError.timedOut(upstream.name, this.timeoutMs, error)
      : UpstreamError.unreachable(upstream.name, error);
    this.logger.warn({ upstream: upstream.name, err: error.cause ?? error }, failure.message);
    return failure;
  }
}
