/**
 * Path shapes that links and redirects still use (spec 000 s2 and spec 001 s2, "other path
 * shapes") but whose pages live under a route of the table: each answers a 301 to that page, in
 * one step with or without its trailing slash.
 */
import { tryBuildPath } from './build';
import { SLUG, paramAllowed } from './rules';

interface MovedPath {
  /** The old path's segments; `{slug}` stands for one slug. */
  from: readonly string[];
  /** The page it moved to, with the slug when the old path has one. */
  to: (slug: string | undefined) => string | undefined;
}

export const MOVED_PATHS: readonly MovedPath[] = Object.freeze([
  // The old plural share path of a video: the video-share route of the table.
  { from: ['videos', 'share', '{slug}'], to: (slug) => tryBuildPath('video-share', { slug }) },
  // The site has no blog of its own: the latest stories, newest first, are what it was.
  { from: ['blog'], to: () => tryBuildPath('latest', {}) },
]);

/** The page a moved path now lives at, or undefined when the segments are no moved path. */
export function movedPathTarget(segments: readonly string[]): string | undefined {
  for (const moved of MOVED_PATHS) {
    if (moved.from.length !== segments.length) continue;
    let slug: string | undefined;
    const fits = moved.from.every((part, i) => {
      if (part !== '{slug}') return part === segments[i];
      slug = segments[i];
      return paramAllowed(SLUG, slug);
    });
    if (fits) return moved.to(slug);
  }
  return undefined;
}
