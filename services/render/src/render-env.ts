import { booleanFlag, ContentApiCallerEnv, UPSTREAM_URL_RULE } from '@bytewire/service-kit';
import { Transform, Type } from 'class-transformer';
import { DEFAULT_PORTS } from '@bytewire/site';
import {
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
} from 'class-validator';
import { IsAdStack } from './ads/ad-stack-env';
import { IsImageHostList } from './images/image-hosts';
import { IsOriginList } from './ssr/third-party-origins';

/** An outside script or ping the browser loads: https, no user or password in it. */
const HTTPS_URL_RULE = {
  protocols: ['https'],
  require_protocol: true,
  require_tld: false,
  disallow_auth: true,
};

/**
 * The render service's environment (validated at start-up by the service kit): the content API
 * its loaders call (URL, key, budget) from the kit, the public origin, the image hosts and
 * signing key, and the web build.
 */
export class RenderEnv extends ContentApiCallerEnv {
  /** The site's public origin, for canonical links. */
  @IsUrl(UPSTREAM_URL_RULE)
  PUBLIC_URL: string = `http://localhost:${DEFAULT_PORTS.gateway}`;

  /**
   * GDPR mode (spec 001 s8): the site's scripts with a consent category go in typed and inert
   * until the reader allows it (with the `consent` flag on). Off, they are plain scripts; ads
   * and analytics still wait for the reader's consent.
   */
  @IsBoolean()
  @Transform(booleanFlag)
  GDPR_MODE: boolean = true;

  /**
   * Signs image resize URLs (spec 000 s7); the content service (the image service) checks them
   * with the same key. It reaches the browser, which signs too: public by design.
   */
  @MinLength(16, { message: 'IMAGE_SIGNING_KEY must be at least 16 characters' })
  @IsString()
  IMAGE_SIGNING_KEY!: string;

  /**
   * How long render keeps an edition's header links (the menus) between asks of the content
   * API: every page shows them, and they change seldom. 0 asks on every render.
   */
  @Max(3600, { message: 'HEADER_LINKS_CACHE_SECONDS must be at most 3600' })
  @Min(0, { message: 'HEADER_LINKS_CACHE_SECONDS must be at least 0' })
  @IsInt({ message: 'HEADER_LINKS_CACHE_SECONDS must be a whole number of seconds' })
  @Type(() => Number)
  HEADER_LINKS_CACHE_SECONDS: number = 60;

  /** Comma-separated image hosts (origins or bare host names); default: PUBLIC_URL. */
  @IsOptional()
  @IsImageHostList()
  IMAGE_HOSTS?: string;

  /**
   * The identity provider readers sign in with (its issuer, no trailing slash); absent, the
   * site offers no sign-in.
   */
  @IsOptional()
  @Matches(/[^/]$/, { message: 'OIDC_ISSUER must not end with a slash' })
  @IsUrl(UPSTREAM_URL_RULE, { message: 'OIDC_ISSUER must be an http(s) URL' })
  OIDC_ISSUER?: string;

  /** The site's client id at the identity provider. */
  @Matches(/^[A-Za-z0-9_-]{3,64}$/, {
    message: 'OIDC_CLIENT_ID must be 3 to 64 letters, digits, - or _',
  })
  OIDC_CLIENT_ID: string = 'bytewire-web';

  /** The audience of the access tokens the site's APIs take. */
  @MinLength(1, { message: 'OIDC_AUDIENCE must not be empty' })
  OIDC_AUDIENCE: string = 'urn:bytewire:api';

  /**
   * The social networks the identity provider signs readers in with (its IDENTITY_GOOGLE_* and
   * IDENTITY_FACEBOOK_*), comma-separated: the sign-in modal offers these and says the others
   * are not configured. Empty by default.
   */
  @Matches(/^((google|facebook)(,(google|facebook))*)?$/, {
    message: 'OIDC_SOCIAL_NETWORKS must be a comma-separated list of google and facebook',
  })
  OIDC_SOCIAL_NETWORKS: string = '';

  /**
   * The discussion service of the comments (its short name, as the newsletter proxy's
   * DISCUSSION_SHORTNAME); unset, articles show no comments section.
   */
  @IsOptional()
  @Matches(/^[a-z0-9][a-z0-9-]{0,63}$/, {
    message: 'DISCUSSION_SHORTNAME must be lower-case letters, digits and dashes (at most 64)',
  })
  DISCUSSION_SHORTNAME?: string;

  /** The discussion service's public API key (it reaches the browser: never a secret key). */
  @Matches(/^[A-Za-z0-9]{0,128}$/, {
    message: 'DISCUSSION_API_KEY must be at most 128 letters and digits',
  })
  DISCUSSION_API_KEY: string = '';

  /**
   * Third-party origins the pages' content security policy allows beside the site and the
   * configured features' own (services/render/src/ssr/third-party-origins.ts), comma-separated:
   * scripts (for browsers without 'strict-dynamic': current ones trust what the page's own
   * scripts load), images (article bodies' images on the content platform's hosts), media
   * (video files and HLS segments: requests too, for hls.js), requests, frames.
   */
  @IsOriginList()
  CSP_SCRIPT_ORIGINS?: string;

  @IsOriginList()
  CSP_IMG_ORIGINS?: string;

  @IsOriginList()
  CSP_MEDIA_ORIGINS?: string;

  @IsOriginList()
  CSP_CONNECT_ORIGINS?: string;

  @IsOriginList()
  CSP_FRAME_ORIGINS?: string;

  /**
   * The outside ad stack (spec 001 s7, s9) as a JSON object (services/render/src/ads/
   * ad-stack-env.ts, libs/site ad-stack.ts); unset, the house ad network alone. Its hosts join
   * the pages' policy (scripts; the video ad server as a request).
   */
  @IsOptional()
  @IsAdStack()
  AD_STACK?: string;

  /**
   * The page's outside analytics (spec 001 s3, s6, s7; libs/ssr-contract AnalyticsSettings),
   * each optional and public (they reach the browser). Scripts and pings are https only.
   * The report suite named in every page view (`reportSuiteId`).
   */
  @IsOptional()
  @Matches(/^[A-Za-z0-9._-]{1,64}$/, {
    message: 'ANALYTICS_REPORT_SUITE_ID must be 1 to 64 letters, digits, ., - or _',
  })
  ANALYTICS_REPORT_SUITE_ID?: string;

  /** Cohesion analytics' write key; with COHESION_SCRIPT_URL and the `cohesion` flag. */
  @IsOptional()
  @Matches(/^[A-Za-z0-9._-]{1,128}$/, {
    message: 'COHESION_WRITE_KEY must be 1 to 128 letters, digits, ., - or _',
  })
  COHESION_WRITE_KEY?: string;

  @IsOptional()
  @IsUrl(HTTPS_URL_RULE, { message: 'COHESION_SCRIPT_URL must be an https URL' })
  COHESION_SCRIPT_URL?: string;

  /** The audience-measurement service's ping URL: one image request per page view. */
  @IsOptional()
  @IsUrl(HTTPS_URL_RULE, { message: 'AUDIENCE_MEASUREMENT_URL must be an https URL' })
  AUDIENCE_MEASUREMENT_URL?: string;

  /** Chart-style tracking: its script, with the site's account id there. */
  @IsOptional()
  @IsUrl(HTTPS_URL_RULE, { message: 'CHART_TRACKING_SCRIPT_URL must be an https URL' })
  CHART_TRACKING_SCRIPT_URL?: string;

  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,64}$/, {
    message: 'CHART_TRACKING_ACCOUNT_ID must be 1 to 64 letters, digits, - or _',
  })
  CHART_TRACKING_ACCOUNT_ID?: string;

  /**
   * A site-wide maintenance notice (e.g. about login and newsletter upgrades), shown above every
   * page's header until the reader dismisses it for the session (web/src/site-status). Plain
   * text: one line of at most 300 characters, no markup; unset, no notice.
   */
  @IsOptional()
  // eslint-disable-next-line no-control-regex
  @Matches(/^(?=.*\S)[^\u0000-\u001f\u007f<>]{1,300}$/, {
    message: 'MAINTENANCE_NOTICE must be one line of plain text, at most 300 characters, no < or >',
  })
  MAINTENANCE_NOTICE?: string;

  /** The web app's build (client/ and server/); default: the dist folder of @bytewire/web. */
  @IsOptional()
  @IsString()
  WEB_DIST_DIR?: string;
}
