import { HttpLivenessCheck, ReadinessCheckProvider } from '@bytewire/service-kit';
import { ConfigService } from '@nestjs/config';
import type { RenderEnv } from '../render-env';

/**
 * Ready when the content API answers `/health/live` under CONTENT_API_URL (a base path is
 * kept): without it every page is an error page. (The web bundle needs no check: it loads
 * before the app listens, or the service does not start.)
 */
@ReadinessCheckProvider()
export class ContentApiReadiness extends HttpLivenessCheck {
  constructor(config: ConfigService<RenderEnv, true>) {
    super({ name: 'content-api', baseUrl: config.get('CONTENT_API_URL', { infer: true }) });
  }
}
