import { DependencyCheckProvider } from '@bytewire/service-kit';
import { GatewayConfig } from '../config/gateway-config';
import { Upstream } from './upstream';

/**
 * The content API: /api/neutron/..., the corpus's images and its videos' sample clips. A
 * reported dependency: with it down the gateway stays ready (cached pages still answer).
 */
@DependencyCheckProvider()
export class ContentApiUpstream extends Upstream {
  /** Added by the gateway, never by a client. */
  readonly apiKey: string;

  constructor(config: GatewayConfig) {
    super('content-api', config.contentApiUrl, config.contentApiTimeoutMs);
    this.apiKey = config.contentApiKey;
  }
}
