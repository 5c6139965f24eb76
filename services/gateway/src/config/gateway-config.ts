import { EnvConfig } from '@bytewire/service-kit';
import type { GatewayEnv } from './gateway-env';

/**
 * The gateway's validated, typed configuration: each variable of GatewayEnv, which the service
 * kit validated at start-up, as validated (defaults applied) under its camel-case name
 * (CONTENT_API_URL → `contentApiUrl`); optional settings stay undefined when unset.
 */
export class GatewayConfig extends EnvConfig<GatewayEnv>() {
  /** The origin of PUBLIC_URL. */
  readonly publicOrigin = new URL(this.publicUrl).origin;
}
