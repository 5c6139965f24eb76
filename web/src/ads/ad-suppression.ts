/**
 * Whether a page asks for no display ads: its story says suppressAds (spec 000 s3: articles,
 * reviews and videos carry it; paid content often does), or the page was opened with
 * `adSuppress=all` (spec 001 s6, s9). The same rule as the video player's (spec 000 s5),
 * without the consent part, which the slots check on their own.
 */
import { AD_SUPPRESS_ALL, AD_SUPPRESS_PARAM } from '@bytewire/media';

export function adsSuppressed(item: object | undefined, search: string): boolean {
  return (
    (item as { suppressAds?: unknown } | undefined)?.suppressAds === true ||
    new URLSearchParams(search).getAll(AD_SUPPRESS_PARAM).includes(AD_SUPPRESS_ALL)
  );
}
