/**
 * One warm job: the door page rendered again and stored by the page cache's coordinator,
 * unless it was rendered meanwhile or a render of it is under way (the gateway's lock, shared).
 * A failure throws, for BullMQ to try again with backoff and to keep the job once the tries are
 * spent.
 */
import { Injectable } from '@nestjs/common';
import { PageStore } from './page-store';
import type { WarmJobData } from './warm-planner';
import { WarmPlanner } from './warm-planner';
import { WarmerMetrics, type WarmResult } from './warmer-metrics';

@Injectable()
export class WarmRenderer {
  constructor(
    private readonly pages: PageStore,
    private readonly planner: WarmPlanner,
    private readonly metrics: WarmerMetrics,
  ) {}

  async run({ variant, maxAgeSeconds }: WarmJobData, requestId?: string): Promise<WarmResult> {
    try {
      const result = await this.pages.coordinator.warm(
        variant,
        maxAgeSeconds,
        (stored) => this.planner.isFresh(stored.storedAt, stored.maxAgeSeconds),
        requestId,
      );
      this.metrics.rendered(result);
      return result;
    } catch (error) {
      this.metrics.rendered('failed');
      throw error;
    }
  }
}
