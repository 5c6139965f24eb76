/**
 * Typed views of a page's components. Each component's content was cleaned by its type where
 * the page entered (libs/contracts component-items.ts): read it with `itemsOf`, `itemOf` and
 * `contentLinksOf`, without checking again.
 */
import {
  contentLinksOf,
  itemOf,
  type ComponentItems,
  type ComponentType,
  type ItemComponentType,
  type PageComponent,
} from '@bytewire/contracts';
import type { PageContent } from '../app/page-loader';

export { contentLinksOf };

/** Loaded components of one type, in page order. */
export function componentsOfType(page: PageContent, type: ComponentType): PageComponent[] {
  return page.components.filter((c) => c.meta.componentType === type && c.errors.length === 0);
}

/** The item of the page's first loaded component of `type` that has one. */
export function firstItemOf<T extends ItemComponentType>(
  page: PageContent,
  type: T,
): ComponentItems[T] | undefined {
  for (const component of componentsOfType(page, type)) {
    const item = itemOf(component, type);
    if (item) return item;
  }
  return undefined;
}

/**
 * The page's main listing: its first loaded ContentList with items, else its first loaded
 * listing of any kind of content links (the video door lists a VideoList).
 */
export function mainList(page: PageContent): PageComponent | undefined {
  const lists = page.components.filter(
    (c) => c.errors.length === 0 && contentLinksOf(c).length > 0,
  );
  return lists.find((c) => c.meta.componentType === 'ContentList') ?? lists[0];
}

/** A listing's heading: its own title, else the component's display name. */
export function componentTitle(component: PageComponent): string {
  return component.list?.title ?? component.meta.componentDisplayName;
}
