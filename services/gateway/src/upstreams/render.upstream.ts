import { DependencyCheckProvider } from '@bytewire/service-kit';
import { GatewayConfig } from '../config/gateway-config';
import { Upstream } from './upstream';

/**
 * render: the pages (server-side React), and the client bundle under /assets/ for the files the
 * gateway's own copy lacks. A reported dependency: with render down the gateway stays ready and
 * serves what it holds (cached pages, the bundle, its error page).
 */
@DependencyCheckProvider()
export class RenderUpstream extends Upstream {
  constructor(config: GatewayConfig) {
    super('render', config.renderUrl, config.renderTimeoutMs);
  }
}
