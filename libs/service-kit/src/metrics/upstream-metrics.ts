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

/** undici's own time-outs (its `request`), beside fetch's TimeoutError and AbortError. */
const TIMEOUT_CODES = new Set([
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
]);

export function outcomeOfError(error: unknown): UpstreamOutcome {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  if (name === 'TimeoutError' || name === 'AbortError') return 'timeout';
  return typeof code === 'string' && TIMEOUT_CODES.has(code) ? 'timeout' : 'error';
}

/**
 * Times one call to another service, to its answer: `statusOf` reads the status the call
 * resolved with. A library takes it without depending on the kit (render-fetch of the page
 * cache).
 */
export type UpstreamTimer = <T>(
  call: () => Promise<T>,
  statusOf: (answer: T) => number,
) => Promise<T>;

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

  /** A timer of calls to `upstream`, each recorded with its status or failure. */
  timerFor(upstream: string): UpstreamTimer {
    return async (call, statusOf) => {
      const started = performance.now();
      try {
        const answer = await call();
        this.observe(upstream, outcomeOfStatus(statusOf(answer)), started);
        return answer;
      } catch (error) {
        this.observe(upstream, outcomeOfError(error), started);
        throw error;
      }
    };
  }

  /** A fetch that records each of its calls under `upstream`. */
  timedFetch(upstream: string, fetchImpl: typeof fetch = fetch): typeof fetch {
    const timed = this.timerFor(upstream);
    return (input, init) =>
      timed(
        () => fetchImpl(input, init),
        (response) => response.status,
      );
  }
}
