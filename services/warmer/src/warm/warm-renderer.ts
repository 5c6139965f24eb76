/**
 * One warm job: the door page rendered again and stored, unless it was rendered meanwhile or a
 * render of it is under way (the gateway's lock, shared). A failure throws, for BullMQ to try
 * again with backoff and to keep the job once the tries are spent.
 */
import { renderEntry } from '@bytewire/page-cache';
import { UpstreamMetrics, type UpstreamTimer } from '@bytewire/service-kit';
import { Injectable } from '@nestjs/common';
import { WarmerConfig } from '../config/warmer-config';
import { PageStore } from './page-store';
import type { WarmJobData } from './warm-planner';
import { WarmPlanner } from './warm-planner';
import { WarmerMetrics, type WarmResult } from './warmer-metrics';

@Injectable()
export class WarmRenderer {
  /** Times the calls to render (`upstream_request_duration_seconds{upstream="render"}`). */
  private readonly renderTimer: UpstreamTimer;

  constructor(
    private readonly config: WarmerConfig,
    private readonly pages: PageStore,
    private readonly planner: WarmPlanner,
    private readonly metrics: WarmerMetrics,
    upstreams: UpstreamMetrics,
  ) {
    this.renderTimer = upstreams.timerFor('render');
  }

  async run({ id, variant, maxAgeSeconds }: WarmJobData, requestId?: string): Promise<WarmResult> {
    try {
      const result = await this.render(id, variant, maxAgeSeconds, requestId);
      this.metrics.rendered(result);
      return result;
    } catch (error) {
      this.metrics.rendered('failed');
      throw error;
    }
  }

  private async render(
    id: string,
    variant: WarmJobData['variant'],
    maxAgeSeconds: number,
    requestId: string | undefined,
  ): Promise<WarmResult> {
    const { store } = this.pages;
    const stored = await store.get(id);
    if (stored && this.planner.isFresh(stored.storedAt, stored.maxAgeSeconds)) return 'fresh';
    const token = await store.lock(id, this.config.renderTimeoutMs + 5000);
    if (!token) return 'busy';
    try {
      const outcome = await renderEntry(variant, maxAgeSeconds, {
        baseUrl: this.config.renderUrl,
        timeoutMs: this.config.renderTimeoutMs,
        requestId,
        timed: this.renderTimer,
      });
      if (!outcome.entry) {
        if (outcome.status >= 500)
          throw new Error(`render answered ${outcome.status} for ${variant.path}`);
        return 'not-cacheable';
      }
      await store.put(id, variant.path, outcome.entry);
      return 'warmed';
    } finally {
      await store.unlock(id, token).catch(() => undefined);
    }
  }
}
