import { DependencyCheckProvider } from '@bytewire/service-kit';
import { ConfigService } from '@nestjs/config';
import type { GatewayEnv } from '../config/gateway-env';
import { Upstream } from './upstream';

/**
 * render: the pages (server-side React), and the client bundle under /assets/ for the files the
 * gateway's own copy lacks. A reported dependency: with render down the gateway stays ready and
 * serves what it holds (cached pages, the bundle, its error page).
 */
@DependencyCheckProvider()
export class RenderUpstream extends Upstream {
  constructor(config: ConfigService<GatewayEnv, true>) {
    super(
      'render',
      config.get('RENDER_URL', { infer: true }),
      config.get('RENDER_TIMEOUT_MS', { infer: true }),
    );
  }
}
