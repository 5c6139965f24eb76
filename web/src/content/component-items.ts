/**
 * Typed views of page components. The contracts check the page, each component's shell and
 * a content item's core fields (page-response.ts); the rest of `item` and `items` is whatever
 * the platform sent, so each is narrowed here before a screen reads it, and an item that does
 * not fit is left out rather than crashing the render.
 */
import {
  isRecord,
  type Article,
  type ComponentType,
  type ContentLink,
  type EditorialLink,
  type PageComponent,
  type RichText,
} from '@bytewire/contracts';
import type { PageContent } from '../app/page-loader';

export function isContentLink(value: unknown): value is ContentLink {
  return isRecord(value) && typeof value.slug === 'string' && typeof value.title === 'string';
}

export function isArticle(value: unknown): value is Article {
  return isRecord(value) && typeof value.headline === 'string' && typeof value.body === 'string';
}

export function isEditorialLink(value: unknown): value is EditorialLink {
  return isRecord(value) && typeof value.linkText === 'string' && typeof value.linkUrl === 'string';
}

export function isRichText(value: unknown): value is RichText {
  return isRecord(value) && typeof value.content === 'string';
}

/** Loaded components of one type, in page order. */
export function componentsOfType(page: PageContent, type: ComponentType): PageComponent[] {
  return page.components.filter((c) => c.meta.componentType === type && c.errors.length === 0);
}

export function contentLinksOf(component: PageComponent): ContentLink[] {
  return (component.items ?? []).filter(isContentLink);
}

/** The first loaded listing of the page that has items. */
export function mainList(page: PageContent): PageComponent | undefined {
  return componentsOfType(page, 'ContentList').find((c) => contentLinksOf(c).length > 0);
}

/** A listing's heading: its own title, else the component's display name. */
export function componentTitle(component: PageComponent): string {
  return component.list?.title ?? component.meta.componentDisplayName;
}
