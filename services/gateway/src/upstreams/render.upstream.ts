import { ReadinessCheckProvider } from '@bytewire/service-kit';
import { ConfigService } from '@nestjs/config';
import type { GatewayEnv } from '../config/gateway-env';
import { Upstream } from './upstream';

/** render: the pages (server-side React) and the client bundle under /assets/. */
@ReadinessCheckProvider()
export class RenderUpstream extends Upstream {
  constructor(config: ConfigService<GatewayEnv, true>) {
    super(
      'render',
      config.get('RENDER_URL', { infer: true }),
      config.get('RENDER_TIMEOUT_MS', { infer: true }),
    );
  }
}
