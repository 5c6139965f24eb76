/** Building page components: listings, objects and the platform's error components. */
import type {
  ComponentError,
  ComponentList,
  ComponentType,
  PageComponent,
  Paging,
} from '@bytewire/contracts';
import { SLUG_CHANGED_MESSAGE } from '@bytewire/contracts';
import type { PageContext } from './page-context';
import type { PageWindow } from './paging';

export interface ComponentSpec {
  name: string;
  displayName: string;
  type: ComponentType;
}

export const CONTENT_NOT_FOUND = 'Content not found';

function base<T>(spec: ComponentSpec, status: number, errors: ComponentError[]): PageComponent<T> {
  return {
    name: spec.name,
    fetcherName: `${spec.type.charAt(0).toLowerCase()}${spec.type.slice(1)}Fetcher`,
    status,
    errors,
    meta: {
      componentName: spec.name,
      componentDisplayName: spec.displayName,
      componentType: spec.type,
    },
  };
}

export interface ListOptions {
  list?: ComponentList;
  required?: boolean;
  /** The page of a paged listing; its items are the window's slice of `items`. */
  window?: PageWindow;
}

/** A listing component: `items`, and `paging` plus a `next` link when paged. */
export function listing<T>(
  ctx: PageContext,
  spec: ComponentSpec,
  items: readonly T[],
  options: ListOptions = {},
): PageComponent<T> {
  const { window } = options;
  const shown = window ? items.slice(window.offset, window.offset + window.limit) : [...items];
  const paging: Paging | undefined = window
    ? { limit: window.limit, offset: window.offset, total: window.total }
    : undefined;
  const hasNext = window ? window.offset + window.limit < window.total : false;
  const component = base<T>(spec, 200, []);
  component.meta.links = ctx.links.of(spec.name, window?.page, hasNext);
  component.items = shown;
  if (paging) component.paging = paging;
  if (options.list) component.list = options.list;
  if (options.required) component.required = true;
  return component;
}

/** An object component carrying one `item`. */
export function object<T>(
  ctx: PageContext,
  spec: ComponentSpec,
  item: T,
  required = true,
): PageComponent<T> {
  const component = base<T>(spec, 200, []);
  component.meta.links = ctx.links.of(spec.name);
  component.item = item;
  if (required) component.required = true;
  return component;
}

/** The platform's answer for a slug it does not know: status 404. */
export function notFound(spec: ComponentSpec): PageComponent {
  return { ...base(spec, 404, [{ code: 404, message: CONTENT_NOT_FOUND }]), required: true };
}

/** The platform's answer for a renamed slug: status 301 with the new slug for the edition. */
export function moved(spec: ComponentSpec, edition: string, slug: string): PageComponent {
  return {
    ...base(spec, 301, [
      { code: 301, message: SLUG_CHANGED_MESSAGE, context: { availableOn: [{ edition, slug }] } },
    ]),
    required: true,
  };
}
