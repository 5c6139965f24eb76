/**
 * GET /house-ads/*: the house ad network (web/public/house-ads: its library, creatives and
 * catalogue),
 * which the site's default ad adapter loads once the reader allows targeting. Unlike the
 * build's assets their names carry no hash: browsers keep them five minutes.
 */
import fastifyStatic from '@fastify/static';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyAdapter } from '@nestjs/platform-fastify';
import { WebBundle } from '../web-bundle/web-bundle';

export const HOUSE_ADS_PREFIX = '/house-ads/';
const FIVE_MINUTES_MS = 5 * 60 * 1000;

@Injectable()
export class HouseAdFiles implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost<FastifyAdapter>,
    private readonly bundle: WebBundle,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.adapterHost.httpAdapter.getInstance().register(fastifyStatic, {
      root: this.bundle.houseAdsDir,
      prefix: HOUSE_ADS_PREFIX,
      decorateReply: false,
      index: false,
      maxAge: FIVE_MINUTES_MS,
    });
  }
}
