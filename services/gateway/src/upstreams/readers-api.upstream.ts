import { Injectable } from '@nestjs/common';
import { GatewayConfig } from '../config/gateway-config';
import { Upstream } from './upstream';

/**
 * The newsletter proxy: the signed-in reader's APIs. Not a readiness check of the gateway: with
 * it down, pages still answer and only those calls fail (503 from the gateway).
 */
@Injectable()
export class ReadersApiUpstream extends Upstream {
  readonly configured: boolean;

  constructor(config: GatewayConfig) {
    const url = config.newsletterProxyUrl;
    super('newsletter-proxy', url ?? 'http://127.0.0.1:1', config.newsletterProxyTimeoutMs);
    this.configured = url !== undefined;
  }
}
