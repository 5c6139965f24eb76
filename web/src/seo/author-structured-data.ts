/**
 * Structured data of an author profile page: a ProfilePage whose main entity is the Person
 * (name, job title, bio, headshot, the publication they work for, their social profiles).
 */
import type { Author } from '@bytewire/contracts';
import type { JsonLdObject } from './json-ld';
import { imageObject, type SchemaImageOf } from './schema-image';
import {
  compact,
  organizationOf,
  SCHEMA_CONTEXT,
  type StructuredDataSite,
} from './structured-data-parts';

/** The headshot at the size the profile shows it (page-components/AuthorProfile). */
export const AUTHOR_IMAGE_SIZE = 'square_256';

export interface AuthorStructuredDataInput {
  author: Author;
  name: string;
  jobTitle?: string;
  description?: string;
  /** Absolute canonical URL of the profile page. */
  url: string;
  /** Absolute URLs of the author's social profiles. */
  sameAs: readonly string[];
  site: StructuredDataSite;
  imageOf: SchemaImageOf;
}

export function authorStructuredData(input: AuthorStructuredDataInput): JsonLdObject {
  const image = input.imageOf(input.author.image, AUTHOR_IMAGE_SIZE);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'ProfilePage',
    url: input.url,
    mainEntity: compact({
      '@type': 'Person',
      name: input.name,
      jobTitle: input.jobTitle,
      description: input.description,
      image: image ? imageObject(image) : undefined,
      url: input.url,
      worksFor: organizationOf(input.site),
      sameAs: input.sameAs.length > 0 ? [...input.sameAs] : undefined,
    }),
  };
}
