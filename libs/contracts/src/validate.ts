/**
 * Runtime checks of upstream answers (spec 000 s5 and s8). Checks are loose: extra fields
 * always pass, and only the fields a page needs to render are required. The composer answer's
 * schema (zod) is in page-response.ts, so that browser code needing only these checks
 * (load-more) does not carry zod.
 */

export const NOT_AN_OBJECT_MESSAGE = 'API request did not return a JSON object';
import { isRecord } from './guards';

export { isNonBlankString, isRecord } from './guards';

const EXPECTED_PROPERTY_PREFIX = 'API response is not in the correct format. Expected property ';

/** An upstream answer the site cannot use: a bad gateway, whatever the upstream status was. */
export class ApiResponseError extends Error {
  readonly statusCode = 502;

  constructor(message: string) {
    super(message);
    this.name = 'ApiResponseError';
  }
}

export function expectedPropertyMessage(path: string): string {
  return `${EXPECTED_PROPERTY_PREFIX}${path}`;
}

/** Throws unless the answer is a JSON object (not null, not an array). */
export function expectObject(json: unknown): asserts json is Record<string, unknown> {
  if (!isRecord(json)) throw new ApiResponseError(NOT_AN_OBJECT_MESSAGE);
}

/**
 * Throws unless every dotted path (e.g. `data.item.slug`, `data.items.0`) leads to a value
 * other than undefined or null. Array elements are addressed by index.
 */
export function expectProperties(
  json: unknown,
  paths: readonly string[],
): asserts json is Record<string, unknown> {
  expectObject(json);
  for (const path of paths) {
    let node: unknown = json;
    for (const key of path.split('.')) {
      node =
        typeof node === 'object' && node !== null && Object.hasOwn(node, key)
          ? (node as Record<string, unknown>)[key]
          : undefined;
      if (node === undefined || node === null) {
        throw new ApiResponseError(expectedPropertyMessage(path));
      }
    }
  }
}
