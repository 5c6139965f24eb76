import { EnvConfig } from '@bytewire/service-kit';
import type { AdStackConfig } from '@bytewire/site';
import { adStackOf } from '../ads/ad-stack-env';
import type { RenderEnv } from '../render-env';

/**
 * The render service's validated, typed configuration: each variable of RenderEnv, which the
 * service kit validated at start-up, as validated (defaults applied, lists still
 * comma-separated) under its camel-case name (CONTENT_API_URL → `contentApiUrl`); optional
 * settings stay undefined when unset.
 */
export class RenderConfig extends EnvConfig<RenderEnv>() {
  /** The origin of PUBLIC_URL: canonical links, feeds and the default image host are on it. */
  readonly publicOrigin = new URL(this.publicUrl).origin;

  /** The ad stack of AD_STACK (validated at start-up); empty when unset. */
  readonly adStackConfig: AdStackConfig = adStackOf(this.adStack);

  /** The operator's CSP_*_ORIGINS settings by directive, as given (comma-separated). */
  readonly cspOrigins = {
    script: this.cspScriptOrigins,
    img: this.cspImgOrigins,
    media: this.cspMediaOrigins,
    connect: this.cspConnectOrigins,
    frame: this.cspFrameOrigins,
  } as const;
}
