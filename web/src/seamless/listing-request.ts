/**
 * What the seamless listing is asked for after a story (spec 000 s7, s9): the story's slug and
 * id, and a limit of 3, or 10 when the story belongs to a special-feature collection.
 *
 * A story "belongs" to a special feature when its primary collection is one (collection type
 * slug, or typeSlug, `special-feature`); a special feature is read as a series, so the listing
 * then follows that collection (collectionId) and lists up to 10. A story only listed in some
 * other collection, or in none, gets the general listing of 3.
 */
import type { SeamlessRequest } from '@bytewire/content-client';
import type { Collection, Content } from '@bytewire/contracts';

/** Spec 000 s9: listing limit 3. */
export const SEAMLESS_LIMIT = 3;
/** Spec 000 s7: 10 for special-feature collections. */
export const SPECIAL_FEATURE_LIMIT = 10;
export const SPECIAL_FEATURE_TYPE = 'special-feature';

export function isSpecialFeature(collection: Collection | undefined): collection is Collection {
  if (!collection) return false;
  return (
    collection.collectionType?.slug === SPECIAL_FEATURE_TYPE ||
    collection.typeSlug === SPECIAL_FEATURE_TYPE
  );
}

export type SeamlessStoryRef = Pick<Content, 'id' | 'slug' | 'primaryCollection'>;

export function seamlessListingRequest(
  story: SeamlessStoryRef,
  edition: string | undefined,
): SeamlessRequest {
  const feature = isSpecialFeature(story.primaryCollection) ? story.primaryCollection : undefined;
  return {
    slug: story.slug || undefined,
    contentId: story.id || undefined,
    limit: feature ? SPECIAL_FEATURE_LIMIT : SEAMLESS_LIMIT,
    collectionId: feature?.id || undefined,
    edition,
  };
}
