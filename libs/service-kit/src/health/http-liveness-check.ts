import { fetchWithTimeout } from '../http/fetch-with-timeout';
import type { DependencyCheck } from './dependency-check';

/** A service this slow to answer its liveness probe counts as down. */
export const LIVENESS_PROBE_TIMEOUT_MS = 2000;

export const LIVENESS_PATH = '/health/live';

export interface HttpLivenessCheckOptions {
  /** Key of the dependency in `/health/ready` and `dependency_up`, and the upstream in errors. */
  name: string;
  /** Where the dependency answers; a path prefix is kept (`http://host/platform`). */
  baseUrl: string;
  /** Budget of the probe; LIVENESS_PROBE_TIMEOUT_MS when absent. */
  timeoutMs?: number;
}

/** `path` under the base URL's own path: `http://h/platform/` + `/health/live`. */
function underBase(baseUrl: string, path: string): string {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`;
  url.search = '';
  url.hash = '';
  return url.href;
}

/**
 * A dependency check of an HTTP service that answers the kit's liveness probe: up when
 * `GET {baseUrl}/health/live` answers 2xx within the timeout (no redirects followed; see
 * `fetchWithTimeout`). Another service is shared by every replica, so this is a
 * `@DependencyCheckProvider()` (reported), never a readiness check. Compose it, or extend it:
 *
 *   @DependencyCheckProvider()
 *   export class ContentApiReadiness extends HttpLivenessCheck {
 *     constructor(config: RenderConfig) {
 *       super({ name: 'content-api', baseUrl: config.contentApiUrl });
 *     }
 *   }
 *
 * (services/render/src/content/content-api.readiness.ts, with the service's typed config.)
 */
export class HttpLivenessCheck implements DependencyCheck {
  readonly name: string;
  /** The probed URL. */
  readonly probeUrl: string;
  private readonly timeoutMs: number;

  constructor({ name, baseUrl, timeoutMs = LIVENESS_PROBE_TIMEOUT_MS }: HttpLivenessCheckOptions) {
    this.name = name;
    this.probeUrl = underBase(baseUrl, LIVENESS_PATH);
    this.timeoutMs = timeoutMs;
  }

  async check(): Promise<void> {
    const response = await fetchWithTimeout(this.probeUrl, {
      timeoutMs: this.timeoutMs,
      upstream: this.name,
    });
    await response.body?.cancel();
    if (!response.ok) {
      throw new Error(`${this.name} answered ${LIVENESS_PATH} with ${response.status}`);
    }
  }
}
