/** What building a feed or sitemap gives: a document, a redirect, or a failure with its status. */
import { isContentApiError } from '@bytewire/content-client';
import { FEED_NOT_FOUND_TEXT } from '@bytewire/routes';
import { RESTRICTED_PAGE_MESSAGE, RESTRICTED_STATUS } from '@bytewire/site';

export const RSS_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';
export const XML_CONTENT_TYPE = 'application/xml; charset=utf-8';

export type FeedAnswer =
  { kind: 'document'; contentType: string; body: string } | { kind: 'redirect'; location: string };

/**
 * A feed that cannot be answered: 404 (no such topic or sitemap), 451 (a restricted topic's, in
 * the restricted state), 502 (an unusable answer).
 */
export class FeedFailure extends Error {
  override readonly name = 'FeedFailure';

  constructor(
    readonly statusCode: 404 | typeof RESTRICTED_STATUS | 502,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The status of a failed feed: the content API's 'no such page' is a 404, its time-out a 504,
 * and every other failure of it a 502 (including a request it refused: the feed's request is
 * made from a checked path, so a refusal is no fault of the reader). Anything else is a 500.
 */
export function failureStatus(error: unknown): 404 | 451 | 500 | 502 | 504 {
  if (error instanceof FeedFailure) return error.statusCode;
  if (isContentApiError(error)) {
    if (error.failure === 'not-found') return 404;
    return error.failure === 'timeout' ? 504 : 502;
  }
  return 500;
}

/** The short plain-text body of a failed feed. */
export function failureText(statusCode: number): string {
  switch (statusCode) {
    case 404:
      return FEED_NOT_FOUND_TEXT;
    case RESTRICTED_STATUS:
      return `${RESTRICTED_PAGE_MESSAGE}.`;
    case 504:
      return 'The feed could not be built in time: the content service did not answer. Please try again in a moment.';
    default:
      return 'The feed could not be built right now. Please try again in a moment.';
  }
}
