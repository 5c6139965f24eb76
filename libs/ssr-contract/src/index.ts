/**
 * The contract between the web app's server entry (web/src/entry-server.tsx, built by Vite)
 * and the render service that loads the built bundle and calls it once per page request.
 */
import type { SocialNetworkId } from '@bytewire/contracts';
import type { ChromeClient, ContentClient } from '@bytewire/content-client';
import type { AdStackConfig, SiteConfig } from '@bytewire/site';

/** The client build's entry, from its manifest. */
export interface ClientEntry {
  /** URL of the entry module, e.g. /assets/entry-client-[hash].js. */
  script: string;
  /** URLs of its stylesheets. */
  css: readonly string[];
  /**
   * The modules the entry imports lazily (each screen, DOMPurify, hls.js), by their source path
   * in the web package (the manifest's key, e.g. `src/screens/ArticleScreen.tsx`): the URLs of
   * the module's chunk and of the chunks it imports that the entry does not hold, for the
   * server to preload what the page needs before hydrating. None when there is no build.
   */
  lazyModules?: Readonly<Record<string, readonly string[]>>;
}

/**
 * How the web app builds image URLs (spec 000 s7): the image hosts, and the key that signs
 * resize URLs. Only the hosts reach the browser: it hydrates with the signatures the server
 * wrote into the page and sends other images through render's signing redirect (see
 * docs/architecture.md, "Images").
 */
export interface ImageResizeSettings {
  /** Origins (`https://i1.example.com`, `http://localhost:3000`) or bare host names (https). */
  hosts: readonly string[];
  signingKey: string;
}

/**
 * Where readers sign in (spec 001 s3's identity configuration): the OpenID Connect provider's
 * issuer, the site's public client id and the audience of the APIs' access tokens. Public by
 * nature: the browser runs the authorisation code flow with PKCE itself.
 */
export interface SignInSettings {
  issuer: string;
  clientId: string;
  audience: string;
  /** The social networks the provider signs readers in with (none when absent). */
  social?: readonly SocialNetworkId[];
}

/** The discussion service of the comments (spec 001 s3, s7): its short name and public key. */
export interface DiscussionSettings {
  shortname: string;
  /** The service's public API key (`api_key` of the page data); may be empty. */
  apiKey: string;
}

/**
 * The page's outside analytics (spec 001 s3, s6, s7), each optional: public by nature, they
 * reach the browser (a write key is a browser key, never a secret). render's ANALYTICS_*,
 * COHESION_*, AUDIENCE_MEASUREMENT_URL and CHART_TRACKING_* variables.
 */
export interface AnalyticsSettings {
  /** The site's analytics report suite, sent with each page view (`reportSuiteId`). */
  reportSuiteId?: string;
  /** Cohesion analytics (with the `cohesion` flag): its script (https) and write key. */
  cohesion?: { scriptUrl: string; writeKey: string };
  /** The audience-measurement service's ping URL (https): an image per page view. */
  audienceMeasurementUrl?: string;
  /** Chart-style tracking: its script (https) and the site's account there. */
  chartTracking?: { scriptUrl: string; accountId: string };
  /** The web build the page is made of (the global tracking state's `version`). */
  version?: string;
}

export interface RenderContext {
  /** The server content client: content API URL, API key, timeout. */
  contentClient: ContentClient;
  /** The header's calls (header links); without it the header has no menus from the API. */
  chromeClient?: ChromeClient;
  siteConfig: SiteConfig;
  /** Public origin of the site (canonical links, own-domain links). */
  publicUrl: string;
  clientEntry: ClientEntry;
  /** Image hosts and signing key for resize URLs. */
  images: ImageResizeSettings;
  /**
   * GDPR mode (render's GDPR_MODE): scripts with a consent category stay inert until allowed
   * (spec 001 s8). On when absent.
   */
  gdprMode?: boolean;
  /** Where readers sign in; absent, the site offers no sign-in. */
  signIn?: SignInSettings;
  /** The comments' discussion service; absent, articles show no comments. */
  discussion?: DiscussionSettings;
  /** The outside ad stack (render's AD_STACK, spec 001 s7, s9); empty or absent: house ads only. */
  adStack?: AdStackConfig;
  /** The page's outside analytics; absent, first-party page views only. */
  analytics?: AnalyticsSettings;
  /** The site-wide maintenance notice (render's MAINTENANCE_NOTICE); absent: none. */
  maintenanceNotice?: string;
  /** Called with failures worth a log line: 5xx loader errors and render errors. */
  onError?: (error: unknown) => void;
  /** Called with warnings worth a log line (spec 000 s8), e.g. 'image size key not configured'. */
  onWarn?: (message: string, details: Readonly<Record<string, unknown>>) => void;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'document';
      status: number;
      headers: Readonly<Record<string, string>>;
      /** An AMP document: no script of the app; the AMP runtime's policy applies. */
      amp?: true;
      /**
       * The hash source (`sha256-…`) of each inline script of the document: its content
       * security policy allows exactly these (and what they load). None: no script runs.
       */
      scriptHashes?: readonly string[];
      /** The whole HTML document, rendered before render() resolves (never streamed). */
      html: string;
    };

export interface ServerEntry {
  /** Runs the loaders, then renders the document; status, headers and HTML when it resolves. */
  render(request: Request, ctx: RenderContext): Promise<RenderResult>;
  /** The error page's own fallback document, for when render itself fails. */
  fallbackDocument(ctx: RenderContext): RenderResult;
}

/** Whether a loaded module has the shape of a server entry (checked when render loads it). */
export function isServerEntry(value: unknown): value is ServerEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { render, fallbackDocument } = value as Partial<ServerEntry>;
  return typeof render === 'function' && typeof fallbackDocument === 'function';
}

/**
 * What render tells the gateway beside a page, never passed on to readers: the web build it
 * serves (on every answer; the page cache keys pages on it), and the ids of the content a page
 * shows, comma-separated (the page cache purges by them).
 */
export const RENDER_BUILD_HEADER = 'x-render-build';
export const CONTENT_IDS_HEADER = 'x-content-ids';
