/** A door by the feature slug the content API names it with (`video` is the video-door route). */
import { buildPath } from './build';
import { DOOR_ROUTE_NAMES, getRoute } from './table';
import type { RouteName } from './types';

/** The door route of a feature slug, or undefined where no door has that slug. */
export function doorRouteFor(featureSlug: string): RouteName | undefined {
  return DOOR_ROUTE_NAMES.find((name) => getRoute(name).featureSlug === featureSlug);
}

/** The canonical path of a door (its first page); an unknown feature slug is a programming error. */
export function doorPath(featureSlug: string): string {
  const name = doorRouteFor(featureSlug);
  if (!name) throw new Error(`No door has the feature slug "${featureSlug}"`);
  return buildPath(name);
}
