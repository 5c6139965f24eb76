import type { RecentCommentsAnswer } from '@bytewire/contracts';

export type { RecentComment, RecentCommentsAnswer } from '@bytewire/contracts';

/** How many comments the tab shows. */
export const RECENT_COMMENTS_LIMIT = 10;
export const RECENT_COMMENT_TEXT_MAX = 280;

export const NOT_CONFIGURED: RecentCommentsAnswer = { data: { configured: false, items: [] } };

/** Plain text on one line, cut at RECENT_COMMENT_TEXT_MAX characters with an ellipsis. */
export function commentText(raw: string): string {
  const text = raw
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > RECENT_COMMENT_TEXT_MAX
    ? `${text.slice(0, RECENT_COMMENT_TEXT_MAX - 1).trimEnd()}…`
    : text;
}

/** An http(s) URL as a string, else undefined (a link is shown to the reader). */
export function httpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
