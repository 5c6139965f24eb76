import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';

/**
 * Every answer here is about one reader unless it says otherwise (the avatars do): nothing is
 * kept by a browser or a shared cache without a Cache-Control of its own.
 */
@Injectable()
export class NoStoreByDefault implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onSend', (_request, reply, payload, done) => {
      if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  }
}
