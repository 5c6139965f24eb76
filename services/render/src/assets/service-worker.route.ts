/**
 * GET /service-worker.js: the site's service worker (web/public/service-worker.js), from the
 * root so that its scope is the whole site. Not cached: browsers check it for an update on
 * navigation, and a stale worker would outlive a deploy (`no-cache`: revalidated each time).
 */
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyAdapter } from '@nestjs/platform-fastify';
import { createHash } from 'node:crypto';
import { WebBundle } from '../web-bundle/web-bundle';

export const SERVICE_WORKER_PATH = '/service-worker.js';

@Injectable()
export class ServiceWorkerRoute implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost<FastifyAdapter>,
    private readonly bundle: WebBundle,
  ) {}

  onModuleInit(): void {
    const body = this.bundle.serviceWorker;
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    this.adapterHost.httpAdapter.getInstance().get(SERVICE_WORKER_PATH, (request, reply) => {
      void reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.send(body);
    });
  }
}
