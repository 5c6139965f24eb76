/**
 * What the route loaders find in their `context` (react-router's RouterContextProvider). The
 * server passes one as the static handler's requestContext, holding the server content client
 * (content API URL and key) and the data only the server knows; the browser router's
 * getContext holds a same-origin client (the gateway adds the API key).
 */
import type { ChromeClient, ContentClient } from '@bytewire/content-client';
import type {
  AnalyticsSettings,
  DiscussionSettings,
  ImageResizeSettings,
  SignInSettings,
} from '@bytewire/ssr-contract';
import type { AdStackConfig } from '@bytewire/site';
import { createContext } from 'react-router-dom';

/** Site data the document renders; it reaches the browser through the root loader's data. */
export interface SiteInfo {
  siteId: string;
  publicationName: string;
  /** Public origin of the site, for canonical links and to tell own links from outbound ones. */
  publicUrl: string;
  /** Image hosts; the signing key stays on the server (images/page-signatures.ts). */
  images: Pick<ImageResizeSettings, 'hosts'>;
  /** GDPR mode: the script loader types consent-gated scripts inert until allowed. */
  gdprMode: boolean;
  /** Where readers sign in; absent, no sign-in is offered. */
  signIn?: SignInSettings;
  /** The comments' discussion service; absent, no comments are offered. */
  discussion?: DiscussionSettings;
  /** The outside ad stack (spec 001 s7, s9); absent: the house ad network alone. */
  adStack?: AdStackConfig;
  /** The site-wide maintenance notice (render's MAINTENANCE_NOTICE); absent: none. */
  maintenanceNotice?: string;
  /** The page's outside analytics (spec 001 s3, s6, s7); absent: first-party page views only. */
  analytics?: AnalyticsSettings;
}

/** Known only on the server; the root loader hands it to the browser with its data. */
export interface ServerRenderData {
  site: SiteInfo;
  /** Stylesheets of the client build, linked from the document head. */
  stylesheets: readonly string[];
}

export const contentClientContext = createContext<ContentClient>();

/** The server's client of the header's calls; null where none is configured (some tests). */
export const chromeClientContext = createContext<ChromeClient | null>(null);

/**
 * The browser's: the reader is in the restricted state (spec 001 s1), as the server's root data
 * said. On the server the loaders read the region header itself (see site-context/region.ts).
 */
export const restrictedContext = createContext<boolean>(false);

/** Null in the browser: that is how a loader knows it runs there. */
export const serverRenderContext = createContext<ServerRenderData | null>(null);
