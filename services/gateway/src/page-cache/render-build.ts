/**
 * The web build render serves, as render names it on every answer (RENDER_BUILD_HEADER). The
 * page cache keys pages on it, so a page of another build (old asset URLs, old markup) is never
 * served after a deploy. Learnt from a light probe of render (at start, then every
 * RENDER_BUILD_PROBE_MS) and from every render answer the cache sees; unknown until then, and
 * the cache stays out of the way while it is.
 */
import { BUILD_ID, probeRenderBuild, RENDER_BUILD_HEADER } from '@bytewire/page-cache';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import { GatewayConfig } from '../config/gateway-config';

export const RENDER_BUILD_PROBE_MS = 10_000;
const PROBE_TIMEOUT_MS = 2000;

@Injectable()
export class RenderBuild implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(RenderBuild.name);
  private readonly renderUrl: string;
  private timer: NodeJS.Timeout | undefined;
  private build: string | undefined;

  constructor(config: GatewayConfig) {
    this.renderUrl = config.renderUrl;
  }

  /** render's build, as last heard; undefined before render has named one. */
  get current(): string | undefined {
    return this.build;
  }

  /** Takes the build named in a render answer's headers. */
  learn(headers: IncomingHttpHeaders): void {
    const named = headers[RENDER_BUILD_HEADER];
    if (typeof named !== 'string' || !BUILD_ID.test(named) || named === this.build) return;
    if (this.build !== undefined)
      this.logger.log({ from: this.build, to: named }, 'render build changed');
    this.build = named;
  }

  /** Asks render (render down: the build stays as last heard). */
  async probe(): Promise<void> {
    const build = await probeRenderBuild(this.renderUrl, PROBE_TIMEOUT_MS);
    if (build) this.learn({ [RENDER_BUILD_HEADER]: build });
  }

  async onModuleInit(): Promise<void> {
    await this.probe();
    this.timer = setInterval(() => void this.probe(), RENDER_BUILD_PROBE_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }
}
