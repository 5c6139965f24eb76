/**
 * The web build's static files:
 * - GET /assets/*: the client build. Names carry a content hash, so a browser may keep them for
 *   a year without asking again. Scripts and stylesheets go out as the Brotli or gzip copies the
 *   build writes beside them (web/tools/precompress.mjs), as the browser accepts.
 * - GET /house-ads/*: the house ad network (web/public/house-ads: its library, creatives and
 *   catalogue), which the site's default ad adapter loads once the reader allows targeting.
 *   Their names carry no hash: browsers keep them five minutes.
 * - GET /brand/*: the brand's files (web/public/brand: the SVG mark, wordmark and footer art,
 *   the manifest; and the PNG icons and structured-data logos the build makes from them).
 *   Stable names that change only with a redesign: browsers keep them a day.
 */
import fastifyStatic from '@fastify/static';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyAdapter } from '@nestjs/platform-fastify';
import { WebBundle } from '../web-bundle/web-bundle';

export const ASSETS_PREFIX = '/assets/';
export const HOUSE_ADS_PREFIX = '/house-ads/';
export const BRAND_PREFIX = '/brand/';
const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;
const FIVE_MINUTES_MS = 5 * 60 * 1000;
const ONE_DAY_MS = 24 * 3600 * 1000;

@Injectable()
export class StaticAssets implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost<FastifyAdapter>,
    private readonly bundle: WebBundle,
  ) {}

  /** Registered before the app is ready (the service kit readies it after init). */
  async onModuleInit(): Promise<void> {
    const fastify = this.adapterHost.httpAdapter.getInstance();
    await fastify.register(fastifyStatic, {
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
    await fastify.register(fastifyStatic, {
      root: this.bundle.houseAdsDir,
      prefix: HOUSE_ADS_PREFIX,
      decorateReply: false,
      index: false,
      maxAge: FIVE_MINUTES_MS,
    });
    await fastify.register(fastifyStatic, {
      root: this.bundle.brandDir,
      prefix: BRAND_PREFIX,
      decorateReply: false,
      index: false,
      maxAge: ONE_DAY_MS,
    });
  }
}
