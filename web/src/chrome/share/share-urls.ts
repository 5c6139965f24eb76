/**
 * The networks' share pages, filled with the URL (the short URL when the shortener answered)
 * and the title.
 */
import type { PopupKind } from './share-kinds';

const withQuery = (base: string, params: Record<string, string>): string =>
  `${base}?${new URLSearchParams(params).toString()}`;

export function networkShareUrl(kind: PopupKind, url: string, title: string): string {
  switch (kind) {
    case 'facebook':
      return withQuery('https://www.facebook.com/sharer/sharer.php', { u: url });
    case 'twitter':
      return withQuery('https://twitter.com/intent/tweet', { url, text: title });
    case 'linkedin':
      return withQuery('https://www.linkedin.com/sharing/share-offsite/', { url });
    case 'reddit':
      return withQuery('https://www.reddit.com/submit', { url, title });
    case 'flipboard':
      return withQuery('https://share.flipboard.com/bookmarklet/popout', { v: '2', url, title });
    case 'pinterest':
      return withQuery('https://www.pinterest.com/pin/create/button/', { url, description: title });
  }
}

/** The comments deep link of spec 001 s2: the article URL plus `#comments-{assetId}`. */
export function commentsHash(assetId: string): string {
  return `#comments-${encodeURIComponent(assetId)}`;
}
