/** What a page builder gets: the request, the corpus and the site. */
import type { CorpusIndex } from '../corpus/corpus-index';
import type { ComponentLinks } from './component-links';

export const PAGE_TYPES = [
  'front-door',
  'door',
  'article',
  'gallery',
  'review',
  'video',
  'feature',
  'topic',
  'topics',
  'tag',
  'collection',
  'author',
  'static',
  'search',
  'member',
  'auth-flow',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const PLATFORMS = ['web', 'amp'] as const;
export type Platform = (typeof PLATFORMS)[number];

export function isPageType(value: string): value is PageType {
  return (PAGE_TYPES as readonly string[]).includes(value);
}

export interface PageRequest {
  type: PageType;
  slug: string;
  platform: Platform;
  edition: string;
  /** As given: its rules depend on the page (doors, the news door, galleries). */
  pageNumber?: string;
  q?: string;
}

export interface PageContext {
  req: PageRequest;
  index: CorpusIndex;
  siteId: string;
  publicationName: string;
  links: ComponentLinks;
}
