import { DependencyCheckProvider } from '@bytewire/service-kit';
import { ConfigService } from '@nestjs/config';
import type { GatewayEnv } from '../config/gateway-env';
import { Upstream } from './upstream';

/**
 * The content API: /api/neutron/..., the corpus's images and its videos' sample clips. A
 * reported dependency: with it down the gateway stays ready (cached pages still answer).
 */
@DependencyCheckProvider()
export class ContentApiUpstream extends Upstream {
  /** Added by the gateway, never by a client. */
  readonly apiKey: string;

  constructor(config: ConfigService<GatewayEnv, true>) {
    super(
      'content-api',
      config.get('CONTENT_API_URL', { infer: true }),
      config.get('CONTENT_API_TIMEOUT_MS', { infer: true }),
    );
    this.apiKey = config.get('CONTENT_API_KEY', { infer: true });
  }
}
