/**
 * Structured data that describes the site itself. The home page writes the WebSite (with the
 * search the site offers, /search/?q=) and the publication's Organization with its 120x84 logo
 * (spec 000 s9, "logo 120x84"; see SITE_LOGO); the About page an AboutPage about that
 * Organization. Pure, so that server and hydrating browser write the same.
 */
import { buildPath } from '@bytewire/routes';
import { absoluteUrl } from './absolute-url';
import type { JsonLdObject } from './json-ld';
import {
  compact,
  organizationOf,
  SCHEMA_CONTEXT,
  siteOrganizationOf,
  websiteOf,
  type StructuredDataSite,
} from './structured-data-parts';

/** The search results page of a query: the search route with its `q` (spec 000 s2). */
const SEARCH_TERM = 'search_term_string';

export function websiteStructuredData(site: StructuredDataSite): JsonLdObject {
  const search = absoluteUrl(buildPath('search'), site.publicUrl);
  return compact({
    '@context': SCHEMA_CONTEXT,
    ...websiteOf(site),
    potentialAction: search
      ? {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${search}?q={${SEARCH_TERM}}` },
          'query-input': `required name=${SEARCH_TERM}`,
        }
      : undefined,
  });
}

export function organizationStructuredData(site: StructuredDataSite): JsonLdObject {
  return { '@context': SCHEMA_CONTEXT, ...siteOrganizationOf(site) };
}

export interface AboutPageInput {
  name: string;
  /** Absolute canonical URL of the page. */
  url: string;
  description?: string;
}

export function aboutPageStructuredData(
  page: AboutPageInput,
  site: StructuredDataSite,
): JsonLdObject {
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'AboutPage',
    name: page.name,
    url: page.url,
    description: page.description,
    about: organizationOf(site),
  });
}
