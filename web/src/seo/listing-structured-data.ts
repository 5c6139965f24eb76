/**
 * Structured data (schema.org JSON-LD) of listing pages (topic, tag, collection, author
 * stories, all topics): a CollectionPage whose main entity is the ItemList of the stories
 * shown, and the BreadcrumbList of a topic's ancestors. Pure, so that server and hydrating
 * browser write the same.
 */
import type { ContentLink } from '@bytewire/contracts';
import { absoluteUrl } from './absolute-url';
import type { JsonLdObject } from './json-ld';
import { SCHEMA_CONTEXT, websiteOf } from './structured-data-parts';

export interface Crumb {
  name: string;
  /** Site-relative or absolute. */
  url: string;
}

/** The ItemList of links (each with its position, 1-based, and absolute URL). */
export function itemList(links: readonly ContentLink[], publicUrl: string): JsonLdObject {
  const elements = links.flatMap((link) => {
    const url = link.url ? absoluteUrl(link.url, publicUrl) : undefined;
    return url ? [{ name: link.title, url }] : [];
  });
  return {
    '@type': 'ItemList',
    numberOfItems: elements.length,
    itemListElement: elements.map(({ name, url }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url,
      name,
    })),
  };
}

export interface CollectionPageInput {
  name: string;
  description?: string;
  /** Absolute canonical URL of the page. */
  url: string;
  links: readonly ContentLink[];
  publicUrl: string;
  publicationName: string;
}

export function collectionPage(input: CollectionPageInput): JsonLdObject {
  const page: JsonLdObject = {
    '@context': SCHEMA_CONTEXT,
    '@type': 'CollectionPage',
    name: input.name,
    url: input.url,
    isPartOf: websiteOf(input),
    mainEntity: itemList(input.links, input.publicUrl),
  };
  if (input.description) page.description = input.description;
  return page;
}

export function breadcrumbList(crumbs: readonly Crumb[], publicUrl: string): JsonLdObject {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.url, publicUrl) ?? crumb.url,
    })),
  };
}
