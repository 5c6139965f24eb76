/**
 * Route name + parameters → canonical path. Applies the same rules as the matcher, so a built
 * path always matches back to its route.
 */
import { patternOf } from './pattern';
import { canonicalPageNumber, isSafeSegment, paramAllowed } from './rules';
import { getRoute } from './table';
import type { RouteName } from './types';

type Built = { path: string } | { problem: string };

function build(name: RouteName, params: Record<string, string | undefined>): Built {
  const route = getRoute(name);
  const parts: string[] = [];
  for (const part of patternOf(route.path)) {
    if (part.kind === 'static') {
      parts.push(part.value);
      continue;
    }
    // An empty string is as good as absent: it could not stand as a path segment. A page
    // number takes its one spelling (page 0 or 1 is the first page, no number).
    const given = params[part.name] || undefined;
    const value =
      part.name === 'pageNumber' && given !== undefined ? canonicalPageNumber(given) : given;
    const rule = route.params[part.name] ?? {};
    if (value === undefined) {
      if (!rule.optional) return { problem: `Route "${name}" needs parameter "${part.name}"` };
      continue;
    }
    if (!isSafeSegment(value) || !paramAllowed(rule, value)) {
      return { problem: `Route "${name}": parameter "${part.name}" fails its rule` };
    }
    parts.push(encodeURIComponent(value));
  }
  return { path: parts.length === 0 ? '/' : `/${parts.join('/')}/` };
}

/** Throws when a required parameter is missing or a parameter fails its rule. */
export function buildPath(
  name: RouteName,
  params: Record<string, string | undefined> = {},
): string {
  const built = build(name, params);
  if ('problem' in built) throw new Error(built.problem);
  return built.path;
}

/** The same path, or undefined where buildPath would throw: for data-driven links. */
export function tryBuildPath(
  name: RouteName,
  params: Record<string, string | undefined>,
): string | undefined {
  const built = build(name, params);
  return 'path' in built ? built.path : undefined;
}
