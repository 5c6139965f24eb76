import { Injectable } from '@nestjs/common';
import { Histogram, Registry } from 'prom-client';

type UpstreamLabels = 'upstream' | 'outcome';

/**
 * What became of a call to another service: its answer's status class, or no answer (out of
 * time, or a failure to connect or read).
 */
export type UpstreamOutcome = '1xx' | '2xx' | '3xx' | '4xx' | '5xx' | 'timeout' | 'error';

export function outcomeOfStatus(status: number): UpstreamOutcome {
  const outcome = `${Math.floor(status / 100)}xx`;
  return ['1xx', '2xx', '3xx', '4xx', '5xx'].includes(outcome)
    ? (outcome as UpstreamOutcome)
    : 'error';
}

function outcomeOfError(error: unknown): UpstreamOutcome {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'error';
}

/**
 * `upstream_request_duration_seconds{upstream, outcome}`: how long the services this one calls
 * take to answer (to the answer's headers), by upstream name, a bounded set each service names.
 */
@Injectable()
export class UpstreamMetrics {
  private readonly duration: Histogram<UpstreamLabels>;

  constructor(registry: Registry) {
    this.duration = new Histogram({
      name: 'upstream_request_duration_seconds',
      help: 'Time another service took to answer (to its headers), by upstream and outcome.',
      labelNames: ['upstream', 'outcome'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
  }

  /** Records one call that started at `startedMs` (performance.now()). */
  observe(upstream: string, outcome: UpstreamOutcome, startedMs: number): void {
    this.duration.observe({ upstream, outcome }, (performance.now() - startedMs) / 1000);
  }

  /** A fetch that records each of its calls under `upstream`. */
  timedFetch(upstream: string, fetchImpl: typeof fetch = fetch): typeof fetch {
    return async (input, init) => {
      const started = performance.now();
      try {
        const response = await fetchImpl(input, init);
        this.observe(upstream, outcomeOfStatus(response.status), started);
        return response;
      } catch (error) {
        this.observe(upstream, outcomeOfError(error), started);
        throw error;
      }
    };
  }
}
