/**
 * Spec 001 s3's tracked-component state: each of the page's components by name, true when it
 * came with its data (no error), false when it failed; its tracking value is the true names
 * joined by '|'. Names come from the content API: bounded in number and length, and kept in a
 * map without a prototype, so that a component named `__proto__` is a name like any other.
 */
import type { PageComponent } from '@bytewire/contracts';

/** More components than any page shows; the rest are not tracked. */
export const MAX_TRACKED_COMPONENTS = 60;
const NAME_MAX = 64;
const VALUE_MAX = 256;

export interface TrackedComponents {
  map: Readonly<Record<string, boolean>>;
  value: string;
}

export function trackedComponents(components: readonly PageComponent[]): TrackedComponents {
  const map: Record<string, boolean> = Object.create(null) as Record<string, boolean>;
  for (const component of components.slice(0, MAX_TRACKED_COMPONENTS)) {
    const name = String(component.meta?.componentName || component.name || '').slice(0, NAME_MAX);
    if (!name) continue;
    const fine = component.status < 400 && (component.errors ?? []).length === 0;
    // A name twice (two lists of one kind): tracked if either came with its data.
    map[name] = map[name] === true || fine;
  }
  const value = Object.keys(map)
    .filter((name) => map[name])
    .join('|')
    .slice(0, VALUE_MAX);
  return { map: Object.freeze(map), value };
}
