/**
 * What each component type holds (spec 000 s3), cleaned where the composer answer enters: a
 * component's `items` (listing types) or `item` (object types) are kept only as far as a page
 * can show them. An entry that does not fit is left out, an item that does not fit reads as
 * absent (the page warns and goes on, spec 000 s8); the page is never refused for them. The
 * cleaning is plain guards, no zod: it runs on every page and on every load-more page in the
 * browser, where a guard per entry costs a fraction of a schema's parse (and load-more carries
 * no zod; component-cleaning.ts). After it, web/ reads a component's content through `itemsOf` and `itemOf`, typed by
 * component type, without checking again.
 *
 * Left open on purpose (read where used, with the guards exported here or `isRenderableImage`):
 * the fields inside an entry that no reader of the list needs (a link's author, topics, image).
 */
import type {
  Article,
  Author,
  ContentLink,
  EditorialLink,
  Feature,
  Gallery,
  GalleryItem,
  Review,
  RichText,
  RicochetCollectionItem,
  SeamlessItem,
  Video,
  VideoFile,
} from './entities';
import type { ComponentType } from './page';
import type { PageComponent } from './page-response';
import { isNonBlankString, isRecord } from './guards';
import { isRenderableImage } from './image-rule';

/** The entries of each listing component type, once cleaned. */
export interface ComponentListItems {
  ContentList: ContentLink;
  VideoList: ContentLink;
  SmartSearchResults: ContentLink;
  AuthorList: Author;
  EditorialLinks: EditorialLink;
  RicochetCollections: RicochetCollectionItem;
  Seamless: SeamlessItem;
}

/** The item of each object component type, once cleaned. */
export interface ComponentItems {
  Article: Article;
  Review: Review;
  Gallery: Gallery;
  Video: Video;
  Text: RichText;
  Feature: Feature;
}

export type ListComponentType = keyof ComponentListItems;
export type ItemComponentType = keyof ComponentItems;

/** The listing types whose entries are content links. */
export const LINK_LIST_TYPES = ['ContentList', 'VideoList', 'SmartSearchResults'] as const;
export type LinkListType = (typeof LINK_LIST_TYPES)[number];

/** A feature's grid: a colspan is a whole number of its 12 columns. */
export const FEATURE_GRID_COLUMNS = 12;

const optionalNumber = (value: unknown) =>
  value === undefined || (typeof value === 'number' && Number.isFinite(value));
const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

/** A link a list can show: a slug and a title. */
export function isContentLink(value: unknown): value is ContentLink {
  return isRecord(value) && typeof value.slug === 'string' && typeof value.title === 'string';
}

/** An author or user: a first and last name at least. */
export function isAuthor(value: unknown): value is Author {
  return (
    isRecord(value) && typeof value.firstName === 'string' && typeof value.lastName === 'string'
  );
}

export function isEditorialLink(value: unknown): value is EditorialLink {
  return isRecord(value) && typeof value.linkText === 'string' && typeof value.linkUrl === 'string';
}

/** A ricochet collection item: the slug is required, title and type optional. */
export function isRicochetItem(value: unknown): value is RicochetCollectionItem {
  return isRecord(value) && isNonBlankString(value.slug);
}

export function isSeamlessItem(value: unknown): value is SeamlessItem {
  return isRecord(value) && isNonBlankString(value.slug) && isNonBlankString(value.title);
}

export { isLoadableImage, isRenderableImage, type RenderableImage } from './image-rule';

/** A gallery item that shows something: an image that can be shown, or some text. */
export function isGalleryItem(value: unknown): value is GalleryItem {
  if (!isRecord(value)) return false;
  return (
    isRenderableImage(value.image) ||
    [value.title, value.headline, value.description, value.body].some(isNonBlankString)
  );
}

/** A video file a player can use: a string url; type, format and bitrates of the right kind. */
export function isVideoFile(value: unknown): value is VideoFile {
  return (
    isRecord(value) &&
    typeof value.url === 'string' &&
    optionalString(value.type) &&
    optionalString(value.format) &&
    optionalNumber(value.videoBitrate) &&
    optionalNumber(value.audioBitrate)
  );
}

/**
 * The entries of a listing component of `type`, as cleaned where the page entered; none when
 * the component is of another type.
 */
export function itemsOf<T extends ListComponentType>(
  component: PageComponent,
  type: T,
): readonly ComponentListItems[T][] {
  if (component.meta.componentType !== type || !Array.isArray(component.items)) return [];
  // Cleaned by type in cleanComponentContent, where the answer entered.
  return component.items as ComponentListItems[T][];
}

/** The item of an object component of `type`, as cleaned; undefined for another type. */
export function itemOf<T extends ItemComponentType>(
  component: PageComponent,
  type: T,
): ComponentItems[T] | undefined {
  if (component.meta.componentType !== type) return undefined;
  // Cleaned by type in cleanComponentContent, where the answer entered.
  return component.item as ComponentItems[T] | undefined;
}

const LIST_TYPES: readonly string[] = [
  'ContentList',
  'VideoList',
  'SmartSearchResults',
  'AuthorList',
  'EditorialLinks',
  'RicochetCollections',
  'Seamless',
] satisfies ListComponentType[];
const ITEM_TYPES: readonly string[] = [
  'Article',
  'Review',
  'Gallery',
  'Video',
  'Text',
  'Feature',
] satisfies ItemComponentType[];

export function isListType(type: string): type is ListComponentType {
  return LIST_TYPES.includes(type);
}

export function isItemType(type: string): type is ItemComponentType {
  return ITEM_TYPES.includes(type);
}

/** The item of an object component of whichever type it is; undefined for a listing. */
export function anyItemOf(component: PageComponent): ComponentItems[ItemComponentType] | undefined {
  const type = component.meta.componentType;
  return isItemType(type) ? itemOf(component, type) : undefined;
}

/**
 * The shell of a page component, checked by hand: for a component nested in a feature's column
 * (the answer's schema check stops at the page's own components) and load-more's answer (read
 * in the browser without zod).
 */
export function isComponentShell(value: unknown): value is PageComponent {
  if (!isRecord(value)) return false;
  const { meta } = value;
  return (
    typeof value.name === 'string' &&
    typeof value.fetcherName === 'string' &&
    typeof value.status === 'number' &&
    Array.isArray(value.errors) &&
    isRecord(meta) &&
    typeof meta.componentName === 'string' &&
    typeof meta.componentDisplayName === 'string' &&
    typeof meta.componentType === 'string'
  );
}

/** The content links of a ContentList, VideoList or SmartSearchResults component. */
export function contentLinksOf(component: PageComponent): readonly ContentLink[] {
  const type = component.meta.componentType;
  return isLinkListType(type) ? itemsOf(component, type) : [];
}

export function isLinkListType(type: string): type is LinkListType {
  return (LINK_LIST_TYPES as readonly string[]).includes(type);
}

/** Whether a component type is one of spec 000 s1's. */
export function isComponentType(type: string): type is ComponentType {
  return isListType(type) || isItemType(type);
}
