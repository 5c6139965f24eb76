import { RENDER_BUILD_HEADER } from '@bytewire/ssr-contract';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { RenderConfig } from '../config/render-config';
import { WebBundle } from './web-bundle';

/**
 * The settings that shape a page's HTML besides the build: where links, images and data point,
 * and what the page's data tells the browser (the notice, the ad stack, the analytics).
 */
function pageShaping(config: RenderConfig): [string, string | null][] {
  return [
    ['SITE_ID', config.siteId],
    ['PUBLICATION_NAME', config.publicationName],
    ['PUBLIC_URL', config.publicUrl],
    ['IMAGE_HOSTS', config.imageHosts ?? null],
    ['IMAGE_SIGNING_KEY', config.imageSigningKey],
    ['CONTENT_API_URL', config.contentApiUrl],
    // What the page's data carries to the browser: a changed notice, ad stack or analytics
    // setting must not wait for cached pages to expire.
    ['MAINTENANCE_NOTICE', config.maintenanceNotice ?? null],
    ['AD_STACK', config.adStack ?? null],
    ['ANALYTICS_REPORT_SUITE_ID', config.analyticsReportSuiteId ?? null],
    ['COHESION_WRITE_KEY', config.cohesionWriteKey ?? null],
    ['COHESION_SCRIPT_URL', config.cohesionScriptUrl ?? null],
    ['AUDIENCE_MEASUREMENT_URL', config.audienceMeasurementUrl ?? null],
    ['CHART_TRACKING_SCRIPT_URL', config.chartTrackingScriptUrl ?? null],
    ['CHART_TRACKING_ACCOUNT_ID', config.chartTrackingAccountId ?? null],
  ];
}

/**
 * Every answer of render names what its pages are made of (RENDER_BUILD_HEADER), its health
 * probes too: a digest of the web build and of the settings that shape pages (a new signing
 * key or public URL makes other image and link URLs). The gateway learns it and keys cached
 * pages on it, so that no page made by another build or configuration is served. A digest:
 * the signing key cannot be read back from it (and the gateway never passes it on).
 */
@Injectable()
export class BuildHeader implements OnModuleInit {
  readonly renderBuild: string;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    bundle: WebBundle,
    config: RenderConfig,
  ) {
    const settings = pageShaping(config);
    this.renderBuild = createHash('sha256')
      .update(bundle.buildId)
      .update(JSON.stringify(settings))
      .digest('base64url')
      .slice(0, 16);
  }

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onRequest', (_request, reply, done) => {
      reply.header(RENDER_BUILD_HEADER, this.renderBuild);
      done();
    });
  }
}
