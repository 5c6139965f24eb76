import { DependencyCheckProvider, HttpLivenessCheck } from '@bytewire/service-kit';
import { RenderConfig } from '../config/render-config';

/**
 * Whether the content API answers `/health/live` under CONTENT_API_URL (a base path is kept).
 * A reported dependency, not a readiness check: the content API is shared by every render pod,
 * and with it down render still answers (its error pages, its bundle). (The web bundle needs no
 * check: it loads before the app listens, or the service does not start.)
 */
@DependencyCheckProvider()
export class ContentApiReadiness extends HttpLivenessCheck {
  constructor(config: RenderConfig) {
    super({ name: 'content-api', baseUrl: config.contentApiUrl });
  }
}
