import { type DependencyCheck, HttpLivenessCheck } from '@bytewire/service-kit';

/**
 * A service the gateway forwards to, with the time budget of one call to it. Its check passes
 * when the service answers `/health/live` (under the base URL's path); a subclass that is a
 * `@DependencyCheckProvider()` has it reported in `/health/ready` and `dependency_up`.
 */
export abstract class Upstream implements DependencyCheck {
  private readonly base: string;
  private readonly liveness: HttpLivenessCheck;

  constructor(
    /** Name in logs, errors, `/health/ready`'s dependencies and `dependency_up`. */
    readonly name: string,
    baseUrl: string,
    /** Budget of one call: for the answer's headers, then between body chunks. */
    readonly timeoutMs: number,
  ) {
    this.base = baseUrl.replace(/\/+$/, '');
    this.liveness = new HttpLivenessCheck({ name, baseUrl });
  }

  /** The upstream URL of a path (and query) of the gateway. */
  url(pathAndQuery: string): string {
    return `${this.base}${pathAndQuery}`;
  }

  check(): Promise<void> {
    return this.liveness.check();
  }
}
