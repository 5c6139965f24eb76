import type { VanityResponse } from '@bytewire/contracts';
import { DEFAULT_EDITION } from '@bytewire/site';

/**
 * The answer to a lookup that matches nothing, as the content API gives it
 * (services/content/src/vanity/vanity.controller.ts): HTTP 200 with an entry carrying
 * `error` (code 404) and no targets, so that the caller stops (spec 000 s4 step 2). Not
 * urlType NOT_FOUND, which would turn every ordinary path into a 404 page.
 */
export function missAnswer(
  lookupKey: string | undefined,
  contentType: string | undefined,
  slug: string | undefined,
  edition: string | undefined,
): VanityResponse {
  return {
    id: '',
    urlType: 'OK',
    urlPath: lookupKey ?? '',
    targets: [],
    error: {
      code: 404,
      message: `No vanity entry for ${lookupKey ?? `${contentType}/${slug}`} (edition ${edition ?? DEFAULT_EDITION})`,
    },
  };
}
