import { fetchWithTimeout, type ReadinessCheck } from '@bytewire/service-kit';

/** A readiness probe must answer fast: an upstream this slow is not ready. */
export const LIVENESS_PROBE_TIMEOUT_MS = 2000;

/** A service the gateway forwards to. It is ready when the service answers `/health/live`. */
export abstract class Upstream implements ReadinessCheck {
  abstract readonly name: string;
  private readonly base: string;

  constructor(baseUrl: string) {
    this.base = baseUrl.replace(/\/+$/, '');
  }

  /** The upstream URL of a path (and query) of the gateway. */
  url(pathAndQuery: string): string {
    return `${this.base}${pathAndQuery}`;
  }

  async check(): Promise<void> {
    const res = await fetchWithTimeout(this.url('/health/live'), {
      timeoutMs: LIVENESS_PROBE_TIMEOUT_MS,
      upstream: this.name,
    });
    await res.body?.cancel();
    if (!res.ok) throw new Error(`${this.name} answered /health/live with ${res.status}`);
  }
}
