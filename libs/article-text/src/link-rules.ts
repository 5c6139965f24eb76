/**
 * What a link in article text becomes (spec 000 s5, spec 001 s5): links that are not http(s)
 * or site-relative are plain text; the site's own domain is followed; commerce links to
 * retailers and affiliate networks become the commerce link shortcode; every other link gets
 * noopener nofollow.
 */
import { DEFAULT_COMMERCE_HOSTS, matchesHost, normalizeHost } from './commerce-hosts';

/** rel of links that leave the site. */
export const OUTBOUND_REL = 'noopener nofollow';

export type LinkClass =
  | { kind: 'text' }
  | { kind: 'link'; rel: typeof OUTBOUND_REL | undefined; href: string }
  | { kind: 'commerce'; href: string };

export interface LinkRuleOptions {
  /** The site's origin, e.g. `https://www.bytewire.com`. */
  siteOrigin: string;
  /** Retail and affiliate hosts (subdomains match too); default DEFAULT_COMMERCE_HOSTS. */
  commerceHosts?: readonly string[];
}

const TEXT: LinkClass = { kind: 'text' };
const HTTP_SCHEMES: ReadonlySet<string> = new Set(['http:', 'https:']);
// Character references ('&#106;avascript:', 'javascript&colon;') decode once the href is
// written into an attribute; a real URL never needs them.
const CHARACTER_REFERENCE = /&#|&[a-z][a-z0-9]*;/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

// Browsers drop tabs and newlines inside URLs, so 'java\tscript:' would still run: refuse any
// control character (C0 or DEL).
function hasControl(value: string): boolean {
  return Array.from(value).some((char) => char.charCodeAt(0) < 0x20 || char === '\u007f');
}

// `www.bytewire.com` and `bytewire.com` are the same site.
function siteHost(host: string): string {
  return normalizeHost(host).replace(/^www\./, '');
}

// try/catch rather than URL.canParse, which browsers before 2023 lack.
function parseUrl(value: string, base?: URL): URL | undefined {
  try {
    return new URL(value, base);
  } catch {
    return undefined;
  }
}

function siteOf(siteOrigin: string): URL {
  const url = parseUrl(siteOrigin);
  if (!url || !HTTP_SCHEMES.has(url.protocol)) {
    throw new TypeError(`siteOrigin must be an absolute http(s) URL; got "${siteOrigin}"`);
  }
  return url;
}

/**
 * A root-relative path ('/deals/') or a fragment of the same page ('#faq'). Paths relative to
 * the current document ('deals/', '../x') are not: they point elsewhere from every page that
 * shows them. Neither is '//host/path' (protocol-relative), which is another site whose scheme
 * depends on the page embedding it (an app view, a feed reader), so not a known http(s) link.
 */
function siteRelative(value: string, site: URL): boolean {
  if (value.startsWith('#')) return true;
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  // '/\evil.example' is '//evil.example' to a browser: the resolved host must stay the site's.
  return parseUrl(value, site)?.host === site.host;
}

function absolute(value: string): URL | undefined {
  const url = SCHEME.test(value) ? parseUrl(value) : undefined;
  return url && HTTP_SCHEMES.has(url.protocol) && url.hostname !== '' ? url : undefined;
}

/** The class of `href` in article text, with the href to render (absolute ones normalised). */
export function classifyLink(href: string | undefined, options: LinkRuleOptions): LinkClass {
  const site = siteOf(options.siteOrigin);
  const value = href?.trim() ?? '';
  if (value === '' || hasControl(value) || CHARACTER_REFERENCE.test(value)) return TEXT;
  if (siteRelative(value, site)) return { kind: 'link', rel: undefined, href: value };
  const url = absolute(value);
  if (!url) return TEXT;
  if (siteHost(url.hostname) === siteHost(site.hostname)) {
    return { kind: 'link', rel: undefined, href: url.href };
  }
  if (matchesHost(url.hostname, options.commerceHosts ?? DEFAULT_COMMERCE_HOSTS)) {
    return { kind: 'commerce', href: url.href };
  }
  return { kind: 'link', rel: OUTBOUND_REL, href: url.href };
}
