import {
  fetchWithTimeout,
  ReadinessCheckProvider,
  type ReadinessCheck,
} from '@bytewire/service-kit';
import { ConfigService } from '@nestjs/config';
import type { RenderEnv } from '../render-env';

const PROBE_TIMEOUT_MS = 2000;

/**
 * Ready when the content API is live: without it every page is an error page. (The web bundle
 * needs no check: it loads before the app listens, or the service does not start.)
 */
@ReadinessCheckProvider()
export class ContentApiReadiness implements ReadinessCheck {
  readonly name = 'content-api';

  constructor(private readonly config: ConfigService<RenderEnv, true>) {}

  async check(): Promise<void> {
    const url = new URL('/health/live', this.config.get('CONTENT_API_URL', { infer: true }));
    const response = await fetchWithTimeout(url, {
      timeoutMs: PROBE_TIMEOUT_MS,
      upstream: 'content API',
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`content API answered ${response.status}`);
  }
}
