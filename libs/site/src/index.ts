/**
 * Site identity and the defaults every service and the web app share. One default each,
 * overridable from the environment (SITE_ID, PUBLICATION_NAME) where a process reads it.
 */
export const DEFAULT_SITE_ID = 'bytewire';
export const DEFAULT_PUBLICATION_NAME = 'Bytewire';

/** The one edition of the main site (spec 000 section 1): no locale prefix in paths. */
export const DEFAULT_EDITION = 'us';
export const DEFAULT_LOCALE = 'en-US';
export const DEFAULT_COUNTRY = 'us';

export interface Locale {
  code: string;
  file: string;
  label: string;
  languageCode: string;
}

/** The configured locale list: an edition is valid only if it is in here. */
export const LOCALES: readonly Locale[] = [
  { code: 'us', file: 'en-US.json', label: 'United States', languageCode: 'en-US' },
];

export function isValidEdition(
  edition: unknown,
  locales: readonly Pick<Locale, 'code'>[] = LOCALES,
): edition is string {
  return typeof edition === 'string' && locales.some((l) => l.code === edition);
}

/**
 * OAuth and OpenID Connect parameters a reader's address carries back from the identity
 * provider (`/auth/callback/?code=…&state=…`): never passed to another service, never logged.
 */
export const CREDENTIAL_QUERY_PARAMS = [
  'code',
  'state',
  'session_state',
  'id_token',
  'access_token',
  'refresh_token',
] as const;

/** Where a preferred edition is read (spec 001 s4 and s9). */
export const EDITION_QUERY_PARAMS = ['edition', 'preferredEdition'] as const;
export const EDITION_COOKIE = 'fly_preferred_edition';
/**
 * The spec names no header: this is the one the CDN (or any proxy in front of the gateway)
 * sets, and the gateway passes on to render.
 */
export const EDITION_HEADER = 'x-edition';

/** Where a request's preferred edition may come from; each value as received, unchecked. */
export interface EditionSources {
  /** The request's query parameters (EDITION_QUERY_PARAMS are read). */
  query: URLSearchParams;
  /** The value of the EDITION_COOKIE cookie. */
  cookie?: string | null;
  /** The value of the EDITION_HEADER header. */
  header?: string | null;
}

/**
 * The preferred edition of a request (spec 000 s4, spec 001 s4): taken in order from the query
 * parameters (edition, then preferredEdition), the edition cookie, the edition header, then the
 * default. A value not in the configured locale list is skipped, so a hand-edited address bar
 * or a stale cookie never reaches the content API. One rule for the web app and the gateway.
 */
export function preferredEditionFrom(
  { query, cookie, header }: EditionSources,
  locales: readonly Pick<Locale, 'code'>[] = LOCALES,
): string {
  const candidates = [...EDITION_QUERY_PARAMS.map((name) => query.get(name)), cookie, header];
  return candidates.find((value) => isValidEdition(value, locales)) ?? DEFAULT_EDITION;
}

export interface SisterEdition {
  code: string;
  label: string;
  url: string;
}

/**
 * The sister editions, external sites linked from the chrome (spec 000 s1). The spec gives no
 * addresses: these are placeholders on the reserved .example domain until the real ones are
 * known.
 */
export const SISTER_EDITIONS: readonly SisterEdition[] = [
  { code: 'fr', label: 'France', url: 'https://fr.bytewire.example/' },
  { code: 'de', label: 'Germany', url: 'https://de.bytewire.example/' },
  { code: 'kr', label: 'Korea', url: 'https://kr.bytewire.example/' },
  { code: 'jp', label: 'Japan', url: 'https://jp.bytewire.example/' },
];

/** Dates display in this zone, relative for RELATIVE_DATE_DAYS, then formatted (spec 000 s9). */
export const DISPLAY_TIME_ZONE = 'America/Los_Angeles';
export const RELATIVE_DATE_DAYS = 10;

/** Upstream budgets (spec 000 s7 and s9). */
export const CONTENT_REQUEST_TIMEOUT_MS = 12000;
export const VANITY_REQUEST_TIMEOUT_MS = 2000;
/**
 * Default budget of a call to render (the gateway's, the page warmer's): render's own content
 * API budget plus time to render, so that render's own 504 page arrives before its caller
 * gives up on render.
 */
export const RENDER_REQUEST_TIMEOUT_MS = CONTENT_REQUEST_TIMEOUT_MS + 3000;

/** General max age of the site configuration, for routes that name none (spec 000 s9). */
export const SITE_MAX_AGE_SECONDS = 5400;

/** Breakpoints of the styles (spec 000 s9). */
export const BREAKPOINTS = [768, 1024, 1230, 1440] as const;

/** Device detection (spec 001 s5 and s9). */
export const DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];
export const DEFAULT_DEVICE: Device = 'mobile';
/** Tablets from 768 px, desktops from 1024 px; narrower is mobile. */
export const TABLET_MIN_WIDTH = 768;
export const DESKTOP_MIN_WIDTH = 1024;
export const DEVICE_QUERY_PARAM = 'setDevice';
export const DEVICE_COOKIE = 'cdn_device';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 604800;
/** The spec says "a device header" without a name: the one the CDN sets. */
export const DEVICE_HEADER = 'x-device';
export const DEVICE_RESIZE_DEBOUNCE_MS = 200;
/** Menus open on hover from this width, on click below it (spec 001 s4, s9). */
export const MENU_WIDE_SCREEN_PX = 1024;
/** The accordion (mobile) menu's width on wide screens (spec 001 s9). */
export const ACCORDION_WIDE_WIDTH_PX = 468;
/** Trending links split into 3 columns, buying guides into 4 (spec 001 s9). */
export const TRENDING_COLUMNS = 3;
export const BUYING_GUIDE_COLUMNS = 4;

/** Grid columns: 2 on small screens, 6 from 768 px, 12 from 1024 px (spec 001 s9). */
export const GRID_COLUMNS: Readonly<Record<Device, number>> = { mobile: 2, tablet: 6, desktop: 12 };

export function isValidDevice(value: unknown): value is Device {
  return typeof value === 'string' && (DEVICES as readonly string[]).includes(value);
}

/** Where a request's device may come from; each value as received, unchecked. */
export interface DeviceSources {
  /** The request's query parameters (DEVICE_QUERY_PARAM is read). */
  query: URLSearchParams;
  /** The value of the DEVICE_COOKIE cookie. */
  cookie?: string | null;
  /** The value of the DEVICE_HEADER header. */
  header?: string | null;
}

/**
 * The device of a request (spec 001 s5 and s9): the `setDevice` query parameter, else the
 * `cdn_device` cookie it set, else the CDN's device header, else mobile; only valid devices
 * count. One rule for the web app and the gateway.
 */
export function deviceFrom({ query, cookie, header }: DeviceSources): Device {
  const candidates = [query.get(DEVICE_QUERY_PARAM), cookie, header];
  return candidates.find(isValidDevice) ?? DEFAULT_DEVICE;
}

/**
 * Crawlers excluded from seamless scrolling (spec 000 s2, spec 001 s6), matched in the
 * User-Agent without regard to case (Google sends `Googlebot`, the spec writes `googlebot`).
 */
export const SEAMLESS_EXCLUDED_CRAWLERS = [
  'Yeti',
  'Baiduspider',
  'Linespider',
  'googlebot',
] as const;

const CRAWLER_PATTERN = new RegExp(SEAMLESS_EXCLUDED_CRAWLERS.join('|'), 'i');

export function isSeamlessExcludedCrawler(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && CRAWLER_PATTERN.test(userAgent);
}

/** The attributes every cookie of the site is written with (spec 001 s9), browser or server. */
export const COOKIE_DEFAULTS = {
  sameSite: 'lax',
  secure: true,
  path: '/',
} as const;

/** Set once the reader closed the terms-of-use banner or followed its terms link (spec 001 s4). */
export const TERMS_INTERACTED_COOKIE = 'terms_interacted';

/** The device of a viewport width: mobile below 768, tablet below 1024, else desktop. */
export function deviceForWidth(width: number): Device {
  if (width >= DESKTOP_MIN_WIDTH) return 'desktop';
  if (width >= TABLET_MIN_WIDTH) return 'tablet';
  return 'mobile';
}

/** Default loopback ports of the local cluster; each is overridable by its service's PORT. */
export const DEFAULT_PORTS = {
  gateway: 3000,
  render: 3001,
  content: 3002,
  vanity: 3003,
  experiments: 3004,
  warmer: 3005,
  identity: 3006,
  newsletterProxy: 3007,
} as const;

export interface SiteConfig {
  siteId: string;
  publicationName: string;
}

const SITE_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;

/**
 * Reads the site identity from an environment, with the one default. Throws with the
 * variable's name when a value is unusable, so a service stops at start-up.
 */
export function siteConfigFromEnv(env: Record<string, string | undefined>): SiteConfig {
  const siteId = env.SITE_ID ?? DEFAULT_SITE_ID;
  if (!SITE_ID_PATTERN.test(siteId)) {
    throw new Error(
      `SITE_ID must be lowercase letters, digits and dashes (at most 63 characters); got "${siteId}"`,
    );
  }
  const publicationName = (env.PUBLICATION_NAME ?? DEFAULT_PUBLICATION_NAME).trim();
  if (publicationName.length === 0 || publicationName.length > 80) {
    throw new Error('PUBLICATION_NAME must be 1 to 80 characters');
  }
  return { siteId, publicationName };
}
