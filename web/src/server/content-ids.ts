/**
 * The ids of the content a page shows (the story, and every item, topic and author it lists),
 * for render's CONTENT_IDS_HEADER: the gateway's page cache indexes cached pages by them, so
 * that the content platform can purge every page that shows a piece at once. Anything in the
 * page data with a string `id` and a `slug` is content; images and the like have no slug.
 */
import type { StaticHandlerContext } from 'react-router-dom';
import type { PageData } from '../app/page-loader';
import { PAGE_ROUTE_ID } from '../app/route-ids';

/** A header line stays well inside every HTTP parser's limits (undici and Node take 16 KB). */
export const MAX_CONTENT_IDS_LENGTH = 4000;
const CONTENT_ID = /^[A-Za-z0-9_.:-]{1,128}$/;
const MAX_DEPTH = 12;

function collect(value: unknown, ids: Set<string>, depth: number): void {
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, ids, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  if (
    typeof record.id === 'string' &&
    typeof record.slug === 'string' &&
    CONTENT_ID.test(record.id)
  ) {
    ids.add(record.id);
  }
  for (const child of Object.values(record)) collect(child, ids, depth + 1);
}

/** The content ids of a rendered page, comma-separated; '' for none (an error, no page). */
export function contentIdsOf(context: StaticHandlerContext): string {
  const data = context.loaderData[PAGE_ROUTE_ID] as PageData | undefined;
  if (!data || context.errors?.[PAGE_ROUTE_ID]) return '';
  const ids = new Set<string>();
  collect(data.page, ids, 0);
  let header = '';
  for (const id of ids) {
    const next = header ? `${header},${id}` : id;
    if (next.length > MAX_CONTENT_IDS_LENGTH) break;
    header = next;
  }
  return header;
}
