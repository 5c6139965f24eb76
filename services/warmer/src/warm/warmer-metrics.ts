import { Injectable } from '@nestjs/common';
import { Counter, Gauge, Registry } from 'prom-client';

/**
 * What came of a warm job: `warmed` (rendered and stored), `fresh` (rendered by someone else
 * since it was planned), `busy` (another render holds it), `not-cacheable` (render gave no
 * page to keep), `failed` (render or Redis failed; BullMQ tries again, then keeps it).
 */
export type WarmResult = 'warmed' | 'fresh' | 'busy' | 'not-cacheable' | 'failed';

export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'completed', 'failed'] as const;

/** The warmer's metrics on the app's registry (/metrics), queue depth read on each scrape. */
@Injectable()
export class WarmerMetrics {
  private readonly renders: Counter<'result'>;
  private readonly planned: Counter;
  private jobCounts: () => Promise<Record<string, number>> = async () => ({});

  constructor(registry: Registry) {
    const registers = [registry];
    this.renders = new Counter({
      name: 'warmer_renders_total',
      help: 'Warm jobs by result (warmed, fresh, busy, not-cacheable, failed).',
      labelNames: ['result'],
      registers,
    });
    this.planned = new Counter({
      name: 'warmer_planned_total',
      help: 'Door pages the plans found due for a render.',
      registers,
    });
    const counts = () => this.jobCounts();
    // Read on each scrape: the depth is the queue's, whichever replica is asked.
    new Gauge({
      name: 'warmer_queue_jobs',
      help: 'Jobs of the warm queue by state (waiting, active, delayed, completed, failed).',
      labelNames: ['state'],
      registers,
      async collect() {
        const byState = await counts().catch(() => ({}) as Record<string, number>);
        for (const state of QUEUE_STATES) this.set({ state }, byState[state] ?? 0);
      },
    });
  }

  /** Where the queue's job counts come from (the queue, once it exists). */
  countJobsWith(counts: () => Promise<Record<string, number>>): void {
    this.jobCounts = counts;
  }

  rendered(result: WarmResult): void {
    this.renders.inc({ result });
  }

  plannedPages(count: number): void {
    this.planned.inc(count);
  }
}
