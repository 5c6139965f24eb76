/**
 * What makes a page component unshowable, and the warnings spec 000 s8 logs for it ("Logged
 * warnings only: ... component is an error component; component lacks item or items"). The
 * component renders nothing either way; the page goes on.
 *
 * Warnings are written by the server only (the render service's output), once per component
 * and problem for the life of the process: a broken component on a busy page would otherwise
 * log on every request, and readers' browser consoles are no place for them.
 */
import { componentTypeOf, type ComponentType, type PageComponent } from '@bytewire/contracts';

export const ERROR_COMPONENT_WARNING = 'component is an error component';
export const LACKS_ITEMS_WARNING = 'component lacks item or items';

/** Object components carry `item`, listing components carry `items` (spec 000 s3 Page). */
export const COMPONENT_SHAPES: Readonly<Record<ComponentType, 'item' | 'items'>> = {
  Article: 'item',
  AuthorList: 'items',
  ContentList: 'items',
  EditorialLinks: 'items',
  Feature: 'item',
  Gallery: 'item',
  RicochetCollections: 'items',
  Review: 'item',
  Seamless: 'items',
  SmartSearchResults: 'items',
  Text: 'item',
  Video: 'item',
  VideoList: 'items',
};

export type ComponentProblem = typeof ERROR_COMPONENT_WARNING | typeof LACKS_ITEMS_WARNING;

/** The problem of a component of a known type, if any. */
export function componentProblem(
  component: PageComponent,
  type: ComponentType,
): ComponentProblem | undefined {
  if (component.errors.length > 0) return ERROR_COMPONENT_WARNING;
  const shape = COMPONENT_SHAPES[type];
  const present =
    shape === 'item'
      ? component.item !== undefined && component.item !== null
      : Array.isArray(component.items);
  return present ? undefined : LACKS_ITEMS_WARNING;
}

/** Keys already warned about; bounded, so a stream of distinct bad components cannot grow it. */
const warned = new Set<string>();
const MAX_REMEMBERED = 500;

/** The warning line of a component's problem; exported for tests. */
export function warningLine(component: PageComponent, problem: ComponentProblem): string {
  const code = component.errors[0]?.code;
  const name = component.meta.componentName || component.name;
  const type = component.meta.componentType;
  return `${problem}: ${name} (${type})${code === undefined ? '' : `, code ${code}`}`;
}

export function warnComponentProblem(component: PageComponent, problem: ComponentProblem): void {
  // The browser renders the same data again when it hydrates: the server has said it already.
  if (typeof window !== 'undefined') return;
  const line = warningLine(component, problem);
  if (warned.has(line)) return;
  if (warned.size >= MAX_REMEMBERED) warned.clear();
  warned.add(line);
  console.warn(line);
}

/** The type of a component that can be shown; undefined (with a warning when due) otherwise. */
export function showableType(component: PageComponent): ComponentType | undefined {
  // An unknown component name maps to no type (spec 000 s1): nothing to show, nothing to say.
  const type = componentTypeOf(component.meta.componentType);
  if (!type) return undefined;
  const problem = componentProblem(component, type);
  if (problem) {
    warnComponentProblem(component, problem);
    return undefined;
  }
  return type;
}
