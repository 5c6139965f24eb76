/**
 * The pieces every JSON-LD block of the site is built from (articles, galleries, videos,
 * authors, listings, the home page): ISO dates, dropping unknown fields, the author as a
 * Person, the site as a WebSite and as an Organization, and the publisher's logo (spec 000 s9).
 * Pure and deterministic (no clock), so the server and the hydrating browser write the same.
 */
import {
  parseContentDateTime,
  type Author,
  type Content,
  type ContentDate,
} from '@bytewire/contracts';
import type { SiteInfo } from '../app/load-context';
import { absoluteUrl } from './absolute-url';
import type { JsonLdObject, JsonLdValue } from './json-ld';

export const SCHEMA_CONTEXT = 'https://schema.org';

export type StructuredDataSite = Pick<SiteInfo, 'publicationName' | 'publicUrl'>;

interface LogoSize {
  width: number;
  height: number;
}

/**
 * Spec 000 s9 names two logos. "publisher logo 310x310" is the publisher's logo inside the
 * blocks of what the site publishes (Article and its FAQ page, ImageGallery, VideoObject; the
 * AMP copies write the same blocks). "logo 120x84" is the site's own logo: the Organization
 * block of the home page (see site-structured-data), the one place that describes the
 * publication itself rather than a piece of its content.
 */
export const PUBLISHER_LOGO: Readonly<LogoSize> = { width: 310, height: 310 };
export const SITE_LOGO: Readonly<LogoSize> = { width: 120, height: 84 };

/**
 * A logo at its size under the public URL: the brand's PNG of exactly that size, which the web
 * build makes from the SVG sources (web/tools/brand-rasters.mjs); search engines want a raster.
 */
function logoUrl(site: StructuredDataSite, { width, height }: LogoSize): string {
  return `${site.publicUrl.replace(/\/+$/, '')}/brand/logo-${width}x${height}.png`;
}

export function publisherLogoUrl(site: StructuredDataSite): string {
  return logoUrl(site, PUBLISHER_LOGO);
}

export function siteLogoUrl(site: StructuredDataSite): string {
  return logoUrl(site, SITE_LOGO);
}

export function isoDate(date: ContentDate | undefined): string | undefined {
  return parseContentDateTime(date)?.toISOString();
}

/** Drops the undefined and empty-string fields, so that the JSON names only what is known. */
export function compact(fields: Record<string, JsonLdValue | undefined>): JsonLdObject {
  const out: JsonLdObject = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') out[key] = value;
  }
  return out;
}

export function personOf(
  author: Author | undefined,
  site: StructuredDataSite,
): JsonLdObject | undefined {
  const name = [author?.firstName, author?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  if (!author || name === '') return undefined;
  const url = author.profileUrl ? absoluteUrl(author.profileUrl, site.publicUrl) : undefined;
  return compact({ '@type': 'Person', name, url });
}

/**
 * What every published piece (article, gallery) names last: its dates, its author and its
 * publisher. A piece never updated was last modified when it was published.
 */
export function publicationFields(
  piece: Pick<Content, 'datePublished' | 'dateUpdated' | 'author'>,
  site: StructuredDataSite,
): Record<string, JsonLdValue | undefined> {
  const datePublished = isoDate(piece.datePublished);
  return {
    datePublished,
    dateModified: isoDate(piece.dateUpdated) ?? datePublished,
    author: personOf(piece.author, site),
    publisher: publisherOf(site),
  };
}

/** The site as a WebSite: what a listing is part of. */
export function websiteOf(site: StructuredDataSite): JsonLdObject {
  return { '@type': 'WebSite', name: site.publicationName, url: site.publicUrl };
}

/** The publication as an Organization, named: who an author works for, what a page is about. */
export function organizationOf(site: StructuredDataSite): JsonLdObject {
  return { '@type': 'Organization', name: site.publicationName, url: site.publicUrl };
}

function logoObject(url: string, { width, height }: LogoSize): JsonLdObject {
  return { '@type': 'ImageObject', url, width, height };
}

/** The publisher of a piece of content: the publication with its 310x310 logo. */
export function publisherOf(site: StructuredDataSite): JsonLdObject {
  return {
    '@type': 'Organization',
    name: site.publicationName,
    logo: logoObject(publisherLogoUrl(site), PUBLISHER_LOGO),
  };
}

/** The site's own Organization, with its 120x84 logo. */
export function siteOrganizationOf(site: StructuredDataSite): JsonLdObject {
  return { ...organizationOf(site), logo: logoObject(siteLogoUrl(site), SITE_LOGO) };
}
