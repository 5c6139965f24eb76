/**
 * How a gallery's page numbers map to its items ("gallery with page numbers", spec 000 s2):
 * one photo per page. /pictures/{slug}/ is page 1, /pictures/{slug}/{n}/ page n, up to the
 * number of items; the items show in the order of their `position` (the feed's order for
 * equal or missing positions). A page number past the last item is no page at all: the
 * content API answers 404 for it, and a screen that still gets one shows the 404 page.
 *
 * Plain functions, no React: the web screen and an AMP renderer share them.
 */
import type { Gallery, GalleryItem } from '@bytewire/contracts';
import { tryBuildPath } from '@bytewire/routes';

export interface GallerySlide {
  item: GalleryItem;
  /** 1-based. */
  page: number;
  total: number;
  previousPage?: number;
  nextPage?: number;
}

/** At most this many numbered page links show at once (a window around the current page). */
export const GALLERY_PAGE_LINKS = 9;

/** The items a reader sees, in order: by position, the feed's order breaking ties. */
export function galleryItems(gallery: Pick<Gallery, 'items'>): GalleryItem[] {
  const rank = (item: GalleryItem) =>
    typeof item.position === 'number' && Number.isFinite(item.position)
      ? item.position
      : Number.POSITIVE_INFINITY;
  return gallery.items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map(({ item }) => item);
}

/**
 * The page a path's pageNumber asks for: 1 when absent, else a whole number of at most nine
 * digits ('01' is page 1, as the content API reads it); undefined for anything else.
 */
export function slideNumber(pageNumber: string | undefined): number | undefined {
  if (pageNumber === undefined) return 1;
  if (!/^\d{1,9}$/.test(pageNumber)) return undefined;
  const page = Number(pageNumber);
  return page >= 1 ? page : undefined;
}

/** The slide of a page number, or undefined when the gallery has no such page. */
export function gallerySlide(
  items: readonly GalleryItem[],
  pageNumber: string | undefined,
): GallerySlide | undefined {
  const page = slideNumber(pageNumber);
  const total = items.length;
  if (page === undefined || page > total) return undefined;
  return {
    item: items[page - 1],
    page,
    total,
    previousPage: page > 1 ? page - 1 : undefined,
    nextPage: page < total ? page + 1 : undefined,
  };
}

/**
 * The site-relative path of a gallery page (page 1 is the gallery's own path); undefined for
 * a slug the route's rules refuse, so that a bad slug from data makes no link rather than a
 * failed page.
 */
export function slidePath(slug: string, page: number): string | undefined {
  return tryBuildPath('gallery', { slug, pageNumber: page > 1 ? String(page) : undefined });
}

/** Where the slide sits, as the reader sees it. */
export function slidePosition(page: number, total: number): string {
  return `${page} of ${total}`;
}

/**
 * The numbered page links to show: every page when they fit in `max`, else a window of `max`
 * pages around the current one, shifted to stay within 1..total.
 */
export function pageNumbers(page: number, total: number, max = GALLERY_PAGE_LINKS): number[] {
  const count = Math.min(total, Math.max(1, max));
  const first = Math.min(Math.max(1, page - Math.floor(count / 2)), total - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}
