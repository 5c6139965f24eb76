import { BadRequestException, NotFoundException } from '@nestjs/common';
import { quote } from '../common/inputs';

export const DOOR_PAGE_SIZE = 20;

export interface PageWindow {
  page: number;
  offset: number;
  limit: number;
  total: number;
  lastPage: number;
}

/**
 * The page a `pageNumber` asks for. Strict (most doors, galleries, listings): digits only
 * (else 400) and within 1..last page (else 404). Lenient (the news door accepts any value):
 * anything that is not a positive number reads as page 1, and a page past the end is empty.
 */
export function pageWindow(
  raw: string | undefined,
  total: number,
  limit: number,
  lenient = false,
): PageWindow {
  const lastPage = Math.max(1, Math.ceil(total / limit));
  let page = 1;
  if (raw !== undefined) {
    const digits = /^\d{1,9}$/.test(raw);
    if (lenient) {
      page = digits && Number(raw) >= 1 ? Number(raw) : 1;
    } else {
      if (!/^\d+$/.test(raw))
        throw new BadRequestException(
          `pageNumber must be a positive whole number, got ${quote(raw)}`,
        );
      page = digits ? Number(raw) : Number.MAX_SAFE_INTEGER;
      if (page < 1 || page > lastPage) {
        throw new NotFoundException(
          `Page ${quote(raw)} does not exist: pages run from 1 to ${lastPage}`,
        );
      }
    }
  }
  return { page, offset: (page - 1) * limit, limit, total, lastPage };
}

/**
 * A listing page's address with its page number in the query, as the site's load-more link
 * writes it (/topic/phones/?pageNumber=2). A route with the number in its path (a door,
 * /news/2/) builds it from libs/routes instead.
 */
export function pagedPath(firstPage: string, page: number): string {
  return page <= 1 ? firstPage : `${firstPage}?pageNumber=${page}`;
}

/** What a page of a paged listing tells search engines: its own address and its neighbours. */
export interface PagedMeta {
  canonicalUrl: string;
  relPrev?: string;
  relNext?: string;
}

/**
 * Each page of a listing is its own canonical page (page 2 is not a copy of page 1), linked to
 * the pages before and after it; a page past the end points back to the last one.
 */
export function pagedMeta(window: PageWindow, pathOf: (page: number) => string): PagedMeta {
  const { page, lastPage } = window;
  return {
    canonicalUrl: pathOf(page),
    ...(page > 1 ? { relPrev: pathOf(Math.min(page - 1, lastPage)) } : {}),
    ...(page < lastPage ? { relNext: pathOf(page + 1) } : {}),
  };
}
