/**
 * Video ad suppression (spec 000 s5): the video asks for no ads, the page is opened with
 * `adSuppress=all`, or the reader has not given targeting consent.
 */
import type { Video } from '@bytewire/contracts';

export const AD_SUPPRESS_PARAM = 'adSuppress';
export const AD_SUPPRESS_ALL = 'all';

/** A parsed query: URLSearchParams in the browser, a plain record on the server. */
export type QueryInput =
  URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

export interface VideoAdsInput {
  video?: Pick<Video, 'suppressAds'>;
  query?: QueryInput;
  targetingConsent: boolean;
}

export function videoAdsSuppressed({ video, query, targetingConsent }: VideoAdsInput): boolean {
  return (
    video?.suppressAds === true ||
    queryValues(query, AD_SUPPRESS_PARAM).includes(AD_SUPPRESS_ALL) ||
    !targetingConsent
  );
}

function queryValues(query: QueryInput | undefined, name: string): readonly string[] {
  if (query === undefined) return [];
  if (query instanceof URLSearchParams) return query.getAll(name);
  const value = query[name];
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : value;
}
