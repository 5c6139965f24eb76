/**
 * What a page's component errors mean for the page (spec 000 s4 and s8): a 404 is not found,
 * a 301 is a renamed slug to redirect to, anything else is a server error.
 */
import { COMPONENT_TYPES, type ComponentType } from './page';
import type { ComponentError, Page, PageComponent } from './page-response';

export const NOT_FOUND_MESSAGE = 'API responded with 404';
export const SLUG_CHANGED_MESSAGE = 'the slug has changed';
export const NON_SPECIFIC_ERROR_MESSAGE = 'required component had non-specific error response';

export type ComponentErrorResolution =
  | { kind: 'ok' }
  | { kind: 'not-found'; message: string }
  | { kind: 'redirect'; slug: string; message: string }
  | { kind: 'error'; status: 500; message: string };

/**
 * The components whose errors count: those marked `required`, or every component when the
 * composer marks none (an upstream that does not know the flag).
 */
function requiredComponents(page: Page): PageComponent[] {
  const marked = page.components.filter((c) => c.required === true);
  return marked.length > 0 ? marked : page.components;
}

/** The edition's slug of an error's availableOn list: an entry for the edition with a slug. */
function slugForEdition(error: ComponentError, edition: string): string | undefined {
  return error.context?.availableOn?.find(
    (entry) => entry.edition === edition && typeof entry.slug === 'string' && entry.slug !== '',
  )?.slug;
}

/**
 * The outcome of the first required component that carries an error. A 301 (spec 000 s8) and
 * a 404 (spec 001 s8) that name a slug for the edition in `context.availableOn` both redirect
 * to it; without one, both are not found.
 */
export function resolveComponentErrors(page: Page, edition: string): ComponentErrorResolution {
  for (const component of requiredComponents(page)) {
    const error = component.errors[0];
    if (!error) continue;
    if (error.code === 404 || error.code === 301) {
      const slug = slugForEdition(error, edition);
      if (slug === undefined) return { kind: 'not-found', message: NOT_FOUND_MESSAGE };
      const fallback = error.code === 301 ? SLUG_CHANGED_MESSAGE : NOT_FOUND_MESSAGE;
      return { kind: 'redirect', slug, message: error.message ?? fallback };
    }
    return { kind: 'error', status: 500, message: NON_SPECIFIC_ERROR_MESSAGE };
  }
  return { kind: 'ok' };
}

/** The component type of a component name; an unknown name maps to no type. */
export function componentTypeOf(name: string): ComponentType | undefined {
  return (COMPONENT_TYPES as readonly string[]).includes(name)
    ? (name as ComponentType)
    : undefined;
}
