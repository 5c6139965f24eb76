import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { Histogram, Registry } from 'prom-client';
import { routeLabelOf } from './route-label';

/** Times every response fastify sends, whether a Nest handler, a plugin or a 404 made it. */
@Injectable()
export class HttpMetrics implements OnModuleInit {
  private readonly duration: Histogram<'method' | 'route' | 'status_code'>;

  constructor(
    registry: Registry,
    private readonly adapterHost: HttpAdapterHost,
  ) {
    this.duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15],
      registers: [registry],
    });
  }

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onResponse', (request, reply, done) => {
      this.duration.observe(
        {
          method: request.method,
          route: routeLabelOf(request),
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
      done();
    });
  }
}
