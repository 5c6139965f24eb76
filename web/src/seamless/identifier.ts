/**
 * The identifier of a seamless item (spec 000 s2): its id, else its slug, else the slug parsed
 * from its url (the last path segment). Loaded pages are remembered by identifier, so a page
 * already loaded is never requested again.
 */
import type { SeamlessListItem } from '@bytewire/content-client';
import { isSlug } from '@bytewire/contracts';

/** Any base will do: only the path of a relative url is read. */
const PARSE_BASE = 'http://seamless.invalid';

/** The last path segment of a url, when it is a slug: `/finance/cards/pick-a-card/` → `pick-a-card`. */
export function slugFromUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  let pathname: string;
  try {
    pathname = new URL(url, PARSE_BASE).pathname;
  } catch {
    return undefined;
  }
  const last = pathname.split('/').filter(Boolean).pop();
  if (last === undefined) return undefined;
  try {
    const slug = decodeURIComponent(last);
    return isSlug(slug) ? slug : undefined;
  } catch {
    return undefined;
  }
}

export function seamlessIdentifier(item: SeamlessListItem): string | undefined {
  return item.id || item.slug || slugFromUrl(item.url);
}
