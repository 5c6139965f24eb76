import { Injectable } from '@nestjs/common';
import { Counter, Registry } from 'prom-client';
import type { EventType } from './analytics-event.dto';

/** What became of an event: stored, refused as invalid or over the limit, or Redis down. */
export type EventResult = 'stored' | 'invalid' | 'limited' | 'unavailable';

@Injectable()
export class AnalyticsMetrics {
  private readonly events: Counter<'type' | 'result' | 'via'>;
  private readonly candidates: Counter;

  constructor(registry: Registry) {
    this.events = new Counter({
      name: 'gateway_analytics_events_total',
      help: 'Analytics events received, by type (unknown when invalid), result and how they came (json, beacon)',
      labelNames: ['type', 'result', 'via'],
      registers: [registry],
    });
    this.candidates = new Counter({
      name: 'gateway_analytics_pageview_candidates_total',
      help: 'Requests of the page-view candidate file: error pages seen by readers who allow analytics',
      registers: [registry],
    });
  }

  countCandidate(): void {
    this.candidates.inc();
  }

  count(type: EventType | 'unknown', result: EventResult, via: 'json' | 'beacon'): void {
    this.events.inc({ type, result, via });
  }
}
