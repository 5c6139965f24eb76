import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { Histogram, Registry } from 'prom-client';

type DurationLabels = 'method' | 'route' | 'status_code';
import { routeLabelOf } from './route-label';

/** Times every response fastify sends, whether a Nest handler, a plugin or a 404 made it. */
@Injectable()
export class HttpMetrics implements OnModuleInit {
  private readonly duration: Histogram<DurationLabels>;
  /**
   * One series per method, route and status, looked up by a string key rather than by
   * prom-client's hash of a label object on every response. Bounded: methods, route patterns
   * (or labels from a bounded set) and statuses.
   */
  private readonly series = new Map<string, ReturnType<Histogram<DurationLabels>['labels']>>();

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
      this.seriesOf(request.method, routeLabelOf(request), reply.statusCode).observe(
        reply.elapsedTime / 1000,
      );
      done();
    });
  }

  private seriesOf(method: string, route: string, status: number) {
    const key = `${method} ${status} ${route}`;
    let series = this.series.get(key);
    if (!series) {
      series = this.duration.labels({ method, route, status_code: String(status) });
      this.series.set(key, series);
    }
    return series;
  }
}
