import { ContentApiCallerEnv, UPSTREAM_URL_RULE } from '@bytewire/service-kit';
import { DEFAULT_PORTS } from '@bytewire/site';
import { IsOptional, IsString, IsUrl } from 'class-validator';

/**
 * The render service's environment (validated at start-up by the service kit): the content API
 * its loaders call (URL, key, budget) from the kit, the public origin and the web build.
 */
export class RenderEnv extends ContentApiCallerEnv {
  /** The site's public origin, for canonical links. */
  @IsUrl(UPSTREAM_URL_RULE)
  PUBLIC_URL: string = `http://localhost:${DEFAULT_PORTS.gateway}`;

  /** The web app's build (client/ and server/); default: the dist folder of @bytewire/web. */
  @IsOptional()
  @IsString()
  WEB_DIST_DIR?: string;
}
