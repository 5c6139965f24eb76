/**
 * The cleaning of every component's content by its type, where the composer answer enters
 * (page-response.ts) and where load-more's answer does (web/src/page-components/load-more.ts):
 * see component-items.ts for what each type holds and the rules. A module of its own so that
 * code reading components (in the browser's first load) does not carry it.
 */
import type {
  Article,
  ContentLink,
  Feature,
  FeatureColumn,
  FeatureRow,
  Gallery,
  Review,
  RichText,
  Video,
} from './entities';
import type { ComponentList } from './page';
import type { PageComponent } from './page-response';
import {
  FEATURE_GRID_COLUMNS,
  isAuthor,
  isComponentShell,
  isContentLink,
  isEditorialLink,
  isGalleryItem,
  isItemType,
  isListType,
  isRicochetItem,
  isSeamlessItem,
  isVideoFile,
  type ItemComponentType,
  type ListComponentType,
} from './component-items';
import { isNonBlankString, isRecord, kept, listOf } from './guards';

/** Rows inside columns inside rows...: deeper than this is no layout a page needs. */
const MAX_FEATURE_DEPTH = 4;

/** A content link with its children (a topic's subtopics) cleaned too, when it has any. */
function contentLink(link: ContentLink): ContentLink {
  const { children } = link as { children?: unknown };
  if (children === undefined) return link;
  const cleaned = listOf(children, isContentLink) ?? [];
  return cleaned === children ? link : { ...link, children: cleaned };
}

function contentLinks(value: unknown): ContentLink[] {
  const links = listOf(value, isContentLink) ?? [];
  let changed = false;
  const cleaned = links.map((link) => {
    const next = contentLink(link);
    changed ||= next !== link;
    return next;
  });
  return changed ? cleaned : links;
}

type Cleaner = (value: unknown, depth: number) => unknown;

const LIST_CLEANERS: Readonly<Record<ListComponentType, (value: unknown) => unknown[]>> = {
  ContentList: contentLinks,
  VideoList: contentLinks,
  SmartSearchResults: contentLinks,
  AuthorList: (value) => listOf(value, isAuthor) ?? [],
  EditorialLinks: (value) => listOf(value, isEditorialLink) ?? [],
  RicochetCollections: (value) => listOf(value, isRicochetItem) ?? [],
  Seamless: (value) => listOf(value, isSeamlessItem) ?? [],
};

/** An article's or a review's item: a slug to link it by, a headline and a body. */
function isStory(value: unknown): value is Article & Review {
  return (
    isRecord(value) &&
    isNonBlankString(value.slug) &&
    typeof value.headline === 'string' &&
    typeof value.body === 'string'
  );
}

/** A gallery: a slug, a title and a list of items. */
function isGallery(value: unknown): value is Gallery {
  return (
    isRecord(value) &&
    isNonBlankString(value.slug) &&
    isNonBlankString(value.title) &&
    Array.isArray(value.items)
  );
}

/** A video: a slug to link it by (its files are cleaned apart: a teaser needs none). */
function isVideo(value: unknown): value is Omit<Video, 'files'> & { files?: unknown } {
  return isRecord(value) && isNonBlankString(value.slug);
}

/** Rich text with content to show. */
function isRichText(value: unknown): value is RichText {
  return isRecord(value) && isNonBlankString(value.content);
}

/** Rich text with its title and description non-blank or absent. */
function richText(value: unknown): RichText | undefined {
  if (!isRichText(value)) return undefined;
  return { ...value, title: label(value.title), description: label(value.description) };
}

/** A gallery with only the items that show something. */
function gallery(value: unknown): Gallery | undefined {
  if (!isGallery(value)) return undefined;
  const items = kept(value.items, isGalleryItem);
  return items === value.items ? value : { ...value, items };
}

/** A video with only the files a player can use (none when it has no list of files). */
function video(value: unknown): Video | undefined {
  if (!isVideo(value)) return undefined;
  const files = listOf(value.files, isVideoFile) ?? [];
  return { ...value, files };
}

/** A text a reader can be shown, trimmed; else absent. */
function label(value: unknown): string | undefined {
  return isNonBlankString(value) ? value.trim() : undefined;
}

function colspan(value: unknown): number {
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 1 &&
    value <= FEATURE_GRID_COLUMNS
    ? value
    : FEATURE_GRID_COLUMNS;
}

/** A nested component, its content cleaned like a page component's. */
function nestedComponent(value: unknown, depth: number): PageComponent[] {
  if (!isComponentShell(value)) return [];
  const component = { ...value };
  cleanComponentContent(component, depth + 1);
  return [component];
}

function featureColumns(value: unknown, depth: number): FeatureColumn[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((column): FeatureColumn[] => {
    if (!isRecord(column)) return [];
    const components = Array.isArray(column.components)
      ? column.components.flatMap((c) => nestedComponent(c, depth))
      : [];
    return [
      {
        colspan: colspan(column.colspan),
        label: label(column.label),
        components,
        children: featureRows(column.children, depth + 1),
      },
    ];
  });
}

/** A feature's rows (its `rows`, or a row's or column's `children`), to a sane depth. */
function featureRows(value: unknown, depth: number): FeatureRow[] {
  if (depth >= MAX_FEATURE_DEPTH || !Array.isArray(value)) return [];
  return value.flatMap((row): FeatureRow[] =>
    isRecord(row)
      ? [
          {
            label: label(row.label),
            columns: featureColumns(row.columns, depth),
            children: featureRows(row.children, depth + 1),
          },
        ]
      : [],
  );
}

/**
 * A feature's layout: rows of columns, a column's colspan a whole number of the grid (anything
 * else spans it all), labels and the title and description non-blank or absent, the components
 * inside cleaned as a page's are.
 */
function feature(value: unknown, depth: number): Feature | undefined {
  if (!isRecord(value)) return undefined;
  const cleaned: Feature = {
    ...value,
    title: label(value.title),
    description: label(value.description),
    rows: featureRows(value.rows, depth),
  };
  return cleaned;
}

const ITEM_CLEANERS: Readonly<Record<ItemComponentType, Cleaner>> = {
  Article: (value) => (isStory(value) ? value : undefined),
  Review: (value) => (isStory(value) ? value : undefined),
  Gallery: gallery,
  Video: video,
  Text: richText,
  Feature: feature,
};

/** A listing's own data: its related links and its author subject cleaned, the rest as it came. */
function componentList(list: ComponentList): ComponentList {
  const { relatedItems, author } = list as { relatedItems?: unknown; author?: unknown };
  const related = relatedItems === undefined ? undefined : contentLinks(relatedItems);
  const subject = author === undefined || isAuthor(author) ? author : undefined;
  if (related === relatedItems && subject === author) return list;
  return { ...list, relatedItems: related, author: subject };
}

/**
 * Cleans a component's content in place, by its type: the `items` of a listing type, the `item`
 * of an object type, the `list` of any (the component is a fresh object: the answer check's
 * output, or a copy). A component of an unknown type is left as it came: nothing reads it.
 */
export function cleanComponentContent(component: PageComponent, depth = 0): void {
  const type = component.meta.componentType;
  if (component.list !== undefined) component.list = componentList(component.list);
  if (isListType(type)) {
    if (component.items !== undefined) component.items = LIST_CLEANERS[type](component.items);
    return;
  }
  if (isItemType(type) && component.item !== undefined) {
    const item = ITEM_CLEANERS[type](component.item, depth);
    if (item === undefined) delete component.item;
    else component.item = item;
  }
}
