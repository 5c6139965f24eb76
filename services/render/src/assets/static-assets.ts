/**
 * GET /assets/*: the client build's files. Their names carry a content hash, so a browser may
 * keep them for a year without asking again. Scripts and stylesheets go out as the Brotli or
 * gzip copies the build writes beside them (web/tools/precompress.mjs), as the browser accepts.
 */
import fastifyStatic from '@fastify/static';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyAdapter } from '@nestjs/platform-fastify';
import { WebBundle } from '../web-bundle/web-bundle';

export const ASSETS_PREFIX = '/assets/';
const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;

@Injectable()
export class StaticAssets implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost<FastifyAdapter>,
    private readonly bundle: WebBundle,
  ) {}

  /** Registered before the app is ready (the service kit readies it after init). */
  async onModuleInit(): Promise<void> {
    await this.adapterHost.httpAdapter.getInstance().register(fastifyStatic, {
      root: this.bundle.assetsDir,
      prefix: ASSETS_PREFIX,
      decorateReply: false,
      index: false,
      preCompressed: true,
      // One URL, several encodings: shared caches must keep them apart.
      setHeaders: (res) => res.setHeader('vary', 'accept-encoding'),
      // Cache-Control: public, max-age=31536000, immutable
      maxAge: ONE_YEAR_MS,
      immutable: true,
    });
  }
}
