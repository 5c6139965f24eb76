import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { GatewayEnv } from '../config/gateway-env';
import { Upstream } from './upstream';

/**
 * The newsletter proxy: the signed-in reader's APIs. Not a readiness check of the gateway: with
 * it down, pages still answer and only those calls fail (503 from the gateway).
 */
@Injectable()
export class ReadersApiUpstream extends Upstream {
  readonly configured: boolean;

  constructor(config: ConfigService<GatewayEnv, true>) {
    const url = config.get('NEWSLETTER_PROXY_URL', { infer: true });
    super(
      'newsletter-proxy',
      url ?? 'http://127.0.0.1:1',
      config.get('NEWSLETTER_PROXY_TIMEOUT_MS', { infer: true }),
    );
    this.configured = url !== undefined;
  }
}
