/**
 * OFREP's per-key rate limit (OFREP_RATE_LIMIT_PER_MINUTE), counted in process in fixed
 * one-minute windows rather than in Redis: evaluation never waits on Redis (decisions go on
 * while it is down) and a count costs nothing beside the evaluation. Counted after the key is
 * checked, so the keys counted are the service's two (callers', admin's) and the counters stay
 * two. Each replica counts its own: N replicas let a key make up to N times the limit.
 */
import { TooManyRequests } from '@bytewire/service-kit';

const WINDOW_MS = 60_000;

interface Window {
  startMs: number;
  count: number;
}

export class OfrepRateLimit {
  private readonly windows = new Map<string, Window>();

  constructor(
    /** Requests per key a minute; 0: no limit. */
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request of `key`; a TooManyRequests (429, Retry-After) past the limit. */
  hit(key: string): void {
    if (this.perMinute === 0) return;
    const now = this.now();
    let window = this.windows.get(key);
    if (window === undefined || now - window.startMs >= WINDOW_MS) {
      window = { startMs: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count > this.perMinute) {
      const retryAfterS = (window.startMs + WINDOW_MS - now) / 1000;
      throw new TooManyRequests(
        `More than ${this.perMinute} OFREP evaluations a minute with this key`,
        retryAfterS,
      );
    }
  }
}
